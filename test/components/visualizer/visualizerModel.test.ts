/**
 * What the visualizer widget shows, computed without a DOM: the widget's playback store (src/state/playback.ts),
 * the engine's timeline of the scene, the mechanism's captions, and which scene a link opens
 * (src/mechanisms/openScene.ts). The render tests (Visualizer.test.tsx) keep the wiring: controls, keys, panels.
 */
import type { Scene } from '../../../src/engine/scene';
import { buildTimeline } from '../../../src/engine/scene';
import dict from '../../../src/components/visualizer/visualizer.messages';
import agentDict from '../../../src/mechanisms/agent-memory/agentMemory.messages';
import { stateEvictions } from '../../../src/mechanisms/agent-memory/mechanism';
import { messageNumber, type AgentMemoryConfig, type Op } from '../../../src/mechanisms/agent-memory/ops';
import type { PresetId } from '../../../src/mechanisms/agent-memory/presets';
import { openScene } from '../../../src/mechanisms/openScene';
import { loadMechanism } from '../../../src/mechanisms/registry';
import type { AnyMechanism } from '../../../src/mechanisms/types';
import { createPlaybackStore } from '../../../src/state/playback';
import { presetScene } from './agentMemoryScenes';

let m: AnyMechanism;
beforeAll(async () => {
  m = await loadMechanism('agent-memory');
});

/** A widget's store on a preset, and what its panels and caption show at the current step. */
function widget(preset: PresetId) {
  const store = createPlaybackStore<AgentMemoryConfig, Op>(presetScene(preset));
  const shown = () => {
    const { scene, index } = store.getState();
    const frame = buildTimeline(m, scene.config, scene.ops).frame(index) as ReturnType<
      ReturnType<typeof buildTimeline>['frame']
    > & { state: Parameters<typeof stateEvictions>[0] };
    const evictions = stateEvictions(frame.state);
    const to = (d: string) =>
      evictions.filter((r) => r.destination === d).map((r) => messageNumber(r.message.id));
    return {
      window: frame.state.mem.windowMessages.map((x) => messageNumber(x.id)),
      evicted: to('trash'),
      summarized: to('summary'),
      mem: frame.state.mem,
      caption: m.caption(frame, 'en').join(' '),
    };
  };
  return { store, shown };
}

describe('the visualizer widget, without a DOM', () => {
  it('shows the summary growing to 358 characters and its render(300)', () => {
    const w = widget('summary');
    w.store.getState().setIndex(7);
    const summary = w.shown().mem.summary;
    expect(agentDict.en.summaryChars(summary.length, summary.chunks.length)).toBe(
      '358 characters in 4 chunks',
    );
    expect(agentDict.en.summarySent(w.shown().mem.config.summaryBudget)).toBe(
      'Sent to the model: render(300)',
    );
    expect(w.shown().mem.context().summary).toHaveLength(300);
    w.store.getState().setIndex(5);
    expect(w.shown().mem.summary.chunks).toHaveLength(2);
  });

  it('says that touching an evicted message does nothing (LRU)', () => {
    const w = widget('lru');
    w.store.getState().setIndex(6);
    expect(w.shown().caption).toContain('already evicted');
    expect(w.shown().caption).toContain('Nothing changes.');
    w.store.getState().setIndex(8);
    expect(w.shown().window).toEqual(['#4', '#2', '#5']);
    expect(w.shown().evicted).toEqual(['#0', '#1', '#3']);
  });

  it('replays the same script when the policy changes, keeping the step', () => {
    const w = widget('lru');
    w.store.getState().setIndex(8);
    w.store.getState().setConfig({ policy: 'fifo' });
    expect(w.store.getState().index).toBe(8);
    expect(w.shown().window).toEqual(['#3', '#4', '#5']);
    w.store.getState().setConfig({ evictTo: 'summary' });
    expect(w.shown().summarized).toEqual(['#0', '#1', '#2']);
  });
});

describe('which scene a visualizer opens', () => {
  it('opens the defaults with a notice for a malformed link', async () => {
    const opened = await openScene('lru', new URLSearchParams('preset=lru&window=0&step=3'), true);
    expect(opened.problem?.field).toBe('window');
    const { field, detail } = opened.problem!;
    expect(dict.en.badLink(field, detail)).toMatch(/could not be read \(window/);
    expect(opened.link.step).toBe(0);
    expect((opened.link.scene as Scene<AgentMemoryConfig, Op>).config.window).toBe(3);
  });

  it('opens the defaults for an unknown preset prop', async () => {
    const opened = await openScene('nope', new URLSearchParams(), false);
    expect(opened.link.scene.preset).toBe(m.defaultPreset);
    expect(m.presets[opened.link.scene.preset]?.title.en).toBe('Rolling window');
  });
});
