/**
 * "Code that lights up": which line of a cell's code made each step of the scene it recorded, in each tab
 * (TypeScript and Python). A line is found by searching the source for a piece of its code, never by its number, so
 * a map survives edits above or below the line; when the code no longer holds the piece (the learner edited it), the
 * step lights nothing rather than the wrong line.
 *
 * Two kinds of lines:
 * - calls: the line of the cell's own script that made the step's operation. The recorded scene's operations are
 *   made by the cell's calls in order; each call site makes the next `ops` operations (a call in a loop makes several).
 * - effects: lines inside code the tab defines itself (the seed's Python defines its classes in the cell) that did one
 *   event of the step: `popitem(last=False)` when LRU evicts, the truncation when a chunk enters the summary,
 *   `del state.episodes[:-5]` when an exchange leaves. The TypeScript tabs call the lab's engine, whose code is not in
 *   the cell: their steps light the call only.
 *
 * Pure data and functions: no DOM, no mechanism code (the events are read by their `type` and fields).
 */

export type Tab = 'ts' | 'python';
export const TABS: readonly Tab[] = ['ts', 'python'];

/** The first line holding `find`, at or after the first line holding `after` (plain text, not patterns). */
export interface LineLocator {
  find: string;
  after?: string;
}

/** A call of the cell's script: its line made the next `ops` operations of the recorded scene, of kind `op`. */
export interface CallSite {
  at: LineLocator;
  ops: number;
  /** The operation it makes (the scene op's `op`): a step whose op is another kind lights nothing. */
  op: string;
}

/** A step's operation and events, as a frame of the mechanism's timeline gives them. */
export interface StepOp {
  op: string;
}
export interface StepEvent {
  type: string;
}

/** A line inside the tab's own code that did one event of a step. */
export interface EffectSite {
  /** The event type it answers (a MemoryEvent's or a memory-store scene event's `type`). */
  event: string;
  at: LineLocator;
  /** Only when this holds (e.g. only a chunk that was cut lights the truncation line). */
  when?: (event: StepEvent, op: StepOp) => boolean;
}

export interface TabLines {
  calls: readonly CallSite[];
  effects?: readonly EffectSite[];
}

/** One cell's map: the mechanism of the scene it records, and each tab's lines. */
export interface CellLineMap {
  cell: string;
  mechanism: 'agent-memory' | 'memory-store';
  /** Which recorded scene: the one whose `source` is this (the engine class or function that recorded it). */
  source: string;
  tabs: Partial<Record<Tab, TabLines>>;
}

/** A line to light: its number (1-based), its text, and why. */
export interface LitLine {
  line: number;
  text: string;
  kind: 'call' | 'effect';
  /** For an effect: the event it did. */
  event?: string;
}

/** The 1-based number of the line a locator finds in `source`, or null when the source does not hold it. */
export function locate(source: string, at: LineLocator): number | null {
  const lines = source.split('\n');
  let from = 0;
  if (at.after !== undefined) {
    from = lines.findIndex((l) => l.includes(at.after as string));
    if (from === -1) return null;
  }
  for (let i = from; i < lines.length; i++) if ((lines[i] as string).includes(at.find)) return i + 1;
  return null;
}

/** The call site that made operation `index` (0-based) of the scene, or undefined past the last call. */
export function callSiteOf(tab: TabLines, index: number): CallSite | undefined {
  let first = 0;
  for (const c of tab.calls) {
    if (index < first + c.ops) return c;
    first += c.ops;
  }
  return undefined;
}

/**
 * The lines of one tab that made step `step` of the recorded scene (frame `step`, made by ops[step − 1]): its call,
 * then the effects of its events in the order they happened, each line once. [] for step 0, a step past the map, a
 * tab the map does not cover, or code that no longer holds the lines.
 */
export function linesForStep(
  map: CellLineMap,
  tab: Tab,
  source: string,
  step: number,
  op: StepOp | null,
  events: readonly StepEvent[],
): LitLine[] {
  const lines = map.tabs[tab];
  if (!lines || step < 1 || !op) return [];
  const call = callSiteOf(lines, step - 1);
  if (!call || call.op !== op.op) return [];
  const text = source.split('\n');
  const out: LitLine[] = [];
  const add = (at: LineLocator, kind: LitLine['kind'], event?: string) => {
    const line = locate(source, at);
    if (line === null || out.some((l) => l.line === line)) return;
    out.push({ line, text: text[line - 1] as string, kind, ...(event === undefined ? {} : { event }) });
  };
  add(call.at, 'call');
  if (out.length === 0) return [];
  for (const e of events)
    for (const effect of lines.effects ?? [])
      if (effect.event === e.type && (!effect.when || effect.when(e, op))) add(effect.at, 'effect', e.type);
  return out;
}

/** How many operations a tab's calls make (the recorded scene has exactly that many). */
export function opsCovered(tab: TabLines): number {
  return tab.calls.reduce((n, c) => n + c.ops, 0);
}
