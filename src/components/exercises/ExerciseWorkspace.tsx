import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useMessages } from '../../i18n/useMessages';
import { exerciseFiles } from '../../sandbox/exerciseFiles';
import { formatHash } from '../../router/route';
import { useExerciseCode } from '../../state/exerciseCode';
import { useNotices } from '../../state/notices';
import { useProgress } from '../../state/progress';
import { DEFAULT_TIMEOUT_MS } from '../../sandbox/browserRunner';
import type { RunOutcome } from '../../sandbox/submission';
import messages from './exercises.messages';
import { CodeEditor } from './CodeEditor';
import { ConfirmAction } from './ConfirmAction';
import type { CodeDiagnostic, EditorHandle } from './diagnostics';
import { exerciseStatus } from './exerciseStatus';
import { Hints } from './Hints';
import { statementComponents } from '../lesson/mdxComponents';
import { TestResults } from './TestResults';
import { useDarkTheme } from './useDarkTheme';
import { useSandboxRunner } from './useSandboxRunner';
import { CodeBlock } from '../lesson/CodeBlock';
import './exercises.css';

// Type-checking runs beside the tests and shows up when it is done; past this limit it is given up (a slow machine
// must never lose the test results to it, nor wait for it).
const DIAGNOSTICS_LIMIT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** One exercise: statement, hints and solution on one side; editor, actions and test results on the other. */
export default function ExerciseWorkspace({ slug }: { slug: string }) {
  const t = useMessages(messages);
  const lang = useLang();
  const exercise = exerciseFiles(slug);
  const saved = useExerciseCode((s) => s.code[slug]);
  const save = useExerciseCode((s) => s.save);
  const resetCode = useExerciseCode((s) => s.reset);
  const progress = useProgress((s) => s.exercises[slug]);
  const setExercise = useProgress((s) => s.setExercise);
  const runner = useSandboxRunner();
  const dark = useDarkTheme();
  const editorRef = useRef<EditorHandle | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [diagnostics, setDiagnostics] = useState<CodeDiagnostic[]>([]);
  const [typesPending, setTypesPending] = useState(false);
  const runSeq = useRef(0);
  const [running, setRunning] = useState(false);
  const [solutionVisible, setSolutionVisible] = useState(false);
  const source = saved?.source ?? exercise?.starter ?? '';

  // A saved entry that could not be read: say so once, on the exercise it concerns (the starter is shown).
  const discarded = useExerciseCode((s) => s.discarded.includes(slug));
  useEffect(() => {
    if (!discarded || !exercise) return;
    useNotices.getState().push({
      id: `exercise-code-discarded-${slug}`,
      tone: 'warning',
      text: { en: messages.en.discardedNotice(exercise.title.en), fr: messages.fr.discardedNotice(exercise.title.fr) },
    });
    useExerciseCode.getState().acknowledgeDiscarded(slug);
  }, [discarded, exercise, slug]);

  useEffect(() => {
    if (exercise) document.title = `${exercise.title[lang]} · ${t.pageTitle} · Agent Memory Lab`;
  }, [exercise, lang, t.pageTitle]);

  const run = useCallback(async () => {
    if (runner.running) return;
    setRunning(true);
    // Read the store, not the render's closure: Ctrl+Enter right after typing runs what was just typed.
    const code = useExerciseCode.getState().code[slug]?.source ?? exerciseFiles(slug)?.starter ?? '';
    const seq = ++runSeq.current;
    setDiagnostics([]);
    setTypesPending(editorRef.current !== null);
    if (editorRef.current) {
      void withTimeout(editorRef.current.diagnostics(), DIAGNOSTICS_LIMIT_MS, []).then((diags) => {
        if (runSeq.current !== seq) return; // a newer run owns the results now
        setDiagnostics(diags);
        setTypesPending(false);
      });
    }
    const result = await runner.run(slug, code);
    setOutcome(result);
    setRunning(false);
    if (result.kind === 'done' && result.results.length > 0) {
      const score = Math.round((100 * result.results.filter((r) => r.status === 'pass').length) / result.results.length);
      const before = useProgress.getState().exercises[slug];
      const best = Math.max(before?.best ?? 0, score);
      if (score === 100) setExercise(slug, { passed: true, best });
      else if (best !== before?.best) setExercise(slug, { best });
    }
  }, [runner, slug, setExercise]);

  const onReady = useCallback((handle: EditorHandle | null) => {
    editorRef.current = handle;
  }, []);
  const goToLine = useCallback((line: number) => editorRef.current?.revealLine(line), []);

  if (!exercise) return null;
  const Statement = exercise.statement[lang];
  const status = exerciseStatus(progress, saved !== undefined);
  const statusText = {
    passed: t.statusPassed,
    'solution-shown': t.statusSolutionShown,
    'in-progress': t.statusInProgress,
    'not-started': t.statusNotStarted,
  }[status];

  return (
    <div className="exercise">
      <nav className="exercise__crumbs" aria-label={t.pageTitle}>
        <a href={formatHash(lang, ['exercises'])}>← {t.allExercises}</a>
      </nav>
      <header className="exercise__header">
        <p className="exercise__number">{t.exerciseNumber(exercise.number)}</p>
        <h1>{exercise.title[lang]}</h1>
        <p className={`exercise-status exercise-status--${status}`}>{statusText}</p>
      </header>
      <div className="exercise__layout">
        <div className="exercise__side">
          <section className="exercise__statement" aria-labelledby="statement-heading">
            <h2 id="statement-heading">{t.statement}</h2>
            <div className="markdown">
              <Statement components={statementComponents} />
            </div>
          </section>
          <Hints slug={slug} hints={exercise.hints[lang]} />
          <section className="exercise__solution" aria-label={t.solutionHeading}>
            {solutionVisible ? (
              <>
                <h2>{t.solutionHeading}</h2>
                <CodeBlock code={exercise.solution} language="typescript" />
                <div className="exercise__actions">
                  <button type="button" onClick={() => save(slug, exercise.solution)}>
                    {t.copySolution}
                  </button>
                  <button type="button" onClick={() => setSolutionVisible(false)}>
                    {t.hideSolution}
                  </button>
                </div>
              </>
            ) : progress?.solutionShown ? (
              <button type="button" onClick={() => setSolutionVisible(true)}>
                {t.showSolution}
              </button>
            ) : (
              <ConfirmAction
                label={t.showSolution}
                question={t.solutionQuestion}
                confirmLabel={t.solutionConfirm}
                cancelLabel={t.cancel}
                onConfirm={() => {
                  setExercise(slug, { solutionShown: true });
                  setSolutionVisible(true);
                }}
              />
            )}
          </section>
        </div>
        <div className="exercise__main">
          <h2 className="exercise__code-title">{t.yourCode}</h2>
          <div className="exercise__toolbar">
            <button type="button" className="primary" onClick={() => void run()} disabled={running}>
              {running ? t.running : t.runTests}
            </button>
            {running && (
              <button type="button" onClick={() => runner.stop()}>
                {t.stop}
              </button>
            )}
            <ConfirmAction
              label={t.reset}
              question={t.resetQuestion}
              confirmLabel={t.resetConfirm}
              cancelLabel={t.cancel}
              disabled={running}
              onConfirm={() => {
                resetCode(slug);
                setOutcome(null);
                setDiagnostics([]);
              }}
            />
            <p className="exercise__shortcut">
              {t.shortcut} {t.savedLocally}
            </p>
          </div>
          <CodeEditor
            path={`file:///exercises/${slug}/solution.ts`}
            value={source}
            onChange={(v) => save(slug, v)}
            onRun={() => void run()}
            onReady={onReady}
            ariaLabel={t.editorLabel(exercise.title[lang])}
            dark={dark}
          />
          <TestResults
            outcome={outcome}
            diagnostics={diagnostics}
            typesPending={typesPending}
            running={running}
            timeoutSeconds={DEFAULT_TIMEOUT_MS / 1000}
            onGoToLine={goToLine}
          />
        </div>
      </div>
    </div>
  );
}
