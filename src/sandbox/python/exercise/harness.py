# The lab's Python exercise harness. It runs inside Pyodide (the page's exercise worker and the Node grader) and is
# installed once per interpreter, never imported by name: it lives in a private dict, not in sys.modules.
#
# run_exercise_data(student_source, tests_source, student_filename, nonce) runs the student's code as the module
# `student`, then the tests (tests.py, which does `import student` and `from aml_testkit import ...`) in definition
# order, and returns plain data (dicts, lists, str, bool, int, None) that the JS side converts and checks; the score
# is decided there, never from anything printed. run_exercise(...) returns the same as JSON.
#
# The sandbox here is a same-interpreter one: it turns the usual ways of escaping or cheating into errors (an audit
# hook that cannot be removed, the Pyodide modules taken out of reach, builtins and sys restored after the student's
# code, strict comparisons, an integrity check of the test code) but it cannot be airtight; the worker or the
# process around it is the real boundary. See README.md next to this file.
import builtins
import gc
import json
import linecache
import os
import posix
import sys
import traceback
import types

# Imported now, so the tests and the solutions never need to import them after the lock-down.
import collections  # noqa: F401
import copy  # noqa: F401
import dataclasses  # noqa: F401
import math  # noqa: F401
import re  # noqa: F401
import time  # noqa: F401
import typing  # noqa: F401

STUDENT_MODULE = "student"
TESTKIT_MODULE = "aml_testkit"

# Modules that reach JavaScript, the network or raw memory: never importable by the student or the tests.
_BLOCKED_IMPORTS = ("js", "pyodide", "pyodide_js", "_pyodide", "_pyodide_core", "micropip", "ctypes", "_ctypes",
                    "pyodide_http", "socket", "_socket", "ssl", "urllib.request", "http.client", "sqlite3",
                    "_sqlite3", "webbrowser", "subprocess", "_posixsubprocess", "mmap", "_testcapi",
                    "_testinternalcapi", "_testlimitedcapi", "_remote_debugging", "faulthandler")

# Audit events refused while untrusted code runs (prefixes end with a dot).
_DENIED_EVENTS = ("sys._getframe", "sys._getframemodulename", "sys._current_frames", "sys._current_exceptions",
                  "sys.settrace", "sys.setprofile", "sys.addaudithook", "sys.monitoring.", "gc.get_objects",
                  "gc.get_referrers", "gc.get_referents", "function.__new__", "code.__new__", "ctypes.",
                  "os.system", "os.exec", "os.spawn", "os.posix_spawn", "os.fork", "os.forkpty", "os.kill",
                  "os.killpg", "os.listdir", "os.scandir", "os.remove", "os.rename", "os.rmdir", "os.mkdir",
                  "os.chmod", "os.chown", "os.link", "os.symlink", "os.truncate", "os.utime", "os.putenv",
                  "os.unsetenv", "os.chdir", "os.startfile", "shutil.", "socket.", "subprocess.", "urllib.",
                  "http.", "webbrowser.", "sqlite3.", "mmap.", "builtins.input", "signal.", "pty.", "resource.",
                  "_posixsubprocess.", "cpython.")


def _make_guard():
    """The audit hook and its switch. The flag lives in this closure only: untrusted code cannot flip it."""
    state = [False]  # True while untrusted (student or test) code may run

    def blocked(name):
        return any(name == b or name.startswith(b + ".") for b in _BLOCKED_IMPORTS)

    def hook(event, args):
        if not state[0]:
            return
        if event == "import":
            if args and isinstance(args[0], str) and blocked(args[0]):
                raise PermissionError(f"the exercise sandbox does not allow importing {args[0]}")
        elif event == "open":
            path = args[0] if args else None
            mode = args[1] if len(args) > 1 else "r"
            # Reading the standard library (imports) is fine; nothing else on the virtual file system is.
            readonly = mode is None or (isinstance(mode, str) and not any(c in mode for c in "wax+"))
            if not (isinstance(path, str) and path.startswith("/lib/") and readonly):
                raise PermissionError(f"the exercise sandbox does not allow open({path!r})")
        elif event == "object.__getattr__":
            # tb_frame, gi_frame, cr_frame, ag_frame: frames lead to the harness's variables. (Reading __code__ is
            # allowed: dataclasses need it, and a code object gives nothing the tests' source does not show.)
            name = args[1] if len(args) > 1 else ""
            if not isinstance(name, str) or "frame" in name or name.startswith("f_"):
                raise PermissionError(f"the exercise sandbox does not allow reading .{name}")
        elif event in ("object.__setattr__", "object.__delattr__"):
            target = args[0]
            if isinstance(target, type):
                if getattr(target, "__module__", None) != STUDENT_MODULE or args[1] == "__module__":
                    raise PermissionError(f"the exercise sandbox does not allow changing {target!r}")
            else:
                raise PermissionError(f"the exercise sandbox does not allow setting .{args[1]}")
        elif any(event == d or (d.endswith(".") and event.startswith(d)) for d in _DENIED_EVENTS):
            raise PermissionError(f"the exercise sandbox does not allow {event}")

    def set_untrusted(value):
        state[0] = bool(value)

    return hook, set_untrusted


