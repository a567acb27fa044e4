import { pick } from '../../i18n/defineMessages';
import { saidButNotDone } from '../../engine/selfManaged/saidNotDone';
import { PanelSection } from '../ui';
import type { PanelsProps } from '../types';
import type { SelfManagedEvent, SelfManagedState } from './mechanism';
import type { Op, SelfManagedConfig } from './ops';
import dict from './selfManaged.messages';
import './selfManaged.css';

export type Props = PanelsProps<SelfManagedConfig, SelfManagedState, Op, SelfManagedEvent>;

const args = (a: unknown): string => {
  const s = typeof a === 'string' ? a : JSON.stringify(a);
  return s === undefined ? '' : s.length > 160 ? `${s.slice(0, 159)}…` : s;
};

/** The blocks, the tool calls, the write path's history, and what was said but not done. */
export function Panels(p: Props) {
  const m = pick(dict, p.lang);
  const s = p.frame.state;
  const findings = saidButNotDone(s.transcript);
  const history = s.path.history();
  const current = s.path.current();
  return (
    <div className="panel-stage sm-stage">
      <PanelSection prefix="sm" title={m.blocks} className="sm-blocks">
        {s.blocks.blocks.map((b) => (
          <figure key={b.label} className="sm-block" data-label={b.label}>
            <figcaption>
              <strong>{b.label}</strong> <span className="sm-muted">{m.chars(b.value.length, b.limit)}</span>
            </figcaption>
            <meter
              min={0}
              max={b.limit}
              value={b.value.length}
              aria-label={m.chars(b.value.length, b.limit)}
            />
            <p className="sm-muted">{b.description}</p>
            <pre>{b.value === '' ? m.emptyBlock : b.value}</pre>
          </figure>
        ))}
      </PanelSection>
      <PanelSection prefix="sm" title={m.toolCalls} className="sm-calls">
        {s.calls.length === 0 ? (
          <p className="sm-muted">{m.noCalls}</p>
        ) : (
          <ol aria-label={m.toolCalls} className="sm-call-list">
            {s.calls.map((c, i) => (
              <li key={i} className={c.ok ? 'sm-call' : 'sm-call is-error'} data-step={c.step}>
                <code>{c.name}</code> <code className="sm-args">{args(c.arguments)}</code>
                {c.reason !== null && <span className="sm-reason"> {m.reason(c.reason)}</span>}
                <div className="sm-output">{c.ok ? c.output : m.error(c.output)}</div>
              </li>
            ))}
          </ol>
        )}
      </PanelSection>
      <PanelSection prefix="sm" title={m.history} className="sm-history">
        <p className="sm-muted">{m.design(s.config.design)}</p>
        {history.length === 0 ? (
          <p className="sm-muted">{m.noHistory}</p>
        ) : (
          <ul className="sm-history-list">
            {history.map((h, i) => (
              <li key={i} data-event={h.event}>
                {m.historyRow(h.memoryId, h.event, h.oldText ?? m.nothing, h.newText ?? m.nothing, h.at)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <strong>{m.believed}</strong>{' '}
          {current.length === 0 ? m.nothing : current.map((r) => `${r.key}: ${r.value}`).join(' · ')}
        </p>
      </PanelSection>
      <PanelSection prefix="sm" title={m.saidNotDone} className="sm-said">
        {findings.length === 0 ? (
          <p className="sm-muted">{m.noFinding}</p>
        ) : (
          <ul>
            {findings.map((f, i) => (
              <li key={i}>
                {f.type === 'claim-without-call'
                  ? m.claimWithoutCall(f.turn + 1, f.excerpt, f.action === 'save' ? m.save : m.forget)
                  : m.callWithoutClaim(f.turn + 1, f.call.name)}
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}
