/**
 * Code that lights up (src/cells/lines): every step of every mapped cell's recorded scene, played by its mechanism,
 * lights a line of each tab that really holds the code that made it; the effects light exactly at the steps whose
 * events call for them (the expectations below are written from the seed's code, not read from the maps).
 */
import { scenesOf } from '../../src/cells/record';
import { findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';
import {
  callSiteOf,
  linesForStep,
  LINE_MAPS,
  lineMapOf,
  locate,
  opsCovered,
  TABS,
  type CellLineMap,
  type StepEvent,
  type Tab,
} from '../../src/cells/lines';
import { buildTimeline, validateScript, type Mechanism } from '../../src/engine/scene';
import { agentMemoryMechanism } from '../../src/mechanisms/agent-memory/mechanism';
import { memoryStoreMechanism } from '../../src/mechanisms/memory-store/mechanism';

const MECHANISMS = {
  'agent-memory': agentMemoryMechanism as unknown as Mechanism<unknown, unknown, { op: string }, StepEvent>,
  'memory-store': memoryStoreMechanism as unknown as Mechanism<unknown, unknown, { op: string }, StepEvent>,
};

/** The code a call of each kind holds, per tab (the lab's TypeScript API, the seed's Python). */
const CALL_CODE: Record<Tab, Record<string, RegExp>> = {
  ts: {
    append: /\.append\(/,
    touch: /\.touch\(/,
    addPage: /\.addPage\(/,
    swapTo: /\.swapTo\(2\)/,
    set: /preferences: \{ length: 'short' \}/,
    ask: /answerWithState\(/,
  },
  python: {
    append: /\.append\(/,
    touch: /\.touch\(/,
    addPage: /\.add_page\(Page\(/,
    swapTo: /\.swap_to\(2\)/,
    set: /preferences=\{"length": "short"\}/,
    ask: /answer_with_state\(/,
  },
};

/** Per cell, the Python effect lines each step must light, by what its events say. */
function expectedEffects(cell: string, op: string, events: readonly StepEvent[]): string[] {
  const has = (t: string) => events.some((e) => e.type === t);
  const out: string[] = [];
  const e = events as (StepEvent & Record<string, unknown>)[];
  switch (cell) {
    case 'rolling-window':
      if (has('evicted')) out.push('ev.append(self._buf[0])');
      if (has('appended')) out.push('self._buf.append(msg)');
      break;
    case 'summary':
      for (const s of e.filter((x) => x.type === 'summarized')) {
        const m = s.message as { content: string };
        out.push('sm.ajouter(evicted)');
        if (m.content.length > 80) out.push('c = c[: self.max_chars_per_chunk - 3] + "..."');
        out.push('self.chunks.append(f"{prefix} {c}")');
      }
      break;
    case 'lru':
      if (has('evicted')) out.push('evicted_id, evicted_msg = self._store.popitem(last=False)');
      if (has('appended')) out.push('self._store[id(msg)] = msg');
      if (has('touched')) out.push('self._store.move_to_end(k)');
      break;
    case 'paging':
      if (has('page-added')) out.push('self.pages.append(page)');
      // swap_to sets the current page; the engine's first page becoming current is __init__'s `self.current = 0`.
      if (op === 'swapTo' && has('swapped')) out.push('self.current = idx');
      break;
    case 'answer-with-state':
      for (const a of e.filter((x) => x.type === 'answered')) {
        const t = a.trace as { rewritten: boolean; dropped: unknown[] };
        if (t.rewritten) out.push('question = question + " (answer briefly)"');
        out.push('answer = llm(question)', 'state.episodes.append({"question": question, "answer": answer})');
        if (t.dropped.length > 0) out.push('del state.episodes[:-5]');
      }
      break;
  }
  return out;
}

/** Runs the cell's TypeScript, takes the scene the map names, and plays it in its mechanism. */
function play(map: CellLineMap) {
  const cell = findCell(map.cell);
  if (!cell?.ts || !cell.python) throw new Error(`${map.cell}: not a cell with two tabs`);
  const outcome = runCellSource(cell.ts, () => 0);
  if (outcome.kind !== 'done' || outcome.error) throw new Error(`${map.cell} did not run`);
  const scene = scenesOf(outcome.recording, map.mechanism).find((s) => s.source === map.source);
  if (!scene || scene.truncated) throw new Error(`${map.cell}: no whole ${map.source} scene`);
  const m = MECHANISMS[map.mechanism];
  const config = m.validateConfig(scene.config);
  const ops = validateScript(m, scene.ops);
  if (!config.ok || !ops.ok) throw new Error(`${map.cell}: the scene does not validate`);
  const timeline = buildTimeline(m, config.value, ops.value);
  const frames = ops.value.map((_, i) => timeline.frame(i + 1));
  return { cell, outcome, ops: ops.value, frames };
}

describe.each(LINE_MAPS.map((m) => [m.cell, m] as const))('the code of %s lights up', (_, map) => {
  const { cell, outcome, ops, frames } = play(map);
  const sources: Record<Tab, string> = { ts: cell.ts as string, python: cell.python as string };

  it('covers every operation of the recorded scene, in both tabs', () => {
    for (const tab of TABS) expect(opsCovered(map.tabs[tab]!), tab).toBe(ops.length);
  });

  it.each(TABS)('%s: each step lights the line of its call, and the lines that did its events', (tab) => {
    frames.forEach((frame, i) => {
      const step = i + 1;
      const op = frame.op as { op: string };
      const lit = linesForStep(map, tab, sources[tab], step, op, frame.events);
      const call = lit[0];
      expect(call?.kind, `step ${step}`).toBe('call');
      expect(call!.text, `step ${step}`).toMatch(CALL_CODE[tab][op.op] as RegExp);
      expect(sources[tab].split('\n')[call!.line - 1]).toBe(call!.text);
      const effects = lit.filter((l) => l.kind === 'effect').map((l) => l.text.trim());
      const expected = tab === 'python' ? expectedEffects(map.cell, op.op, frame.events) : [];
      // Each line once: an effect on the call's own line is not repeated.
      const unique = [...new Set(expected)].filter((x) => !call!.text.includes(x));
      expect(effects, `step ${step}`).toEqual(unique);
    });
  });

  it('lights nothing for step 0, past the script, or for code that no longer holds the line', () => {
    for (const tab of TABS) {
      expect(linesForStep(map, tab, sources[tab], 0, null, [])).toEqual([]);
      expect(linesForStep(map, tab, sources[tab], ops.length + 1, ops[0]!, [])).toEqual([]);
      expect(linesForStep(map, tab, '// edited away', 1, ops[0]!, frames[0]!.events)).toEqual([]);
    }
  });

  it('maps the cell as it prints: the cell ran whole', () => {
    expect(outputText(outcome)).not.toBe('');
  });
});

describe('the lines the issue names', () => {
  const litAt = (cell: string, tab: Tab, pick: (events: readonly StepEvent[]) => boolean) => {
    const map = lineMapOf(cell)!;
    const { cell: def, frames } = play(map);
    const source = tab === 'ts' ? (def.ts as string) : (def.python as string);
    return frames
      .map((f, i) => ({
        step: i + 1,
        events: f.events,
        lit: linesForStep(map, tab, source, i + 1, f.op, f.events),
      }))
      .filter((x) => pick(x.events));
  };

  it('the popitem(last=False) line when LRU evicts (#3, when #5 arrives)', () => {
    const steps = litAt('lru', 'python', (ev) => ev.some((e) => e.type === 'evicted'));
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps)
      expect(s.lit.map((l) => l.text.trim())).toContain(
        'evicted_id, evicted_msg = self._store.popitem(last=False)',
      );
    const last = steps[steps.length - 1]!;
    expect(last.lit[0]!.text.trim()).toBe('ev = lru.append(Message(role="user", content="message #5"))');
  });

  it('the truncation line when a chunk enters the summary', () => {
    const steps = litAt('summary', 'python', (ev) => ev.some((e) => e.type === 'summarized'));
    expect(steps.length).toBe(4);
    for (const s of steps)
      expect(s.lit.map((l) => l.text.trim())).toContain('c = c[: self.max_chars_per_chunk - 3] + "..."');
  });

  it('the del state.episodes[:-5] line when an exchange is dropped, and only then', () => {
    const all = litAt('answer-with-state', 'python', () => true);
    const dropping = all.filter((s) =>
      s.events.some(
        (e) =>
          e.type === 'answered' &&
          (e as unknown as { trace: { dropped: unknown[] } }).trace.dropped.length > 0,
      ),
    );
    expect(dropping.map((s) => s.step)).toEqual([8, 9]);
    for (const s of all)
      expect(
        s.lit.some((l) => l.text.trim() === 'del state.episodes[:-5]'),
        `step ${s.step}`,
      ).toBe(dropping.includes(s));
  });
});

describe('locating a line', () => {
  it('finds the first line holding the text, after another line when asked, or nothing', () => {
    const src = 'a()\nb()\na()\nc()';
    expect(locate(src, { find: 'a()' })).toBe(1);
    expect(locate(src, { find: 'a()', after: 'b()' })).toBe(3);
    expect(locate(src, { find: 'z()' })).toBeNull();
    expect(locate(src, { find: 'a()', after: 'z()' })).toBeNull();
  });

  it('gives each operation its call site in script order', () => {
    const tab = lineMapOf('lru')!.tabs.ts!;
    expect([0, 4, 5, 6, 7, 8].map((i) => callSiteOf(tab, i)?.op)).toEqual([
      'append',
      'append',
      'touch',
      'touch',
      'append',
      undefined,
    ]);
  });
});

describe('the Python tab of answerWithState prints what the TypeScript tab prints', () => {
  it('has the same expected output as the TypeScript cell prints', () => {
    const cell = findCell('answer-with-state')!;
    const outcome = runCellSource(cell.ts as string, () => 0);
    expect(outcome.kind === 'done' && outputText(outcome)).toBe(cell.expectedOutput);
  });
});
