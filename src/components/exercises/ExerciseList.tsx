import { useLang, useMessages } from '../../state/useMessages';
import { exerciseCatalog, exercisesOfChapter, hasPythonVersion } from '../../exercises/catalog';
import { formatHash } from '../../router/route';
import { useProgress } from '../../state/progress';
import { exerciseKey, useExerciseCode, type ExerciseLanguage } from '../../state/exerciseCode';
import { LANGUAGE_LABELS } from './LanguageSwitch';
import messages from './exercises.messages';
import { exerciseStatus, type ExerciseStatus } from './exerciseStatus';
import './exercises.css';

const MARKS: Record<ExerciseStatus, string> = {
  passed: '✓',
  'solution-shown': '◐',
  'in-progress': '…',
  'not-started': '○',
};

/**
 * One card per exercise with its progress mark: a chapter's exercises (the chapter's exercises section, the exercises
 * page's groups), or all of them.
 */
export function ExerciseList({ headingLevel = 2, chapter }: { headingLevel?: 2 | 3; chapter?: number }) {
  const t = useMessages(messages);
  const lang = useLang();
  const progress = useProgress((s) => s.exercises);
  const saved = useExerciseCode((s) => s.code);
  const Heading = `h${headingLevel}` as 'h2';
  const statusText: Record<ExerciseStatus, string> = {
    passed: t.statusPassed,
    'solution-shown': t.statusSolutionShown,
    'in-progress': t.statusInProgress,
    'not-started': t.statusNotStarted,
  };
  const list = chapter === undefined ? exerciseCatalog : exercisesOfChapter(chapter);
  if (list.length === 0) return null;
  return (
    <ol className="exercise-cards">
      {list.map((ex) => {
        const status = exerciseStatus(progress[ex.slug], saved[ex.slug] !== undefined);
        const languages: ExerciseLanguage[] = hasPythonVersion(ex.slug)
          ? ['typescript', 'python']
          : ['typescript'];
        return (
          <li key={ex.slug} className={`exercise-card surface-card exercise-card--${status}`}>
            <p className="exercise-card__number">{t.exerciseNumber(ex.number)}</p>
            <Heading className="exercise-card__title">
              <a href={formatHash(lang, ['exercises', ex.slug])}>{ex.title[lang]}</a>
            </Heading>
            <p className="exercise-card__summary">{ex.summary[lang]}</p>
            {languages.map((language) => {
              const key = exerciseKey(ex.slug, language);
              const s = exerciseStatus(progress[key], saved[key] !== undefined);
              const text = statusText[s];
              return (
                // Only the TypeScript line is `.exercise-status` (one per card, as before Python existed).
                <p
                  key={language}
                  className={`${language === 'python' ? 'exercise-status-python' : 'exercise-status'} exercise-status--${s}`}
                  data-language={language}
                >
                  <span aria-hidden="true" className="exercise-status__mark">
                    {MARKS[s]}
                  </span>{' '}
                  {languages.length > 1 ? t.languageStatus(LANGUAGE_LABELS[language], text) : text}
                  {s === 'passed' && progress[key]?.solutionShown && <> · {t.statusSolutionShown}</>}
                </p>
              );
            })}
          </li>
        );
      })}
    </ol>
  );
}
