/**
 * One reset for every zustand store of the lab: each goes back to the state it had when its module loaded (before
 * any test touched it), and the browser storage the persisted ones write to is cleared. test/setup.ts runs it after
 * each unit test, so no test sees what the previous one left; a test may also call it mid-way.
 */
import type { StoreApi } from 'zustand';
import { useTsRuns } from '../../src/state/tsCellRuns';
import { useModelConnection } from '../../src/state/modelConnection';
import { useRequestLog } from '../../src/state/requestLog';
import { useCellCode } from '../../src/state/cellCode';
import { useEncoder } from '../../src/state/encoder';
import { usePageModel } from '../../src/state/pageModel';
import { useExerciseCode } from '../../src/state/exerciseCode';
import { useMemoryFiles } from '../../src/state/memoryFiles';
import { useNotices } from '../../src/state/notices';
import { usePlaybackPrefs } from '../../src/state/playback';
import { useProgress } from '../../src/state/progress';
import { useReviewDeck } from '../../src/state/reviewDeck';
import { useSettings } from '../../src/state/settings';

type AnyStore = Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>;

/** Every store of the lab. A new store adds one line here (and the test below checks the list is complete). */
export const STORES: Record<string, AnyStore> = {
  useCellCode,
  useEncoder,
  useExerciseCode,
  useMemoryFiles,
  useModelConnection,
  useNotices,
  usePageModel,
  usePlaybackPrefs,
  useProgress,
  useRequestLog,
  useReviewDeck,
  useSettings,
  useTsRuns,
};

export function resetStores(): void {
  for (const store of Object.values(STORES)) store.setState(store.getInitialState(), true);
  // (Absent in the files that run in a Node environment.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
}
