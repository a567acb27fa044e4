import type { ComponentProps, ReactNode } from 'react';
import { CartesianGrid, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { GRID_PROPS } from '../kit/chartAxes';
import { COST_CHART_MARGIN } from './turnAxis';

/**
 * The frame the cost lab's line charts over turns share: the container at the chart's height, the margin, the
 * grid, the turn axis, a numeric cost axis and a tooltip that does not animate. Each chart gives its rows, its
 * axes' and tooltip's settings and its lines (`children`).
 */
export function TurnLineChart<Row extends { turn: number }>({
  rows,
  height,
  title,
  desc,
  xAxis,
  yAxis,
  tooltip,
  children,
}: {
  rows: Row[];
  height: number;
  title: string;
  desc: string;
  xAxis: ComponentProps<typeof XAxis>;
  yAxis: ComponentProps<typeof YAxis>;
  tooltip: ComponentProps<typeof Tooltip>;
  children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 720, height }}>
      <LineChart data={rows} margin={COST_CHART_MARGIN} title={title} desc={desc}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...xAxis} />
        <YAxis type="number" {...yAxis} />
        <Tooltip isAnimationActive={false} {...tooltip} />
        {children}
      </LineChart>
    </ResponsiveContainer>
  );
}
