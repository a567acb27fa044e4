/**
 * "Lost in the middle" (Liu et al., 2023, https://arxiv.org/abs/2307.03172) with a conversation instead of
 * documents: one fact is placed at position k among n messages, the question comes last, and a model's answers
 * are scored by position. This file is the lab's own generator and scorer: pure and deterministic (same plan, same
 * prompts), so a run recorded as a take replays exactly. The answers come only from a take, never from here.
 */
import { mulberry32 } from '../core/random';
import type { Take } from '../scene/take';

export type LitmLang = 'en' | 'fr';

export interface LitmPlan {
  /** Messages in the conversation before the question (the fact is one of them); even: user / assistant pairs. */
  n: number;
  /** Positions (0-based, even: a user message) where the fact is placed. */
  positions: number[];
  /** Runs per position (each with another fact value). */
  runs: number;
  lang: LitmLang;
}

export interface LitmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface LitmTrial {
  position: number;
  run: number;
  /** The code the model must give back. */
  expected: string;
  messages: LitmMessage[];
  /** The take's key for this trial: the exact messages sent, as JSON. */
  prompt: string;
}

export const LITM_HOOK = 'lost-in-the-middle';
export const LITM_LIMITS = { minN: 4, maxN: 200, maxRuns: 20, maxPositions: 21 } as const;

