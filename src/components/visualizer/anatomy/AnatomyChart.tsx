import { memo, useId, useMemo } from 'react';
import { ANATOMY_SECTIONS } from '../../../engine/compaction/context';
import { chartColumns, type AnatomySeries } from './series';

/** The drawing's own units: the SVG is stretched to the view's width. */
const W = 600;
const H = 200;
const COLUMNS = 600;

interface Scale {
  steps: number;
  top: number;
}

/** The chart's top: the largest request, or the limit when it is near enough to be drawn (within 1.5 times). */
export function chartTop(max: number, limit: number): number {
  return Math.max(1, max * 1.05, limit <= max * 1.5 ? limit * 1.05 : 0);
}

/** One closed path per section, stacked in reading order; a column per run of steps (see chartColumns). */
function stackedPaths(series: AnatomySeries, scale: Scale): { section: string; d: string }[] {
  const columns = chartColumns(series, COLUMNS);
  const n = series.computed;
  const lower = new Float64Array(columns.length);
  const xs = columns.map((_, c) => {
    const from = Math.floor((c * n) / columns.length);
    const to = Math.max(from + 1, Math.floor(((c + 1) * n) / columns.length));
    return [(from / scale.steps) * W, (to / scale.steps) * W] as const;
  });
  const y = (v: number) => (H - (v / scale.top) * H).toFixed(2);
  const out: { section: string; d: string }[] = [];
  for (const s of ANATOMY_SECTIONS) {
    if (columns.every((col) => col.values[s] === 0)) continue;
    const upper: string[] = [];
    const back: string[] = [];
    columns.forEach((col, c) => {
      const [x0, x1] = xs[c] as readonly [number, number];
      const lo = lower[c] as number;
      const hi = lo + col.values[s];
      upper.push(`${x0.toFixed(2)},${y(hi)}`, `${x1.toFixed(2)},${y(hi)}`);
      // Left to right here, reversed whole below: the outline comes back from the right along the lower edge.
      back.push(`${x0.toFixed(2)},${y(lo)}`, `${x1.toFixed(2)},${y(lo)}`);
      lower[c] = hi;
    });
    out.push({ section: s, d: `M${upper.join('L')}L${back.reverse().join('L')}Z` });
  }
  return out;
}

/**
 * The summary is hatched: its colour is close to the tool results' (both are the lab's warm browns in the light
 * theme), and chapter 6's requests are mostly those two, one above the other.
 */
/** The sections drawn hatched (their swatch too, in anatomy.css) rather than in their colour. */
export const HATCHED: ReadonlySet<string> = new Set(['summary']);
/** A section's colour, its CSS variable (light and dark in anatomy.css). */
export const sectionColour = (section: string) => `var(--anatomy-${section})`;

const Areas = memo(function Areas({
  series,
  scale,
  hatch,
}: {
  series: AnatomySeries;
  scale: Scale;
  /** The hatch pattern's id (unique per chart). */
  hatch: string;
  /** Changes as the series grows (the series object itself is filled in place). */
  version: number;
}) {
  const paths = stackedPaths(series, scale);
  return (
    <g>
      {paths.map((p) => (
        <path
          key={p.section}
          d={p.d}
          className="anatomy-area"
          data-section={p.section}
          style={{ fill: HATCHED.has(p.section) ? `url(#${hatch})` : sectionColour(p.section) }}
        />
      ))}
    </g>
  );
});

/**
 * The stacked chart: drawn once per series (and as it grows), the marker alone moves with the step. Its figures are
 * in the table beside it; the SVG says in words what it shows.
 */
export function AnatomyChart({
  series,
  version,
  step,
  limit,
  top,
  label,
  limitLabel,
}: {
  series: AnatomySeries;
  version: number;
  step: number;
  limit: number;
  /** Tokens at the top of the chart (see chartTop). */
  top: number;
  label: string;
  limitLabel: string;
}) {
  const limitShown = limit <= top;
  const scale = useMemo(() => ({ steps: Math.max(1, series.steps), top }), [series.steps, top]);
  const x = ((Math.min(step, series.steps - 1) + 0.5) / scale.steps) * W;
  const limitY = H - (limit / top) * H;
  const hatch = `anatomy-hatch-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className="anatomy-chart__svg"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className="anatomy-hatch__bg" />
          <rect width="3.5" height="6" className="anatomy-hatch__line" />
        </pattern>
      </defs>
      <rect x="0" y="0" width={W} height={H} className="anatomy-chart__bg" />
      <Areas series={series} scale={scale} hatch={hatch} version={version} />
      {limitShown && (
        <line x1="0" x2={W} y1={limitY} y2={limitY} className="anatomy-chart__limit">
          <title>{limitLabel}</title>
        </line>
      )}
      <line x1={x} x2={x} y1="0" y2={H} className="anatomy-chart__marker" data-step={step} />
    </svg>
  );
}
