import { useState } from 'react';
import { preloadSection } from '../../content/sections';
import type { Chapter } from '../../content/types';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { useProgress } from '../../state/progress';
import chapterMessages from './chapter.messages';

/**
 * The chapter's sections, the current one marked `aria-current`, read ones ticked. A sidebar on wide screens; on
 * narrow ones a "Contents" button folds it so the lesson starts at the top of the screen.
 */
export function Toc({ chapter, currentSlug }: { chapter: Chapter; currentSlug: string }) {
  const t = useMessages(chapterMessages);
  const lang = useLang();
  const read = useProgress((s) => s.read);
  const [open, setOpen] = useState(false);
  const [openFor, setOpenFor] = useState(currentSlug);
  // Fold the list again when the reader moves to another section (narrow screens).
  if (openFor !== currentSlug) {
    setOpenFor(currentSlug);
    setOpen(false);
  }
  const done = chapter.sections.filter((s) => read[`${chapter.id}/${s.slug}`]).length;
  const listId = `toc-${chapter.id}`;
  return (
    <nav className="toc" aria-label={t.toc} data-open={open}>
      <button
        type="button"
        className="toc__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t.tocToggle}
        <span className="toc__toggle-count">
          {' '}
          ({done}/{chapter.sections.length})
        </span>
      </button>
      <p className="toc__heading">{chapter.title[lang]}</p>
      <ol className="toc__list" id={listId}>
        {chapter.sections.map((section, i) => {
          const current = section.slug === currentSlug;
          const isRead = read[`${chapter.id}/${section.slug}`] === true;
          return (
            <li key={section.slug} data-read={isRead}>
              <a
                href={formatHash(lang, ['chapter', chapter.id, section.slug])}
                aria-current={current ? 'page' : undefined}
                // The section's prose is its own chunk: fetch it when the reader points at or tabs to its link.
                onPointerEnter={() => preloadSection(chapter.id, section.slug, lang)}
                onFocus={() => preloadSection(chapter.id, section.slug, lang)}
              >
                <span className="toc__num" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="toc__title">{section.title[lang]}</span>
                {isRead ? (
                  <span className="toc__read">
                    <span aria-hidden="true">✓</span>
                    <span className="visually-hidden"> {t.readMark}</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ol>
      <p className="toc__progress">
        <progress max={chapter.sections.length} value={done} aria-hidden="true" />
        <span>{t.readCount(done, chapter.sections.length)}</span>
      </p>
    </nav>
  );
}
