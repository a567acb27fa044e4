import { memo } from 'react';
import { pick } from '../../i18n/defineMessages';
import type { Lang } from '../../i18n/lang';
import { saidButNotDone } from '../../engine/selfManaged/saidNotDone';
import { PanelSection } from '../ui';
import type { PanelsProps } from '../types';
import type { M } from './caption';
import { HistoryPanel } from './HistoryPanel';
import type { CallRecord, SelfManagedEvent, SelfManagedState } from './mechanism';
import type { Op, SelfManagedConfig } from './ops';
import dict from './selfManaged.messages';
import { callWhyText } from './reasons';
import './selfManaged.css';

export type Props = PanelsProps<SelfManagedConfig, SelfManagedState, Op, SelfManagedEvent>;

const args = (a: unknown): string => {
  const s = typeof a === 'string' ? a : JSON.stringify(a);
  return s === undefined ? '' : s.length > 160 ? `${s.slice(0, 159)}…` : s;
};

/**
 * What a successful call returned, in the reader's language: the tools' results are English (what the model reads),
 * so the ones the lab writes itself are said again here; search results are the stored texts, shown as they are.
 */
function output(m: M, c: CallRecord): string {
  if (c.block) return m.blockNow(c.block.label, c.block.after.length, c.block.limit);
  const inserted = /^Inserted passage (\S+)\.$/.exec(c.output);
  if (inserted) return m.inserted(inserted[1] as string);
  return c.output === 'No results.' ? m.noResults : c.output;
}

/**
 * The latest calls and history entries drawn (a long scene holds thousands: drawing them all made a step take a
 * quarter of a second in Chromium on a 1,000-turn scene); the earlier ones are counted.
 */
export const SHOWN_LATEST = 40;

/**
 * One call as listed. A record never changes once made and every later frame shares it, so an item keyed by the
 * call's number redraws only when it enters the list: a step adds a call or two instead of rewriting forty items.
 */
const CallItem = memo(function CallItem({ c, m, lang }: { c: CallRecord; m: M; lang: Lang }) {
  return (
    <li className={c.ok ? 'sm-call' : 'sm-call is-error'} data-step={c.step}>
      <code>{c.name}</code> <code className="sm-args">{args(c.arguments)}</code>
      {c.why !== null && <span className="sm-reason"> {m.reason(callWhyText(c.why, lang))}</span>}
      <div className="sm-output">{c.ok ? output(m, c) : m.error(c.output)}</div>
    </li>
  );
});

/** The blocks, the tool calls, the write path's history, and what was said but not done. */
export function Panels(p: Props) {
  const m = pick(dict, p.lang);
  const s = p.frame.state;
  const findings = saidButNotDone(s.transcript);
  const firstShown = Math.max(0, s.calls.length - SHOWN_LATEST);
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
          <ol aria-label={m.toolCalls} className="sm-call-list" start={firstShown + 1}>
            {s.calls.slice(firstShown).map((c, i) => (
              <CallItem key={firstShown + i} c={c} m={m} lang={p.lang} />
            ))}
          </ol>
        )}
        {s.calls.length > SHOWN_LATEST && (
          <p className="sm-muted">{m.earlier(s.calls.length - SHOWN_LATEST)}</p>
        )}
      </PanelSection>
      <HistoryPanel m={m} path={s.path} now={p.frame.step} />
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
