import { PanelSection } from '../ui';
import type { M } from './caption';
import { lastEvent, type Props } from './panelProps';

/** The last copy handed out next to what the store still holds. */
export function CopiesPanel({ p, m }: { p: Props; m: M }) {
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
            <pre>
              {JSON.stringify(
                p.frame.state.store.get(last.event.owner, last.event.key) ?? last.event.stored,
                null,
                2,
              )}
            </pre>
          </figure>
        </div>
      )}
    </PanelSection>
  );
}
