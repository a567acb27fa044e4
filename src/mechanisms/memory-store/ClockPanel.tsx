import { PanelSection } from '../ui';
import { duration, hours, type M } from './caption';
import type { Props } from './panelProps';

/** How many hours the clock button advances. */
export const ADVANCE_HOURS = 6;

/** The store's clock and expiry rule, with buttons that advance it or purge. */
export function ClockPanel({ p, m }: { p: Props; m: M }) {
  const s = p.frame.state;
  return (
    <PanelSection prefix="ms" title={m.clock} className="ms-clock">
      <p className="ms-now">{m.now(hours(s.clock.now))}</p>
      <p>{m.expiryRule(duration(m, s.policy.expiresAfterMs))}</p>
      <div className="ms-buttons">
        <button
          type="button"
          disabled={p.playing}
          onClick={() => p.actions.insertOp({ op: 'wait', hours: ADVANCE_HOURS })}
        >
          {m.advance(ADVANCE_HOURS)}
        </button>
        <button type="button" disabled={p.playing} onClick={() => p.actions.insertOp({ op: 'purge' })}>
          {m.purge}
        </button>
      </div>
    </PanelSection>
  );
}
