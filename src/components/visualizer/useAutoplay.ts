import { useEffect, type RefObject } from 'react';
import { BASE_STEP_MS, type PlaybackStore } from '../../state/playback';
import { useStore } from 'zustand';

/**
 * While playing, advances one step every BASE_STEP_MS / speed; stops at the end of the script, or at `stopAtRef` when it
 * holds a step (then cleared: a given scene's playTo, reached once).
 */
export function useAutoplay(store: PlaybackStore, speed: number, stopAtRef?: RefObject<number | null>): void {
  const playing = useStore(store, (s) => s.playing);
  const index = useStore(store, (s) => s.index);
  const length = useStore(store, (s) => s.scene.ops.length);
  useEffect(() => {
    if (!playing) return;
    if (stopAtRef && stopAtRef.current !== null && index >= stopAtRef.current) {
      stopAtRef.current = null;
      store.getState().pause();
      return;
    }
    if (index >= length) {
      store.getState().pause();
      return;
    }
    const timer = window.setTimeout(() => store.getState().stepForward(), BASE_STEP_MS / speed);
    return () => window.clearTimeout(timer);
  }, [playing, index, length, speed, store, stopAtRef]);
}