_hook, _set_untrusted = _make_guard()
sys.addaudithook(_hook)

# Take the Pyodide modules and their import hook out of reach: `import js` then finds nothing (and the hook
# refuses it anyway).
for _name in [n for n in sys.modules if n == "js" or n.split(".")[0] in _BLOCKED_IMPORTS]:
    del sys.modules[_name]
sys.meta_path[:] = [f for f in sys.meta_path if "pyodide" not in type(f).__module__ and
                    "pyodide" not in getattr(f, "__module__", "")]


def _refuse_exit(*_args, **_kwargs):
    raise PermissionError("the exercise sandbox does not allow ending the interpreter")


# os._exit and abort would end the whole Pyodide instance (the JS side then fails the run, but better refuse).
for _module in (os, posix):
    for _fn in ("_exit", "abort", "kill", "killpg", "fork", "system"):
        if hasattr(_module, _fn):
            setattr(_module, _fn, _refuse_exit)

# What untrusted code may change and the harness puts back after it.
_PRISTINE_BUILTINS = dict(builtins.__dict__)
_SYS_ATTRS = ("stdout", "stderr", "stdin", "meta_path", "path", "path_hooks", "excepthook", "unraisablehook",
              "displayhook", "breakpointhook", "exit")
_PRISTINE_SYS = {name: getattr(sys, name) for name in _SYS_ATTRS if hasattr(sys, name)}
_PRISTINE_META_PATH = list(sys.meta_path)
_PRISTINE_PATH = list(sys.path)
_PRISTINE_MODULES = dict(sys.modules)
_OS_FUNCS = {name: getattr(os, name) for name in ("_exit", "abort", "kill", "system") if hasattr(os, name)}

# The harness's own references, taken before any untrusted code runs.
_repr = builtins.repr
_isinstance = builtins.isinstance
_type = builtins.type
_str = builtins.str
_len = builtins.len
_id = builtins.id
_dumps = json.dumps
_perf_counter = time.perf_counter
_format_exception_only = traceback.format_exception_only
_extract_tb = traceback.extract_tb
_format_list = traceback.format_list


def _restore():
    """Undo what untrusted code may have changed in builtins, sys, sys.modules and os."""
    current = builtins.__dict__
    for key in [k for k in current if k not in _PRISTINE_BUILTINS]:
        del current[key]
    current.update(_PRISTINE_BUILTINS)
    for name, value in _PRISTINE_SYS.items():
        setattr(sys, name, value)
    sys.meta_path[:] = _PRISTINE_META_PATH
    sys.path[:] = _PRISTINE_PATH
    for key in [k for k in sys.modules if k not in _PRISTINE_MODULES]:
        del sys.modules[key]
    sys.modules.update(_PRISTINE_MODULES)
    for name, fn in _OS_FUNCS.items():
        setattr(os, name, fn)


# ---------------------------------------------------------------------------------------------------- testkit
# The names tests.py imports from `aml_testkit`. Their globals are this small dict, checked after the run.

_testkit_code = [None]


def set_testkit_source(source):
    """The test kit `aml_testkit` (aml_testkit.py), given once at install; each run gets a fresh copy."""
    _testkit_code[0] = compile(source, "<aml_testkit>", "exec", dont_inherit=True)


