// @vitest-environment jsdom
/**
 * Every exercise of the lab is reported to the platform like those of chapter 1: a run in its chapter's package (and
 * in the whole lab's) moves `cmi.core.score.raw`, in TypeScript and in Python. Read from the real catalog and the real
 * chapters, so an exercise whose chapter is missing from the lab (its package does not exist) fails here; exercises 7
 * (chapter 5) and 8 (chapter 6) are named so that this test cannot pass without them.
 */
import { exerciseCatalog, exercisesOfChapter } from '../../src/exercises/catalog';
import { chapters } from '../../src/content/chapters';
import { COMMIT_DELAY_MS, startScorm } from '../../src/scorm/runtime';
import { scopeExercises } from '../../src/scorm/report';
import { useProgress } from '../../src/state/progress';
import { exerciseKey, type ExerciseLanguage } from '../../src/state/exerciseKeys';

function fakePlatform() {
  const values: Record<string, string> = {};
  (window as unknown as { API: unknown }).API = {
    LMSInitialize: () => 'true',
    LMSFinish: () => 'true',
    LMSGetValue: (k: string) => values[k] ?? '',
    LMSSetValue: (k: string, v: string) => ((values[k] = v), 'true'),
    LMSCommit: () => 'true',
    LMSGetLastError: () => '0',
  };
  return values;
}

beforeEach(() => {
  vi.useFakeTimers();
  useProgress.setState({ read: {}, lastSection: {}, exercises: {} });
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { API?: unknown }).API;
});

it('lists exercises 7 and 8 among the exercises a package can report', () => {
  const slugs = exerciseCatalog.map((e) => e.slug);
  expect(slugs).toContain('07-write-decision');
  expect(slugs).toContain('08-compaction-keep');
});

describe.each(exerciseCatalog.map((e) => [e.slug, e.chapter] as const))(
  'exercise %s (chapter %i)',
  (slug, n) => {
    it('belongs to the package of its chapter, and to the whole lab’s', () => {
      const chapter = chapters.find((c) => c.number === n);
      expect(chapter, `chapter ${n} of the lab`).toBeDefined();
      expect(
        scopeExercises({ kind: 'chapter', chapterId: chapter!.id }, chapters, exerciseCatalog),
      ).toContain(slug);
      expect(scopeExercises({ kind: 'lab' }, chapters, exerciseCatalog)).toContain(slug);
    });

    it.each<ExerciseLanguage>(['typescript', 'python'])(
      'a run in %s moves the score its chapter’s package sends to the platform',
      (language) => {
        const chapter = chapters.find((c) => c.number === n);
        expect(chapter, `chapter ${n} of the lab`).toBeDefined();
        const values = fakePlatform();
        const session = startScorm({ kind: 'chapter', chapterId: chapter!.id })!;
        expect(values['cmi.core.score.raw']).toBeUndefined(); // nothing run yet
        useProgress.getState().setExercise(exerciseKey(slug, language), { passed: true, best: 100 });
        vi.advanceTimersByTime(COMMIT_DELAY_MS);
        // This exercise at 100 %, the chapter's others never run (each counts 0).
        expect(values['cmi.core.score.raw']).toBe(String(Math.round(100 / exercisesOfChapter(n).length)));
        session.finish();
      },
    );
  },
);
