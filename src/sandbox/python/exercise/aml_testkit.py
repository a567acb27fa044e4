# aml_testkit: what tests.py imports (`from aml_testkit import test, expect_equal, ...`). Installed by the harness
# (harness.py) as a fresh module per run, never importable by the student's code; its globals are fingerprinted.
class CheckFailed(AssertionError):
    """A failed expectation: what the test expected and what the student's code gave (as reprs)."""
    def __init__(self, message, expected=None, actual=None):
        AssertionError.__init__(self, message)
        self.expected = expected
        self.actual = actual


_registry = []

def test(en, fr=None):
    """Decorator: registers a test (in definition order) with its name in English and French."""
    def register(fn):
        _registry.append((fn, en, fr if fr is not None else en))
        return fn
    return register


_PLAIN = (int, float, str, bool, type(None), bytes)

def _same(a, b):
    # Strict structural equality on plain data: a student's object cannot answer "equal" for itself.
    if type(a) in (int, float) and type(b) in (int, float):
        return a == b or (a != a and b != b)
    if type(a) is not type(b):
        return False
    t = type(a)
    if t in _PLAIN:
        return a == b
    if t in (list, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if t is dict:
        return len(a) == len(b) and all(k in b and _same(v, b[k]) for k, v in a.items())
    if t in (set, frozenset):
        return len(a) == len(b) and all(any(_same(x, y) for y in b) for x in a)
    return False


def _show(value):
    try:
        text = repr(value)
    except BaseException as error:  # a student's __repr__ may raise
        text = "<repr failed: " + type(error).__name__ + ">"
    return text if len(text) <= 2000 else text[:2000] + "…"


def expect_equal(actual, expected, label=None):
    """Strict equality on plain data (numbers, str, bool, None, lists, tuples, dicts, sets)."""
    if not _same(actual, expected):
        what = (label + ": ") if label else ""
        raise CheckFailed(what + "expected " + _show(expected) + ", got " + _show(actual),
                          _show(expected), _show(actual))


def expect_close(actual, expected, tolerance=1e-9, label=None):
    """A number within `tolerance` of the expected one."""
    ok = type(actual) in (int, float) and abs(actual - expected) <= tolerance
    if not ok:
        what = (label + ": ") if label else ""
        raise CheckFailed(what + "expected " + _show(expected) + " (± " + repr(tolerance) + "), got " + _show(actual),
                          _show(expected), _show(actual))


def expect_true(condition, message, expected=None, actual=None):
    """A condition that must hold (`condition is True`), with a message that says what failed."""
    if condition is not True:
        raise CheckFailed(message, expected, actual)


def expect_raises(exception_type, contains, fn, *args, **kwargs):
    """fn(*args) must raise exception_type (or a subclass) whose message contains `contains`."""
    try:
        result = fn(*args, **kwargs)
    except exception_type as error:
        text = str(error)
        if contains is not None and contains not in text:
            raise CheckFailed("expected a " + exception_type.__name__ + " whose message contains " + repr(contains)
                              + ", got the message " + _show(text),
                              exception_type.__name__ + "(…" + repr(contains) + "…)",
                              type(error).__name__ + "(" + _show(text) + ")")
        return error
    except Exception as error:
        raise CheckFailed("expected a " + exception_type.__name__ + ", got a " + type(error).__name__ + ": "
                          + _show(str(error)),
                          exception_type.__name__, type(error).__name__ + "(" + _show(str(error)) + ")")
    raise CheckFailed("expected a " + exception_type.__name__ + ", but nothing was raised (returned "
                      + _show(result) + ")", exception_type.__name__, "returned " + _show(result))
