/**
 * A mechanism folder's default export: `defineMechanism({ ...engineHalf, catalog, messages, describe, ... })`.
 * It checks the mechanism against its own types and derives what every folder would otherwise repeat: the title
 * and default preset (from the catalogue), the caption (its `describe` in the reader's messages) and the end note
 * (the messages' `end`).
 */
import { pick, type MessageDictionary, type Messages } from '../i18n/defineMessages';
import type { Frame } from '../engine/scene';
import type { AnswersMode } from '../engine/scene/take';
import type { CompareVariant, ConfigLink, MechanismCatalog, MechanismUI } from './types';

/** Everything a mechanism says, in the folder's words. */
export interface MechanismDefinition<
  Config,
  State,
  Op,
  Event,
  M extends Messages & { end: string },
> extends Omit<MechanismUI<Config, State, Op, Event>, 'title' | 'defaultPreset' | 'caption' | 'endNote'> {
  /** The folder's `catalog.ts` (its id must be the mechanism's). */
  catalog: MechanismCatalog;
  /** The folder's messages; `end` is said under the caption at the last step. */
  messages: MessageDictionary<M>;
  /** What the caption box says for a frame, in the reader's messages (step 0: how the scene starts). */
  describe(messages: M, frame: Frame<State, Op, Event>): string[];
}

export function defineMechanism<Config, State, Op, Event, M extends Messages & { end: string }>(
  def: MechanismDefinition<Config, State, Op, Event, M>,
): MechanismUI<Config, State, Op, Event> {
  const { catalog, messages, describe, ...rest } = def;
  if (catalog.id !== def.id) throw new Error(`mechanism ${def.id} given the catalogue of ${catalog.id}`);
  return {
    ...rest,
    title: catalog.title,
    defaultPreset: catalog.defaultPreset,
    caption: (frame, lang) => describe(pick(messages, lang), frame),
    endNote: (lang) => pick(messages, lang).end,
  };
}

/** The takes' mode as every mechanism keeps it: the configuration's `answers` (absent: the script answers). */
export const ANSWERS_TAKES = {
  mode: (config: { answers?: AnswersMode }): AnswersMode => config.answers ?? 'scripted',
  setMode: (answers: AnswersMode) => ({ answers }),
};

/**
 * Compare mode's columns when each is one value of a setting (a policy, a style, a design): the same script with
 * `patch(value)` over `config`, each column named in both languages by `label(messages, value)`.
 */
export function columnPerValue<Config, V extends string, M extends Messages>(
  config: Config,
  values: readonly V[],
  messages: MessageDictionary<M>,
  label: (messages: M, value: V) => string,
  patch: (value: V) => NoInfer<Partial<Config>>,
): CompareVariant<Config>[] {
  return values.map((value) => ({
    id: value,
    label: { en: label(pick(messages, 'en'), value), fr: label(pick(messages, 'fr'), value) },
    config: { ...config, ...patch(value) },
  }));
}

/**
 * For a mechanism's `link.read` (`ConfigLink` in types.ts) whose parameters are plain: the configuration read from a
 * link's query over the preset's (`base`), `text` parameters as typed, `numbers` ones (parameter → field) as numbers
 * when they match `asNumber`, as typed otherwise, for `validateConfig` to refuse.
 */
export function readQuery(
  q: URLSearchParams,
  base: object,
  text: readonly string[],
  numbers: Readonly<Record<string, string>>,
  asNumber = /^\d+$/,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const k of text) {
    const v = q.get(k);
    if (v !== null) out[k] = v;
  }
  for (const [param, field] of Object.entries(numbers)) {
    const v = q.get(param);
    if (v !== null) out[field] = asNumber.test(v) ? Number(v) : v;
  }
  return out;
}

/**
 * The `link` of a configuration whose parameters are plain: `answers` when the learner's model answers, the `text`
 * fields as they are, then the `numbers` (parameter → field) as figures; read back by `readQuery`.
 */
export function plainLink<Config extends { answers?: AnswersMode }>(
  text: readonly (keyof Config & string)[],
  numbers: Readonly<Record<string, keyof Config & string>>,
): ConfigLink<Config> {
  return {
    params: [...text, ...Object.keys(numbers), 'answers'],
    write: (c) => ({
      ...(c.answers === undefined ? {} : { answers: c.answers }),
      ...Object.fromEntries(text.map((field) => [field, String(c[field])])),
      ...Object.fromEntries(Object.entries(numbers).map(([param, field]) => [param, String(c[field])])),
    }),
    read: (q, base) => readQuery(q, base, [...text, 'answers'], numbers),
  };
}
