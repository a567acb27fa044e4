import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildTimeline } from '../../src/engine/scene';
import { agentMemoryMechanism } from '../../src/mechanisms/agent-memory/mechanism';
import { PRESETS } from '../../src/mechanisms/agent-memory/presets';
import { recordedSceneOf } from '../../src/cells/scenes';
import { isAgentMemoryScene } from '../../src/mechanisms/agent-memory/recordedScene';
import { CELLS } from '../../src/cells/registry';

const SCENES_FILE = resolve(import.meta.dirname, '../../src/mechanisms/agent-memory/scenes.json');

/** What chapter 1's animatable cells record today, as the scenes file holds it. */
function recordNow() {
  const cells = CELLS.filter((c) => c.chapter === '1' && c.ts !== undefined && c.animate === 'agent-memory');
  return Object.fromEntries(
    cells.map((c) => {
      const { source, config, ops } = recordedSceneOf(CELLS, c.id, isAgentMemoryScene);
      return [c.id, { source, config, ops }];
    }),
  );
}

describe("the visualizer's seed presets are recorded from the cells", () => {
  it('the scenes file is what the cells record now (UPDATE_CELL_SCENES=1 rewrites it after a cell changes)', () => {
    const now = recordNow();
    if (process.env.UPDATE_CELL_SCENES === '1')
      writeFileSync(SCENES_FILE, `${JSON.stringify(now, null, 2)}\n`);
    const saved: unknown = JSON.parse(readFileSync(SCENES_FILE, 'utf8'));
    expect(
      saved,
      'a cell changed: run UPDATE_CELL_SCENES=1 npx vitest run --project node test/cells/presets.test.ts',
    ).toEqual(now);
  });

  // The seed presets are the animatable cells of chapter 1, by id (a new such cell needs its preset).
  const seedPresets = Object.keys(recordNow());
  it('has a seed preset per animatable cell of chapter 1', () => {
    expect(seedPresets.length).toBeGreaterThan(0);
    expect(seedPresets.filter((id) => !(id in PRESETS))).toEqual([]);
  });

  for (const id of seedPresets) {
    it(`"${id}" is the recording of the "${id}" cell and every op applies without a refusal`, () => {
      const preset = PRESETS[id as keyof typeof PRESETS];
      const scene = recordedSceneOf(CELLS, id, isAgentMemoryScene);
      expect(preset.config).toEqual(scene.config);
      expect(preset.ops).toEqual(scene.ops);
      const timeline = buildTimeline(agentMemoryMechanism, preset.config, preset.ops);
      for (let i = 1; i < timeline.length; i++) {
        expect(timeline.eventsAt(i).length, `step ${i} of ${id} caused no event`).toBeGreaterThan(0);
      }
    });
  }

  it('the rolling-window preset ends as the seed does: #2..#5 in the window of 4, two evicted', () => {
    const { config, ops } = PRESETS['rolling-window'];
    const last = buildTimeline(agentMemoryMechanism, config, ops).frame(ops.length);
    expect(last.state.mem.windowMessages.map((m) => m.content)).toEqual([
      'message #2',
      'message #3',
      'message #4',
      'message #5',
    ]);
  });
});
