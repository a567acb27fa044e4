/**
 * The UI side of a mechanism: what the generic visualizer shell (playback bar, scrubber, caption box, settings
 * slot, compare mode, permalinks) needs besides the engine contract (`src/engine/scene/`).
 * See `src/mechanisms/README.md` for how a mechanism folder looks and how it is registered.
 */
import type { ComponentType } from 'react';
import type { RequestParts } from '../engine/compaction/context';
import type { Frame, Mechanism, Scene, Timeline } from '../engine/scene';
import type { Lang, Localized } from '../i18n/lang';

export type { Frame, Scene, Timeline } from '../engine/scene';

/** A scene a lesson opens on: `<Visualizer preset="<mechanism>/<preset>" />`. */
export interface Preset<Config, Op> {
  title: Localized;
  /** One sentence shown above the scene (hidden in presentation mode). */
  description: Localized;
  config: Config;
  ops: Op[];
  /** Opens in compare mode. */
  compare?: boolean;
  /** The item followed by compare mode (see `MechanismUI.focus`). */
  focus?: string;
  /**
   * The same scene in another language (the user's turns as a speaker of it writes them), opened on a page in that
   * language; a link to it carries its script (`ops`), since it differs from `ops`.
   */
  inLanguage?: Partial<Record<Lang, { config: Config; ops: Op[] }>>;
}

/** What a viewer can do to the scene from inside a panel, the settings or the composer. */
export interface SceneActions<Config, Op> {
  /** Records an operation as the next step of the script (later steps are kept) and shows it. */
  insertOp(op: Op): void;
  /** Removes the operation of the current step from the script. */
  removeCurrentStep(): void;
  /** Replays the same script under a new configuration, keeping the step. */
  setConfig(patch: Partial<Config>): void;
  /** Follows an item in compare mode (null: none). */
  setFocus(id: string | null): void;
}

/**
 * "Pick one": a practice question answered in the visualizer itself (src/engine/practice, `choices.mode === 'message'`).
 * A mechanism that draws items the question names (agent-memory's message cards) draws each option as a button that
 * picks it, instead of its usual action; the host (the practice block) holds the choice and checks it.
 */
export interface ScenePick {
  /** The items that can be picked, by id (a message id of the script), with their accessible names. */
  options: readonly { id: string; label: string }[];
  selected: string | null;
  onPick(id: string): void;
  /** After the answer is checked or shown: the buttons stay, but no longer change the choice. */
  locked: boolean;
  /** After the answer: the right item (marked), else null. */
  expected: string | null;
}

export interface PanelsProps<Config, State, Op, Event> {
  /** The page's language: a mechanism reads no store (its strings are `dict[lang]`). */
  lang: Lang;
  scene: Scene<Config, Op>;
  timeline: Timeline<State, Op, Event>;
  frame: Frame<State, Op, Event>;
  /** The frame before (null at step 0): what moved, for animations. */
  previous: Frame<State, Op, Event> | null;
  /** True while autoplay runs (panels may disable their own controls). */
  playing: boolean;
  /** Milliseconds between two steps during autoplay, at the viewer's speed (panels pace their animations by it). */
  stepMs: number;
  actions: SceneActions<Config, Op>;
  /** A practice question answered by picking an item in the panels (optional: only hosts that ask one pass it). */
  pick?: ScenePick | null;
}

export interface SettingsProps<Config, Op> {
  lang: Lang;
  scene: Scene<Config, Op>;
  actions: SceneActions<Config, Op>;
}

/** One column of compare mode: the same ops under another configuration. */
export interface CompareVariant<Config> {
  id: string;
  label: Localized;
  config: Config;
}

export interface CompareColumn<Config, State, Op, Event> {
  variant: CompareVariant<Config>;
  timeline: Timeline<State, Op, Event>;
  frame: Frame<State, Op, Event>;
}

export interface CompareProps<Config, State, Op, Event> {
  lang: Lang;
  scene: Scene<Config, Op>;
  columns: CompareColumn<Config, State, Op, Event>[];
  actions: SceneActions<Config, Op>;
}

/** How a mechanism's configuration reads and writes readable query parameters of a permalink. */
export interface ConfigLink<Config> {
  /** Every query parameter this codec owns (e.g. 'window', 'policy'): the shell clears them before writing. */
  params: readonly string[];
  write(config: Config): Record<string, string>;
  /**
   * Reads the parameters present in `query` over the preset's configuration; returns raw data for
   * `validateConfig` (numbers that look like integers as numbers, anything else as typed, to be refused).
   */
  read(query: URLSearchParams, base: Config): unknown;
}

