import { Fragment, useId } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import messages from './exercises.messages';
import type { RunOutcome } from '../../sandbox/submission';
import type { TestResult } from '../../exercises/testkit';
import type { CodeDiagnostic } from '../../editor/diagnostics';

export interface TestResultsProps {
  outcome: RunOutcome | null;
  diagnostics: CodeDiagnostic[];
  /** The editor's type check of the code that ran has not answered yet (it shows up when it does). */
  typesPending?: boolean;
  running: boolean;
  timeoutSeconds: number;
  onGoToLine: (line: number) => void;
}

function LineLink({ line, onGoToLine }: { line: number; onGoToLine: (line: number) => void }) {
  const t = useMessages(messages);
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => onGoToLine(line)}
      aria-label={t.goToLine(line)}
    >
      {t.atLine(line)}
    </button>
  );
}

function Logs({ logs, truncated }: { logs: string[]; truncated: boolean }) {
  const t = useMessages(messages);
  if (logs.length === 0 && !truncated) return null;
  return (
    <div className="test-logs">
      <p className="test-logs__title">{t.consoleOutput}</p>
      <pre tabIndex={0}>{logs.join('\n')}</pre>
      {truncated && <p className="test-logs__truncated">{t.consoleTruncated}</p>}
    </div>
  );
}

function TestItem({ result, onGoToLine }: { result: TestResult; onGoToLine: (line: number) => void }) {
  const t = useMessages(messages);
  const lang = useLang();
  const pass = result.status === 'pass';
  return (
    <li className={`test-item test-item--${result.status}`}>
      <p className="test-item__head">
        <span className="test-item__mark" aria-hidden="true">
          {pass ? '✓' : '✗'}
        </span>
        <span className="test-item__name">{result.name[lang]}</span>
        <span className="test-item__status">{pass ? t.passed : t.failed}</span>
        <span className="test-item__time">{t.durationMs(Math.round(result.durationMs))}</span>
      </p>
      {!pass && (result.expected !== undefined || result.actual !== undefined) && (
        <dl className="test-item__compare">
          {(
            [
              [t.expected, result.expected],
              [t.received, result.actual],
            ] as const
          ).map(([term, value]) =>
            value === undefined ? null : (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </Fragment>
            ),
          )}
        </dl>
      )}
      {!pass && result.expected === undefined && result.message && (
        <p className="test-item__error">
          <strong>{t.errorLabel}</strong> <code>{result.message}</code>
          {result.line !== undefined && (
            <>
              {' '}
              (<LineLink line={result.line} onGoToLine={onGoToLine} />)
            </>
          )}
        </p>
      )}
      <Logs logs={result.logs} truncated={result.logsTruncated} />
    </li>
  );
}

/** The "Test results" region: summary, compile/type errors with their line, then each test in file order. */
export function TestResults({
  outcome,
  diagnostics,
  typesPending = false,
  running,
  timeoutSeconds,
  onGoToLine,
}: TestResultsProps) {
  const t = useMessages(messages);
  const headingId = useId();

  let status: { text: string; tone: 'ok' | 'fail' | 'warn' | 'muted' };
  if (running) status = { text: t.running, tone: 'muted' };
  else if (!outcome) status = { text: t.noResults, tone: 'muted' };
  else if (outcome.kind === 'timeout') status = { text: t.timeout(timeoutSeconds), tone: 'warn' };
  else if (outcome.kind === 'sandbox-error')
    status =
      outcome.message === 'stopped'
        ? { text: t.stopped, tone: 'warn' }
        : { text: t.sandboxError(outcome.message), tone: 'warn' };
  else if (outcome.kind === 'compile-error') status = { text: t.compileError, tone: 'fail' };
  else {
    const passed = outcome.results.filter((r) => r.status === 'pass').length;
    const failed = outcome.results.length - passed;
    status = { text: t.summary(passed, failed), tone: failed === 0 && passed > 0 ? 'ok' : 'fail' };
  }
  const done = !running && outcome?.kind === 'done' ? outcome : null;
  const allPassed =
    done !== null && done.results.length > 0 && done.results.every((r) => r.status === 'pass');

  return (
    <section
      className="test-results"
      aria-labelledby={headingId}
      aria-busy={running}
      data-types={typesPending ? 'pending' : 'checked'}
    >
      <h2 id={headingId} className="test-results__title">
        {t.resultsRegion}
      </h2>
      <p className={`test-results__summary tone-${status.tone}`} role="status" aria-live="polite">
        {status.text}
        {allPassed && <span className="test-results__done"> — {t.allPassed}</span>}
      </p>
      {!running && outcome?.kind === 'compile-error' && (
        <p className="test-results__compile">
          <code>{outcome.error.message}</code>
          {outcome.error.line !== undefined && (
            <>
              {' '}
              (<LineLink line={outcome.error.line} onGoToLine={onGoToLine} />)
            </>
          )}
        </p>
      )}
      {!running && outcome && typesPending && (
        <p className="test-results__types-pending">{t.checkingTypes}</p>
      )}
      {!running && outcome && diagnostics.length > 0 && (
        <div className="test-results__types">
          <p>
            <strong>{t.typeErrors(diagnostics.length)}</strong>
            {outcome.kind === 'done' && <> — {t.typeErrorsNote}</>}
          </p>
          <ul>
            {diagnostics.slice(0, 20).map((d, i) => (
              <li key={i}>
                <LineLink line={d.line} onGoToLine={onGoToLine} /> <code>{d.message}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {done && !done.load.ok && (
        <p className="test-results__load">
          {t.loadError} <code>{done.load.message}</code>
          {done.load.line !== undefined && (
            <>
              {' '}
              (<LineLink line={done.load.line} onGoToLine={onGoToLine} />)
            </>
          )}
        </p>
      )}
      {done && <Logs logs={done.load.logs} truncated={done.load.logsTruncated} />}
      {done && (
        <ol className="test-list">
          {done.results.map((r) => (
            <TestItem key={r.index} result={r} onGoToLine={onGoToLine} />
          ))}
        </ol>
      )}
    </section>
  );
}
