import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useMessages } from '../../i18n/useMessages';
import { exerciseFiles } from '../../sandbox/exerciseFiles';
import { formatHash } from '../../router/route';
import { exerciseKey, useExerciseCode, type ExerciseLanguage } from '../../state/exerciseCode';
import { pythonExerciseFiles } from '../../sandbox/exerciseFiles';
import { PYTHON_TIMEOUT_MS } from '../../sandbox/python/exercise/browserRunner';
import { toRunOutcome } from '../../sandbox/python/exercise/outcome';
import { PYODIDE_TOTAL_BYTES } from '../../sandbox/python/kernel';
import { useNotices } from '../../state/notices';
import { useProgress } from '../../state/progress';
import { DEFAULT_TIMEOUT_MS } from '../../sandbox/browserRunner';
import type { RunOutcome } from '../../sandbox/submission';
import messages from './exercises.messages';
import { CodeEditor } from '../../editor/CodeEditor';
import { ConfirmAction } from '../kit/ConfirmAction';
import type { CodeDiagnostic, EditorHandle } from '../../editor/diagnostics';
import { exerciseStatus } from './exerciseStatus';
import { Hints } from './Hints';
import { statementComponents } from '../prose/proseComponents';
import { TestResults } from './TestResults';
import { useDarkTheme } from '../../editor/useDarkTheme';
import { useSandboxRunner } from './useSandboxRunner';
import { usePythonRunner } from './usePythonRunner';
import { LanguageSwitch } from './LanguageSwitch';
import { CodeBlock } from '../prose/CodeBlock';
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
  const python = pythonExerciseFiles(slug);
  const chosen = useExerciseCode((s) => s.language[slug]);
  const language: ExerciseLanguage = chosen === 'python' && python ? 'python' : 'typescript';
  const setLanguage = useExerciseCode((s) => s.setLanguage);
  // Code, hints, results and progress are kept per exercise and language.
  const key = exerciseKey(slug, language);
  const saved = useExerciseCode((s) => s.code[key]);
  const savedResults = useExerciseCode((s) => s.results[key]);
  const saveResults = useExerciseCode((s) => s.saveResults);
  const save = useExerciseCode((s) => s.save);
  const resetCode = useExerciseCode((s) => s.reset);
  const progress = useProgress((s) => s.exercises[key]);
  const setExercise = useProgress((s) => s.setExercise);
  const runner = useSandboxRunner();
  const { runner: pyRunner, status: pyStatus } = usePythonRunner(language === 'python');
  const dark = useDarkTheme();
  const editorRef = useRef<EditorHandle | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<string, RunOutcome>>>({});
  const outcome = outcomes[key] ?? savedResults?.outcome ?? null;
  const setOutcome = useCallback(
    (k: string, o: RunOutcome | null) => setOutcomes((all) => ({ ...all, [k]: o ?? undefined })),
    [],
  );
  const [diagnostics, setDiagnostics] = useState<CodeDiagnostic[]>([]);
  const [typesPending, setTypesPending] = useState(false);
  const runSeq = useRef(0);
  const [running, setRunning] = useState(false);
  const [solutionVisible, setSolutionVisible] = useState(false);
  const starter = language === 'python' ? (python?.starter ?? '') : (exercise?.starter ?? '');
  const source = saved?.source ?? starter;

  // A saved entry that could not be read: say so once, on the exercise it concerns (the starter is shown).
  const discarded = useExerciseCode((s) => s.discarded.includes(slug));
  useEffect(() => {
    if (!discarded || !exercise) return;
    useNotices.getState().push({
      id: `exercise-code-discarded-${slug}`,
      tone: 'warning',
      text: {
        en: messages.en.discardedNotice(exercise.title.en),
        fr: messages.fr.discardedNotice(exercise.title.fr),
      },
    });
    useExerciseCode.getState().acknowledgeDiscarded(slug);
  }, [discarded, exercise, slug]);

  useEffect(() => {
    if (exercise) document.title = `${exercise.title[lang]} · ${t.pageTitle} · Agent Memory Lab`;
  }, [exercise, lang, t.pageTitle]);

  const runPython = useCallback(async () => {
    const files = pythonExerciseFiles(slug);
    const k = exerciseKey(slug, 'python');
    if (!files || pyRunner.running) return;
    setRunning(true);
    setDiagnostics([]);
    setTypesPending(false);
    const code = useExerciseCode.getState().code[k]?.source ?? files.starter;
    const result = toRunOutcome(await pyRunner.run(code, files.tests, 'exercise.py'));
    setOutcome(k, result);
    saveResults(k, result);
    setRunning(false);
    if (
      result.kind === 'done' &&
      result.results.length > 0 &&
      result.results.every((r) => r.status === 'pass')
    ) {
      setExercise(k, { passed: true });
    }
  }, [pyRunner, slug, saveResults, setExercise, setOutcome]);

  const run = useCallback(async () => {
    if (language === 'python') return runPython();
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
    setOutcome(slug, result);
    saveResults(slug, result);
    setRunning(false);
    if (result.kind === 'done' && result.results.length > 0) {
      const score = Math.round(
        (100 * result.results.filter((r) => r.status === 'pass').length) / result.results.length,
      );
      const before = useProgress.getState().exercises[slug];
      const best = Math.max(before?.best ?? 0, score);
      if (score === 100) setExercise(slug, { passed: true, best });
      else if (best !== before?.best) setExercise(slug, { best });
    }
  }, [language, runPython, runner, slug, setExercise, saveResults, setOutcome]);

  const onReady = useCallback((handle: EditorHandle | null) => {
    editorRef.current = handle;
  }, []);
  const goToLine = useCallback((line: number) => editorRef.current?.revealLine(line), []);

  if (!exercise) return null;
  const Statement = (language === 'python' && python?.statement ? python.statement : exercise.statement)[
    lang
  ];
  const hints = language === 'python' && python ? python.hints[lang] : exercise.hints[lang];
  const solution = language === 'python' && python ? python.solution : exercise.solution;
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
        {python && (
          <LanguageSwitch
            value={language}
            disabled={running}
            onChange={(l) => {
              setLanguage(slug, l);
              setDiagnostics([]);
              setSolutionVisible(false);
            }}
          />
        )}
      </header>
      <div className="exercise__layout">
        <div className="exercise__side">
          <section className="exercise__statement" aria-labelledby="statement-heading">
            <h2 id="statement-heading">{t.statement}</h2>
            <div className="markdown">
              <Statement components={statementComponents} />
            </div>
          </section>
          <Hints slug={key} hints={hints} />
          <section className="exercise__solution" aria-label={t.solutionHeading}>
            {solutionVisible ? (
              <>
                <h2>{t.solutionHeading}</h2>
                <CodeBlock code={solution} language={language} />
                <div className="exercise__actions">
                  <button type="button" onClick={() => save(key, solution)}>
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
                  setExercise(key, { solutionShown: true });
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
              <button type="button" onClick={() => (language === 'python' ? pyRunner.stop() : runner.stop())}>
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
                resetCode(key);
                setOutcome(key, null);
                setDiagnostics([]);
              }}
            />
            <p className="exercise__shortcut">
              {language === 'python' ? t.pythonShortcut : t.shortcut} {t.savedLocally}
            </p>
          </div>
          {language === 'python' && running && pyStatus === 'loading' && (
            <p className="exercise__python-loading" role="status">
              {t.pythonStarting((PYODIDE_TOTAL_BYTES / 1e6).toFixed(1))}
            </p>
          )}
          <CodeEditor
            key={language}
            language={language}
            path={
              language === 'python'
                ? `file:///exercises/${slug}/python/exercise.py`
                : `file:///exercises/${slug}/solution.ts`
            }
            value={source}
            onChange={(v) => save(key, v)}
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
            timeoutSeconds={(language === 'python' ? PYTHON_TIMEOUT_MS : DEFAULT_TIMEOUT_MS) / 1000}
            onGoToLine={goToLine}
          />
        </div>
      </div>
    </div>
  );
}