const FILLER: Record<LitmLang, [string, string][]> = {
  en: [
    ['Can you suggest a name for a grey cat?', 'How about "Pebble"? It suits a calm grey cat.'],
    [
      'What is a good stretch after sitting all day?',
      'Try a standing forward fold: bend at the hips and let your arms hang.',
    ],
    ['How long should I boil an egg for a soft yolk?', 'About six minutes from boiling water.'],
    ['Which planet has the most moons?', 'Saturn, with well over a hundred known moons.'],
    ['Give me a word that rhymes with "orange".', 'Almost none do; "door hinge" is the usual joke.'],
    [
      'How do I keep basil alive on a windowsill?',
      'Give it sun, water when the top soil is dry, and pinch off flowers.',
    ],
    ['What does "ephemeral" mean?', 'Lasting a very short time.'],
    ['Is it better to run in the morning or the evening?', 'Either works; pick the time you can keep to.'],
    ['Recommend a board game for four players.', 'Ticket to Ride is easy to learn and plays well with four.'],
    ['How many litres are in a gallon?', 'About 3.79 litres in a US gallon.'],
    ['What is the capital of Australia?', 'Canberra.'],
    [
      'How do I remove a coffee stain from a shirt?',
      'Rinse it with cold water, then dab on a little dish soap before washing.',
    ],
    [
      'Suggest a quick lunch with chickpeas.',
      'Mash them with lemon, olive oil and herbs, and spread it on toast.',
    ],
    ['Why is the sky blue?', 'Air scatters blue light more than red light (Rayleigh scattering).'],
    ['How do I say "thank you" in Japanese?', '"Arigatō".'],
    ['What is a haiku?', 'A short poem of three lines with five, seven and five syllables.'],
    ['Can you name a famous bridge in San Francisco?', 'The Golden Gate Bridge.'],
    ['How often should I water a cactus?', 'Every two or three weeks in summer, much less in winter.'],
    ['What is the boiling point of water at sea level?', '100 °C, or 212 °F.'],
    [
      'Give me a tip for remembering names.',
      'Repeat the name once in the conversation right after you hear it.',
    ],
    ['What is the longest river in Europe?', 'The Volga.'],
    [
      'How do I make my bike chain quieter?',
      'Clean it and apply a little chain lubricant, then wipe off the excess.',
    ],
    ['What does a barometer measure?', 'Air pressure.'],
    ['Suggest a film for a rainy Sunday.', '"Amélie" is a gentle choice.'],
  ],
  fr: [
    [
      'Pouvez-vous proposer un nom pour un chat gris ?',
      'Pourquoi pas « Galet » ? Cela va bien à un chat gris et calme.',
    ],
    [
      'Quel étirement faire après une journée assise ?',
      'Une flexion avant debout : pliez-vous aux hanches et laissez pendre les bras.',
    ],
    ['Combien de temps cuire un œuf pour un jaune coulant ?', 'Environ six minutes dans l’eau bouillante.'],
    ['Quelle planète a le plus de lunes ?', 'Saturne, avec bien plus d’une centaine de lunes connues.'],
    ['Donnez-moi un mot qui rime avec « pieuvre ».', '« Œuvre », par exemple.'],
    [
      'Comment garder du basilic en vie sur un rebord de fenêtre ?',
      'Du soleil, de l’eau quand la terre est sèche en surface, et pincez les fleurs.',
    ],
    ['Que veut dire « éphémère » ?', 'Qui dure très peu de temps.'],
    [
      'Vaut-il mieux courir le matin ou le soir ?',
      'Les deux conviennent ; choisissez le moment que vous pourrez tenir.',
    ],
    [
      'Conseillez-moi un jeu de société pour quatre.',
      'Les Aventuriers du Rail s’apprend vite et se joue bien à quatre.',
    ],
    ['Combien de litres dans un gallon ?', 'Environ 3,79 litres dans un gallon américain.'],
    ['Quelle est la capitale de l’Australie ?', 'Canberra.'],
    [
      'Comment enlever une tache de café sur une chemise ?',
      'Rincez à l’eau froide, puis tamponnez un peu de liquide vaisselle avant le lavage.',
    ],
    [
      'Un déjeuner rapide avec des pois chiches ?',
      'Écrasez-les avec du citron, de l’huile d’olive et des herbes, sur du pain grillé.',
    ],
    [
      'Pourquoi le ciel est-il bleu ?',
      'L’air diffuse davantage la lumière bleue que la rouge (diffusion de Rayleigh).',
    ],
    ['Comment dit-on « merci » en japonais ?', '« Arigatō ».'],
    ['Qu’est-ce qu’un haïku ?', 'Un poème bref de trois vers de cinq, sept et cinq syllabes.'],
    ['Citez un pont célèbre de San Francisco.', 'Le Golden Gate Bridge.'],
    [
      'À quelle fréquence arroser un cactus ?',
      'Toutes les deux ou trois semaines en été, bien moins en hiver.',
    ],
    ['À quelle température l’eau bout-elle au niveau de la mer ?', 'À 100 °C.'],
    [
      'Une astuce pour retenir les prénoms ?',
      'Répétez le prénom une fois dans la conversation juste après l’avoir entendu.',
    ],
    ['Quel est le plus long fleuve d’Europe ?', 'La Volga.'],
    [
      'Comment rendre la chaîne de mon vélo plus silencieuse ?',
      'Nettoyez-la, huilez-la légèrement, puis essuyez l’excédent.',
    ],
    ['Que mesure un baromètre ?', 'La pression de l’air.'],
    ['Un film pour un dimanche pluvieux ?', '« Le Fabuleux Destin d’Amélie Poulain », tout en douceur.'],
  ],
};

const FACT: Record<LitmLang, (code: string) => string> = {
  en: (code) => `By the way, the code of my gym locker is ${code}. Please remember it.`,
  fr: (code) =>
    `Au fait, le code de mon casier à la salle de sport est ${code}. Retenez-le, s’il vous plaît.`,
};

const NOTED: Record<LitmLang, string> = { en: 'Noted.', fr: 'C’est noté.' };

const QUESTION: Record<LitmLang, string> = {
  en: 'What is the code of my gym locker? Answer with the four digits only.',
  fr: 'Quel est le code de mon casier à la salle de sport ? Répondez uniquement par les quatre chiffres.',
};

/** A small deterministic generator (mulberry32): the same seed gives the same codes and filler order. */
const rng = mulberry32;

/**
 * Evenly spread user positions from the first message to the last user message (count of them, distinct).
 * Roles alternate strictly, user first, as many servers' chat templates require: the fact is a user message, at
 * an even position.
 */
export function spreadPositions(n: number, count: number): number[] {
  const lastUser = Math.max(0, n - 2);
  if (count <= 1 || lastUser === 0) return [0];
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(2 * Math.round((i * lastUser) / (count - 1) / 2));
  return [...out];
}

