import { buildTimeline } from '../../../src/engine/mechanism';
import { agentMemoryMechanism } from '../../../src/mechanisms/agent-memory/mechanism';
import { PRESETS } from '../../../src/mechanisms/agent-memory/presets';
import { recordedSceneOf } from '../../../src/cells/scenes';
import { CELLS } from '../../../src/cells/registry';

const SEED_PRESETS = ['rolling-window', 'summary', 'lru', 'importance', 'paging'] as const;

describe("the visualizer's seed presets are recorded from the cells", () => {
  for (const id of SEED_PRESETS) {
    it(`"${id}" is the recording of the "${id}" cell and every op applies without a refusal`, () => {
      const preset = PRESETS[id];
      const scene = recordedSceneOf(CELLS, id);
      expect(preset.config).toEqual(scene.config);
      expect(preset.ops).toEqual(scene.ops);
      const timeline = buildTimeline(agentMemoryMechanism, preset.config, preset.ops);
      for (let i = 1; i < timeline.length; i++) {
        const events = timeline.eventsAt(i);
        expect(events.length, `step ${i} of ${id} caused no event`).toBeGreaterThan(0);
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
