/**
 * Start-up and memory settings shared by every Pyodide the lab starts (the exercise sandbox, the lessons' kernel, the
 * grading command). No Node or DOM imports: the browser workers and Node both use it.
 *
 * The memory cap: Pyodide's WebAssembly memory grows through one import, `emscripten_resize_heap`; wrapped, it refuses
 * to grow past the cap, so Python's allocator fails and raises MemoryError (a list growing in a loop, `'a' * 10**9`)
 * instead of growing to gigabytes and taking the tab or the process down. The memory never shrinks again: after a
 * MemoryError the sandbox or kernel is replaced by a fresh one. (public/python-sandbox.html has the same wrapper in
 * plain JavaScript: that worker cannot import modules.)
 */

/** Pyodide's heap may not grow past this (about 30 MB at start-up). */
export const PYTHON_MEMORY_CAP_BYTES = 512 * 2 ** 20;
/** A heap this close to the cap after a run: the interpreter is replaced before the next one. */
export const PYTHON_MEMORY_HIGH_BYTES = PYTHON_MEMORY_CAP_BYTES - 32 * 2 ** 20;

/** What the memory snapshot's interpreter has imported (the harness's own imports: installing it is then quick). */
export const SNAPSHOT_IMPORTS =
  'import ast, builtins, collections, copy, dataclasses, gc, inspect, json, linecache, math, os, posix, re, sys, time, traceback, types, typing';

/** The message a student reads when their code hit the cap (the error's type stays MemoryError). */
export function memoryMessage(capBytes = PYTHON_MEMORY_CAP_BYTES): string {
  return `your code used too much memory (the limit is ${Math.round(capBytes / 2 ** 20)} MB)`;
}

type Settings = {
  instantiateWasm?: (
    imports: { env: Record<string, unknown> },
    done: (...args: unknown[]) => void,
  ) => unknown;
};

/** Wraps Pyodide's `createPyodideModule` (from pyodide.asm.mjs) so that its heap cannot grow past `capBytes`. */
export function capMemory<M>(
  create: (settings: never) => Promise<M>,
  capBytes = PYTHON_MEMORY_CAP_BYTES,
): (settings: never) => Promise<M> {
  return (settings: never) => {
    const s = settings as Settings;
    const instantiate = s.instantiateWasm;
    if (typeof instantiate === 'function') {
      s.instantiateWasm = (imports, done) => {
        const grow = imports.env['emscripten_resize_heap'] as ((size: number) => unknown) | undefined;
        if (typeof grow === 'function')
          imports.env['emscripten_resize_heap'] = (size: number) => (size >>> 0 > capBytes ? 0 : grow(size));
        return instantiate(imports, done);
      };
    }
    return create(settings);
  };
}

/** The heap's size now, in bytes (0 if it cannot be read). */
export function heapBytes(py: unknown): number {
  const heap = (py as { _module?: { HEAPU8?: Uint8Array } } | null)?._module?.HEAPU8;
  return heap ? heap.length : 0;
}
