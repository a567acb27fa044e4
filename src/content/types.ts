import type { Localized } from '../i18n/lang';

/** What navigation needs of a section (home page, table of contents, previous / next): no lesson prose. */
export interface SectionNav {
  slug: string;
  title: Localized;
}

export interface Chapter {
  id: string;
  number: number;
  title: Localized;
  summary: Localized;
  /** Navigation order is the array order. Empty while the chapter is in preparation. */
  sections: SectionNav[];
}
