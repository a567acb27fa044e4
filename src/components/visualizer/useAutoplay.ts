import { useEffect } from 'react';
import { BASE_STEP_MS, type PlaybackStore } from '../../state/playback';
import { useStore } from 'zustand';

/** While playing, advances one step every BASE_STEP_MS / speed; stops at the end of the script. */
export function useAutoplay(store: PlaybackStore, speed: number): void {
  const playing = useStore(store, (s) => s.playing);
  const index = useStore(store, (s) => s.index);
  const length = useStore(store, (s) => s.scene.ops.length);
  useEffect(() => {
    if (!playing) return;
    if (index >= length) {
      store.getState().pause();
      return;
    }
    const timer = window.setTimeout(() => store.getState().stepForward(), BASE_STEP_MS / speed);
    return () => window.clearTimeout(timer);
  }, [playing, index, length, speed, store]);
}
