import { lazy, useEffect } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { chapters } from '../../content/chapters';
import { exerciseCatalog, isExerciseSlug } from '../../exercises/catalog';
import { formatHash, routeLang, type PageProps } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { useNotices } from '../../state/notices';
import messages from './exercises.messages';
import { ExerciseList } from './ExerciseList';
import './exercises.css';

// The workspace (sandbox runner, statements) is its own chunk; Monaco is a further lazy chunk inside it.
const ExerciseWorkspace = lazy(() => import('./ExerciseWorkspace'));

/** The chapters that have exercises, in order: the page groups the cards by chapter. */
const CHAPTERS_WITH_EXERCISES = [...new Set(exerciseCatalog.map((e) => e.chapter))].sort((a, b) => a - b);

/** `#/<lang>/exercises` lists the exercises; `#/<lang>/exercises/<slug>` opens one. */
export default function ExercisesPage({ route }: PageProps) {
  const t = useMessages(messages);
  const lang = useLang();
  const slug = route.path[1];
  const known = slug !== undefined && isExerciseSlug(slug);
  const redirectLang = routeLang(route, lang);

  useEffect(() => {
    if (slug === undefined || known) return;
    useNotices.getState().push({
      id: 'unknown-exercise',
      tone: 'warning',
      text: { en: messages.en.unknownExercise, fr: messages.fr.unknownExercise },
    });
    navigate(formatHash(redirectLang, ['exercises']), { replace: true });
  }, [slug, known, redirectLang]);

  useEffect(() => {
    if (!known) document.title = `${t.pageTitle} · Agent Memory Lab`;
  }, [known, t.pageTitle]);

  if (known) return <ExerciseWorkspace key={slug} slug={slug} />;
  return (
    <div className="exercises-page">
      <h1>{t.pageTitle}</h1>
      <p className="exercises-page__intro">{t.pageIntro}</p>
      {CHAPTERS_WITH_EXERCISES.map((n) => {
        const title = chapters.find((c) => c.number === n)?.title[lang];
        return (
          <section key={n} className="exercises-page__chapter" aria-labelledby={`exercises-chapter-${n}`}>
            <h2 id={`exercises-chapter-${n}`}>{t.chapterHeading(n, title)}</h2>
            <ExerciseList chapter={n} headingLevel={3} />
          </section>
        );
      })}
    </div>
  );
}
