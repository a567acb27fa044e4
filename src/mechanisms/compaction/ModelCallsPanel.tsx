import { PanelSection } from '../ui';
import type { AgentCallRecord } from './agentTurn';
import type { CompactionState } from './mechanism';
import type { M } from './caption';

const kindOf = (r: AgentCallRecord) =>
  r.call.error !== null ? 'error' : r.output === null ? 'waiting' : r.scripted ? 'scripted' : 'other';

const firstLine = (t: string) => {
  const line = t.split('\n')[0] ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

/**
 * "Your model's tool calls": each call the learner's model made, at which step, and what the scene's executor
 * returned: the script's result, the tool's empty answer, or the tool's error (a refused call).
 */
export function ModelCallsPanel({ m, s }: { m: M; s: CompactionState }) {
  const records = [...s.modelCalls, ...(s.pending?.records ?? [])];
  return (
    <PanelSection prefix="cmp" title={m.modelCallsTitle} className="cmp-model-calls">
      {records.length === 0 ? (
        <p className="cmp-muted">{m.modelCallsNone}</p>
      ) : (
        <ol className="cmp-calls" aria-label={m.modelCallsTitle} tabIndex={0}>
          {records.map((r, i) => {
            const kind = kindOf(r);
            return (
              <li
                key={`${r.step}-${i}`}
                data-kind={kind}
                className={kind === 'error' ? 'is-error' : undefined}
              >
                <code>{r.call.text}</code> <span className="cmp-muted cmp-small">({m.atStep(r.step)})</span>{' '}
                <span className="cmp-call__kind">{m.callKinds(kind)}</span>
                {kind === 'error' && r.call.error !== null && (
                  <span className="cmp-call__output">{r.call.error}</span>
                )}
                {kind === 'other' && r.output !== null && (
                  <span className="cmp-call__output cmp-muted">{firstLine(r.output)}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}
