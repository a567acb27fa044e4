/**
 * Chapter 3's fintech scenes with the sentence encoder (real weights, in Node): each scene replayed with every vector
 * it asks the page encoder for put into its take, as the page's take driver does. Shared by the encoder's tests and
 * the measured facts' recomputation (test/content/measured.test.ts).
 */
import { buildTimeline, cosine, emptyTake, withVector, type Take } from '../../src/engine';
import { TASKMASTER_QUERIES } from '../../src/engine/reflective/taskMaster';
import { ENCODER_MODEL } from '../../src/model/encoder/core';
import { embedTexts } from '../../src/model/node/encoder';
import { episodicMechanism } from '../../src/mechanisms/episodic/mechanism';
import { PRESETS } from '../../src/mechanisms/episodic/presets';

const at = '2026-12-02T12:00:00.000Z';
export type FintechPreset = 'fintech-en' | 'fintech-fr';

/** The scene's take once every vector it asks of the page encoder is in it. */
export async function takeWithEncoder(name: FintechPreset): Promise<Take> {
  const preset = PRESETS[name];
  const config = { ...preset.config, relevance: 'encoder' as const };
  let take = emptyTake();
  for (let round = 0; round < 10; round += 1) {
    const b = buildTimeline(episodicMechanism, config, preset.ops, { take }).blockedAt(preset.ops.length);
    if (!b) return take;
    if (b.request.kind !== 'embed' || b.request.source !== 'page-encoder')
      throw new Error(`unexpected request ${JSON.stringify(b.request)}`);
    const vectors = await embedTexts(b.request.texts);
    b.request.texts.forEach((text, i) => {
      take = withVector(take, {
        text,
        vector: vectors[i]!,
        model: ENCODER_MODEL,
        at,
        source: 'page-encoder',
      });
    });
  }
  throw new Error('the scene kept asking');
}

/** The scene's last query, ranked by the encoder, and the memories' texts by id. */
export function lastQuery(name: FintechPreset, take: Take | null) {
  const preset = PRESETS[name];
  const config = take ? { ...preset.config, relevance: 'encoder' as const } : preset.config;
  const s = buildTimeline(episodicMechanism, config, preset.ops, { take }).frame(preset.ops.length).state.s;
  return { q: s.queries.at(-1)!, textOf: new Map(s.memories.map((m) => [m.id, m.text])) };
}

export interface EncoderCase {
  /** Encoder cosine of each piece of knowledge, by the start of its text. */
  cosine: (start: string) => number;
  values: number[];
}

async function caseOf(name: FintechPreset): Promise<EncoderCase> {
  const { q, textOf } = lastQuery(name, await takeWithEncoder(name));
  const r = q.relevance!;
  return {
    values: r.encoder!,
    cosine: (start) => {
      const i = r.ids.findIndex((id) => textOf.get(id)!.startsWith(start));
      if (i < 0) throw new Error(`no memory starts with ${start}`);
      return r.encoder![i]!;
    },
  };
}

let cached: Promise<{ en: EncoderCase; fr: EncoderCase; frGeneral: number }> | null = null;

/** Both scenes, and the source's general question against the French preference (computed once per process). */
export function encoderCases() {
  cached ??= (async () => {
    const [en, fr] = [await caseOf('fintech-en'), await caseOf('fintech-fr')];
    const preference = lastQuery('fintech-fr', null).textOf;
    const text = [...preference.values()].find((t) => t.startsWith('Préférences des clients'))!;
    const [g, p] = await embedTexts([TASKMASTER_QUERIES.general, text]);
    return { en, fr, frGeneral: cosine(g!, p!) };
  })();
  return cached;
}
