import type { ReactNode } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';

/** One row of a totals table: its name, then one figure per figure column (a test id where a test reads it). */
export interface TotalsRow {
  key: string;
  head: ReactNode;
  cells: readonly { value: ReactNode; testId?: string }[];
}

/**
 * The cost lab's totals table (a memory or series per row, its bills across): a scrollable region named by its
 * caption, the row names in the first column and every other column numeric.
 */
export function TotalsTable({
  caption,
  headColumn,
  figureColumns,
  rows,
}: {
  caption: string;
  headColumn: string;
  figureColumns: readonly string[];
  rows: readonly TotalsRow[];
}) {
  return (
    <div className="cl-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="cl-table">
        <caption>{caption}</caption>
        <ColumnHeads labels={[headColumn, ...figureColumns]} figuresFrom={1} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, i) => (
                <td key={i} className="num" data-testid={cell.testId}>
                  {cell.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
