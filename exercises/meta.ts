/** Titles and summaries of the exercises, light enough for the chapter's exercise cards. */
import type { Localized } from '../src/i18n/lang';
import { EXERCISE_SLUGS, type ExerciseSlug } from './registry-slugs';
import * as meta1 from './01-marginal-cost/meta';
import * as meta2 from './02-paged-vector-memory/meta';
import * as meta3 from './03-multi-domain-paging/meta';

export interface ExerciseMeta {
  slug: ExerciseSlug;
  number: number;
  title: Localized;
  summary: Localized;
}

const bySlug: Record<ExerciseSlug, { title: Localized; summary: Localized }> = {
  '01-marginal-cost': meta1,
  '02-paged-vector-memory': meta2,
  '03-multi-domain-paging': meta3,
};

export const exerciseMeta: ExerciseMeta[] = EXERCISE_SLUGS.map((slug, i) => ({
  slug,
  number: i + 1,
  title: bySlug[slug].title,
  summary: bySlug[slug].summary,
}));
