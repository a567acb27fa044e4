/**
 * Node-only evaluator for the grader: the submission runs in its own VM realm, so replacing globals, `console`,
 * `Object.prototype` or the test helpers only changes the submission's own realm, never the realm where the tests
 * compute verdicts. There is no `process` and no `require` in that realm: only the engine module can be imported.
 */
import vm from 'node:vm';
import * as studentEngine from '../../engine/student';
import { ENGINE_SPECIFIER } from '../../engine/student';
import { lineFromStack, SUBMISSION_FILENAME, type ConsoleLike, type Evaluator } from '../submission';

export function createVmEvaluator(loadTimeoutMs: number): Evaluator {
  return {
    evaluate(code: string, hostConsole: ConsoleLike) {
      const context = vm.createContext({}, { codeGeneration: { strings: true, wasm: false } });
      // The console and require the submission sees are functions of its own realm that close over the host ones,
      // so a submission cannot reach host functions through them.
      const makeBindings = vm.runInContext(
        `(function (hostLog, hostRequire) {
          'use strict';
          const wrap = (level) => function () { hostLog(level, arguments); };
          const console = { log: wrap('log'), info: wrap('info'), warn: wrap('warn'), error: wrap('error'), debug: wrap('debug') };
          globalThis.console = console;
          return { console, require: function (id) { return hostRequire(String(id)); }, module: { exports: {} } };
        })`,
        context,
      ) as (
        hostLog: (level: string, args: ArrayLike<unknown>) => void,
        hostRequire: (id: string) => unknown,
      ) => {
        console: ConsoleLike;
        require: (id: string) => unknown;
        module: { exports: Record<string, unknown> };
      };
      const bindings = makeBindings(
        (level, args) => {
          // Copy with a plain loop: never hand a host callback to the submission's (possibly patched) Array methods.
          const copy: unknown[] = [];
          const n = Math.min(Number(args.length) || 0, 50);
          for (let i = 0; i < n; i++) copy.push(args[i]);
          const write = (hostConsole as unknown as Record<string, (...a: unknown[]) => void>)[level];
          write?.(...copy);
        },
        (id) => {
          if (id === ENGINE_SPECIFIER) return studentEngine;
          throw new Error(
            `Cannot import "${id}" here: exercises can only import from '${ENGINE_SPECIFIER}'.`,
          );
        },
      );
      // The wrapper starts on line 1 with the code, so stack lines are the student's lines.
      const script = new vm.Script(`(function (exports, require, module, console) {${code}\n})`, {
        filename: SUBMISSION_FILENAME,
      });
      const fn = script.runInContext(context, { timeout: loadTimeoutMs }) as (...a: unknown[]) => void;
      fn(bindings.module.exports, bindings.require, bindings.module, bindings.console);
      return bindings.module.exports;
    },
    lineOf: (error) => lineFromStack(error, 0),
  };
}
