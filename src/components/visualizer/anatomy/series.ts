/**
 * The request's split by section over every step of a scene, for the "Context anatomy" chart. The scene is run once
 * more, forward, apart from the timeline the panels read (whose frames are cached a few at a time): each operation
 * is applied once and the step's request counted at once, with a counter that remembers each text (a window's
 * messages come back at every step). The run is cut into slices so a 10,000-step scene never holds the page: the
 * caller gives each slice a time budget. Plain TypeScript, tested in Node.
 */
import {
  ANATOMY_SECTIONS,
  sectionTokens,
  type Anatomy,
  type AnatomySection,
  type RequestParts,
  type TextCounter,
} from '../../../engine/compaction/context';
import type { Frame, Scene } from '../../../engine/scene';
import { emptyTake, isNeedsAnswer, takeEnv } from '../../../engine/scene/take';
import type { AnyMechanism } from '../../../mechanisms/types';

export interface AnatomySeries {
  /** Steps the scene has (operations + 1). */
  steps: number;
  /** Steps counted so far, from step 0. */
  computed: number;
  /** Tokens of each section at each step. */
  values: Record<AnatomySection, Float64Array>;
  total: Float64Array;
  /** The largest request so far and its step. */
  max: number;
  maxStep: number;
  /** Set when a step waits for a model's answer the scene's take lacks: the series stops before it. */
  blockedAt: number | null;
  done: boolean;
}

export interface SeriesBuilder {
  series: AnatomySeries;
  /** Counts steps until `deadline()` says stop (checked every few steps) or the scene ends; true when done. */
  advance(deadline: () => boolean): boolean;
}

type Anatomize = (frame: Frame<unknown, unknown, unknown>, scene: Scene<unknown, unknown>) => RequestParts;

export function seriesBuilder(
  mechanism: AnyMechanism,
  scene: Scene<unknown, unknown>,
  count: TextCounter,
): SeriesBuilder {
  const anatomize = mechanism.anatomy as Anatomize | undefined;
  if (!anatomize) throw new Error(`mechanism ${mechanism.id} has no anatomy`);
  const ops = scene.ops;
  const steps = ops.length + 1;
  const values = Object.fromEntries(ANATOMY_SECTIONS.map((s) => [s, new Float64Array(steps)])) as Record<
    AnatomySection,
    Float64Array
  >;
  const series: AnatomySeries = {
    steps,
    computed: 0,
    values,
    total: new Float64Array(steps),
    max: 0,
    maxStep: 0,
    blockedAt: null,
    done: false,
  };
  // The same environment the timeline gives: the scene's take answers its model hooks.
  let state: unknown = mechanism.initial(scene.config, takeEnv(scene.take ?? emptyTake()));
  const record = (frame: Frame<unknown, unknown, unknown>) => {
    const a = sectionTokens(anatomize(frame, scene), count);
    const i = frame.step;
    for (const s of ANATOMY_SECTIONS) values[s][i] = a[s];
    series.total[i] = a.total;
    if (a.total > series.max) {
      series.max = a.total;
      series.maxStep = i;
    }
    series.computed = i + 1;
  };
  record({ step: 0, op: null, events: [], state });
  const finish = () => {
    series.done = true;
    return true;
  };
  return {
    series,
    advance(deadline) {
      if (series.done) return true;
      for (let k = 0; series.computed < steps; k++) {
        if ((k & 15) === 15 && deadline()) return false;
        const step = series.computed;
        const op = ops[step - 1];
        let out: { state: unknown; events: unknown[] };
        try {
          out = mechanism.apply(state, op);
        } catch (e) {
          if (!isNeedsAnswer(e)) throw e;
          series.blockedAt = step;
          return finish();
        }
        state = out.state;
        record({ step, op, events: out.events, state });
      }
      return finish();
    },
  };
}

/** The request of one frame by section (the table's figures). */
export function frameAnatomy(
  mechanism: AnyMechanism,
  frame: Frame<unknown, unknown, unknown>,
  scene: Scene<unknown, unknown>,
  count: TextCounter,
): Anatomy | null {
  const anatomize = mechanism.anatomy as Anatomize | undefined;
  return anatomize ? sectionTokens(anatomize(frame, scene), count) : null;
}

/** The split of one step the series has counted. */
export function seriesAt(series: AnatomySeries, step: number): Anatomy {
  const a = { total: series.total[step] as number } as Anatomy;
  for (const s of ANATOMY_SECTIONS) a[s] = series.values[s][step] as number;
  return a;
}

/** One column of the chart: the step it shows (the largest request among the steps it covers) and its split. */
export interface ChartColumn {
  step: number;
  values: Record<AnatomySection, number>;
}

/**
 * At most `columns` columns over the computed steps: each covers a run of consecutive steps and shows the one whose
 * request is largest, so a peak is never averaged away. A 10,000-step scene draws as many points as the chart has
 * pixels, not 10,000.
 */
export function chartColumns(series: AnatomySeries, columns: number): ChartColumn[] {
  const n = series.computed;
  const width = Math.max(1, Math.min(n, Math.floor(columns)));
  const out: ChartColumn[] = [];
  for (let c = 0; c < width; c++) {
    const from = Math.floor((c * n) / width);
    const to = Math.max(from + 1, Math.floor(((c + 1) * n) / width));
    let best = from;
    for (let i = from + 1; i < to; i++)
      if ((series.total[i] as number) > (series.total[best] as number)) best = i;
    const v = {} as Record<AnatomySection, number>;
    for (const s of ANATOMY_SECTIONS) v[s] = series.values[s][best] as number;
    out.push({ step: best, values: v });
  }
  return out;
}
