import { useMemo } from 'react';
import { pick } from '../../i18n/defineMessages';
import { useLang } from '../../i18n/useMessages';
import type { Lang } from '../../i18n/lang';
import type { StoreEntrySnapshot } from '../../engine/perUser/memoryStore';
import type { PanelsProps } from '../types';
import { PanelSection } from '../PanelSection';
import dict from './memoryStore.messages';
import { duration, eventText, hours, show, type M } from './caption';
import { HOUR_MS, ownersOf, type MemoryStoreSceneEvent, type MemoryStoreSceneState } from './mechanism';
import type { MemoryStoreConfig, Op, View } from './ops';
import './memoryStore.css';

type Props = PanelsProps<MemoryStoreConfig, MemoryStoreSceneState, Op, MemoryStoreSceneEvent>;

/** How many hours the clock button advances. */
export const ADVANCE_HOURS = 6;

/** The latest event of one type at or before the frame's step (scans back through the timeline's events). */
function lastEvent<T extends MemoryStoreSceneEvent['type']>(
  p: Props,
  type: T,
): { event: Extract<MemoryStoreSceneEvent, { type: T }>; step: number } | null {
  for (let i = p.frame.step; i >= 1; i--) {
    const events = i === p.frame.step ? p.frame.events : p.timeline.eventsAt(i);
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j];
      if (e?.type === type) return { event: e as Extract<MemoryStoreSceneEvent, { type: T }>, step: i };
    }
  }
  return null;
}

