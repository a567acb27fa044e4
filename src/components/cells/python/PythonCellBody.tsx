import { useRef } from 'react';
import type { CellDef } from '../../../cells/types';
import { useLang, useMessages } from '../../../state/useMessages';
import { formatFixed, formatNumber } from '../../../lib/formatNumber';
import { DEFAULT_TIMEOUT_MS, PYODIDE_TOTAL_BYTES } from '../../../sandbox/python/kernel';
import type { RunResult } from '../../../sandbox/python/types';
import { useDarkTheme } from '../../../editor/useDarkTheme';
import { CellEditButtons } from '../CellEditButtons';
import { useCellEdit } from '../useCellEdit';
import { pythonCellsOf } from '../../../cells/registry';
import {
  runPythonCell,
  stopPython,
  useCellRun,
  useKernel,
  type CellRun,
} from '../../../state/pythonCellRuns';
import { PythonEditor } from '../../../editor/PythonEditor';
import { useLitInView, type LitMark } from '../../prose/CodeBlock';
import messages from './python.messages';
import './python.css';

export interface PythonCellBodyProps {
  /** A cell with `python` set. */
  cell: CellDef;
  /** Lines to light: the ones that made the step the cell's visualizer shows (src/cells/lines). */
  lit?: readonly LitMark[];
}

type T = (typeof messages)['en'];

function megabytes(bytes: number, lang: 'fr' | 'en'): string {
  return `${formatFixed(bytes / 1_000_000, lang, 1)} ${lang === 'fr' ? 'Mo' : 'MB'}`;
}

/** The notice above a finished run's output. */
function resultNotice(
  result: RunResult,
  t: T,
  lang: 'fr' | 'en',
): { text: string; tone: 'ok' | 'error' | 'stopped' } {
  if (result.error?.type === 'Cancelled') return { text: t.cancelled, tone: 'stopped' };
  if (result.error?.type === 'KernelLoadError')
    return { text: t.loadFailed(result.error.message), tone: 'error' };
  if (result.stoppedBy) {
    const how =
      result.stoppedBy === 'interrupt'
        ? t.stoppedInterrupt
        : result.interruptIgnored
          ? t.stoppedIgnored
          : t.stoppedRestart;
    const limit = result.timedOut ? `${t.timedOut(formatNumber(DEFAULT_TIMEOUT_MS / 1000, lang))} ` : '';
    return { text: limit + how, tone: 'stopped' };
  }
  if (result.error) {
    const text =
      result.error.line !== undefined
        ? t.failedAt(result.error.type, result.error.line)
        : t.failed(result.error.type);
    return { text, tone: 'error' };
  }
  return { text: t.ranIn(formatNumber(result.ms, lang)), tone: 'ok' };
}

function OutputRegion({ cell, run, t, lang }: { cell: CellDef; run: CellRun; t: T; lang: 'fr' | 'en' }) {
  const kernel = useKernel(cell.chapter);
  const titles = new Map(pythonCellsOf(cell.chapter).map((c) => [c.id, c.title[lang]]));
  const active = run.phase === 'queued' || run.phase === 'running';
  let status: string | null = null;
  if (active && kernel.status === 'loading') {
    const p = kernel.progress;
    status =
      p && p.loadedBytes < p.totalBytes
        ? t.loading(megabytes(p.loadedBytes, lang), megabytes(p.totalBytes, lang))
        : t.starting;
  } else if (run.phase === 'queued') status = t.queued;
  else if (run.phase === 'running') status = t.running;
  const notice = run.phase === 'done' && run.result ? resultNotice(run.result, t, lang) : null;
  const error = run.phase === 'done' ? run.result?.error : undefined;
  const showTraceback =
    error &&
    error.type !== 'Cancelled' &&
    error.type !== 'KernelLoadError' &&
    run.result?.stoppedBy !== 'restart';
  const empty = run.phase === 'idle';
  return (
    <div className="py-output" role="region" aria-label={t.output} aria-busy={active}>
      <div role="status" className="py-output__status">
        {status ? <p className="py-output__progress">{status}</p> : null}
        {run.ranFirst.length > 0 ? (
          <p className="py-output__note">
            {t.ranFirst(run.ranFirst.map((id) => titles.get(id) ?? id).join(lang === 'fr' ? ' ; ' : '; '))}
          </p>
        ) : null}
        {notice ? (
          <p className={`py-output__notice py-output__notice--${notice.tone}`}>{notice.text}</p>
        ) : null}
        {kernel.status === 'error' && kernel.loadError && active ? (
          <p className="py-output__notice py-output__notice--error">{t.loadFailed(kernel.loadError)}</p>
        ) : null}
      </div>
      {empty ? <p className="py-output__empty">{t.noOutput}</p> : null}
      {run.stdout ? (
        <pre className="py-output__stdout" tabIndex={0}>
          {run.stdout}
        </pre>
      ) : null}
      {run.phase === 'done' && !run.stdout && !run.stderr && !error ? (
        <p className="py-output__empty">{t.printedNothing}</p>
      ) : null}
      {run.stderr ? (
        <pre className="py-output__stderr" aria-label={t.stderr} tabIndex={0}>
          {run.stderr}
        </pre>
      ) : null}
      {showTraceback ? (
        <pre className="py-output__traceback" aria-label={t.traceback} tabIndex={0}>
          {error.traceback}
        </pre>
      ) : null}
    </div>
  );
}