def _fingerprint(namespace):
    """What must not change in a namespace: each name's object, and each function's code and defaults."""
    out = {}
    for key, value in namespace.items():
        entry = (_id(value),)
        if _type(value) is types.FunctionType:
            entry = (_id(value), _id(value.__code__), _id(value.__defaults__), _id(value.__kwdefaults__),
                     _id(value.__globals__))
        elif issubclass(_type(value), type):
            entry = (_id(value), tuple(sorted((k, _id(v)) for k, v in value.__dict__.items())))
        out[key] = entry
    return out


LAB_MODULE = "aml_lab"
_lab_code = [None]


def set_lab_source(source):
    """The helpers module `aml_lab` (aml_lab.py), given once at install; each phase gets a fresh copy."""
    _lab_code[0] = compile(source, "aml_lab.py", "exec", dont_inherit=True)


def _new_lab():
    if _lab_code[0] is None:
        return None
    lab = _new_module(LAB_MODULE, "aml_lab.py")
    lab.__dict__["__name__"] = LAB_MODULE
    sys.modules[LAB_MODULE] = lab  # dataclasses look their module up while the class is made
    try:
        exec(_lab_code[0], lab.__dict__)
    finally:
        del sys.modules[LAB_MODULE]
    return lab


def _new_module(name, filename):
    module = types.ModuleType(name)
    module.__file__ = filename
    module.__dict__["__builtins__"] = dict(_PRISTINE_BUILTINS)
    return module


def _error_text(error):
    """Message and last traceback line of an exception; may run the student's __str__, so called untrusted."""
    _set_untrusted(True)
    try:
        message = _str(error)
        last = "".join(_format_exception_only(_type(error), error))
    except BaseException:
        message = "<message unavailable>"
        last = _type(error).__name__ + "\n"
    finally:
        _set_untrusted(False)
    return (message if _type(message) is _str else "<message unavailable>"), (last if _type(last) is _str else "")


def _describe_error(error, student_filename, tests_filename, syntax=False):
    """Type, message, traceback (student's and tests' frames only) and the line in the student's code."""
    message, last = _error_text(error)
    frames = [f for f in _extract_tb(error.__traceback__) if f.filename in (student_filename, tests_filename)]
    line = None
    for frame in frames:
        if frame.filename == student_filename:
            line = frame.lineno
    if syntax:  # our own compile(): a real SyntaxError, whose attributes run no student code
        line = error.lineno if error.filename == student_filename else None
    text = ("Traceback (most recent call last):\n" + "".join(_format_list(frames)) if frames else "") + last
    kind = _type(error).__name__
    return {"type": kind if _type(kind) is _str else "Exception", "message": message[:4000], "line": line,
            "traceback": text[:8000]}


def _safe_str(value):
    return value if _type(value) is _str else None


