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

export interface Section {
  slug: string;
  title: Localized;
  blocks: Localized<Block[]>;
}

export interface Chapter {
  id: string;
  number: number;
  title: Localized;
  summary: Localized;
  /** The seed document the chapter is built from, for reference. */
  source: string;
  /** Navigation order is the array order. Empty while the chapter is in preparation. */
  sections: Section[];
}
