import { createRecordingEngine, type Recording } from '../../src/cells/record';
import { isAgentMemoryScene } from '../../src/mechanisms/agent-memory/recordedScene';
import { outputText, runCellSource } from '../../src/cells/run';
import { recordedSceneOf } from '../../src/cells/scenes';
import { CELLS } from '../../src/cells/registry';
import { findCell } from '../../src/cells/registry';

// The visualizer's seed presets as they were written by hand before they were recorded from the cells
// (src/components/visualizer/presets.ts at 8769344): an independent literal, so a recording error shows here.
const BASE = {
  window: 4,
  policy: 'fifo',
  evictTo: 'trash',
  pageSize: 3,
  summaryBudget: 200,
  maxCharsPerChunk: 80,
};
/** The agent-memory scenes of a recording (other mechanisms' recorders may add theirs). */
const agentScenes = (r: Recording) => r.scenes.filter(isAgentMemoryScene);
const alt = (i: number) => (i % 2 === 0 ? 'user' : 'assistant');
const iteration = (i: number) =>
  `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`;
/** A paging preset's `addPage` op: its title, its domain and its messages as [role, content]. */
const page = (title: string, domain: string, ...messages: [role: string, content: string][]) => ({
  op: 'addPage',
  title,
  domain,
  messages: messages.map(([role, content]) => ({ role, content })),
});
const HAND_WRITTEN = {
  'rolling-window': {
    config: { ...BASE, window: 4 },
    ops: Array.from({ length: 6 }, (_, i) => ({
      op: 'append',
      id: `m${i}`,
      role: alt(i),
      content: `message #${i}`,
    })),
  },
  summary: {
    config: { ...BASE, window: 3, evictTo: 'summary', summaryBudget: 300, maxCharsPerChunk: 80 },
    ops: Array.from({ length: 7 }, (_, i) => ({
      op: 'append',
      id: `m${i}`,
      role: alt(i),
      content: iteration(i),
    })),
  },
  lru: {
    config: { ...BASE, window: 3, policy: 'lru' },
    ops: [
      ...Array.from({ length: 5 }, (_, i) => ({
        op: 'append',
        id: `m${i}`,
        role: 'user',
        content: `message #${i}`,
      })),
      { op: 'touch', id: 'm1' },
      { op: 'touch', id: 'm2' },
      { op: 'append', id: 'm5', role: 'user', content: 'message #5' },
    ],
  },
  importance: {
    config: { ...BASE, window: 3, policy: 'importance' },
    ops: [
      { op: 'append', id: 'm0', role: 'user', content: 'a', importance: 1 },
      { op: 'append', id: 'm1', role: 'user', content: 'b', importance: 1 },
      { op: 'append', id: 'm2', role: 'user', content: 'c', importance: 1 },
      { op: 'append', id: 'm3', role: 'user', content: 'd', importance: 1 },
      {
        op: 'append',
        id: 'm4',
        role: 'user',
        content: 'PENSEE-CLE : ne jamais committer un secret',
        importance: 10,
      },
    ],
  },
  paging: {
    config: { ...BASE, evictTo: 'archive', pageSize: 3 },
    ops: [
      page(
        'onboarding',
        'onboarding',
        ['user', "Bonjour, je m'appelle Alice."],
        ['assistant', 'Bonjour Alice, bienvenue.'],
      ),
      page(
        'bug-investigation',
        'code',
        ['user', 'Le test #42 echoue avec une AssertionError.'],
        ['assistant', 'Voyons la trace... la ligne 17.'],
        ['user', "C'etait bien la ligne 17, merci."],
      ),
      page(
        'preferences',
        'preferences',
        ['user', "Je prefere qu'on reponde en francais."],
        ['assistant', 'Compris, je repondrai en francais.'],
      ),
      { op: 'swapTo', page: 2 },
    ],
  },
} as const;

