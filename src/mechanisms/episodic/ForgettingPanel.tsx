import { PanelSection } from '../ui';
import { fmt, formatTime } from './format';
import { retentionOf } from './mechanism';
import type { M, Props } from './panelProps';

/** Each memory's retention, with buttons that advance the clock or forget now. */
export function ForgettingPanel({
  frame,
  scene,
  actions,
  playing,
  m,
  lang,
}: {
  frame: Props['frame'];
  scene: Props['scene'];
  actions: Props['actions'];
  playing: boolean;
  m: M;
  lang: string;
}) {
  const s = frame.state.s;
  const config = scene.config;
  const actions_ = new Map(s.buffer.all().map((e) => [e.id, e.action]));
  return (
    <PanelSection prefix="epi" title={m.forgetting} className="epi-forgetting">
      <p className="epi-clock">{m.now(formatTime(s.time, lang))}</p>
      <p>{m.forgetRule(fmt(config.forgetBelow, lang), fmt(config.mergeAbove, lang))}</p>
      <div className="epi-buttons">
        <button type="button" disabled={playing} onClick={() => actions.insertOp({ op: 'wait', hours: 24 })}>
          {m.advanceDay}
        </button>
        <button
          type="button"
          disabled={playing}
          onClick={() => actions.insertOp({ op: 'wait', hours: 24 * 7 })}
        >
          {m.advanceWeek}
        </button>
        <button type="button" disabled={playing} onClick={() => actions.insertOp({ op: 'forget' })}>
          {m.forgetNow}
        </button>
      </div>
      <ul className="epi-memories">
        {s.memories.map((x) => {
          const label = x.kind === 'episode' ? (actions_.get(x.id) ?? x.text) : x.text;
          const r = retentionOf(x, s.time, config.decay);
          const states: Record<typeof x.status, () => string> = {
            active: () => m.retention(fmt(r, lang)),
            merged: () => m.mergedInto(x.mergedInto ?? ''),
            forgotten: () => m.forgotten,
          };
          const state = states[x.status]();
          return (
            <li key={x.id} className={`epi-memory is-${x.status}`} data-id={x.id}>
              <span className="epi-id">{x.id}</span>{' '}
              <span className="epi-memory-text">{label.split('\n').filter(Boolean)[0]}</span>{' '}
              <span className="epi-badge">{state}</span>
              {x.status === 'active' ? (
                <span className="epi-retention" aria-hidden="true">
                  <span
                    style={{ width: `${r * 100}%` }}
                    data-below={r < config.forgetBelow ? 'true' : undefined}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}
