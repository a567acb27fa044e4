/**
 * Code that lights up, as a cell shows it: which scene of a run the visualizer replays (for a cell with a line map,
 * the scene the map is written for), the lines of each tab that made the frame shown (src/cells/lines), and the
 * excerpt the visualizer shows of them (so they stay on screen in presentation mode). Pure: tested in node.
 */
import { linesForStep, type CellLineMap, type LitLine, type StepEvent, type Tab } from '../../cells/lines';
import type { CellDef } from '../../cells/types';
import type { MechanismScene } from '../../mechanisms/recorder';

/** What "Animate this output" plays: the run it was pressed for (its sequence number) and its scene. */
export interface Animation {
  seq: number;
  scene: MechanismScene | null;
}

/** The frame the visualizer shows, as the cell hears it (VisualizerProps' onFrame). */
export interface FrameShown {
  step: number;
  op: unknown;
  events: readonly unknown[];
}

/**
 * The scene "Animate this output" replays: for a cell with a line map, the scene the map is written for (its
 * mechanism and source), else the first scene of the mechanism the cell animates; null when the run made none.
 */
export function sceneToAnimate(
  cell: CellDef,
  scenes: readonly MechanismScene[],
  map: CellLineMap | undefined,
): MechanismScene | null {
  if (!cell.animate) return null;
  const mapped = map
    ? scenes.find((s) => s.mechanism === map.mechanism && s.source === map.source)
    : undefined;
  return mapped ?? scenes.find((s) => s.mechanism === cell.animate) ?? null;
}

const isStepOp = (op: unknown): op is { op: string } =>
  typeof op === 'object' && op !== null && typeof (op as { op?: unknown }).op === 'string';
const isEvent = (e: unknown): e is StepEvent =>
  typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string';

/** The lines of one tab that made the frame shown ([] with no frame, no map, or code that no longer holds them). */
export function litLines(
  map: CellLineMap | undefined,
  tab: Tab,
  source: string,
  frame: FrameShown | null,
): LitLine[] {
  if (!map || !frame || !isStepOp(frame.op)) return [];
  return linesForStep(map, tab, source, frame.step, frame.op, frame.events.filter(isEvent));
}

/** One line of an excerpt: its number, its text, and why it is lit (null: context). */
export interface ExcerptLine {
  line: number;
  text: string;
  lit: LitLine['kind'] | null;
}

/**
 * The lit lines with `context` lines around each; ranges that touch are merged, and each range is a list of lines
 * (the view puts "⋮" between two ranges). The range of the call comes first (the script's line that made the step,
 * at the top of a projected screen), then the others in the code's order (the lines inside the code it called).
 */
export function excerpt(source: string, lit: readonly LitLine[], context = 1): ExcerptLine[][] {
  if (lit.length === 0) return [];
  const lines = source.split('\n');
  const kinds = new Map(lit.map((l) => [l.line, l.kind]));
  const wanted = [...kinds.keys()].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const n of wanted) {
    const from = Math.max(1, n - context);
    const to = Math.min(lines.length, n + context);
    const last = ranges[ranges.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  }
  const parts = ranges.map(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({
      line: from + i,
      text: lines[from + i - 1] ?? '',
      lit: kinds.get(from + i) ?? null,
    })),
  );
  const call = parts.findIndex((r) => r.some((l) => l.lit === 'call'));
  return call <= 0 ? parts : [parts[call] as ExcerptLine[], ...parts.filter((_, i) => i !== call)];
}
