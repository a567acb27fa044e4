/**
 * The exercises' tests by slug, in the lab's order. Shared by the browser sandbox (bundled into its worker), the Node
 * grader and CI. Pure TypeScript: no Vite-only import here.
 */
import type { ExerciseTests } from '../src/sandbox/testkit';
import marginalCost from './01-marginal-cost/tests';
import pagedVectorMemory from './02-paged-vector-memory/tests';
import multiDomainPaging from './03-multi-domain-paging/tests';

import { EXERCISE_SLUGS, isExerciseSlug, type ExerciseSlug } from './registry-slugs';

export { EXERCISE_SLUGS, isExerciseSlug, type ExerciseSlug };

export const exerciseTests: Record<ExerciseSlug, ExerciseTests<never>> = {
  '01-marginal-cost': marginalCost as ExerciseTests<never>,
  '02-paged-vector-memory': pagedVectorMemory as ExerciseTests<never>,
  '03-multi-domain-paging': multiDomainPaging as ExerciseTests<never>,
};

/** `1`, `01`, `01-marginal-cost` or `marginal-cost` → the slug; null when nothing matches. */
export function resolveExercise(input: string): ExerciseSlug | null {
  const s = input.trim().replace(/[/\\]+$/, '').split(/[/\\]/).pop() ?? '';
  if (isExerciseSlug(s)) return s;
  if (/^\d+$/.test(s)) return EXERCISE_SLUGS.find((slug) => Number(slug.slice(0, 2)) === Number(s)) ?? null;
  return EXERCISE_SLUGS.find((slug) => slug.slice(3) === s) ?? null;
}
