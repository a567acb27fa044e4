import { useMemo, type CSSProperties } from 'react';
import type { StoreEntrySnapshot } from '../../engine/perUser/memoryStore';
import { Heading, PanelSection } from '../ui';
import { duration, show, type M } from './caption';
import { HOUR_MS, ownersOf } from './mechanism';
import type { Props } from './panelProps';

/** One column per owner: its entries, how long each has left, and its "forget me" button. */
export function OwnersPanel({ p, m }: { p: Props; m: M }) {
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
    p.frame.events.flatMap((e) =>
      'owner' in e && 'key' in e && e.type !== 'refused' ? [`${e.owner}\u0000${e.key}`] : [],
    ),
  );
  return (
    <PanelSection prefix="ms" title={m.owners} className="ms-owners">
      <div className="ms-columns">
        {[...byOwner].map(([owner, mine]) => {
          return (
            <div
              key={owner}
              className="ms-owner"
              data-owner={owner}
              role="group"
              aria-label={m.ownerColumn(owner)}
            >
              <Heading sub={2} className="ms-owner-name">
                {owner}
              </Heading>
              {mine.length === 0 ? (
                <p className="ms-empty">{m.empty}</p>
              ) : (
                <ul className="ms-entries">
                  {mine.map((e) => {
                    const left = e.writtenAt + expiry - s.clock.now;
                    const expired = left < 0;
                    // Its colour fades during the last quarter of its life; the text keeps its contrast (a fading
                    // entry is still read, and its note says how long it has left).
                    const fade = expired ? 0 : Math.min(1, left / (0.25 * expiry));
                    return (
                      <li
                        key={e.key}
                        className={`ms-entry${expired ? ' is-expired' : ''}${touched.has(`${owner}\u0000${e.key}`) ? ' is-new' : ''}`}
                        data-key={e.key}
                        style={{ '--ms-fade': `${Math.round(100 * (0.25 + 0.75 * fade))}%` } as CSSProperties}
                      >
                        <span className="ms-key">{e.key}</span>
                        <code className="ms-value">{show(e.value)}</code>
                        {expired ? (
                          <span className="ms-expired-note">{m.expiredEntry}</span>
                        ) : expiry < 365 * 24 * HOUR_MS ? (
                          <span className="ms-left">
                            <meter
                              min={0}
                              max={expiry}
                              value={left}
                              aria-label={m.timeLeft(duration(m, left))}
                            />
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
