/**
 * The exercise store, version 2: code, hints and results per exercise AND language (slug for TypeScript, as in
 * version 1, `slug:python` for Python), the language per exercise; a version-1 save still loads.
 */
import { installStorage } from '../helpers/storage';
import {
  EXERCISE_CODE_KEY,
  exerciseKey,
  sanitizeExerciseCode,
  useExerciseCode,
} from '../../src/state/exerciseCode';
import type { RunOutcome } from '../../src/sandbox/submission';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

const done = (status: 'pass' | 'fail'): RunOutcome => ({
  kind: 'done',
  load: { ok: true, logs: [], logsTruncated: false },
  results: [
    {
      index: 0,
      name: { en: 'a test', fr: 'un test' },
      status,
      logs: [],
      logsTruncated: false,
      durationMs: 1,
    },
  ],
});

describe('the exercise store (per exercise and language)', () => {
  it('keys TypeScript by slug (as version 1) and Python by slug:python', () => {
    expect(exerciseKey('01-marginal-cost', 'typescript')).toBe('01-marginal-cost');
    expect(exerciseKey('01-marginal-cost', 'python')).toBe('01-marginal-cost:python');
  });

  it('loads a version-1 save: its TypeScript code and hints are kept, Python starts empty', async () => {
    localStorage.setItem(
      EXERCISE_CODE_KEY,
      JSON.stringify({
        state: {
          code: { '01-marginal-cost': { source: 'export const x = 1;', savedAt: 5 } },
          hintsShown: { '01-marginal-cost': 2 },
        },
        version: 1,
      }),
    );
    await useExerciseCode.persist.rehydrate();
    const s = useExerciseCode.getState();
    expect(s.code['01-marginal-cost']?.source).toBe('export const x = 1;');
    expect(s.hintsShown['01-marginal-cost']).toBe(2);
    expect(s.code['01-marginal-cost:python']).toBeUndefined();
    expect(s.language).toEqual({});
    expect(s.results).toEqual({});
    expect(s.discarded).toEqual([]);
  });

  it('saves and reloads the language, the code and the results of each language apart', async () => {
    const s = useExerciseCode.getState();
    s.setLanguage('01-marginal-cost', 'python');
    s.save('01-marginal-cost:python', 'def cout_marginal(): pass');
    s.save('01-marginal-cost', 'export function marginalCost() {}');
    s.saveResults('01-marginal-cost:python', done('pass'));
    s.saveResults('01-marginal-cost', done('fail'));
    s.saveResults('01-marginal-cost', { kind: 'timeout', timeoutMs: 3000 }); // not a result: the last one stays
    const written = localStorage.getItem(EXERCISE_CODE_KEY) ?? '';
    expect(JSON.parse(written)).toMatchObject({ version: 2 });
    useExerciseCode.setState({ code: {}, language: {}, results: {} }); // (writes the empty state back)
    localStorage.setItem(EXERCISE_CODE_KEY, written);
    await useExerciseCode.persist.rehydrate();
    const r = useExerciseCode.getState();
    expect(r.language['01-marginal-cost']).toBe('python');
    expect(r.code['01-marginal-cost:python']?.source).toBe('def cout_marginal(): pass');
    expect(r.code['01-marginal-cost']?.source).toBe('export function marginalCost() {}');
    expect(r.results['01-marginal-cost:python']?.outcome.results[0]?.status).toBe('pass');
    expect(r.results['01-marginal-cost']?.outcome.results[0]?.status).toBe('fail');
    // Reset of one language leaves the other alone.
    r.reset('01-marginal-cost:python');
    expect(useExerciseCode.getState().code['01-marginal-cost:python']).toBeUndefined();
    expect(useExerciseCode.getState().results['01-marginal-cost:python']).toBeUndefined();
    expect(useExerciseCode.getState().code['01-marginal-cost']).toBeDefined();
  });

  it('drops saved results and languages that are not exactly their shape', () => {
    const bad = {
      outcome: { kind: 'done', load: { ok: true, logs: [] }, results: [{ name: { en: {}, fr: 'x' } }] },
      at: 1,
    };
    const clean = sanitizeExerciseCode({
      code: {},
      language: { a: 'python', b: 'cobol' },
      results: { a: bad, b: { outcome: done('pass'), at: 2 }, c: 'x' },
    });
    expect(clean.language).toEqual({ a: 'python' });
    expect(Object.keys(clean.results)).toEqual(['b']);
  });
});
