/**
 * How exercises are keyed in the stores, per language (pure: the SCORM report reads it without the stores). An
 * exercise's code, hints, results and progress are kept per exercise and language.
 */

/** The languages an exercise can be done in; TypeScript is the default (and all that version 1 knew). */
export const EXERCISE_LANGUAGES = ['typescript', 'python'] as const;
export type ExerciseLanguage = (typeof EXERCISE_LANGUAGES)[number];

const KEY_SUFFIX: Record<ExerciseLanguage, string> = { typescript: '', python: ':python' };

/**
 * Where an exercise's code, hints, results and progress are kept for one language: the slug for TypeScript (as in
 * version 1, so old saves still load), `slug:python` for Python.
 */
export function exerciseKey(slug: string, language: ExerciseLanguage): string {
  return `${slug}${KEY_SUFFIX[language]}`;
}

export function isExerciseLanguage(value: unknown): value is ExerciseLanguage {
  return (EXERCISE_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * An exercise's best score in any language (its tests are the same behaviours in each): what a SCORM platform gets.
 * Absent before any run. `exercises` is the progress store's map, keyed by exerciseKey.
 */
export function exerciseBest(
  exercises: Readonly<Record<string, { best?: number } | undefined>>,
  slug: string,
): number | undefined {
  const scores = EXERCISE_LANGUAGES.map((l) => exercises[exerciseKey(slug, l)]?.best).filter(
    (b): b is number => b !== undefined,
  );
  return scores.length > 0 ? Math.max(...scores) : undefined;
}
