import { installStorage } from '../helpers/storage';
import { presetScene } from '../components/visualizer/agentMemoryScenes';
import { createPlaybackStore, PLAYBACK_PREFS_KEY, usePlaybackPrefs } from '../../src/state/playback';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

describe('the playback store', () => {
  it('clamps the step, stops at the end and restarts from the beginning on play', () => {
    const store = createPlaybackStore(presetScene('rolling-window'), 99);
    expect(store.getState().index).toBe(6);
    store.getState().stepForward();
    expect(store.getState().index).toBe(6);
    store.getState().play();
    expect(store.getState()).toMatchObject({ index: 0, playing: true });
    store.getState().stepBack();
    expect(store.getState()).toMatchObject({ index: 0, playing: false });
  });

  it('inserts a viewer action after the current step and keeps the rest of the script', () => {
    const store = createPlaybackStore(presetScene('rolling-window'), 2);
    store.getState().insertOp({ op: 'touch', id: 'm0' });
    const { scene, index } = store.getState();
    expect(index).toBe(3);
    expect(scene.ops).toHaveLength(7);
    expect(scene.ops[2]).toEqual({ op: 'touch', id: 'm0' });
    store.getState().removeCurrentStep();
    expect(store.getState().scene.ops).toEqual(presetScene('rolling-window').ops);
    expect(store.getState().index).toBe(2);
  });

  it('replays under a new configuration without moving the step', () => {
    const store = createPlaybackStore(presetScene('lru'), 5);
    store.getState().setConfig({ policy: 'fifo', window: 5 });
    expect(store.getState()).toMatchObject({ index: 5, scene: { config: { policy: 'fifo', window: 5 } } });
  });

  it('drives any mechanism: it never looks inside an operation or a configuration', () => {
    type Add = { add: number; label: string };
    const store = createPlaybackStore<{ start: number }, Add>(
      {
        mechanism: 'counter',
        preset: 'demo',
        config: { start: 1 },
        ops: [
          { add: 1, label: 'a' },
          { add: 2, label: 'b' },
        ],
        compare: false,
        focus: 'b',
      },
      1,
      { focusRemovedBy: (op, focus) => op.label === focus },
    );
    store.getState().insertOp({ add: 5, label: 'c' });
    expect(store.getState().scene.ops.map((o) => o.label)).toEqual(['a', 'c', 'b']);
    store.getState().setConfig({ start: 7 });
    expect(store.getState().scene.config).toEqual({ start: 7 });
    store.getState().setIndex(3);
    store.getState().removeCurrentStep(); // removes 'b', the followed item: it is unfollowed
    expect(store.getState()).toMatchObject({ index: 2, scene: { focus: null } });
    expect(store.getState().scene.ops.map((o) => o.label)).toEqual(['a', 'c']);
  });

  it('keeps the speed preference and ignores a corrupt one', async () => {
    usePlaybackPrefs.getState().setSpeed(4);
    expect(JSON.parse(localStorage.getItem(PLAYBACK_PREFS_KEY) ?? '{}').state.speed).toBe(4);
    localStorage.setItem(PLAYBACK_PREFS_KEY, JSON.stringify({ state: { speed: 3 }, version: 1 }));
    await usePlaybackPrefs.persist.rehydrate();
    expect(usePlaybackPrefs.getState().speed).toBe(1);
    localStorage.setItem(PLAYBACK_PREFS_KEY, '{broken');
    await usePlaybackPrefs.persist.rehydrate();
    expect(usePlaybackPrefs.getState().speed).toBe(1);
  });
});
