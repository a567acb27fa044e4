import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PlaybackState, PlaybackStore } from '../../state/playback';

/** The widget's own store (each visualizer instance has one). Generic: it never looks inside an operation. */
export const PlaybackStoreContext = createContext<PlaybackStore | null>(null);

export function usePlaybackStore(): PlaybackStore {
  const store = useContext(PlaybackStoreContext);
  if (!store) throw new Error('usePlayback must be used inside a visualizer');
  return store;
}

export function usePlayback<T>(selector: (s: PlaybackState) => T): T {
  return useStore(usePlaybackStore(), selector);
}
