import type { Chapter, SectionNav } from '../../content/types';

export interface SectionRef {
  chapter: Chapter;
  section: SectionNav;
}

/**
 * What a `#/<lang>/chapter/<id>/<slug>` route shows. `redirect` says the URL must be rewritten to the section
 * shown (missing or unknown section, unknown chapter); `problem` says the reader must be told why.
 */
export type ChapterResolution =
  | {
      kind: 'section';
      chapter: Chapter;
      section: SectionNav;
      index: number;
      redirect: boolean;
      problem: Problem | null;
    }
  | { kind: 'empty'; chapter: Chapter }
  | { kind: 'none' };

export type Problem = { type: 'unknown-section'; slug: string } | { type: 'unknown-chapter'; id: string };

export function resolveChapterRoute(
  chapters: readonly Chapter[],
  chapterId: string | undefined,
  slug: string | undefined,
): ChapterResolution {
  const chapter = chapters.find((c) => c.id === chapterId);
  if (!chapter) {
    const first = chapters.find((c) => c.sections.length > 0);
    if (!first) return { kind: 'none' };
    return {
      kind: 'section',
      chapter: first,
      section: first.sections[0] as SectionNav,
      index: 0,
      redirect: true,
      problem: { type: 'unknown-chapter', id: chapterId ?? '' },
    };
  }
  if (chapter.sections.length === 0) return { kind: 'empty', chapter };
  const index = slug === undefined ? -1 : chapter.sections.findIndex((s) => s.slug === slug);
  if (index >= 0)
    return {
      kind: 'section',
      chapter,
      section: chapter.sections[index] as SectionNav,
      index,
      redirect: false,
      problem: null,
    };
  return {
    kind: 'section',
    chapter,
    section: chapter.sections[0] as SectionNav,
    index: 0,
    redirect: true,
    problem: slug === undefined ? null : { type: 'unknown-section', slug },
  };
}

/**
 * The sections before and after one, in reading order across chapters: "next" from a chapter's last section is
 * the first section of the next chapter that has sections (chapters in preparation are skipped), and the same
 * backwards for "previous".
 */
export function neighbours(
  chapters: readonly Chapter[],
  chapterId: string,
  slug: string,
): { prev: SectionRef | null; next: SectionRef | null } {
  const flat: SectionRef[] = chapters.flatMap((chapter) =>
    chapter.sections.map((section) => ({ chapter, section })),
  );
  const at = flat.findIndex((r) => r.chapter.id === chapterId && r.section.slug === slug);
  if (at < 0) return { prev: null, next: null };
  return { prev: flat[at - 1] ?? null, next: flat[at + 1] ?? null };
}
