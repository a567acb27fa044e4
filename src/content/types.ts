import type { Localized } from '../i18n/lang';

/**
 * Lesson content is data: blocks of prose, tables, code and printed output, plus "widgets" (the visualizer with a
 * preset, the cost lab, exercise cards) rendered by the lesson view. Inline text supports `code` and **bold**.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; head: string[]; rows: string[][]; caption?: string }
  | { kind: 'code'; language: 'python' | 'typescript' | 'text'; code: string; caption?: string }
  | { kind: 'output'; text: string; caption?: string }
  | { kind: 'note'; tone: 'info' | 'seed' | 'warning'; title?: string; text: string }
  | { kind: 'widget'; widget: string; props?: Record<string, string | number | boolean> };

/** What navigation needs of a section (home page, table of contents, previous / next): no lesson prose. */
export interface SectionNav {
  slug: string;
  title: Localized;
}

export interface Section extends SectionNav {
  blocks: Localized<Block[]>;
}

/** A chapter's lesson blocks by section slug: loaded on demand, in their own chunk (see `loadChapterContent`). */
export type ChapterContent = Record<string, Localized<Block[]>>;

export interface Chapter {
  id: string;
  number: number;
  title: Localized;
  summary: Localized;
  /** The seed document the chapter is built from, for reference. */
  source: string;
  /** Navigation order is the array order. Empty while the chapter is in preparation. */
  sections: SectionNav[];
}