/**
 * The "Python (original)" tab of a cell: the seed's code (read-only by default, "Edit" opens the editor), "Run"
 * (Shift+Enter) in the chapter's kernel, "Stop" while it runs, "Revert" once edited, and the Output region.
 */
export function PythonCellBody({ cell, lit = [] }: PythonCellBodyProps) {
  const t = useMessages(messages);
  const lang = useLang();
  const dark = useDarkTheme();
  const { source, edited, stale, editing, setEditing, save, revert } = useCellEdit(cell, 'python');
  const run = useCellRun(cell.chapter, cell.id);
  const kernel = useKernel(cell.chapter);
  const active = run.phase === 'queued' || run.phase === 'running';
  const code = useRef<HTMLPreElement>(null);
  useLitInView(code, lit.map((l) => l.line).join(','));
  const litKind = new Map(lit.map((l) => [l.line, l.kind]));
  const errorLine =
    run.phase === 'done' && run.result?.stoppedBy === undefined ? run.result?.error?.line : undefined;

  const doRun = () => {
    if (!active) void runPythonCell(cell.chapter, cell.id);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && (e.shiftKey || e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      doRun();
    }
  };

  return (
    <div className="py-cell" data-python-cell={cell.id}>
      <div className="py-cell__bar">
        <button type="button" className="primary" onClick={doRun} disabled={active}>
          <span aria-hidden="true">▶ </span>
          {t.run}
        </button>
        <CellEditButtons
          code={source}
          busy={active}
          onStop={() => stopPython(cell.chapter)}
          stopClassName="py-cell__stop"
          editing={editing}
          onToggleEdit={() => setEditing((v) => !v)}
          edited={edited}
          onRevert={() => {
            revert();
            setEditing(false);
          }}
        />
        {kernel.status === 'idle' ? (
          <p className="py-cell__hint">{t.firstRunHint(megabytes(PYODIDE_TOTAL_BYTES, lang))}</p>
        ) : null}
      </div>
      {edited ? <p className="py-cell__edited">{t.edited}</p> : null}
      {stale ? (
        <p className="py-cell__stale" role="note">
          {t.stale}
        </p>
      ) : null}
      {editing ? (
        <PythonEditor
          path={`cells/chapter${cell.chapter}/${cell.id}.py`}
          value={source}
          onChange={save}
          onRun={doRun}
          ariaLabel={t.editorLabel}
          dark={dark}
          loadingText={t.editorLoading}
        />
      ) : (
        <pre ref={code} className="py-cell__code" tabIndex={0} aria-label={t.codeLabel} onKeyDown={onKeyDown}>
          <code>
            {source.split('\n').map((line, i) => {
              const kind = litKind.get(i + 1);
              return (
                <span
                  key={i}
                  className={errorLine === i + 1 ? 'py-cell__line py-cell__line--error' : 'py-cell__line'}
                >
                  {kind ? (
                    <mark className="code-lit" data-lit={kind}>
                      {line}
                    </mark>
                  ) : (
                    line
                  )}
                  {'\n'}
                </span>
              );
            })}
          </code>
        </pre>
      )}
      <OutputRegion cell={cell} run={run} t={t} lang={lang} />
    </div>
  );
}

export default PythonCellBody;