describe('scenes recorded from the chapter 1 cells', () => {
  for (const [id, preset] of Object.entries(HAND_WRITTEN)) {
    it(`the "${id}" cell records the configuration and script of the hand-written preset`, () => {
      const scene = recordedSceneOf(CELLS, id, isAgentMemoryScene);
      expect(scene.mechanism).toBe('agent-memory');
      expect(scene.config).toEqual(preset.config);
      expect(scene.ops).toEqual(preset.ops);
      expect(scene.truncated).toBe(false);
    });
  }

  it('follows an edit of the cell: a window of 2 instead of 4 evicts from the third message', () => {
    const source = (findCell('rolling-window')?.ts ?? '').replace(
      'new RollingWindow(4)',
      'new RollingWindow(2)',
    );
    const outcome = runCellSource(source);
    if (outcome.kind !== 'done') throw new Error(outcome.kind);
    expect(agentScenes(outcome.recording)[0]?.config.window).toBe(2);
    expect(outputText(outcome)).toContain("append #2: taille=2  -> evince(s) : ['message #0']");
  });
});

describe('the recording engine', () => {
  it('behaves like the engine: same evictions, same renders', () => {
    const { engine, recording } = createRecordingEngine();
    const lru = new engine.LruMemory(2);
    const a = engine.createMessage('user', 'a');
    lru.append(a);
    lru.append(engine.createMessage('user', 'b'));
    expect(lru.touch(a)).toBe(true);
    const evicted = lru.append(engine.createMessage('user', 'c'));
    expect(evicted.map((m) => m.content)).toEqual(['b']);
    expect(lru.render()).toBe('[user] a\n[user] c');
    expect(agentScenes(recording)[0]?.ops.map((o) => o.op)).toEqual(['append', 'append', 'touch', 'append']);
  });

  it("describes its scene in both languages: the class and its window (the visualizer's description)", () => {
    const { engine, recording } = createRecordingEngine();
    new engine.RollingWindow(4);
    expect(agentScenes(recording)[0]?.description).toEqual({
      en: 'Replaying what the cell did to its RollingWindow (window of 4).',
      fr: 'Rejoue ce que la cellule a fait à sa RollingWindow (fenêtre de 4).',
    });
  });

  it('records one scene per memory, and a summary fed by one memory changes only that scene', () => {
    const { engine, recording } = createRecordingEngine();
    const rw = new engine.RollingWindow(1);
    const other = new engine.RollingWindow(5);
    const sm = new engine.ProgressiveSummary({ maxCharsPerChunk: 20 });
    for (const text of ['x', 'y']) {
      for (const e of rw.append(engine.createMessage('user', text))) sm.add(e);
      other.append(engine.createMessage('user', text));
    }
    sm.render(50);
    expect(agentScenes(recording).map((s) => [s.config.window, s.config.evictTo])).toEqual([
      [1, 'summary'],
      [5, 'trash'],
    ]);
    expect(agentScenes(recording)[0]?.config).toMatchObject({ maxCharsPerChunk: 20, summaryBudget: 50 });
    expect(agentScenes(recording)[1]?.config.summaryBudget).toBe(200);
  });

  it('does not record calls the engine refused', () => {
    const { engine, recording } = createRecordingEngine();
    const pm = new engine.PagedMemory();
    pm.addPage({ title: 'p', messages: [] });
    expect(() => pm.swapTo(3)).toThrow();
    expect(agentScenes(recording)[0]?.ops.map((o) => o.op)).toEqual(['addPage']);
  });

  it('stops recording at the mechanism limit and says so', () => {
    const { engine, recording } = createRecordingEngine();
    const rw = new engine.RollingWindow(3);
    for (let i = 0; i < 2100; i++) rw.append(engine.createMessage('user', `m${i}`));
    expect(rw.size).toBe(3);
    expect(agentScenes(recording)[0]?.ops).toHaveLength(2000);
    expect(agentScenes(recording)[0]?.truncated).toBe(true);
  });
});
