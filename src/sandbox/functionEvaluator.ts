import * as studentEngine from '../engine/student';
import { ENGINE_SPECIFIER } from '../engine/student';
import { lineFromStack, SUBMISSION_FILENAME, type ConsoleLike, type Evaluator } from './submission';

/** The only module exercise code may import; anything else is a clear error rather than a network request. */
export function requireForSubmission(id: string): unknown {
  if (id === ENGINE_SPECIFIER) return studentEngine;
  throw new Error(`Cannot import "${id}" here: exercises can only import from '${ENGINE_SPECIFIER}'.`);
}

/**
 * Evaluates compiled code with `new Function` (browser worker, vitest). V8 puts two header lines before the body of
 * a Function, hence the line offset of 2.
 */
export const functionEvaluator: Evaluator = createFunctionEvaluator(requireForSubmission);

/** The same evaluator with another `require` (the lesson cells get a recording engine, see src/cells/record.ts). */
export function createFunctionEvaluator(require: (id: string) => unknown): Evaluator {
  return {
    evaluate(code: string, console: ConsoleLike) {
      const module = { exports: {} as Record<string, unknown> };
      const fn = new Function(
        'exports',
        'require',
        'module',
        'console',
        `${code}\n//# sourceURL=${SUBMISSION_FILENAME}`,
      );
      fn(module.exports, require, module, console);
      return module.exports;
    },
    lineOf: (error) => lineFromStack(error, 2),
  };
}
