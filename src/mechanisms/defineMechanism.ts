/**
 * A mechanism folder's default export: `defineMechanism({ ...engineHalf, catalog, messages, describe, ... })`.
 * It checks the mechanism against its own types and derives what every folder would otherwise repeat: the title
 * and default preset (from the catalogue), the caption (its `describe` in the reader's messages) and the end note
 * (the messages' `end`).
 */
import { pick, type MessageDictionary, type Messages } from '../i18n/defineMessages';
import type { Frame } from '../engine/scene';
import type { AnswersMode } from '../engine/scene/take';
import type { MechanismCatalog, MechanismUI } from './types';

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