def _run(student_source, tests_source, student_filename, nonce):
    student_filename = _str(student_filename)
    tests_filename = "tests.py"
    student = _new_module(STUDENT_MODULE, student_filename)
    testkit = _new_module(TESTKIT_MODULE, "<aml_testkit>")
    exec(_testkit_code[0], testkit.__dict__)
    tests_ns = _new_module("tests", tests_filename)
    registry = testkit.__dict__["_registry"]
    check_failed = testkit.__dict__["CheckFailed"]
    result = {"nonce": _str(nonce), "tests": [], "error": None, "tampered": None}

    # 1. The student's code, as the module `student`.
    linecache.cache[student_filename] = (_len(student_source), None, student_source.splitlines(True), student_filename)
    linecache.cache[tests_filename] = (_len(tests_source), None, tests_source.splitlines(True), tests_filename)
    try:
        code = compile(student_source, student_filename, "exec", dont_inherit=True)
    except SyntaxError as error:
        result["error"] = _describe_error(error, student_filename, tests_filename, syntax=True)
        code = None
    loaded = False
    student_lab = None
    if code is not None:
        student_lab = _new_lab()
        if student_lab is not None:
            sys.modules[LAB_MODULE] = student_lab
        _set_untrusted(True)
        try:
            exec(code, student.__dict__)
            loaded = True
        except BaseException as error:  # SystemExit and KeyboardInterrupt included
            _set_untrusted(False)
            result["error"] = _describe_error(error, student_filename, tests_filename)
            if issubclass(_type(error), KeyboardInterrupt):
                raise
        finally:
            _set_untrusted(False)
            _restore()

    # 2. The tests, registered in definition order.
    tests_lab = _new_lab()
    sys.modules[STUDENT_MODULE] = student
    sys.modules[TESTKIT_MODULE] = testkit
    if tests_lab is not None:
        sys.modules[LAB_MODULE] = tests_lab
    try:
        exec(compile(tests_source, tests_filename, "exec", dont_inherit=True), tests_ns.__dict__)
    finally:
        _restore()
    tests = list(registry)
    guarded = {"tests": tests_ns.__dict__, "testkit": testkit.__dict__}
    if tests_lab is not None:
        guarded["aml_lab"] = tests_lab.__dict__
    prints = {key: _fingerprint(ns) for key, ns in guarded.items()}
    test_fns = [(fn, fn.__code__, fn.__defaults__) for fn, _en, _fr in tests]

    # 3. Each test; untrusted code runs only between _set_untrusted(True) and the finally.
    for fn, en, fr in tests:
        entry = {"name": _str(en), "names": {"en": _str(en), "fr": _str(fr)}, "passed": False, "expected": None,
                 "actual": None, "message": "", "line": None}
        if not loaded:
            entry["message"] = "not run: the code did not load"
            result["tests"].append(entry)
            continue
        failure = None
        sys.modules[STUDENT_MODULE] = student  # a late `import student` / `import aml_lab` finds the student's
        if student_lab is not None:
            sys.modules[LAB_MODULE] = student_lab
        started = _perf_counter()
        _set_untrusted(True)
        try:
            fn()
        except BaseException as error:
            failure = error
        finally:
            _set_untrusted(False)
            entry["ms"] = (_perf_counter() - started) * 1000
            _restore()
        if failure is None:
            entry["passed"] = True
        else:
            info = _describe_error(failure, student_filename, tests_filename)
            entry["line"] = info["line"]
            if _type(failure) is check_failed:
                entry["message"] = info["message"]
                entry["expected"] = _safe_str(failure.__dict__.get("expected"))
                entry["actual"] = _safe_str(failure.__dict__.get("actual"))
            else:
                entry["message"] = info["type"] + ": " + info["message"]
                entry["traceback"] = info["traceback"]
            if issubclass(_type(failure), KeyboardInterrupt):
                raise failure
        box = [failure]
        failure = error = None
        _untrusted_drop([box])
        result["tests"].append(entry)

    # 4. Integrity: had the student's code rewritten the tests or their helpers, no test counts.
    changed = [key for key, ns in guarded.items() if _fingerprint(ns) != prints[key]]
    if any(fn.__code__ is not code_ or fn.__defaults__ is not defaults for fn, code_, defaults in test_fns):
        changed.append("test functions")
    if changed:
        result["tampered"] = "the submitted code changed the tests (" + ", ".join(changed) + ")"
        for entry in result["tests"]:
            entry["passed"] = False
    # The student's objects die here, their __del__ running untrusted.
    _untrusted_drop([student.__dict__, tests_ns.__dict__], collect=True)
    return result


def _untrusted_drop(holders, collect=False):
    """Clears containers of untrusted objects with the guard on (their __del__ may run), collects if asked."""
    _set_untrusted(True)
    try:
        for holder in holders:
            holder.clear()
        if collect:
            gc.collect()
    except BaseException:  # noqa: S110 - a raising __del__ changes nothing
        pass
    finally:
        _set_untrusted(False)
        _restore()


def run_exercise_data(student_source, tests_source, student_filename="exercise.py", nonce=""):
    gc.disable()  # no collection (and so no student __del__) while the harness is trusted
    try:
        return _run(student_source, tests_source, student_filename, nonce)
    finally:
        _set_untrusted(False)
        _restore()
        gc.enable()


def run_exercise(student_source, tests_source, student_filename="exercise.py", nonce=""):
    """The same as run_exercise_data, as a JSON string."""
    return _dumps(run_exercise_data(student_source, tests_source, student_filename, nonce))
