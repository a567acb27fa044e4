// @vitest-environment node
import { chapters } from '../../src/content/chapters';
import { isLocation, locationOfHash, scopeExercises, scormReport } from '../../src/scorm/report';
import { mergeSnapshots } from '../../src/scorm/merge';
import { migrateProgress } from '../../src/state/progress';
import type { ProgressData } from '../../src/state/progress';
import type { LabSnapshot } from '../../src/scorm/suspendData';

const exercises = [
  { slug: '01-a', chapter: 1 },
  { slug: '02-b', chapter: 1 },
  { slug: '04-c', chapter: 2 },
];
const ch1 = { kind: 'chapter', chapterId: '1' } as const;
const empty = (): ProgressData => ({ read: {}, lastSection: {}, exercises: {} });

describe('what the lab reports', () => {
  it('is incomplete until every section of the chapter is read, then completed', () => {
    const p = empty();
    for (const s of chapters[0]!.sections.slice(1)) p.read[`1/${s.slug}`] = true;
    expect(scormReport(ch1, p, chapters, exercises).lessonStatus).toBe('incomplete');
    p.read[`1/${chapters[0]!.sections[0]!.slug}`] = true;
    expect(scormReport(ch1, p, chapters, exercises).lessonStatus).toBe('completed');
    // The whole lab needs every chapter.
    expect(scormReport({ kind: 'lab' }, p, chapters, exercises).lessonStatus).toBe('incomplete');
  });

  it('scores an exercise by its best run in any language: a Python run alone counts', () => {
    const p = empty();
    p.exercises['01-a:python'] = { passed: true, solutionShown: false, best: 100 };
    expect(scormReport(ch1, p, chapters, exercises).score).toBe(50);
    // The better of its two languages, not their sum nor the last.
    p.exercises['01-a'] = { passed: false, solutionShown: false, best: 40 };
    p.exercises['02-b:python'] = { passed: false, solutionShown: false, best: 60 };
    p.exercises['02-b'] = { passed: false, solutionShown: false, best: 80 };
    expect(scormReport(ch1, p, chapters, exercises).score).toBe(90);
  });

  it("scores the mean of the chapter's exercises' best runs, an exercise never run counting 0, none run: no score", () => {
    const p = empty();
    expect(scormReport(ch1, p, chapters, exercises).score).toBeNull(); // nothing run yet
    p.exercises['01-a'] = { passed: false, solutionShown: true };
    expect(scormReport(ch1, p, chapters, exercises).score).toBeNull(); // a solution read is not a run
    p.exercises['02-b'] = { passed: false, solutionShown: false, best: 0 };
    expect(scormReport(ch1, p, chapters, exercises).score).toBe(0);
    p.exercises['01-a'] = { passed: true, solutionShown: false, best: 100 };
    p.exercises['02-b'] = { passed: false, solutionShown: true, best: 25 };
    p.exercises['04-c'] = { passed: true, solutionShown: false, best: 100 };
    expect(scormReport(ch1, p, chapters, exercises).score).toBe(63);
    expect(scopeExercises({ kind: 'chapter', chapterId: '2' }, chapters, exercises)).toEqual(['04-c']);
    expect(scormReport({ kind: 'chapter', chapterId: '3' }, p, chapters, exercises).score).toBeNull();
  });

  it('writes the location without language, and only locations the lab itself writes are followed', () => {
    expect(locationOfHash('#/fr/chapter/1/rolling-window')).toBe('chapter/1/rolling-window');
    expect(locationOfHash('#/en/exercises/01-marginal-cost?x=1')).toBe('exercises/01-marginal-cost');
    expect(locationOfHash('#/en/cost-lab')).toBeNull();
    expect(isLocation('javascript:alert(1)')).toBe(false);
  });
});

describe('progress version 2 (best score) and merging a platform copy', () => {
  it('gives each exercise passed under version 1 a best of 100', () => {
    const v1 = {
      read: {},
      lastSection: {},
      exercises: { a: { passed: true, solutionShown: false }, b: { passed: false, solutionShown: true } },
    };
    expect(migrateProgress(v1, 1).exercises).toEqual({
      a: { passed: true, solutionShown: false, best: 100 },
      b: { passed: false, solutionShown: true },
    });
  });

  it('loses nothing either side learnt', () => {
    const snap = (p: Partial<ProgressData>, code: LabSnapshot['exerciseCode']['code'] = {}): LabSnapshot => ({
      progress: { ...empty(), ...p },
      exerciseCode: { code, hintsShown: {} },
      cellCode: { code: {} },
    });
    const local = snap(
      { read: { '1/problem': true }, exercises: { a: { passed: false, solutionShown: true, best: 40 } } },
      { a: { source: 'new', savedAt: 9 } },
    );
    const remote = snap(
      {
        read: { '1/vocabulary': true },
        lastSection: { '1': 'vocabulary' },
        exercises: { a: { passed: true, solutionShown: false, best: 100 } },
      },
      { a: { source: 'old', savedAt: 1 } },
    );
    const merged = mergeSnapshots(local, remote);
    expect(merged.progress.read).toEqual({ '1/problem': true, '1/vocabulary': true });
    expect(merged.progress.exercises.a).toEqual({ passed: true, solutionShown: true, best: 100 });
    expect(merged.progress.lastSection).toEqual({ '1': 'vocabulary' });
    expect(merged.exerciseCode.code.a?.source).toBe('new');
  });
});
