/** A Python run shown by the page's results region: the mapping to the TypeScript sandbox's RunOutcome. */
import { toRunOutcome } from '../../../../src/sandbox/python/exercise/outcome';
import type { PythonExerciseResult } from '../../../../src/sandbox/python/exercise/types';

const result = (patch: Partial<PythonExerciseResult> = {}): PythonExerciseResult => ({
  tests: [
    {
      name: 'a',
      names: { en: 'a', fr: 'à' },
      passed: true,
      expected: null,
      actual: null,
      message: '',
      line: null,
    },
    {
      name: 'b',
      names: { en: 'b', fr: 'bé' },
      passed: false,
      expected: '4',
      actual: '3',
      message: 'expected 4, got 3',
      line: 7,
    },
  ],
  error: null,
  tampered: null,
  passed: 1,
  failed: 1,
  fatal: false,
  ...patch,
});

describe('toRunOutcome', () => {
  it('keeps the order, both names, expected and actual, the student line and the printed output', () => {
    const o = toRunOutcome({ kind: 'done', result: result(), stdout: 'hello\n', ms: 3 });
    if (o.kind !== 'done') throw new Error(o.kind);
    expect(o.results.map((r) => [r.index, r.name.fr, r.status])).toEqual([
      [0, 'à', 'pass'],
      [1, 'bé', 'fail'],
    ]);
    expect(o.results[1]).toMatchObject({ expected: '4', actual: '3', line: 7, message: 'expected 4, got 3' });
    expect(o.results[0]?.expected).toBeUndefined();
    expect(o.load).toMatchObject({ ok: true, logs: ['hello'] });
  });

  it('a load error or tampering fails every test and says why', () => {
    const syntax = toRunOutcome({
      kind: 'done',
      result: result({ error: { type: 'SyntaxError', message: 'invalid syntax', line: 2, traceback: '' } }),
      stdout: '',
      ms: 1,
    });
    if (syntax.kind !== 'done') throw new Error(syntax.kind);
    expect(syntax.load).toMatchObject({ ok: false, message: 'SyntaxError: invalid syntax', line: 2 });
    expect(syntax.results.every((r) => r.status === 'fail')).toBe(true);
    const tampered = toRunOutcome({
      kind: 'done',
      result: result({ tampered: 'the submitted code changed the tests' }),
      stdout: '',
      ms: 1,
    });
    if (tampered.kind !== 'done') throw new Error(tampered.kind);
    expect(tampered.results.every((r) => r.status === 'fail')).toBe(true);
    expect(tampered.load.message).toContain('changed the tests');
  });

  it('a stop, a time limit and a sandbox failure read as the TypeScript ones do', () => {
    expect(toRunOutcome({ kind: 'stopped' })).toEqual({ kind: 'sandbox-error', message: 'stopped' });
    expect(toRunOutcome({ kind: 'timeout', timeoutMs: 10_000 })).toEqual({
      kind: 'timeout',
      timeoutMs: 10_000,
    });
    expect(toRunOutcome({ kind: 'sandbox-error', message: 'x' })).toEqual({
      kind: 'sandbox-error',
      message: 'x',
    });
  });
});
