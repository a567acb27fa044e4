/**
 * What the lab reports to the platform, computed from its progress (pure: the runtime feeds it the stores).
 *
 * `cmi.core.lesson_status` is "incomplete" until every section of the package (one chapter, or all of them) is read,
 * then "completed". Never "passed"/"failed": the lab's exercises are practice (hints, a solution one click away), the
 * manifest sets no mastery score, and a platform would otherwise mark a student who read everything "failed". The
 * exercises' result goes in `cmi.core.score.raw` instead, for the teacher to read: the mean, over the package's
 * exercises, of each exercise's best run in any language (percent of its tests passed; an exercise never run counts
 * 0).
 */
import type { Chapter } from '../content/types';
import { exerciseBest } from '../state/exerciseKeys';
import type { ProgressData } from '../state/progress';
import type { ScormScope } from './launch';

export interface ExerciseRef {
  slug: string;
  chapter: number;
}

export interface ScormReport {
  lessonStatus: 'incomplete' | 'completed';
  /** 0-100, or null when none of the package's exercises has been run (or it has none). */
  score: number | null;
}

function scopeChapters(scope: ScormScope, chapters: readonly Chapter[]): readonly Chapter[] {
  return scope.kind === 'lab' ? chapters : chapters.filter((c) => c.id === scope.chapterId);
}

/** The package's sections, as progress keys `chapterId/slug`. */
export function scopeSections(scope: ScormScope, chapters: readonly Chapter[]): string[] {
  return scopeChapters(scope, chapters).flatMap((c) => c.sections.map((s) => `${c.id}/${s.slug}`));
}

export function scopeExercises(
  scope: ScormScope,
  chapters: readonly Chapter[],
  exercises: readonly ExerciseRef[],
): string[] {
  const numbers = new Set(scopeChapters(scope, chapters).map((c) => c.number));
  return exercises.filter((e) => numbers.has(e.chapter)).map((e) => e.slug);
}

export function scormReport(
  scope: ScormScope,
  progress: ProgressData,
  chapters: readonly Chapter[],
  exercises: readonly ExerciseRef[],
): ScormReport {
  const sections = scopeSections(scope, chapters);
  const done = sections.length > 0 && sections.every((k) => progress.read[k] === true);
  const own = scopeExercises(scope, chapters, exercises);
  // No score before the first run of one of them: "not attempted" is not 0 in a gradebook.
  const best = own.map((slug) => exerciseBest(progress.exercises, slug));
  const tried = best.some((b) => b !== undefined);
  const score = tried ? Math.round(best.reduce<number>((sum, b) => sum + (b ?? 0), 0) / own.length) : null;
  return { lessonStatus: done ? 'completed' : 'incomplete', score };
}

/**
 * `cmi.core.lesson_location`: where the student is, as the route without its language (`chapter/1/rolling-window`,
 * `exercises/01-marginal-cost`), so a relaunch reopens it in the reader's language. Null for other pages.
 */
export function locationOfHash(hash: string): string | null {
  const path = hash.replace(/^#\/?/, '').split('?')[0]!.split('/').filter(Boolean);
  if (path[0] === 'en' || path[0] === 'fr') path.shift();
  const location = path.join('/');
  return isLocation(location) ? location : null;
}

/** A location the lab itself could have written (a platform's value is checked before the lab follows it). */
export function isLocation(value: string): boolean {
  return /^(chapter\/\d{1,3}(\/[a-z0-9-]{1,60})?|exercises\/\d{2}-[a-z0-9-]{1,60})$/.test(value);
}
