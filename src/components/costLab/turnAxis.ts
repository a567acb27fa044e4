import { bottomAxis } from '../kit/chartAxes';

/** The margin of the cost lab's line charts (room for the axes' titles). */
export const COST_CHART_MARGIN = { top: 20, right: 28, bottom: 30, left: 20 } as const;

/** The cost lab's horizontal axis: whole turns from `first` to the conversation's last turn. */
export function turnAxis(title: string, first: number, lastTurn: number) {
  return {
    dataKey: 'turn',
    type: 'number',
    domain: [first, Math.max(first + 1, lastTurn)],
    allowDecimals: false,
    ...bottomAxis(title, -18),
  } as const;
}
