import type { ReactNode } from 'react';

/**
 * A table's head: one row of column headers (`th scope="col"`), in order. Shared by the panels' tables and the
 * pages' (the columns of a table are a list; each header is its label). Columns from `figuresFrom` on hold figures
 * (class `num`: aligned as their numbers are).
 */
export function ColumnHeads({
  labels,
  figuresFrom = labels.length,
}: {
  labels: readonly ReactNode[];
  figuresFrom?: number;
}) {
  return (
    <thead>
      <tr>
        {labels.map((label, column) => (
          <th scope="col" key={column} className={column >= figuresFrom ? 'num' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
