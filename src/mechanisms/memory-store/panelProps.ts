import type { PanelsProps } from '../types';
import type { MemoryStoreSceneEvent, MemoryStoreSceneState } from './mechanism';
import type { MemoryStoreConfig, Op } from './ops';

export type Props = PanelsProps<MemoryStoreConfig, MemoryStoreSceneState, Op, MemoryStoreSceneEvent>;

/** The latest event of one type at or before the frame's step (scans back through the timeline's events). */
export function lastEvent<T extends MemoryStoreSceneEvent['type']>(
  p: Props,
  type: T,
): { event: Extract<MemoryStoreSceneEvent, { type: T }>; step: number } | null {
  for (let i = p.frame.step; i >= 1; i--) {
    const events = i === p.frame.step ? p.frame.events : p.timeline.eventsAt(i);
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j];
      if (e?.type === type) return { event: e as Extract<MemoryStoreSceneEvent, { type: T }>, step: i };
    }
  }
  return null;
}
