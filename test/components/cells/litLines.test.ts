/**
 * Code that lights up, as a cell shows it (src/components/cells/litLines.ts): "Animate this output" replays the scene
 * the cell's line map is written for (answerWithState's, not the first memory-store scene of the run), the lines lit
 * for a frame as the visualizer reports it, and the excerpt shown inside the visualizer.
 */
import { lineMapOf, linesForStep } from '../../../src/cells/lines';
import { scenesOf } from '../../../src/cells/record';
import { findCell } from '../../../src/cells/registry';
import { runCellSource } from '../../../src/cells/run';
import { excerpt, litLines, sceneToAnimate } from '../../../src/components/cells/litLines';
import type { MechanismScene } from '../../../src/mechanisms/recorder';

const scene = (mechanism: string, source: string): MechanismScene => ({
  mechanism,
  source,
  config: {},
  ops: [],
  truncated: false,
});

describe('the scene "Animate this output" replays', () => {
  it('is the scene the line map names, even when another of the same mechanism comes first', () => {
    const cell = findCell('answer-with-state')!;
    expect(cell.animate).toBe('memory-store');
    const map = lineMapOf(cell.id)!;
    const store = scene('memory-store', 'MemoryStore');
    const answer = scene('memory-store', 'answerWithState');
    expect(sceneToAnimate(cell, [store, answer], map)).toBe(answer);
    // Without a map, the first scene of the mechanism the cell animates.
    expect(sceneToAnimate(cell, [store, answer], undefined)).toBe(store);
    expect(sceneToAnimate(cell, [scene('agent-memory', 'RollingWindow')], map)).toBeNull();
  });

  it('is none for a cell that does not animate', () => {
    const { animate: _animate, ...cell } = findCell('answer-with-state')!;
    expect(sceneToAnimate(cell, [scene('memory-store', 'answerWithState')], lineMapOf(cell.id))).toBeNull();
  });

  it('of the real run of answerWithState is its answer scene, whose steps light both tabs', () => {
    const cell = findCell('answer-with-state')!;
    const outcome = runCellSource(cell.ts!, () => 0);
    if (outcome.kind !== 'done') throw new Error('the cell did not run');
    const map = lineMapOf(cell.id)!;
    const chosen = sceneToAnimate(cell, outcome.recording.scenes, map);
    expect(chosen?.source).toBe('answerWithState');
    expect(chosen).toBe(scenesOf(outcome.recording, 'memory-store').find((s) => s.source === map.source));
  });
});

describe('the lines lit for the frame the visualizer reports', () => {
  const map = lineMapOf('rolling-window')!;
  const cell = findCell('rolling-window')!;
  const events = [{ type: 'evicted', message: { id: 'm0' } }, { type: 'appended' }];

  it('are linesForStep of that frame, in each tab', () => {
    const frame = { step: 5, op: { op: 'append', id: 'm4' }, events };
    for (const [tab, source] of [
      ['ts', cell.ts!],
      ['python', cell.python!],
    ] as const) {
      const lit = litLines(map, tab, source, frame);
      expect(lit.length).toBeGreaterThan(0);
      expect(lit).toEqual(linesForStep(map, tab, source, 5, { op: 'append' }, events));
    }
  });

  it('are none without a map, at step 0, or for a frame whose op is not an operation', () => {
    expect(litLines(undefined, 'ts', cell.ts!, { step: 1, op: { op: 'append' }, events })).toEqual([]);
    expect(litLines(map, 'ts', cell.ts!, { step: 0, op: null, events: [] })).toEqual([]);
    expect(litLines(map, 'ts', cell.ts!, { step: 1, op: 'append', events })).toEqual([]);
    expect(litLines(map, 'ts', cell.ts!, null)).toEqual([]);
  });
});

describe('the excerpt shown inside the visualizer', () => {
  const source = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8', 'l9'].join('\n');

  it('shows each lit line with one line around it, merging places that touch: the call first, then the code’s order', () => {
    const parts = excerpt(source, [
      { line: 8, text: 'l8', kind: 'call' },
      { line: 2, text: 'l2', kind: 'effect' },
      { line: 4, text: 'l4', kind: 'effect' },
    ]);
    expect(parts.map((r) => r.map((l) => l.line))).toEqual([
      [7, 8, 9],
      [1, 2, 3, 4, 5],
    ]);
    expect(parts[0]![1]).toEqual({ line: 8, text: 'l8', lit: 'call' });
    expect(parts[1]!.filter((l) => l.lit).map((l) => [l.line, l.lit])).toEqual([
      [2, 'effect'],
      [4, 'effect'],
    ]);
    // Effects only (no call found): the code's order.
    expect(
      excerpt(source, [
        { line: 8, text: 'l8', kind: 'effect' },
        { line: 2, text: 'l2', kind: 'effect' },
      ]).map((r) => r[0]!.line),
    ).toEqual([1, 7]);
  });

  it('stays inside the code at its ends, and is empty with nothing lit', () => {
    expect(
      excerpt(source, [{ line: 1, text: 'l1', kind: 'call' }])
        .flat()
        .map((l) => l.line),
    ).toEqual([1, 2]);
    expect(
      excerpt(source, [{ line: 9, text: 'l9', kind: 'call' }])
        .flat()
        .map((l) => l.line),
    ).toEqual([8, 9]);
    expect(excerpt(source, [])).toEqual([]);
  });
});
