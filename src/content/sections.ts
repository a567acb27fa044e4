import type { MDXContent, MDXModule } from 'mdx/types';
import type { Lang } from '../i18n/lang';
import { findChapter } from './chapters';

/**
 * Loading the lesson prose. Not in the home page's chunk: the map of every section file below grows with the
 * chapters, and only a lesson page needs it (routes.tsx imports this module when it shows one).
 */

// Every section's prose, one MDX file per section and language (`chapter<id>/<slug>.<lang>.mdx`), each its own
// chunk, imported only when that section is shown (see src/content/README.md).
const sectionModules = import.meta.glob<MDXModule>('./chapter*/*.mdx');

function sectionPath(chapterId: string, slug: string, lang: Lang): string {
  return `./chapter${chapterId}/${slug}.${lang}.mdx`;
}

// One promise per section and language, kept: React's `use` needs the same promise on every render to read it
// without suspending.
const loaded = new Map<string, Promise<MDXContent>>();

/** A section's prose in one language (the MDX file's default export). Rejects when there is no such file. */
export function loadSection(chapterId: string, slug: string, lang: Lang): Promise<MDXContent> {
  const path = sectionPath(chapterId, slug, lang);
  let content = loaded.get(path);
  if (!content) {
    const load = sectionModules[path];
    content = load
      ? load().then((m) => m.default)
      : Promise.reject(
          new Error(`chapter ${chapterId} has no lesson "${slug}" in ${lang} (${path.slice(2)})`),
        );
    loaded.set(path, content);
  }
  return content;
}

/**
 * Starts loading a section's prose early (alongside the chapter page's own chunk): the named section, or the
 * chapter's first when the address names none. Ignores unknown chapters and sections.
 */
export function preloadSection(
  chapterId: string | undefined,
  slug: string | undefined,
  lang: Lang | null,
): void {
  const chapter = findChapter(chapterId);
  const section = chapter?.sections.find((s) => s.slug === slug) ?? chapter?.sections[0];
  if (!chapter || !section || !lang) return;
  if (sectionModules[sectionPath(chapter.id, section.slug, lang)])
    void loadSection(chapter.id, section.slug, lang).catch(() => {});
}
