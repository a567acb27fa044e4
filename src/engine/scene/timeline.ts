/**
 * The scene contract: what every steppable mechanism of the lab is, seen from playback.
 *
 * A scene is plain data: a validated configuration plus a script of operations. Playback steps through the
 * script; frame i is the mechanism's state after ops[0..i-1], with the events op i-1 caused. Playback, the
 * scrubber, the keyboard, presentation mode, permalinks and compare mode know only this interface (and the UI
 * side in `src/mechanisms/types.ts`), never one mechanism.
 *
 * Pure TypeScript: no React, no DOM. Implementations live in `src/mechanisms/<id>/` and are registered once in
 * `src/mechanisms/registry.ts`.
 */

import { emptyTake, isNeedsAnswer, takeEnv, type SceneEnv, type Take, type TakeRequest } from './take';
import { accept, refuse, type Checked, type Problem } from './checked';

// ------------------------------------------------------------------ the mechanism

/** What one operation did: the state after it and the events it caused (in the order they happened). */
export interface Applied<State, Event> {
  state: State;
  events: Event[];
}

/**
 * How exact step back is obtained.
 * - `every: 1` (cheap clone, e.g. copy-on-write logs): a clone per step, taken lazily as frames are asked for.
 * - `every: k > 1` (clone is not cheap, e.g. a graph): a clone every k steps; a frame between two checkpoints
 *   is rebuilt by cloning the checkpoint before it and re-applying the ops in between (at most k-1).
 * A pure mechanism whose `apply` never mutates may use `clone: (s) => s` and `every: 1`.
 */
export interface SnapshotStrategy<State> {
  /** An independent copy: applying ops to the copy never changes the original (and vice versa). */
  clone(state: State): State;
  every: number;
}

export interface Mechanism<Config, State, Op, Event> {
  /** Stable id, used in preset names and permalinks: 'agent-memory', 'memory-store', 'episodic'... */
  readonly id: string;
  /** Longest script accepted (a link with more operations is refused before anything runs). */
  readonly maxOps: number;
  /** Parses an untrusted configuration (a link, a saved scene). Never throws. */
  validateConfig(raw: unknown): Checked<Config>;
  /** Parses one untrusted operation; `at` is its index, for the problem's field ('ops[3].id'). Never throws. */
  validateOp(raw: unknown, at: number): Checked<Op>;
  /** Optional whole-script checks once every op is valid (e.g. a message id used twice). */
  validateScript?(ops: readonly Op[]): Problem | null;
  /**
   * The state before any operation. `env` answers the scene's model hooks from its take (src/engine/take.ts);
   * a mechanism with hooks keeps it in its state and consults it only in its "your model" mode.
   */
  initial(config: Config, env?: SceneEnv): State;
  /**
   * Applies one operation. It MAY mutate `state` (and return it): the timeline only ever hands it a state
   * it owns, and takes snapshots with `snapshots.clone`. It must be deterministic: the same config and ops
   * give the same frames, so step back and permalinks are exact. A refused operation is an event (the
   * class reads why), not an exception.
   */
  apply(state: State, op: Op): Applied<State, Event>;
  readonly snapshots: SnapshotStrategy<State>;
}

/** Parses a whole untrusted script: a list of at most `maxOps` valid ops, then the whole-script checks. */
export function validateScript<Op>(
  m: Pick<Mechanism<unknown, unknown, Op, unknown>, 'maxOps' | 'validateOp' | 'validateScript'>,
  raw: unknown,
): Checked<Op[]> {
  if (!Array.isArray(raw)) return refuse('ops', 'not a list');
  if (raw.length > m.maxOps) return refuse('ops', `more than ${m.maxOps} operations`);
  const ops: Op[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const r = m.validateOp(raw[i], i);
    if (!r.ok) return r;
    ops.push(r.value);
  }
  const problem = m.validateScript?.(ops) ?? null;
  return problem ? { ok: false, problem } : accept(ops);
}

// ------------------------------------------------------------------ frames and timelines

export interface Frame<State, Op, Event> {
  /** 0 (nothing applied) .. ops.length. */
  step: number;
  /** The operation of this step (null at step 0). */
  op: Op | null;
  /** The events that operation caused. */
  events: Event[];
  /** The mechanism's state after it. Read it, never mutate it (frames are shared with the view). */
  state: State;
}

/**
 * Every frame of a script, computed lazily: asking for frame i applies the ops up to i once (the events of
 * every step are kept), keeps checkpoints per the mechanism's strategy, and materializes only the frames
 * asked for (a few recent ones are cached, so scrubbing back and forth near a step is cheap).
 */
