/**
 * What a lesson or an exercise statement (MDX) may write: every JSX element name with its props, and what it may
 * contain. test/content/mdx.test.ts checks every `.mdx` file against these specs (an unknown name, an unknown,
 * missing or mistyped prop fails `npm test`), and holds French and English to the same structure, comparing every
 * prop that is not `prose` (prose props, like captions, are translated).
 *
 * Values that other registries own are named by a `known` set, which the test resolves from that registry:
 * `visualizer-preset` (every mechanism's presets, `lru` or `memory-store/two-users`), `cell` (src/cells' ids),
 * `fact` (src/content/facts' ids), `practice-section` (a section slug where src/engine/practice/catalog.ts has
 * questions).
 */
export type PropSpec =
  | { type: 'string'; required?: boolean; prose?: boolean; oneOf?: readonly string[]; known?: KnownSet }
  | { type: 'number'; required?: boolean; integer?: boolean; min?: number }
  | { type: 'boolean'; required?: boolean };

export type KnownSet = 'visualizer-preset' | 'cell' | 'fact' | 'practice-section';

export interface ComponentSpec {
  props: Readonly<Record<string, PropSpec>>;
  /**
   * `none`: self-closing. `markdown`: prose inside. `fenced-code`: exactly one fenced code block inside, in one of
   * `languages`. `table`: exactly one GFM table inside.
   */
  children: 'none' | 'markdown' | 'fenced-code' | 'table';
  languages?: readonly string[];
  /**
   * A widget: an interactive part with its own lazy chunk (src/components/lesson/widgets.tsx). Lessons may use
   * widgets; exercise statements render prose only (src/components/prose).
   */
  widget?: true;
}

export const CODE_LANGUAGES = ['python', 'typescript', 'text'] as const;

export const componentSpecs = {
  /** An aside: `seed` (about the source notebook: where the lab is more precise), `info`, `warning`. */
  Note: {
    children: 'markdown',
    props: {
      tone: { type: 'string', required: true, oneOf: ['seed', 'info', 'warning'] },
      title: { type: 'string', prose: true },
    },
  },
  /** Code from the source notebook, kept verbatim (a fenced block inside gives the language). */
  SeedCode: {
    children: 'fenced-code',
    languages: CODE_LANGUAGES,
    props: { caption: { type: 'string', prose: true } },
  },
  /** What that code printed, verbatim (a fenced `text` block inside). */
  Output: {
    children: 'fenced-code',
    languages: ['text'],
    props: { caption: { type: 'string', prose: true } },
  },
  /** A GFM table with a caption (a table without a caption needs no wrapper). */
  Table: {
    children: 'table',
    props: { caption: { type: 'string', required: true, prose: true } },
  },
  /** Widgets: each its own lazy chunk (src/components/lesson/widgets.tsx), in lessons only. */
  Visualizer: {
    widget: true,
    children: 'none',
    props: { preset: { type: 'string', required: true, known: 'visualizer-preset' } },
  },
  CostLab: {
    widget: true,
    children: 'none',
    props: { embedded: { type: 'boolean' } },
  },
  /** Chapter 5's /memories folder: the learner sends calls of the memory tool (src/components/memoryFiles). */
  MemoryFiles: {
    widget: true,
    children: 'none',
    props: {},
  },
  ExerciseCards: {
    widget: true,
    children: 'none',
    props: { chapter: { type: 'number', required: true, integer: true, min: 1 } },
  },
  Cell: {
    widget: true,
    children: 'none',
    props: { id: { type: 'string', required: true, known: 'cell' } },
  },
  /** The memory bench (chapter 4): `data` is what it opens on, a public set (the command's names) or the generator. */
  MemoryBench: {
    widget: true,
    children: 'none',
    props: {
      data: { type: 'string', required: true, oneOf: ['public', 'public-s', 'conflicts', 'generator'] },
    },
  },
  /**
   * The "Practice" block of a section: questions of src/engine/practice for that chapter and section, checked by the
   * engine and played in the visualizer. The chapter and section are the file's own (test/content/practice.test.ts).
   */
  Practice: {
    widget: true,
    children: 'none',
    props: {
      chapter: { type: 'number', required: true, integer: true, min: 1 },
      section: { type: 'string', required: true, known: 'practice-section' },
    },
  },
  /**
   * A figure computed from the engine or measured (src/content/facts/), written for the file's language. Replaced by
   * its text at build time (src/content/remarkFacts.ts): no component reaches the page.
   */
  Fact: {
    children: 'none',
    props: { id: { type: 'string', required: true, known: 'fact' } },
  },
} as const satisfies Record<string, ComponentSpec>;

export type ComponentName = keyof typeof componentSpecs;

type ValueOf<S> = S extends { type: 'string'; oneOf: readonly (infer V)[] }
  ? V
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'number' }
      ? number
      : boolean;

type RequiredKeys<P> = { [K in keyof P]: P[K] extends { required: true } ? K : never }[keyof P];

/** The props a component receives from MDX, derived from its spec (children aside). */
export type SpecProps<N extends ComponentName> = {
  [K in RequiredKeys<(typeof componentSpecs)[N]['props']>]: ValueOf<(typeof componentSpecs)[N]['props'][K]>;
} & {
  [
    K in Exclude<keyof (typeof componentSpecs)[N]['props'], RequiredKeys<(typeof componentSpecs)[N]['props']>>
  ]?: ValueOf<(typeof componentSpecs)[N]['props'][K]>;
};

/** Props as the widget modules receive them (their default export takes these). */
export type WidgetProps = Record<string, string | number | boolean>;
