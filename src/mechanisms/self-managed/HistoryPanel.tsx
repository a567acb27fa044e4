import { memo, useState } from 'react';
import type { HistoryEntry, MemoryRecord, WritePath } from '../../engine/selfManaged/writePath';
import { ColumnHeads, PanelSection, RangeField } from '../ui';
import type { M } from './caption';

const LATEST = 40;

/** A record's two dates, as the slider lists it (bitemporal design). */
function datesOf(m: M, r: MemoryRecord): string {
  return m.dates(r.validFrom, r.validTo, r.learnedAt, r.invalidatedAt);
}

/**
 * "What did the agent believe on this date" (bitemporal design): a turn picked on a slider, the facts the agent held
 * then (learned by that turn, not yet invalidated), and the facts true then as the agent knows now (valid time).
 */
function BeliefSlider({ m, path, now }: { m: M; path: WritePath; now: number }) {
  const [picked, setPicked] = useState<number | null>(null);
  const at = Math.min(picked ?? now, now);
  const records = new Map(path.all().map((r) => [r.id, r]));
  const believed = path.believedAt(at);
  const trueThen = path.trueAt(at);
  return (
    <div className="sm-belief">
      <RangeField
        label={<strong>{m.believedOn}</strong>}
        value={at}
        min={0}
        max={now}
        step={1}
        valueText={m.turn(at)}
        onChange={setPicked}
        outputClassName="sm-belief-at"
      />
      <p className="sm-muted">{m.believedOnHelp}</p>
      <ul className="sm-belief-list" aria-label={m.believedAtList(at)}>
        {believed.length === 0 ? (
          <li>{m.nothingBelieved}</li>
        ) : (
          believed.map((b) => {
            const r = records.get(b.id);
            return (
              <li key={b.id}>
                <code>
                  {b.key}: {b.value}
                </code>{' '}
                {r && <span className="sm-muted">{datesOf(m, r)}</span>}
              </li>
            );
          })
        )}
      </ul>
      <p>
        <strong>{m.trueAt(at)}</strong>{' '}
        {trueThen.length === 0 ? m.nothing : trueThen.map((r) => `${r.key}: ${r.value}`).join(' · ')}
      </p>
    </div>
  );
}

/** One history entry as a row. Entries are frozen and shared by every later frame: a row redraws when it enters. */
const HistoryRow = memo(function HistoryRow({ h, m }: { h: Readonly<HistoryEntry>; m: M }) {
  return (
    <tr data-event={h.event} data-memory={h.memoryId}>
      <th scope="row">{h.memoryId}</th>
      <td>
        <code>{h.event}</code>
        {h.replacedBy !== undefined && <span className="sm-muted"> {m.replacedBy(h.replacedBy)}</span>}
      </td>
      {/* The column's name again, shown above the text when a phone stacks the row (selfManaged.css). */}
      <td data-label={m.colOld}>{h.oldText ?? m.nothing}</td>
      <td data-label={m.colNew}>{h.newText ?? m.nothing}</td>
      <td>{m.turn(h.at)}</td>
    </tr>
  );
});

/** The write path's history, memory by memory (old text, new text, event, when), and what the agent believes. */
export function HistoryPanel({ m, path, now }: { m: M; path: WritePath; now: number }) {
  const total = path.historyLength;
  // The latest entries only (see SHOWN_LATEST in Panels.tsx): a long scene writes thousands.
  const first = Math.max(0, total - LATEST);
  const history = path.latestHistory(LATEST).map((h, i) => ({ h, n: first + i }));
  // Memory by memory, each in the order written; memories in the order they first appear.
  const order = [...new Set(history.map(({ h }) => h.memoryId))];
  const rows = order.flatMap((id) => history.filter(({ h }) => h.memoryId === id));
  const current = path.current();
  return (
    <PanelSection prefix="sm" title={m.history} className="sm-history">
      <p className="sm-muted">{m.design(path.design)}</p>
      {rows.length === 0 ? (
        <p className="sm-muted">{m.noHistory}</p>
      ) : (
        <div className="sm-table-wrap">
          <table className="sm-history-table">
            <ColumnHeads labels={[m.colMemory, m.colEvent, m.colOld, m.colNew, m.colWhen]} />
            <tbody>
              {rows.map(({ h, n }) => (
                <HistoryRow key={n} h={h} m={m} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > LATEST && <p className="sm-muted">{m.earlier(total - LATEST)}</p>}
      <p>
        <strong>{m.believed}</strong>{' '}
        {current.length === 0 ? m.nothing : current.map((r) => `${r.key}: ${r.value}`).join(' · ')}
      </p>
      {path.design === 'bitemporal' && <BeliefSlider m={m} path={path} now={now} />}
    </PanelSection>
  );
}
