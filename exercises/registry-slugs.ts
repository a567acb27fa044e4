/** The exercises' folder names, in the lab's order (no test code here: safe to import anywhere). */
export const EXERCISE_SLUGS = ['01-marginal-cost', '02-paged-vector-memory', '03-multi-domain-paging'] as const;
export type ExerciseSlug = (typeof EXERCISE_SLUGS)[number];

export function isExerciseSlug(value: unknown): value is ExerciseSlug {
  return typeof value === 'string' && (EXERCISE_SLUGS as readonly string[]).includes(value);
}