/**
 * What a mechanism's folder says about itself without loading it (`<id>/catalog.ts`): its title, its presets'
 * titles in display order (the record's key order) and its default preset. The standalone page's preset list
 * reads it, so opening one scene downloads only that scene's mechanism; the folder's `presets.ts` and `index.ts`
 * take their titles from it. A catalogue imports nothing but `defineCatalog` from this file.
 */
export interface MechanismCatalog<PresetId extends string = string> {
  id: string;
  title: Localized;
  presets: Readonly<Record<PresetId, Localized>>;
  /** The preset a bad or missing name falls back to (`MechanismUI.defaultPreset`). */
  defaultPreset: NoInfer<PresetId>;
}

/** Type-checks a catalogue, keeping its preset ids as a union (use it as the `CATALOG` export of `catalog.ts`). */
export function defineCatalog<PresetId extends string>(
  c: MechanismCatalog<PresetId>,
): MechanismCatalog<PresetId> {
  return c;
}

/**
 * The request the model would receive at one step, section by section, as the texts sent (the shell counts them with
 * the tokenizer the viewer picks and draws the "Context anatomy" view). A section a mechanism does not have is left
 * out. Sections and their order: `ANATOMY_SECTIONS` in `src/engine/compaction/context.ts`, where the type lives (the
 * bench's per-section question tokens use it too).
 */
export type { RequestParts } from '../engine/compaction/context';
export interface MechanismUI<Config, State, Op, Event> extends Mechanism<Config, State, Op, Event> {
  /** Shown in the standalone page's preset list. */
  title: Localized;
  presets: Readonly<Record<string, Preset<Config, Op>>>;
  /** The preset a bad or missing name falls back to. */
  defaultPreset: string;
  /** What the "What just happened" box says for a frame (step 0: how the scene starts). */
  caption(frame: Frame<State, Op, Event>, lang: Lang): string[];
  /** A short label of an operation for the step list ("append #4", "swap_to(2)"). */
  opLabel(op: Op, lang: Lang): string;
  /** Said under the caption at the last step (what the viewer can do next); default "End of the script." */
  endNote?(lang: Lang): string;
  /** How the mechanism is drawn. */
  Panels: ComponentType<PanelsProps<Config, State, Op, Event>>;
  /** The scene settings form (configuration), if the mechanism has settings. */
  Settings?: ComponentType<SettingsProps<Config, Op>>;
  /** A form to add operations live (e.g. type a message), shown under the panels. */
  Composer?: ComponentType<PanelsProps<Config, State, Op, Event>>;
  /** Compare mode: the configurations run side by side, and how they are drawn. */
  compare?: {
    variants(config: Config): CompareVariant<Config>[];
    /** What the caption box says during compare mode (each column says its own step). */
    caption(lang: Lang): string;
    Panel: ComponentType<CompareProps<Config, State, Op, Event>>;
  };
  /** Compare mode's followed item: whether `id` names something the script creates (links are checked). */
  focus?: {
    exists(ops: readonly Op[], id: string): boolean;
    /** The followed item is gone when this op is removed from the script. */
    removedBy(op: Op, id: string): boolean;
  };
  link: ConfigLink<Config>;
  /** The request of this step by section, for the "Context anatomy" view (every mechanism of chapters 1 to 6). */
  anatomy?(frame: Frame<State, Op, Event>, scene: Scene<Config, Op>): RequestParts;
  /**
   * The scene's model hooks (src/mechanisms/README.md, "Takes"): who answers them, read from and written to the
   * configuration, and the prompt settings shown in "your model" mode. The shell draws the "Answers" group,
   * the pending request and the take's tools when this is present.
   */
  takes?: {
    /** Whether this scene reaches a hook at all (default: yes); the shell draws nothing for it otherwise. */
    applies?(scene: Scene<Config, Op>): boolean;
    mode(config: Config): 'scripted' | 'model';
    setMode(mode: 'scripted' | 'model'): Partial<Config>;
    /** Prompt templates and other settings of the hooks (shown in "your model" mode). */
    Settings?: ComponentType<SettingsProps<Config, Op>>;
  };
}

/**
 * A mechanism with its types erased, as the registry and the generic shell hold it. `any` is confined here:
 * each mechanism module is checked against its own types by `defineMechanism`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMechanism = MechanismUI<any, any, any, any>;
