# The kernel's helper, loaded once per kernel as the module `_aml_kernel` (not visible in the cells' namespace).
# Runs one cell's source in __main__'s namespace, compiled with the cell's file name so that tracebacks name the
# cell and its line, and returns None or a description of the error with the helper's own frames removed.
import ast
import inspect
import linecache
import sys
import traceback

import __main__

_PREFIX = "<cell "


async def run_cell(source, filename):
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        code = compile(source, filename, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
        result = eval(code, __main__.__dict__)
        if inspect.iscoroutine(result):
            await result
        return None
    except BaseException as error:  # KeyboardInterrupt and SystemExit included: the kernel must survive them
        return describe(error, filename)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()


def describe(error, filename):
    tb = error.__traceback__
    while tb is not None and not tb.tb_frame.f_code.co_filename.startswith(_PREFIX):
        tb = tb.tb_next
    line = None
    if isinstance(error, SyntaxError) and error.filename == filename:
        line = error.lineno
    else:
        walk = tb
        while walk is not None:
            if walk.tb_frame.f_code.co_filename == filename:
                line = walk.tb_lineno
            walk = walk.tb_next
    text = "".join(traceback.format_exception(type(error), error, tb))
    return {
        "type": type(error).__name__,
        "message": str(error),
        "traceback": text,
        "line": line,
    }


_KEEP = ("__name__", "__doc__", "__package__", "__loader__", "__spec__", "__builtins__")


def reset_namespace():
    """Empties the cells' namespace (what a fresh kernel has), keeping the module's own attributes."""
    namespace = __main__.__dict__
    keep = {key: namespace[key] for key in _KEEP if key in namespace}
    namespace.clear()
    namespace.update(keep)
