import { ColumnHeads, PanelSection } from '../ui';
import type { FactReport, FactStatus } from '../../engine/compaction/context';
import type { CompactionState } from './mechanism';
import type { M } from './caption';

const STATUSES: readonly FactStatus[] = ['context', 'storage', 'unauditable', 'gone'];

function statusOf(r: FactReport, id: string): FactStatus | null {
  return STATUSES.find((k) => r[k].includes(id)) ?? null;
}

/**
 * "What compaction dropped": after the last compaction or clearing, each planted fact before and after it: still in
 * the context, moved to storage (a tool can bring it back), unauditable (inside an opaque summary), or gone.
 */
export function DroppedPanel({ m, s, title }: { m: M; s: CompactionState; title?: string }) {
  const last = s.last;
  const moves = last?.event.facts;
  const value = new Map(s.facts.map((f) => [f.id, f.value]));
  return (
    <PanelSection prefix="cmp" title={title ?? m.dropped} className="cmp-dropped">
      {!last || !moves ? (
        <p className="cmp-muted">{m.noDrop}</p>
      ) : (
        <>
          <p>
            {last.event.type === 'compaction'
              ? m.lastOp(
                  last.step,
                  'compaction',
                  m.styles(last.event.style).toLowerCase(),
                  last.event.replaced.length,
                  last.event.tokensBefore,
                  last.event.tokensAfter,
                )
              : m.lastOp(
                  last.step,
                  'clearing',
                  '',
                  last.event.cleared.length,
                  last.event.tokensBefore,
                  last.event.tokensAfter,
                )}
          </p>
          <p>
            {m.counts(
              moves.after.context.length,
              moves.after.storage.length,
              moves.after.unauditable.length,
              moves.after.gone.length,
            )}
          </p>
          <table className="cmp-facts">
            <ColumnHeads labels={[m.factCol, m.valueCol, m.beforeCol, m.afterCol]} />
            <tbody>
              {STATUSES.flatMap((k) => moves.after[k]).map((id) => {
                const after = statusOf(moves.after, id) ?? 'gone';
                const before = statusOf(moves.before, id) ?? 'gone';
                return (
                  <tr key={id} data-status={after} data-changed={before !== after}>
                    <th scope="row">{id}</th>
                    <td>
                      <code>{value.get(id)}</code>
                    </td>
                    <td>{m.status(before)}</td>
                    <td className="cmp-status">{m.status(after)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {s.context.summary?.opaque && moves.after.gone.length > 0 && (
            <p className="cmp-muted cmp-small">{m.opaqueNote}</p>
          )}
        </>
      )}
    </PanelSection>
  );
}
