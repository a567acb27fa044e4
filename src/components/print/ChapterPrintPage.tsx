import { createElement, Suspense, use, useEffect, useState } from 'react';
import { findChapter } from '../../content/chapters';
import { loadSection } from '../../content/sections';
import type { Chapter, SectionNav } from '../../content/types';
import { useLang, useMessages } from '../../state/useMessages';
import { formatHash, type PageProps } from '../../router/route';
import chapterMessages from '../chapter/chapter.messages';
import { Loading } from '../kit/Loading';
import { handoutComponents } from '../lesson/mdxComponents';
import '../prose/lesson.css';
import dict from './print.messages';
import { PrintMode } from '../kit/printMode';
import { PrintTasks, PrintTasksContext, usePendingCount } from '../kit/printTasks';
import './print.css';

/**
 * `#/<lang>/print/<chapter>`: the whole chapter as one handout, for paper. Every section's prose in order (section
 * titles h2, their headings one level down), each cell's code and output, each visualizer as key frames. With
 * `?print=1` (the chapter's "Print this chapter") the browser's print dialog opens once everything is drawn.
 */
export default function ChapterPrintPage({ route }: PageProps) {
  const lang = useLang();
  const t = useMessages(dict);
  const ct = useMessages(chapterMessages);
  const chapter = findChapter(route.path[1]);
  const [tasks] = useState(() => new PrintTasks());
  const pending = usePendingCount(tasks);
  const autoPrint = route.query.get('print') === '1';
  const [sectionsShown, setSectionsShown] = useState(0);
  const ready = chapter !== undefined && sectionsShown === chapter.sections.length && pending === 0;

  useEffect(() => {
    if (!chapter) return;
    document.title = `${t.handoutOf(chapter.number, chapter.title[lang])} · Agent Memory Lab`;
  }, [chapter, lang, t]);

  useEffect(() => {
    if (ready && autoPrint) window.print();
  }, [ready, autoPrint]);

  if (!chapter) return <p role="alert">{ct.unknownChapter(route.path[1] ?? '')}</p>;
  const live = `${window.location.origin}${window.location.pathname}${formatHash(lang, ['chapter', chapter.id])}`;
  return (
    <PrintMode.Provider value={true}>
      <PrintTasksContext.Provider value={tasks}>
        <div className="print-page" data-ready={ready}>
          <div className="print-page__tools">
            <p role="status">{ready ? t.ready : t.preparing}</p>
            <button type="button" disabled={!ready} onClick={() => window.print()}>
              {t.printNow}
            </button>
            <a href={formatHash(lang, ['chapter', chapter.id])}>{t.back}</a>
          </div>
          <header className="print-page__head">
            <h1>{t.handoutOf(chapter.number, chapter.title[lang])}</h1>
            <p className="print-page__note">{t.handoutNote(live)}</p>
          </header>
          {chapter.sections.map((section) => (
            <Suspense key={section.slug} fallback={<Loading />}>
              <PrintSection
                chapter={chapter}
                section={section}
                onShown={() => setSectionsShown((n) => n + 1)}
              />
            </Suspense>
          ))}
        </div>
      </PrintTasksContext.Provider>
    </PrintMode.Provider>
  );
}

function PrintSection({
  chapter,
  section,
  onShown,
}: {
  chapter: Chapter;
  section: SectionNav;
  onShown: () => void;
}) {
  const lang = useLang();
  const Prose = use(loadSection(chapter.id, section.slug, lang));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- counted once, when the section's prose first shows
  useEffect(onShown, []);
  return (
    <section className="print-section lesson" aria-labelledby={`print-${section.slug}`}>
      <h2 id={`print-${section.slug}`}>{section.title[lang]}</h2>
      {createElement(Prose, { components: handoutComponents })}
    </section>
  );
}