function OwnersPanel({ p, m }: { p: Props; m: M }) {
  const s = p.frame.state;
  const expiry = s.policy.expiresAfterMs;
  // The script's owners change with the script, not with the step: read once per script, not once per frame.
  const scriptOwners = useMemo(() => ownersOf(p.scene.ops), [p.scene.ops]);
  const byOwner = new Map<string, StoreEntrySnapshot[]>(scriptOwners.map((o) => [o, []]));
  for (const e of s.store.entries()) {
    const list = byOwner.get(e.owner);
    if (list) list.push(e);
    else byOwner.set(e.owner, [e]);
  }
  const touched = new Set(
    p.frame.events.flatMap((e) => ('owner' in e && 'key' in e && e.type !== 'refused' ? [`${e.owner}\u0000${e.key}`] : [])),
  );
  return (
    <PanelSection prefix="ms" title={m.owners} className="ms-owners">
      <div className="ms-columns">
        {[...byOwner].map(([owner, mine]) => {
          return (
            <div key={owner} className="ms-owner" data-owner={owner} role="group" aria-label={m.ownerColumn(owner)}>
              <h4 className="ms-owner-name">{owner}</h4>
              {mine.length === 0 ? (
                <p className="ms-empty">{m.empty}</p>
              ) : (
                <ul className="ms-entries">
                  {mine.map((e) => {
                    const left = e.writtenAt + expiry - s.clock.now;
                    const expired = left < 0;
                    // Fades during the last quarter of its life (never below 35% opacity, so it stays readable).
                    const fade = expired ? 1 : Math.min(1, left / (0.25 * expiry));
                    const opacity = expired ? 0.55 : 0.35 + 0.65 * fade;
                    return (
                      <li
                        key={e.key}
                        className={`ms-entry${expired ? ' is-expired' : ''}${touched.has(`${owner}\u0000${e.key}`) ? ' is-new' : ''}`}
                        data-key={e.key}
                        style={{ opacity }}
                      >
                        <span className="ms-key">{e.key}</span>
                        <code className="ms-value">{show(e.value)}</code>
                        {expired ? (
                          <span className="ms-expired-note">{m.expiredEntry}</span>
                        ) : expiry < 365 * 24 * HOUR_MS ? (
                          <span className="ms-left">
                            <meter min={0} max={expiry} value={left} aria-label={m.timeLeft(duration(m, left))} />
                            {m.timeLeft(duration(m, left))}
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
              <button
                type="button"
                className="ms-forget"
                disabled={p.playing}
                onClick={() => p.actions.insertOp({ op: 'forget', owner })}
              >
                {m.forgetMe(owner)}
              </button>
            </div>
          );
        })}
      </div>
    </PanelSection>
  );
}

function ResultPanel({ p, m }: { p: Props; m: M }) {
  const events = p.frame.events;
  return (
    <PanelSection prefix="ms" title={m.lastOp} className="ms-result">
      {p.frame.step === 0 ? (
        <p className="ms-empty">{m.nothingYet}</p>
      ) : events.length === 0 ? (
        <p>{m.purgedNone}</p>
      ) : (
        <ul className="ms-events">
          {events.map((e, i) => (
            <li key={i} className={`ms-event is-${e.type}`} data-event={e.type} data-reason={e.type === 'refused' ? e.reason : undefined}>
              <p>{eventText(m, e)}</p>
              {e.type === 'refused' && e.masked !== undefined ? (
                <p className="ms-masked">
                  {m.maskedLabel} <code>{e.masked}</code> <span className="ms-path">({m.where(e.path ?? 'value')})</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

function CopiesPanel({ p, m }: { p: Props; m: M }) {
  const last = lastEvent(p, 'copy');
  return (
    <PanelSection prefix="ms" title={m.copies} className="ms-copies">
      {last === null ? (
        <p className="ms-empty">{m.noCopy}</p>
      ) : !last.event.found ? (
        <p>{m.copyMissing(last.event.owner, last.event.key)}</p>
      ) : (
        <div className="ms-two">
          <figure className="ms-object is-copy" data-role="copy">
            <figcaption>{m.yourCopy}</figcaption>
            <pre>{JSON.stringify(last.event.copy, null, 2)}</pre>
          </figure>
          <figure className="ms-object is-stored" data-role="stored">
            <figcaption>{m.inStore}</figcaption>
            <pre>{JSON.stringify(p.frame.state.store.get(last.event.owner, last.event.key) ?? last.event.stored, null, 2)}</pre>
          </figure>
        </div>
      )}
    </PanelSection>
  );
}

function ClockPanel({ p, m }: { p: Props; m: M }) {
  const s = p.frame.state;
  return (
    <PanelSection prefix="ms" title={m.clock} className="ms-clock">
      <p className="ms-now">{m.now(hours(s.clock.now))}</p>
      <p>{m.expiryRule(duration(m, s.policy.expiresAfterMs))}</p>
      <div className="ms-buttons">
        <button type="button" disabled={p.playing} onClick={() => p.actions.insertOp({ op: 'wait', hours: ADVANCE_HOURS })}>
          {m.advance(ADVANCE_HOURS)}
        </button>
        <button type="button" disabled={p.playing} onClick={() => p.actions.insertOp({ op: 'purge' })}>
          {m.purge}
        </button>
      </div>
    </PanelSection>
  );
}

function PolicyPanel({ p, m, lang }: { p: Props; m: M; lang: Lang }) {
  const policy = p.frame.state.policy;
  const rows: [string, string][] = [
    [m.kept, policy.kept[lang]],
    [m.why, policy.why[lang]],
    [m.correction, policy.correction[lang]],
    [m.expiry, m.expiryRule(duration(m, policy.expiresAfterMs))],
    [m.refused, policy.refused[lang]],
  ];
  return (
    <PanelSection prefix="ms" title={m.policy} className="ms-policy">
      <dl className="ms-policy-lines">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </PanelSection>
  );
}

function AnswerPanel({ p, m }: { p: Props; m: M }) {
  const last = lastEvent(p, 'answered');
  if (last === null) {
    return (
      <PanelSection prefix="ms" title={m.answer} className="ms-answer">
        <p className="ms-empty">{m.noAnswer}</p>
      </PanelSection>
    );
  }
  const { owner, trace } = last.event;
  const episodes = p.frame.state.conversations[owner]?.episodes ?? [];
  const dropped = last.step === p.frame.step ? trace.dropped : [];
  return (
    <PanelSection prefix="ms" title={m.answer} className="ms-answer">
      <dl className="ms-question">
        <div>
          <dt>{m.asked}</dt>
          <dd>
            <code data-role="asked">{trace.asked}</code>
          </dd>
        </div>
        <div>
          <dt>{m.sent}</dt>
          <dd>
            <code data-role="sent">{trace.sent}</code> <span className="ms-note">({trace.rewritten ? m.rewrittenNote : m.sameNote})</span>
          </dd>
        </div>
        <div>
          <dt>{m.reply}</dt>
          <dd>{trace.answer}</dd>
        </div>
      </dl>
      <h4 className="ms-window-title">{m.window(owner)}</h4>
      <ol className="ms-window" aria-label={m.window(owner)}>
        {dropped.map((e, i) => (
          <li key={`d${i}`} className="ms-slot is-dropped" data-role="dropped">
            <span className="ms-note">{m.droppedLabel}</span> <s>{e.question}</s>
          </li>
        ))}
        {Array.from({ length: 5 }, (_, i) => {
          const e = episodes[i];
          return (
            <li key={i} className={`ms-slot${e ? '' : ' is-empty'}${e && i === episodes.length - 1 && last.step === p.frame.step ? ' is-new' : ''}`}>
              {e ? e.question : m.slotEmpty}
            </li>
          );
        })}
      </ol>
    </PanelSection>
  );
}

const SHOWN: Record<View, readonly string[]> = {
  all: ['result', 'owners', 'copies', 'clock', 'answer', 'policy'],
  owners: ['result', 'owners', 'policy'],
  refusal: ['result', 'owners', 'policy'],
  copies: ['copies', 'result', 'owners'],
  expiry: ['clock', 'owners', 'result'],
  answer: ['answer', 'owners'],
};

export function Panels(p: Props) {
  const lang = useLang();
  const m = pick(dict, lang);
  const shown = SHOWN[p.scene.config.view];
  return (
    <div className="ms-stage" data-view={p.scene.config.view}>
      {shown.map((name) => {
        switch (name) {
          case 'result':
            return <ResultPanel key={name} p={p} m={m} />;
          case 'owners':
            return <OwnersPanel key={name} p={p} m={m} />;
          case 'copies':
            return <CopiesPanel key={name} p={p} m={m} />;
          case 'clock':
            return <ClockPanel key={name} p={p} m={m} />;
          case 'answer':
            return <AnswerPanel key={name} p={p} m={m} />;
          default:
            return <PolicyPanel key={name} p={p} m={m} lang={lang} />;
        }
      })}
    </div>
  );
}
