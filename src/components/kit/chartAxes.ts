/**
 * The lab's chart furniture, shared by the cost lab and the memory bench: the grid, the axes' colours and their
 * titles. Props to spread on recharts' own elements (recharts reads its children's props, so these stay props, not
 * wrapper components).
 */

/** The background grid of every chart. */
export const GRID_PROPS = { stroke: 'var(--border)', strokeDasharray: '3 4' } as const;

const AXIS_LINE = { stroke: 'var(--muted)', tick: { fill: 'var(--muted)', fontSize: 12 } } as const;
const AXIS_TITLE = { fill: 'var(--muted)', fontSize: 13 } as const;

/** A horizontal axis: its colours and its title below it, `offset` pixels from the axis line. */
export function bottomAxis(title: string, offset: number) {
  return {
    ...AXIS_LINE,
    label: { value: title, position: 'insideBottom', offset, ...AXIS_TITLE },
  } as const;
}

/** A vertical axis: its colours and its title turned along its left side. */
export function leftAxis(title: string, offset: number) {
  return {
    ...AXIS_LINE,
    label: {
      value: title,
      angle: -90,
      position: 'insideLeft',
      offset,
      style: { textAnchor: 'middle' },
      ...AXIS_TITLE,
    },
  } as const;
}