export interface Timeline<State, Op, Event> {
  readonly ops: readonly Op[];
  /** ops.length + 1 frames. */
  readonly length: number;
  /** Frame i, clamped to 0..ops.length. */
  frame(i: number): Frame<State, Op, Event>;
  /** The events of step i without materializing its state (empty for step 0). */
  eventsAt(i: number): readonly Event[];
  /**
   * Whether a step up to i waits for an answer the take does not hold: that step and every later one are not
   * computed (frame(j) for j >= blocked.step gives frame blocked.step - 1). Null when steps 0..i all ran.
   */
  blockedAt(i: number): TimelineBlock | null;
}

/** A step that stopped because it needs a model's answer that is not in the take yet. */
export interface TimelineBlock {
  /** The step that could not be applied (1..ops.length). */
  step: number;
  request: TakeRequest;
}

export interface TimelineOptions {
  /** Materialized frames kept (default 8). */
  cacheSize?: number;
  /** The scene's recorded model answers (default: an empty take). */
  take?: Take | null;
}

export function buildTimeline<Config, State, Op, Event>(
  mechanism: Mechanism<Config, State, Op, Event>,
  config: Config,
  ops: readonly Op[],
  options: TimelineOptions = {},
): Timeline<State, Op, Event> {
  const { clone } = mechanism.snapshots;
  const every = Math.max(1, Math.trunc(mechanism.snapshots.every));
  const cacheSize = Math.max(2, options.cacheSize ?? 8);

  // The live state runs forward; checkpoints[j] is a clone of the state after step j*every.
  const env = takeEnv(options.take ?? emptyTake());
  let live = mechanism.initial(config, env);
  let liveStep = 0;
  const checkpoints: State[] = [clone(live)];
  const events: Event[][] = [[]];
  const cache = new Map<number, Frame<State, Op, Event>>();
  let blocked: TimelineBlock | null = null;

  // Steps before liveStep ran already without asking for anything new: replaying them from a checkpoint is exact.
  const replayFromCheckpoint = (to: number): State => {
    const base = Math.floor(to / every);
    let s = clone(checkpoints[base] as State);
    for (let k = base * every; k < to; k += 1) s = mechanism.apply(s, ops[k] as Op).state;
    return s;
  };

  const advanceTo = (target: number) => {
    while (liveStep < target && blocked === null) {
      const op = ops[liveStep] as Op;
      let out: Applied<State, Event>;
      try {
        out = mechanism.apply(live, op);
      } catch (e) {
        if (!isNeedsAnswer(e)) throw e;
        // The op may have mutated `live` before its hook asked: rebuild it from the checkpoint before it.
        blocked = { step: liveStep + 1, request: e.request };
        live = replayFromCheckpoint(liveStep);
        return;
      }
      live = out.state;
      liveStep += 1;
      events[liveStep] = out.events;
      if (liveStep % every === 0) checkpoints[liveStep / every] = clone(live);
    }
  };

  const reachable = (i: number) => (blocked !== null && i >= blocked.step ? blocked.step - 1 : i);

  const stateAt = (i: number): State => {
    advanceTo(i);
    i = reachable(i);
    const base = Math.floor(i / every);
    const checkpoint = checkpoints[base];
    if (checkpoint === undefined) throw new Error(`missing checkpoint ${base}`);
    if (i === base * every) return checkpoint;
    let s = clone(checkpoint);
    for (let k = base * every; k < i; k += 1) s = mechanism.apply(s, ops[k] as Op).state;
    return s;
  };

  const clampStep = (i: number) => Math.max(0, Math.min(ops.length, Math.trunc(i) || 0));

  return {
    ops,
    length: ops.length + 1,
    frame(i) {
      advanceTo(clampStep(i));
      const step = reachable(clampStep(i));
      const hit = cache.get(step);
      if (hit) {
        cache.delete(step);
        cache.set(step, hit); // most recently used last
        return hit;
      }
      const state = stateAt(step);
      const f: Frame<State, Op, Event> = {
        step,
        op: step === 0 ? null : (ops[step - 1] as Op),
        events: events[step] ?? [],
        state,
      };
      cache.set(step, f);
      while (cache.size > cacheSize) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return f;
    },
    eventsAt(i) {
      advanceTo(clampStep(i));
      return events[reachable(clampStep(i))] ?? [];
    },
    blockedAt(i) {
      advanceTo(clampStep(i));
      return blocked !== null && blocked.step <= clampStep(i) ? blocked : null;
    },
  };
}

// ------------------------------------------------------------------ scenes

/**
 * A scene as playback holds it: which mechanism and preset, the configuration, the script, and the two view
 * options every mechanism gets: compare mode (the same ops under the mechanism's comparison configurations)
 * and a followed item (an id of the mechanism's choosing, e.g. a message id; null when none).
 */
export interface Scene<Config, Op> {
  mechanism: string;
  preset: string;
  config: Config;
  ops: Op[];
  compare: boolean;
  focus: string | null;
  /** What the user's model answered in this scene (src/engine/take.ts); absent or null: nothing recorded. */
  take?: Take | null;
}
