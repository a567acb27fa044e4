/**
 * Chapter 5, `believed-on`: in the bitemporal design, what the agent believed the user's city was at a turn,
 * computed by the chapter's engine (src/engine/selfManaged/writePath.ts: `believedAt`, `trueAt`).
 */
import { defineKind, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import type { Bilingual } from '../types';
import { CITIES, COLOURS, quoted, SAY, sayScene, turnsIn, writeTurns } from './selfManagedWords';

type B = Bilingual;

export interface BelievedOnData {
  /** The conversation in English (the scene and the facts carry both languages). */
  turns: string[];
  /** The turn asked about (1-based, the write path's clock in the visualizer). */
  turn: number;
  /** The city believed then, or null. */
  believed: string | null;
  /** The city true then as the agent knows now (after corrections), or null. */
  trueNow: string | null;
}

const believedRules = {
  'believed-learned': {
    en: 'What the agent believed on a date is what it had learned by then and not yet invalidated (system time), whatever it learned later.',
    fr: 'Ce que l’agent croyait à une date, c’est ce qu’il avait appris avant et pas encore invalidé (le temps du système), quoi qu’il ait appris ensuite.',
  },
  'believed-nothing': {
    en: 'Before the first fact, or after a fact is no longer true, the agent believes nothing about it.',
    fr: 'Avant le premier fait, ou après qu’un fait n’est plus vrai, l’agent ne croit rien à son sujet.',
  },
} satisfies Record<string, B>;

function believedTurns(rng: Rng): B[] {
  const [a, b, c] = rng.sample(CITIES, 3) as [string, string, string];
  const colour = rng.pick(COLOURS);
  const turns = [SAY.favourite(colour), SAY.liveIn(a), SAY.movedTo(b)];
  if (rng.chance(0.6)) turns.push(SAY.correctCity(c, b));
  if (rng.chance(0.4)) turns.push(SAY.noLongerLiveIn(turns.length === 4 ? c : b));
  return turns;
}

const believedWords = {
  prompt: (turn: number): B => ({
    en: `In the bitemporal design, what did the agent believe the user's city was at turn ${turn} (after that turn's write)?`,
    fr: `Dans la conception bitemporelle, quelle ville l’agent croyait-il être celle de l’utilisateur au tour ${turn} (après l’écriture de ce tour)\u00a0?`,
  }),
  nothing: { en: 'No city', fr: 'Aucune ville' },
  believed: (turn: number, city: string | null): B =>
    city === null
      ? {
          en: `At turn ${turn} the agent held no city.`,
          fr: `Au tour ${turn}, l’agent ne tenait aucune ville pour vraie.`,
        }
      : {
          en: `At turn ${turn} the agent believed ${city}.`,
          fr: `Au tour ${turn}, l’agent croyait ${city}.`,
        },
  trueNow: (turn: number, city: string | null): B => ({
    en: `What it knows now says the city at turn ${turn} was ${city ?? 'none'}: valid time, not what it believed then.`,
    fr: `Ce qu’il sait maintenant dit que la ville au tour ${turn} était ${city ?? 'aucune'}\u00a0: le temps du monde, pas ce qu’il croyait alors.`,
  }),
  broke: (given: string, expected: string | null): B => ({
    en: `${given === 'nothing' ? 'No city' : given} is not what the agent held then: it believed ${expected ?? 'no city'}.`,
    fr: `${given === 'nothing' ? 'Aucune ville' : given}, ce n’est pas ce que l’agent tenait alors\u00a0: il croyait ${expected ?? 'aucune ville'}.`,
  }),
};

export const believedOn = defineKind<BelievedOnData>({
  kind: 'believed-on',
  rules: believedRules,
  build(rng) {
    const said = believedTurns(rng);
    const turns = turnsIn(said, 'en');
    const { path } = writeTurns('bitemporal', said);
    const turn = rng.int(1, turns.length);
    const city = (list: { key: string; value: string }[]) =>
      list.find((r) => r.key === 'city')?.value ?? null;
    const believed = city(path.believedAt(turn));
    const trueNow = city(path.trueAt(turn));
    const cities = [...new Set(turns.flatMap((t) => CITIES.filter((c) => t.includes(c))))];
    return {
      prompt: believedWords.prompt(turn),
      facts: [quoted(said)],
      scene: sayScene({ design: 'bitemporal', blockLimit: 400, contextLimit: 100_000, window: 50 }, said),
      choices: {
        mode: 'list',
        options: [
          ...cities.map((c) => ({ id: c, label: { en: c, fr: c } })),
          { id: 'nothing', label: believedWords.nothing },
        ],
      },
      answer: believed ?? 'nothing',
      data: { turns, turn, believed, trueNow },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = d.believed === null ? 'believed-nothing' : 'believed-learned';
    const because = [believedWords.believed(d.turn, d.believed)];
    if (d.trueNow !== d.believed) because.push(believedWords.trueNow(d.turn, d.trueNow));
    const out: KindExplanation = { because, rule };
    if (given !== undefined) out.broken = { rule, detail: believedWords.broke(given, d.believed) };
    return out;
  },
});
