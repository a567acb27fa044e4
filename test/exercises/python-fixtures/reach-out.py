# Tries to reach JavaScript (Node's process, the IPC channel) and the file system.
def add(a, b):
    if type(a) is not int:
        raise ValueError("a must be an int")
    return a + b

found = []
for attempt in ("import js", "import pyodide", "import pyodide_js", "from pyodide.ffi import to_js", "import ctypes"):
    try:
        exec(attempt)
        found.append(attempt)
    except BaseException:
        pass
try:
    open("/tmp/aml-grader-probe.txt", "w").write("x")
    found.append("open")
except BaseException:
    pass
if found:
    raise RuntimeError("reached: " + ", ".join(found))
