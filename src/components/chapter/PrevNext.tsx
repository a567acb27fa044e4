import { useId } from 'react';
import { chapters } from '../../content/chapters';
import { preloadSection } from '../../content/sections';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import chapterMessages from './chapter.messages';
import { neighbours, type SectionRef } from './chapterNav';

/**
 * Previous / Next at the bottom of a section. The links are named exactly "Previous" / "Next" and described by
 * the title of the section they lead to (shown beside the link, so the visible label and the name agree). Following Next counts as having read the section.
 */
export function PrevNext({
  chapterId,
  slug,
  onNext,
}: {
  chapterId: string;
  slug: string;
  onNext: () => void;
}) {
  const t = useMessages(chapterMessages);
  const lang = useLang();
  const { prev, next } = neighbours(chapters, chapterId, slug);
  return (
    <nav className="pager" aria-label={t.sectionNav}>
      {prev ? <PagerLink target={prev} dir="prev" label={t.previous} fromChapter={chapterId} /> : <span />}
      {next ? (
        <PagerLink target={next} dir="next" label={t.next} fromChapter={chapterId} onClick={onNext} />
      ) : (
        <div className="pager__item pager__item--next">
          <a className="pager__link" href={formatHash(lang)} onClick={onNext}>
            {t.allChapters}
          </a>
        </div>
      )}
    </nav>
  );
}

function PagerLink({
  target,
  dir,
  label,
  fromChapter,
  onClick,
}: {
  target: SectionRef;
  dir: 'prev' | 'next';
  label: string;
  fromChapter: string;
  onClick?: () => void;
}) {
  const t = useMessages(chapterMessages);
  const lang = useLang();
  const descId = useId();
  const crossing = target.chapter.id !== fromChapter;
  // Each section's prose is its own small chunk: start fetching it as soon as the reader points at or tabs to the link.
  const preload = () => preloadSection(target.chapter.id, target.section.slug, lang);
  // The link's text is exactly its name ("Next"); the destination is shown beside it and read as its description.
  // The card is clickable as a whole through the link's stretched ::after (see lesson.css).
  return (
    <div className={`pager__item pager__item--${dir}`}>
      <a
        className="pager__link"
        href={formatHash(lang, ['chapter', target.chapter.id, target.section.slug])}
        rel={dir}
        aria-describedby={descId}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {dir === 'prev' ? <span aria-hidden="true">← </span> : null}
        {label}
        {dir === 'next' ? <span aria-hidden="true"> →</span> : null}
      </a>
      <span className="pager__title" id={descId}>
        {crossing ? `${t.chapterLabel(target.chapter.number)} · ` : ''}
        {target.section.title[lang]}
      </span>
    </div>
  );
}
