import { PanelSection } from '../ui';
import { eventText, type M } from './caption';
import type { Props } from './panelProps';

/** What the step's operation did, refusals with the masked value. */
export function ResultPanel({ p, m }: { p: Props; m: M }) {
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
            <li
              key={i}
              className={`ms-event is-${e.type}`}
              data-event={e.type}
              data-reason={e.type === 'refused' ? e.reason : undefined}
            >
              <p>{eventText(m, e)}</p>
              {e.type === 'refused' && e.masked !== undefined ? (
                <p className="ms-masked">
                  {e.reason === 'instruction' ? m.instructionLabel : m.maskedLabel} <code>{e.masked}</code>{' '}
                  <span className="ms-path">({m.where(e.path ?? 'value')})</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
