/**
 * Everything the browser shows of an exercise: titles, statements (Markdown, imported as text), starter and reference
 * solution (as text, for the editor), hints. Vite-only (`?raw`); the grader reads the files from disk instead.
 */
import type { Localized } from '../src/i18n/lang';
import type { LocalizedHints } from './types';
import type { ExerciseSlug } from './registry-slugs';
import { exerciseMeta } from './meta';
import { hints as hints1 } from './01-marginal-cost/hints';
import { hints as hints2 } from './02-paged-vector-memory/hints';
import { hints as hints3 } from './03-multi-domain-paging/hints';
import statement1en from './01-marginal-cost/statement.en.md?raw';
import statement1fr from './01-marginal-cost/statement.fr.md?raw';
import statement2en from './02-paged-vector-memory/statement.en.md?raw';
import statement2fr from './02-paged-vector-memory/statement.fr.md?raw';
import statement3en from './03-multi-domain-paging/statement.en.md?raw';
import statement3fr from './03-multi-domain-paging/statement.fr.md?raw';
import starter1 from './01-marginal-cost/starter.ts?raw';
import starter2 from './02-paged-vector-memory/starter.ts?raw';
import starter3 from './03-multi-domain-paging/starter.ts?raw';
import solution1 from './01-marginal-cost/solution.ts?raw';
import solution2 from './02-paged-vector-memory/solution.ts?raw';
import solution3 from './03-multi-domain-paging/solution.ts?raw';

export interface ExerciseInfo {
  slug: ExerciseSlug;
  number: number;
  title: Localized;
  summary: Localized;
  statement: Localized;
  starter: string;
  solution: string;
  hints: LocalizedHints;
}

const table: Record<ExerciseSlug, Pick<ExerciseInfo, 'statement' | 'starter' | 'solution' | 'hints'>> = {
  '01-marginal-cost': {
    statement: { en: statement1en, fr: statement1fr },
    starter: starter1,
    solution: solution1,
    hints: hints1,
  },
  '02-paged-vector-memory': {
    statement: { en: statement2en, fr: statement2fr },
    starter: starter2,
    solution: solution2,
    hints: hints2,
  },
  '03-multi-domain-paging': {
    statement: { en: statement3en, fr: statement3fr },
    starter: starter3,
    solution: solution3,
    hints: hints3,
  },
};

export const exercises: ExerciseInfo[] = exerciseMeta.map((m) => ({ ...m, ...table[m.slug] }));

export function exerciseBySlug(slug: string | undefined): ExerciseInfo | undefined {
  return exercises.find((e) => e.slug === slug);
}
