import type { ExerciseFiles } from '../../src/exercises/catalog';
import type { SandboxRunner } from '../../src/sandbox/browserRunner';
import type { PythonRunOutcome, PythonSandboxRunner } from '../../src/sandbox/python/exercise/browserRunner';
import type { RunOutcome } from '../../src/sandbox/submission';
import type { TestResult } from '../../src/exercises/testkit';
import { chapters } from '../../src/content/chapters';
import { scormReport } from '../../src/scorm/report';
import { useExerciseCode } from '../../src/state/exerciseCode';
import { runExercise, runScore, type ExerciseRunners } from '../../src/state/exerciseRuns';
import { useProgress } from '../../src/state/progress';

/**
 * One run path for both languages. The two sandboxes need a browser (an opaque-origin iframe, a worker, Pyodide), so
 * each is a test double here that answers a given outcome; test/e2e/scorm.e2e.ts runs the real ones.
 */
const files = {
  slug: '01-marginal-cost',
  python: { tests: '# tests.py', starter: '', solution: '', statement: null, hints: { en: [], fr: [] } },
} as unknown as ExerciseFiles;

const result = (pass: boolean, index: number): TestResult => ({
  index,
  name: { en: `t${index}`, fr: `t${index}` },
  status: pass ? 'pass' : 'fail',
  logs: [],
  logsTruncated: false,
  durationMs: 1,
});
const done = (passes: boolean[]): Extract<RunOutcome, { kind: 'done' }> => ({
  kind: 'done',
  load: { ok: true, logs: [], logsTruncated: false },
  results: passes.map(result),
});
/** What the Python sandbox answers for the same passes (its own shape, turned into a RunOutcome by the path). */
const pythonDone = (passes: boolean[]): PythonRunOutcome => ({
  kind: 'done',
  stdout: '',
  ms: 1,
  result: {
    tests: passes.map((passed, i) => ({
      name: `t${i}`,
      names: { en: `t${i}`, fr: `t${i}` },
      passed,
      expected: null,
      actual: null,
      message: '',
      line: null,
      ms: 1,
    })),
    error: null,
    tampered: null,
    passed: passes.filter(Boolean).length,
    failed: passes.filter((p) => !p).length,
    fatal: false,
  },
});

function runners(ts: RunOutcome, py: PythonRunOutcome): ExerciseRunners & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    typescript: {
      run: async (slug: string, code: string) => (calls.push(`ts ${slug} ${code}`), ts),
    } as unknown as SandboxRunner,
    python: {
      run: async (code: string, tests: string) => (calls.push(`py ${code} ${tests}`), py),
    } as unknown as PythonSandboxRunner,
  };
}

const exercises = [{ slug: '01-marginal-cost', chapter: 1 }];
const scormScore = () =>
  scormReport({ kind: 'chapter', chapterId: '1' }, useProgress.getState(), chapters, exercises).score;

describe('runExercise: one run path, recorded the same in both languages', () => {
  it('runs each language in its own sandbox, with the Python tests of the exercise', async () => {
    const r = runners(done([true]), pythonDone([true]));
    await runExercise('typescript', files, 'ts code', r);
    await runExercise('python', files, 'py code', r);
    expect(r.calls).toEqual(['ts 01-marginal-cost ts code', 'py py code # tests.py']);
  });

  for (const language of ['typescript', 'python'] as const) {
    const key = language === 'python' ? '01-marginal-cost:python' : '01-marginal-cost';
    it(`${language}: records the results, the best score, passed at 100 %, and SCORM reports it`, async () => {
      const partial = runners(done([true, false, false, false]), pythonDone([true, false, false, false]));
      await runExercise(language, files, 'x', partial);
      expect(useProgress.getState().exercises[key]).toEqual({
        passed: false,
        solutionShown: false,
        best: 25,
      });
      expect(useExerciseCode.getState().results[key]?.outcome.results).toHaveLength(4);
      expect(scormScore()).toBe(25);

      // A worse run keeps the best; a full pass sets passed.
      await runExercise(language, files, 'x', runners(done([false, false]), pythonDone([false, false])));
      expect(useProgress.getState().exercises[key]?.best).toBe(25);
      await runExercise(language, files, 'x', runners(done([true, true]), pythonDone([true, true])));
      expect(useProgress.getState().exercises[key]).toEqual({
        passed: true,
        solutionShown: false,
        best: 100,
      });
      expect(scormScore()).toBe(100);
    });
  }

  it('records no score for a run that reported no test (compile error, timeout)', async () => {
    await runExercise(
      'typescript',
      files,
      'x',
      runners({ kind: 'timeout', timeoutMs: 3000 }, pythonDone([])),
    );
    await runExercise('python', files, 'x', runners(done([]), { kind: 'timeout', timeoutMs: 10_000 }));
    expect(useProgress.getState().exercises).toEqual({});
    expect(scormScore()).toBeNull();
    expect(runScore({ kind: 'compile-error', error: { message: 'x', line: 1 } } as RunOutcome)).toBeNull();
  });
});
