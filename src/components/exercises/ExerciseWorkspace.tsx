import { use, useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { loadExerciseFiles, type ExerciseFiles } from '../../exercises/catalog';
import { runExercise, starterOf, type ExerciseRunners } from '../../state/exerciseRuns';
import { DEFAULT_TIMEOUT_MS } from '../../sandbox/browserRunner';
import { PYTHON_TIMEOUT_MS } from '../../sandbox/python/exercise/browserRunner';
import { formatHash } from '../../router/route';
import { exerciseKey, useExerciseCode, type ExerciseLanguage } from '../../state/exerciseCode';
import { PYODIDE_TOTAL_BYTES } from '../../sandbox/python/kernel';
import { useNotices } from '../../state/notices';
import { useProgress } from '../../state/progress';
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

/** How long a run may take before its sandbox stops it, per language (the results say so). */
const RUN_TIMEOUT_MS: Record<ExerciseLanguage, number> = {
  typescript: DEFAULT_TIMEOUT_MS,
  python: PYTHON_TIMEOUT_MS,
};

/** Where the editor keeps each language's model (Monaco's URI). */
const EDITOR_PATH: Record<ExerciseLanguage, (slug: string) => string> = {
  typescript: (slug) => `file:///exercises/${slug}/solution.ts`,
  python: (slug) => `file:///exercises/${slug}/python/exercise.py`,
};

/** One exercise: statement, hints and solution on one side; editor, actions and test results on the other. */
export default function ExerciseWorkspace({ slug }: { slug: string }) {
  // The exercise's files are their own chunks, loaded when the workspace opens (the page suspends meanwhile).
  const files = use(loadExerciseFiles(slug));
  return files ? <Workspace files={files} /> : null;
}

function Workspace({ files }: { files: ExerciseFiles }) {
  const t = useMessages(messages);
  const lang = useLang();
  const { slug, python } = files;
  const chosen = useExerciseCode((s) => s.language[slug]);
  const language: ExerciseLanguage = chosen === 'python' && python ? 'python' : 'typescript';
  const setLanguage = useExerciseCode((s) => s.setLanguage);
  // Code, hints, results and progress are kept per exercise and language.
  const key = exerciseKey(slug, language);
  const saved = useExerciseCode((s) => s.code[key]);
  const savedResults = useExerciseCode((s) => s.results[key]);
  const save = useExerciseCode((s) => s.save);
  const resetCode = useExerciseCode((s) => s.reset);
  const progress = useProgress((s) => s.exercises[key]);
  const setExercise = useProgress((s) => s.setExercise);
  const tsRunner = useSandboxRunner();
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
  const source = saved?.source ?? starterOf(files, language);

  // A saved entry that could not be read: say so once, on the exercise it concerns (the starter is shown).
  const discarded = useExerciseCode((s) => s.discarded.includes(slug));
  useEffect(() => {
    if (!discarded) return;
    useNotices.getState().push({
      id: `exercise-code-discarded-${slug}`,
      tone: 'warning',
      text: {
        en: messages.en.discardedNotice(files.title.en),
        fr: messages.fr.discardedNotice(files.title.fr),
      },
    });
    useExerciseCode.getState().acknowledgeDiscarded(slug);
  }, [discarded, files, slug]);

  useEffect(() => {
    document.title = `${files.title[lang]} · ${t.pageTitle} · Agent Memory Lab`;
  }, [files, lang, t.pageTitle]);

  const run = useCallback(async () => {
    const runners: ExerciseRunners = { typescript: tsRunner, python: pyRunner };
    if (runners[language].running) return;
    setRunning(true);
    const k = exerciseKey(slug, language);
    // Read the store, not the render's closure: Ctrl+Enter right after typing runs what was just typed.
    const code = useExerciseCode.getState().code[k]?.source ?? starterOf(files, language);
    const seq = ++runSeq.current;
    setDiagnostics([]);
    // Type-checking is TypeScript's alone.
    const editor = language === 'typescript' ? editorRef.current : null;
    setTypesPending(editor !== null);
    if (editor) {
      void withTimeout(editor.diagnostics(), DIAGNOSTICS_LIMIT_MS, []).then((diags) => {
        if (runSeq.current !== seq) return; // a newer run owns the results now
        setDiagnostics(diags);
        setTypesPending(false);
      });
    }
    setOutcome(k, await runExercise(language, files, code, runners));
    setRunning(false);
  }, [files, language, pyRunner, setOutcome, slug, tsRunner]);

  const onReady = useCallback((handle: EditorHandle | null) => {
    editorRef.current = handle;
  }, []);
  const goToLine = useCallback((line: number) => editorRef.current?.revealLine(line), []);

  // What the page shows of the chosen language (Python's statement only where its names differ).
  const shown = {
    typescript: { statement: files.statement, hints: files.hints, solution: files.solution },
    python: python
      ? { statement: python.statement ?? files.statement, hints: python.hints, solution: python.solution }
      : null,
  }[language] ?? { statement: files.statement, hints: files.hints, solution: files.solution };
  const Statement = shown.statement[lang];
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
        <p className="exercise__number">{t.exerciseNumber(files.number)}</p>
        <h1>{files.title[lang]}</h1>
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
          <Hints slug={key} hints={shown.hints[lang]} />
          <section className="exercise__solution" aria-label={t.solutionHeading}>
            {solutionVisible ? (
              <>
                <h2>{t.solutionHeading}</h2>
                <CodeBlock code={shown.solution} language={language} />
                <div className="exercise__actions">
                  <button type="button" onClick={() => save(key, shown.solution)}>
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
              <button
                type="button"
                onClick={() => ({ typescript: tsRunner, python: pyRunner })[language].stop()}
              >
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
            path={EDITOR_PATH[language](slug)}
            value={source}
            onChange={(v) => save(key, v)}
            onRun={() => void run()}
            onReady={onReady}
            ariaLabel={t.editorLabel(files.title[lang])}
            dark={dark}
          />
          <TestResults
            outcome={outcome}
            diagnostics={diagnostics}
            typesPending={typesPending}
            running={running}
            timeoutSeconds={RUN_TIMEOUT_MS[language] / 1000}
            onGoToLine={goToLine}
          />
        </div>
      </div>
    </div>
  );
}
