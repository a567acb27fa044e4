/**
 * Visualizer state, generic over a mechanism (it never looks inside an operation or a configuration). Two slices:
 * - a per-widget store (createPlaybackStore): the scene (mechanism, preset, configuration, script) and the
 *   playback position. Each widget has its own, so two visualizers on one page never drive each other.
 * - a persisted preference (usePlaybackPrefs): the playback speed, kept across sections and reloads.
 * The frames are derived from the scene by the view (the engine's buildTimeline), not stored here.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Scene, Take } from '../engine';
import { isRecord, savedState } from './persist';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
export const DEFAULT_SPEED: Speed = 1;

export function isSpeed(v: unknown): v is Speed {
  return typeof v === 'number' && (SPEEDS as readonly number[]).includes(v);
}

/** Milliseconds between two steps during autoplay at speed 1. */
export const BASE_STEP_MS = 1400;

export interface PlaybackState<Config = unknown, Op = unknown> {
  scene: Scene<Config, Op>;
  /** Current step, 0 (nothing applied) .. scene.ops.length (everything applied). */
  index: number;
  playing: boolean;
  setIndex: (index: number) => void;
  stepForward: () => void;
  stepBack: () => void;
  reset: () => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  /** Replays the same script under a new configuration, keeping the step. */
  setConfig: (patch: Partial<Config>) => void;
  setCompare: (compare: boolean) => void;
  /** The item followed by compare mode (null: none). */
  setFocus: (id: string | null) => void;
  /** Records a viewer action as the next step of the script (later steps are kept) and shows it. */
  insertOp: (op: Op) => void;
  /** Removes the operation of the current step from the script. */
  removeCurrentStep: () => void;
  loadScene: (scene: Scene<Config, Op>, index?: number) => void;
  /** Replaces the scene's take (the model's recorded answers); the step is kept, frames replay from it. */
  setTake: (take: Take | null) => void;
}

export type PlaybackStore<Config = unknown, Op = unknown> = StoreApi<PlaybackState<Config, Op>>;

export interface PlaybackOptions<Op> {
  /** Whether removing `op` from the script removes the followed item `focus` (it is then unfollowed). */
  focusRemovedBy?: (op: Op, focus: string) => boolean;
}

const clamp = (i: number, max: number) => Math.max(0, Math.min(max, Math.trunc(i)));

export function createPlaybackStore<Config, Op>(
  scene: Scene<Config, Op>,
  index = 0,
  options: PlaybackOptions<Op> = {},
): PlaybackStore<Config, Op> {
  const removes = options.focusRemovedBy ?? (() => false);
  return createStore<PlaybackState<Config, Op>>()((set, get) => ({
    scene,
    index: clamp(index, scene.ops.length),
    playing: false,
    setIndex: (i) => set((s) => ({ index: clamp(i, s.scene.ops.length) })),
    stepForward: () =>
      set((s) => (s.index >= s.scene.ops.length ? { playing: false } : { index: s.index + 1 })),
    stepBack: () => set((s) => ({ index: Math.max(0, s.index - 1), playing: false })),
    reset: () => set({ index: 0, playing: false }),
    play: () =>
      set((s) => ({ playing: s.scene.ops.length > 0, index: s.index >= s.scene.ops.length ? 0 : s.index })),
    pause: () => set({ playing: false }),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    setConfig: (patch) => set((s) => ({ scene: { ...s.scene, config: { ...s.scene.config, ...patch } } })),
    setCompare: (compare) => set((s) => ({ scene: { ...s.scene, compare } })),
    setFocus: (id) => set((s) => ({ scene: { ...s.scene, focus: id } })),
    insertOp: (op) =>
      set((s) => {
        const ops = [...s.scene.ops.slice(0, s.index), op, ...s.scene.ops.slice(s.index)];
        return { scene: { ...s.scene, ops }, index: s.index + 1, playing: false };
      }),
    removeCurrentStep: () =>
      set((s) => {
        const removed = s.scene.ops[s.index - 1];
        if (s.index === 0 || removed === undefined) return s;
        const ops = [...s.scene.ops.slice(0, s.index - 1), ...s.scene.ops.slice(s.index)];
        const focusGone = s.scene.focus !== null && removes(removed, s.scene.focus);
        return {
          scene: { ...s.scene, ops, focus: focusGone ? null : s.scene.focus },
          index: s.index - 1,
          playing: false,
        };
      }),
    loadScene: (next, i = 0) => set({ scene: next, index: clamp(i, next.ops.length), playing: false }),
    setTake: (take) => set((s) => ({ scene: { ...s.scene, take } })),
  }));
}

// ------------------------------------------------------------------ persisted preference

interface PlaybackPrefsData {
  speed: Speed;
}

interface PlaybackPrefs extends PlaybackPrefsData {
  setSpeed: (speed: Speed) => void;
}

export const PLAYBACK_PREFS_KEY = 'aml.playback';

/** A saved preference read back: a speed the player offers, or the default. */
function sanitizePrefs(value: unknown): PlaybackPrefsData {
  const speed = isRecord(value) ? value.speed : undefined;
  return { speed: isSpeed(speed) ? speed : DEFAULT_SPEED };
}

export const usePlaybackPrefs = create<PlaybackPrefs>()(
  persist(
    (set) => ({
      speed: DEFAULT_SPEED,
      setSpeed: (speed) => set({ speed: isSpeed(speed) ? speed : DEFAULT_SPEED }),
    }),
    savedState({
      name: PLAYBACK_PREFS_KEY,
      version: 1,
      partialize: (s) => ({ speed: s.speed }),
      sanitize: sanitizePrefs,
    }),
  ),
);
