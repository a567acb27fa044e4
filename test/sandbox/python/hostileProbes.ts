/**
 * Hostile lines a student file may hold, each paired with its label: every one must be refused at load (a
 * PermissionError, ModuleNotFoundError or ImportError), by a fresh interpreter (exercise/harness.test.ts) and by
 * one restored from a snapshot (memory.test.ts) alike.
 */
export const HOSTILE_AT_LOAD: readonly (readonly [label: string, code: string])[] = [
  ['import js', 'import js\njs.fetch("http://example.com/")'],
  ['import pyodide.http', 'import pyodide.http\npyodide.http.pyfetch("http://example.com/")'],
  ['import pyodide.ffi', 'from pyodide.ffi import to_js'],
  ['import pyodide_js', 'import pyodide_js'],
  ['import _pyodide_core', 'import _pyodide_core'],
  ['importlib js', 'import importlib\nimportlib.import_module("js")'],
  ['__import__ js', '__import__("js")'],
  ['open a file', 'open("/home/pyodide/secret.txt", "w").write("x")'],
  ['read the FS', 'import os\nos.listdir("/")'],
  ['ctypes', 'import ctypes'],
  ['frames', 'import sys\nsys._getframe(1).f_globals'],
  [
    'traceback frames',
    'try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame.f_back.f_globals',
  ],
  ['gc', 'import gc\ngc.get_objects()'],
  ['settrace', 'import sys\nsys.settrace(lambda *a: None)'],
];

/** The error types a refusal at load may take. */
export const REFUSED_AT_LOAD = /PermissionError|ModuleNotFoundError|ImportError/;
