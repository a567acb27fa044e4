import { useEffect } from 'react';
import common from '../../i18n/common.messages';
import { useLang, useMessages } from '../../state/useMessages';
import { chapters } from '../../content/chapters';
import { formatHash, type PageProps } from '../../router/route';
import { useProgress } from '../../state/progress';
import { useNotices } from '../../state/notices';
import { answeredByChapter, useReviewDeck } from '../../state/reviewDeck';
import { LitmHomeLink } from './LitmHomeLink';
import { ReviewHomeLink } from './ReviewHomeLink';

export function HomePage({ notFound = false }: PageProps & { notFound?: boolean }) {
  const t = useMessages(common);
  const lang = useLang();
  const read = useProgress((s) => s.read);
  const lastSection = useProgress((s) => s.lastSection);
  const push = useNotices((s) => s.push);
  const cards = useReviewDeck((s) => s.cards);
  const answered = answeredByChapter({ cards });

  useEffect(() => {
    if (notFound)
      push({
        id: 'not-found',
        tone: 'warning',
        text: { en: common.en.notFoundBody, fr: common.fr.notFoundBody },
      });
  }, [notFound, push]);

  return (
    <div className="home">
      <section className="hero">
        <h1>{t.appName}</h1>
        <p className="tagline">{t.tagline}</p>
      </section>
      <ReviewHomeLink />
      <section aria-labelledby="chapters-heading">
        <h2 id="chapters-heading">{t.chapters}</h2>
        <ol className="chapter-list">
          {chapters.map((chapter) => {
            const total = chapter.sections.length;
            const done = chapter.sections.filter((s) => read[`${chapter.id}/${s.slug}`]).length;
            const ready = total > 0;
            const resume = lastSection[chapter.id];
            const target =
              resume && chapter.sections.some((s) => s.slug === resume) ? resume : chapter.sections[0]?.slug;
            // Practice questions answered in this chapter (progress only: SCORM reports do not count them).
            const practiced = (answered as Record<string, number>)[chapter.id] ?? 0;
            return (
              <li key={chapter.id} className="chapter-card surface-card" data-ready={ready}>
                <p className="chapter-card__number">{t.chapterLabel(chapter.number)}</p>
                <h3 className="chapter-card__title">
                  {ready ? (
                    <a href={formatHash(lang, ['chapter', chapter.id, ...(target ? [target] : [])])}>
                      {chapter.title[lang]}
                    </a>
                  ) : (
                    chapter.title[lang]
                  )}
                </h3>
                <p>{chapter.summary[lang]}</p>
                {ready ? (
                  <div className="chapter-card__progress">
                    <progress max={total} value={done} aria-label={t.sectionsRead(done, total)} />
                    <span>{t.sectionsRead(done, total)}</span>
                  </div>
                ) : (
                  <p className="badge">{t.inPreparation}</p>
                )}
                {practiced > 0 ? (
                  <p className="chapter-card__practice">{t.questionsAnswered(practiced)}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <LitmHomeLink />
    </div>
  );
}
