/**
 * Chapter 5, `write-decision`: which decision the write path takes on the last turn's fact (ADD, UPDATE, DELETE,
 * NOOP), computed by the chapter's engine (src/engine/selfManaged/writePath.ts) as the visualizer runs it.
 */
import type { DecisionWhy, WriteEvent } from '../../selfManaged/decide';
import { defineKind, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import type { Bilingual } from '../types';
import { CITIES, COLOURS, quoted, SAY, sayScene, turnsIn, writeTurns } from './selfManagedWords';

type B = Bilingual;

export interface WriteDecisionData {
  /** The conversation in English (the scene and the facts carry both languages). */
  turns: string[];
  event: WriteEvent;
  why: DecisionWhy | null;
}

const decisionRules = {
  'decision-add': {
    en: 'Nothing stored about the key, or one more value beside the others ("I also love…"): ADD.',
    fr: 'Rien en mémoire sur la clé, ou une valeur de plus à côté des autres («\u00a0J’aime aussi…\u00a0»)\u00a0: ADD.',
  },
  'decision-update': {
    en: 'A new value for a stored key, or a correction ("…, not X"): UPDATE of the memory it replaces (the wrong one for a correction).',
    fr: 'Une nouvelle valeur pour une clé en mémoire, ou une correction («\u00a0…, pas X\u00a0»)\u00a0: UPDATE du souvenir qu’elle remplace (le faux, pour une correction).',
  },
  'decision-delete': {
    en: 'A fact that is no longer true ("I no longer…") deletes the memory that holds it: DELETE.',
    fr: 'Un fait qui n’est plus vrai («\u00a0Je n’… plus\u00a0») supprime le souvenir qui le porte\u00a0: DELETE.',
  },
  'decision-noop': {
    en: 'The same key and value already stored, or nothing stored to forget: NOOP, nothing written.',
    fr: 'La même clé et la même valeur déjà en mémoire, ou rien à oublier\u00a0: NOOP, rien d’écrit.',
  },
} satisfies Record<string, B>;

const RULE_OF_EVENT: Record<WriteEvent, keyof typeof decisionRules> = {
  ADD: 'decision-add',
  UPDATE: 'decision-update',
  DELETE: 'decision-delete',
  NOOP: 'decision-noop',
};

function decisionTurns(rng: Rng): B[] {
  const [c1, c2, c3] = rng.sample(COLOURS, 3) as [B, B, B];
  const [city, city2] = rng.sample(CITIES, 2) as [string, string];
  const base = [SAY.favourite(c1), SAY.liveIn(city)];
  const shouted = { en: c1.en.toUpperCase(), fr: c1.fr.toUpperCase() };
  return [
    [...base, SAY.alsoLove(c2)],
    [...base, SAY.favourite(c2)],
    [...base, SAY.alsoLove(c2), SAY.correctColour(c3, c1)],
    [...base, SAY.noLongerLiveIn(city)],
    [...base, SAY.noLongerLiveIn(city2)],
    [...base, SAY.favourite(shouted, true)],
    [SAY.liveIn(city), SAY.favourite(c1)],
  ][rng.int(0, 6)] as B[];
}

const decisionWords = {
  prompt: {
    en: 'The write path extracts the fact of the user’s last turn and compares it with the closest memories. Which decision does it take?',
    fr: 'Le chemin d’écriture extrait le fait du dernier tour de l’utilisateur et le compare aux souvenirs les plus proches. Quelle décision prend-il\u00a0?',
  },
  decided: (event: WriteEvent, reason: string): B => ({
    en: `The engine decides ${event}: ${reason}.`,
    fr: `Le moteur décide ${event}\u00a0: ${reason}.`,
  }),
  broke: (given: string, expected: WriteEvent): B => ({
    en: `${given} is the rule for another case; this fact calls for ${expected}.`,
    fr: `${given}, c’est la règle d’un autre cas\u00a0; ce fait appelle ${expected}.`,
  }),
};

export const writeDecision = defineKind<WriteDecisionData>({
  kind: 'write-decision',
  rules: decisionRules,
  build(rng) {
    const said = decisionTurns(rng);
    const turns = turnsIn(said, 'en');
    const step = writeTurns('overwrite', said).last[0];
    if (!step) throw new Error(`no fact in "${turns.at(-1) ?? ''}"`);
    return {
      prompt: decisionWords.prompt,
      facts: [quoted(said)],
      scene: sayScene({ design: 'overwrite', blockLimit: 400, contextLimit: 100_000, window: 50 }, said),
      choices: {
        mode: 'list',
        options: (['ADD', 'UPDATE', 'DELETE', 'NOOP'] as const).map((id) => ({
          id,
          label: { en: id, fr: id },
        })),
      },
      answer: step.decision.event,
      data: { turns, event: step.decision.event, why: step.decision.why ?? null },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = RULE_OF_EVENT[d.event];
    const reason: B = d.why === null ? { en: d.event, fr: d.event } : whyText(d.why);
    const out: KindExplanation = {
      because: [
        {
          en: decisionWords.decided(d.event, reason.en).en,
          fr: decisionWords.decided(d.event, reason.fr).fr,
        },
      ],
      rule,
    };
    if (given !== undefined) out.broken = { rule, detail: decisionWords.broke(given, d.event) };
    return out;
  },
});

/** A decision's reason in both languages (the engine's data, said as the visualizer says it). */
function whyText(w: DecisionWhy): B {
  const q = (s: string): B => ({ en: `"${s}"`, fr: `«\u00a0${s}\u00a0»` });
  switch (w.kind) {
    case 'already-stored':
      return {
        en: `${q(`${w.key}: ${w.value}`).en} is already stored`,
        fr: `${q(`${w.key}\u00a0: ${w.value}`).fr} est déjà en mémoire`,
      };
    case 'no-longer-true':
      return {
        en: `${q(`${w.key}: ${w.value}`).en} is no longer true`,
        fr: `${q(`${w.key}\u00a0: ${w.value}`).fr} n’est plus vrai`,
      };
    case 'nothing-to-forget':
      return {
        en: 'nothing stored matches what is no longer true',
        fr: 'rien en mémoire ne correspond à ce qui n’est plus vrai',
      };
    case 'one-more-value':
      return {
        en: `one more value for ${q(w.key).en}, beside the others`,
        fr: `une valeur de plus pour ${q(w.key).fr}, à côté des autres`,
      };
    case 'corrects':
      return {
        en: `corrects the wrong value ${q(w.value).en}`,
        fr: `corrige la valeur fausse ${q(w.value).fr}`,
      };
    case 'changed':
      return {
        en: `${q(w.key).en} changed from ${q(w.value).en}`,
        fr: `${q(w.key).fr} a changé, c’était ${q(w.value).fr}`,
      };
    case 'nothing-stored':
      return {
        en: `nothing stored about ${q(w.key).en} yet`,
        fr: `rien en mémoire sur ${q(w.key).fr} pour l’instant`,
      };
    case 'naive-same-key':
      return { en: `same key ${q(w.key).en}: overwritten`, fr: `même clé ${q(w.key).fr}\u00a0: écrasée` };
    case 'naive-new-key':
      return { en: `new key ${q(w.key).en}`, fr: `nouvelle clé ${q(w.key).fr}` };
  }
}
