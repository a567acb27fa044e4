import { createElement, Suspense, use, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { chapters } from '../../content/chapters';
import { loadSection } from '../../content/sections';
import type { Chapter, SectionNav } from '../../content/types';
import common from '../../i18n/common.messages';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash, routeLang, type PageProps } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { Loading } from '../kit/Loading';
import { useNotices } from '../../state/notices';
import { useProgress } from '../../state/progress';
import { lessonComponents } from '../lesson/mdxComponents';
import '../prose/lesson.css';
import chapterMessages from './chapter.messages';
import { resolveChapterRoute, type Problem } from './chapterNav';
import { NotebookDownload } from './NotebookDownload';
import { PrevNext } from './PrevNext';
import { Toc } from './Toc';
import { useReadSentinel } from './useReadSentinel';

/** `#/<lang>/chapter/<id>/<slug>`: one section of a chapter, with its table of contents and previous / next. */
export default function ChapterPage({ route }: PageProps) {
  const lang = useLang();
  const resolution = resolveChapterRoute(chapters, route.path[1], route.path[2]);
  const push = useNotices((s) => s.push);

  // A missing, unknown or mistyped section shows the first section; the URL is rewritten to it (and the reader is
  // told why when the address named something that does not exist).
  const redirect = resolution.kind === 'section' && resolution.redirect ? resolution : null;
  const redirectHash = redirect
    ? formatHash(routeLang(route, lang), ['chapter', redirect.chapter.id, redirect.section.slug])
    : null;
  const problem = redirect?.problem ? problemText(redirect.problem, redirect.chapter) : null;
  const problemKey = problem ? problem.en : null;
  useEffect(() => {
    if (!redirectHash) return;
    if (problem) push({ id: `chapter-not-found-${problemKey}`, tone: 'warning', text: problem });
    navigate(redirectHash, { replace: true });
    // `problem` is derived from problemKey; listing the object would rerun the effect on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectHash, problemKey, push]);

  if (resolution.kind === 'none') return null;
  if (resolution.kind === 'empty') return <EmptyChapter chapter={resolution.chapter} />;
  // The section's prose is its own chunk (per section and language): the page waits for it here, so the address
  // is already rewritten and the notice shown while it loads.
  return (
    <Suspense fallback={<Loading />}>
      <SectionView
        key={`${resolution.chapter.id}/${resolution.section.slug}`}
        chapter={resolution.chapter}
        section={resolution.section}
        index={resolution.index}
      />
    </Suspense>
  );
}

function problemText(problem: Problem, chapter: Chapter) {
  const { en, fr } = chapterMessages;
  return problem.type === 'unknown-section'
    ? {
        en: en.unknownSection(problem.slug, String(chapter.number)),
        fr: fr.unknownSection(problem.slug, String(chapter.number)),
      }
    : { en: en.unknownChapter(problem.id), fr: fr.unknownChapter(problem.id) };
}

function SectionView({ chapter, section, index }: { chapter: Chapter; section: SectionNav; index: number }) {
  const lang = useLang();
  // On a language switch the page keeps the prose it shows until the other language's file has loaded.
  const proseLang = useDeferredValue(lang);
  const Prose = use(loadSection(chapter.id, section.slug, proseLang));
  const t = useMessages(chapterMessages);
  const appName = useMessages(common).appName;
  const markRead = useProgress((s) => s.markRead);
  const setLastSection = useProgress((s) => s.setLastSection);
  const heading = useRef<HTMLHeadingElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const markThisRead = useCallback(
    () => markRead(chapter.id, section.slug),
    [markRead, chapter.id, section.slug],
  );
  useReadSentinel(sentinel, markThisRead);

  useEffect(() => {
    setLastSection(chapter.id, section.slug);
  }, [setLastSection, chapter.id, section.slug]);

  useEffect(() => {
    document.title = `${section.title[lang]} · ${chapter.title[lang]} · ${appName}`;
    return () => {
      document.title = appName; // leaving the lesson: other pages do not all set their own title
    };
  }, [section, chapter, lang, appName]);

  // Arriving from another section (TOC, previous / next): start at the top and move focus to the new title, so
  // keyboard and screen-reader users land on the content they asked for. A fresh page load keeps the browser's focus.
  const sectionKey = `${chapter.id}/${section.slug}`;
  useEffect(() => {
    const previous = lastShownSection.key;
    lastShownSection.key = sectionKey;
    if (previous === null || previous === sectionKey) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [sectionKey]);

  return (
    <div className="chapter-page">
      <Toc chapter={chapter} currentSlug={section.slug} />
      <article className="lesson" aria-labelledby="lesson-title">
        <header className="lesson__header">
          <p className="lesson__chapter">
            <a href={formatHash(lang, ['chapter', chapter.id])}>
              {t.chapterLabel(chapter.number)} · {chapter.title[lang]}
            </a>
          </p>
          <h1 id="lesson-title" ref={heading} tabIndex={-1}>
            {section.title[lang]}
          </h1>
          <p className="lesson__position">{t.sectionOf(index + 1, chapter.sections.length)}</p>
          <div className="lesson__tools">
            <button
              type="button"
              className="lesson__print"
              onClick={() => navigate(formatHash(lang, ['print', chapter.id], { print: '1' }))}
            >
              {t.printChapter}
            </button>
            <NotebookDownload chapter={chapter} />
          </div>
        </header>
        {/* The MDX module's default export: one component per file, the same object on every render (cached). */}
        {createElement(Prose, { components: lessonComponents })}
        <div ref={sentinel} className="lesson__end" aria-hidden="true" />
        <PrevNext chapterId={chapter.id} slug={section.slug} onNext={markThisRead} />
      </article>
    </div>
  );
}

/** Module-level on purpose: the first section shown after a page load is not a navigation; a different one later is. */
const lastShownSection: { key: string | null } = { key: null };

function EmptyChapter({ chapter }: { chapter: Chapter }) {
  const t = useMessages(chapterMessages);
  const lang = useLang();
  useEffect(() => {
    document.title = `${chapter.title[lang]} · ${common[lang].appName}`;
  }, [chapter, lang]);
  return (
    <article className="lesson lesson--empty" aria-labelledby="lesson-title">
      <header className="lesson__header">
        <p className="lesson__chapter">{t.chapterLabel(chapter.number)}</p>
        <h1 id="lesson-title">{chapter.title[lang]}</h1>
      </header>
      <p className="lesson-p">{chapter.summary[lang]}</p>
      <p className="lesson-p">{t.inPreparation}</p>
      <p>
        <a href={formatHash(lang)}>{t.allChapters}</a>
      </p>
    </article>
  );
}