/** The conversation for one trial: n messages alternating user / assistant, the fact (a user message) at k. */
export function litmTrial(plan: LitmPlan, position: number, run: number): LitmTrial {
  const random = rng(plan.n * 1_000_003 + position * 7919 + run * 104_729 + (plan.lang === 'fr' ? 1 : 0));
  const expected = String(1000 + Math.floor(random() * 9000));
  const pool = FILLER[plan.lang];
  const offset = Math.floor(random() * pool.length);
  const messages: LitmMessage[] = [];
  for (let turn = 0; turn * 2 < plan.n; turn++) {
    const [question, answer] = pool[(offset + turn) % pool.length] ?? ['', ''];
    if (turn * 2 === position)
      messages.push(
        { role: 'user', content: FACT[plan.lang](expected) },
        { role: 'assistant', content: NOTED[plan.lang] },
      );
    else messages.push({ role: 'user', content: question }, { role: 'assistant', content: answer });
  }
  messages.push({ role: 'user', content: QUESTION[plan.lang] });
  return { position, run, expected, messages, prompt: JSON.stringify(messages) };
}

export function litmTrials(plan: LitmPlan): LitmTrial[] {
  const out: LitmTrial[] = [];
  for (let run = 0; run < plan.runs; run++) for (const p of plan.positions) out.push(litmTrial(plan, p, run));
  return out;
}

/** Right when the answer gives the code (as a whole number, anywhere in the answer). */
export function litmCorrect(answer: string, expected: string): boolean {
  return new RegExp(`(^|\\D)${expected}(\\D|$)`).test(answer);
}

export interface LitmPoint {
  position: number;
  correct: number;
  answered: number;
  /** correct / answered, or null when no trial at this position has an answer yet. */
  accuracy: number | null;
}

/** Accuracy by position from the take's answers (only the answers to this plan's prompts count). */
export function litmScores(plan: LitmPlan, take: Take): LitmPoint[] {
  const answers = new Map(take.answers.filter((a) => a.hook === LITM_HOOK).map((a) => [a.prompt, a.answer]));
  return plan.positions.map((position) => {
    let correct = 0;
    let answered = 0;
    for (let run = 0; run < plan.runs; run++) {
      const t = litmTrial(plan, position, run);
      const a = answers.get(t.prompt);
      if (a === undefined) continue;
      answered++;
      if (litmCorrect(a, t.expected)) correct++;
    }
    return { position, correct, answered, accuracy: answered === 0 ? null : correct / answered };
  });
}

/** Null when the plan can be run, else what is wrong (for a loaded file). */
export function litmPlanProblem(plan: unknown): string | null {
  if (typeof plan !== 'object' || plan === null) return 'plan: not an object';
  const p = plan as Record<string, unknown>;
  const int = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  if (
    !int(p.n) ||
    (p.n as number) % 2 !== 0 ||
    (p.n as number) < LITM_LIMITS.minN ||
    (p.n as number) > LITM_LIMITS.maxN
  )
    return `plan.n: not an even number from ${LITM_LIMITS.minN} to ${LITM_LIMITS.maxN}`;
  if (!int(p.runs) || (p.runs as number) < 1 || (p.runs as number) > LITM_LIMITS.maxRuns)
    return `plan.runs: not a whole number from 1 to ${LITM_LIMITS.maxRuns}`;
  if (p.lang !== 'en' && p.lang !== 'fr') return 'plan.lang: not "en" or "fr"';
  if (
    !Array.isArray(p.positions) ||
    p.positions.length === 0 ||
    p.positions.length > LITM_LIMITS.maxPositions
  )
    return 'plan.positions: not a list of 1 to 21 positions';
  if (
    !p.positions.every(
      (k) => int(k) && (k as number) >= 0 && (k as number) < (p.n as number) && (k as number) % 2 === 0,
    )
  )
    return 'plan.positions: a position outside the conversation or not a user message (even)';
  if (new Set(p.positions).size !== p.positions.length) return 'plan.positions: a position given twice';
  return null;
}
