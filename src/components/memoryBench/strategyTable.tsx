import type { ReactNode } from 'react';
import { strategyColor } from './charts';

/** One numeric column of a table by strategy: its heading, its cell, the field a test reads it by. */
export interface Column<R> {
  head: ReactNode;
  /** A heading's tooltip (what the column means, when the heading is short). */
  title?: string;
  /** `data-field` of the cells. */
  field?: string;
  /** The heading of the group of columns this one belongs to (a second header row holds the columns' own). */
  group?: string;
  cell(row: R): ReactNode;
}

function Swatch({ i }: { i: number }) {
  return <span className="mb-swatch" style={{ background: strategyColor(i) }} aria-hidden="true" />;
}

/**
 * The bench's tables: one row a strategy (its colour swatch and name), then numeric columns; a scrolling region
 * with its accessible name. Columns with a `group` sit under one group heading, the others span both header rows.
 */
export function StrategyTable<R extends { strategy: string }>({
  rows,
  columns,
  strategyHead,
  label,
  caption,
  testId,
  compact = false,
}: {
  rows: readonly R[];
  columns: readonly Column<R>[];
  strategyHead: string;
  label: string;
  caption: string;
  testId: string;
  compact?: boolean;
}) {
  const grouped = columns.some((c) => c.group !== undefined);
  const span = grouped ? 2 : undefined;
  const heads: ReactNode[] = [];
  columns.forEach((c, i) => {
    if (c.group === undefined)
      heads.push(
        <th scope="col" rowSpan={span} className="num" title={c.title} key={i}>
          {c.head}
        </th>,
      );
    else if (columns[i - 1]?.group !== c.group)
      heads.push(
        <th scope="colgroup" colSpan={columns.filter((d) => d.group === c.group).length} key={i}>
          {c.group}
        </th>,
      );
  });
  return (
    <div className="mb-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={compact ? 'mb-table mb-table--compact' : 'mb-table'} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={span}>
              {strategyHead}
            </th>
            {heads}
          </tr>
          {grouped && (
            <tr>
              {columns
                .filter((c) => c.group !== undefined)
                .map((c, i) => (
                  <th scope="col" className="num" title={c.title} key={i}>
                    {c.head}
                  </th>
                ))}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.strategy} data-strategy={r.strategy}>
              <th scope="row">
                <Swatch i={i} /> <code>{r.strategy}</code>
              </th>
              {columns.map((c, j) => (
                <td className="num" data-field={c.field} key={j}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
