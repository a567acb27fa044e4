/**
 * The lab's own bench data: facts planted at chosen (or evenly spread) positions among filler turns, some of them
 * updated later, each probed by a question asked some turns after it; in English or French; seeded, so the same
 * parameters give the same file. Every fact is a user turn answered "Noted."; the question follows a later turn,
 * at a distance drawn log-uniformly (short and long distances alike, for the decay curve); an updated fact's
 * question expects the new value and lists the old one in `previous` (drift).
 */
import type { BenchData, BenchQuestion, BenchTurn } from './format';
import { assertInt } from '../core/validate';
import { generateToolBench } from './toolGenerator';

export type BenchLang = 'en' | 'fr';

export interface GeneratorParams {
  /** Turns in the conversation (user and assistant alternate, user first), 4..1,000,000. */
  turns: number;
  /** Facts planted, each probed by one question, 1..100,000. */
  questions: number;
  seed?: number;
  lang?: BenchLang;
  /** Share of facts updated later (0..1, default 0.25). */
  updates?: number;
  /** Turn indexes (even: user turns) where the facts go, one per question; default: spread over the conversation. */
  positions?: readonly number[];
  /** An agent that calls tools, facts in the tool results (toolGenerator.ts; `updates`, `positions` unused). */
  tools?: boolean;
}

export const GENERATOR_LIMITS = { turns: 1_000_000, questions: 100_000 } as const;

/** What the generator makes when not told otherwise (the command's --generate, the widget, chapter 4's figures). */
export const GENERATOR_DEFAULTS = { turns: 1000, questions: 50, seed: 1, lang: 'en', updates: 0.25 } as const;

/** mulberry32: a small deterministic generator (the same seed gives the same sequence). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FactKind {
  domain: string;
  fact: (label: string, value: string) => string;
  update: (label: string, value: string) => string;
  question: (label: string) => string;
  value: (r: () => number) => string;
}

const digits = (n: number) => (r: () => number) =>
  String(10 ** (n - 1) + Math.floor(r() * 9 * 10 ** (n - 1)));
const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

const NAMES = [
  'Falcon',
  'Juniper',
  'Quartz',
  'Nimbus',
  'Saffron',
  'Orchid',
  'Granite',
  'Comet',
  'Lagoon',
  'Tundra',
];
const WORDS = ['maple', 'harbor', 'pebble', 'violet', 'copper', 'meadow', 'ember', 'willow'];
const DAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const DAYS_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'];

const KINDS: Record<BenchLang, FactKind[]> = {
  en: [
    {
      domain: 'home',
      fact: (l, v) => `The door code of building ${l} is ${v}.`,
      update: (l, v) => `Change of plan: the door code of building ${l} is now ${v}.`,
      question: (l) => `What is the door code of building ${l}?`,
      value: digits(4),
    },
    {
      domain: 'work',
      fact: (l, v) => `The codename of project ${l} is ${v}.`,
      update: (l, v) => `Change of plan: the codename of project ${l} is now ${v}.`,
      question: (l) => `What is the codename of project ${l}?`,
      value: (r) => pick(NAMES, r),
    },
    {
      domain: 'work',
      fact: (l, v) => `The meeting with the ${l} team is on ${v}.`,
      update: (l, v) => `Change of plan: the meeting with the ${l} team is now on ${v}.`,
      question: (l) => `On which day is the meeting with the ${l} team?`,
      value: (r) => pick(DAYS_EN, r),
    },
    {
      domain: 'sport',
      fact: (l, v) => `My locker number at the ${l} pool is ${v}.`,
      update: (l, v) => `Change of plan: my locker number at the ${l} pool is now ${v}.`,
      question: (l) => `What is my locker number at the ${l} pool?`,
      value: digits(3),
    },
    {
      domain: 'work',
      fact: (l, v) => `The Wi-Fi password of the ${l} office is ${v}.`,
      update: (l, v) => `Change of plan: the Wi-Fi password of the ${l} office is now ${v}.`,
      question: (l) => `What is the Wi-Fi password of the ${l} office?`,
      value: (r) => `${pick(WORDS, r)}${digits(2)(r)}`,
    },
  ],
  fr: [
    {
      domain: 'maison',
      fact: (l, v) => `Le code de la porte du bâtiment ${l} est ${v}.`,
      update: (l, v) => `Changement : le code de la porte du bâtiment ${l} est désormais ${v}.`,
      question: (l) => `Quel est le code de la porte du bâtiment ${l} ?`,
      value: digits(4),
    },
    {
      domain: 'travail',
      fact: (l, v) => `Le nom de code du projet ${l} est ${v}.`,
      update: (l, v) => `Changement : le nom de code du projet ${l} est désormais ${v}.`,
      question: (l) => `Quel est le nom de code du projet ${l} ?`,
      value: (r) => pick(NAMES, r),
    },
    {
      domain: 'travail',
      fact: (l, v) => `La réunion avec l’équipe ${l} est le ${v}.`,
      update: (l, v) => `Changement : la réunion avec l’équipe ${l} est désormais le ${v}.`,
      question: (l) => `Quel jour est la réunion avec l’équipe ${l} ?`,
      value: (r) => pick(DAYS_FR, r),
    },
    {
      domain: 'sport',
      fact: (l, v) => `Mon numéro de casier à la piscine ${l} est ${v}.`,
      update: (l, v) => `Changement : mon numéro de casier à la piscine ${l} est désormais ${v}.`,
      question: (l) => `Quel est mon numéro de casier à la piscine ${l} ?`,
      value: digits(3),
    },
    {
      domain: 'travail',
      fact: (l, v) => `Le mot de passe Wi-Fi du bureau ${l} est ${v}.`,
      update: (l, v) => `Changement : le mot de passe Wi-Fi du bureau ${l} est désormais ${v}.`,
      question: (l) => `Quel est le mot de passe Wi-Fi du bureau ${l} ?`,
      value: (r) => `${pick(WORDS, r)}${digits(2)(r)}`,
    },
  ],
};

/** Filler exchanges: [domain, user, assistant]. None names a building, project, team, pool or office. */
const FILLER: Record<BenchLang, [string, string, string][]> = {
  en: [
    [
      'cooking',
      'Suggest a quick lunch with chickpeas.',
      'Mash them with lemon, olive oil and herbs, and spread it on toast.',
    ],
    ['cooking', 'How long should I boil an egg for a soft yolk?', 'About six minutes from boiling water.'],
    [
      'cooking',
      'What can I cook with leftover rice?',
      'Fried rice with an egg, peas and a dash of soy sauce.',
    ],
    [
      'garden',
      'How do I keep basil alive on a windowsill?',
      'Give it sun, water when the top soil is dry, and pinch off flowers.',
    ],
    [
      'garden',
      'How often should I water a cactus?',
      'Every two or three weeks in summer, much less in winter.',
    ],
    ['garden', 'When should I plant tulip bulbs?', 'In autumn, a few weeks before the ground freezes.'],
    [
      'travel',
      'What should I pack for a weekend of hiking?',
      'Layers, a rain jacket, good socks, water and a snack.',
    ],
    [
      'travel',
      'Any tip for sleeping on a night train?',
      'Earplugs, an eye mask and a light scarf help a lot.',
    ],
    [
      'travel',
      'How early should I get to the airport?',
      'Two hours before a short flight is usually enough.',
    ],
    [
      'culture',
      'Recommend a board game for four players.',
      'Ticket to Ride is easy to learn and plays well with four.',
    ],
    ['culture', 'Suggest a film for a rainy evening.', '"Amélie" is a gentle choice.'],
    ['culture', 'What is a haiku?', 'A short poem of three lines with five, seven and five syllables.'],
    [
      'health',
      'What is a good stretch after sitting all day?',
      'Try a standing forward fold: bend at the hips and let your arms hang.',
    ],
    [
      'health',
      'Is it better to run in the morning or in the evening?',
      'Either works; pick the time you can keep to.',
    ],
    [
      'health',
      'How much water should I drink in hot weather?',
      'Drink regularly before you feel thirsty, a little more than usual.',
    ],
    [
      'home',
      'How do I remove a coffee stain from a shirt?',
      'Rinse it with cold water, then dab on a little dish soap before washing.',
    ],
    [
      'home',
      'How do I make my bike chain quieter?',
      'Clean it and apply a little chain lubricant, then wipe off the excess.',
    ],
    [
      'home',
      'What is the best way to store fresh herbs?',
      'Wrap them in a damp paper towel and keep them in the fridge.',
    ],
  ],
  fr: [
    [
      'cuisine',
      'Un déjeuner rapide avec des pois chiches ?',
      'Écrasez-les avec du citron, de l’huile d’olive et des herbes, sur du pain grillé.',
    ],
    [
      'cuisine',
      'Combien de temps cuire un œuf pour un jaune coulant ?',
      'Environ six minutes dans l’eau bouillante.',
    ],
    [
      'cuisine',
      'Que cuisiner avec un reste de riz ?',
      'Un riz sauté avec un œuf, des petits pois et un peu de sauce soja.',
    ],
    [
      'jardin',
      'Comment garder du basilic en vie sur un rebord de fenêtre ?',
      'Du soleil, de l’eau quand la terre est sèche en surface, et pincez les fleurs.',
    ],
    [
      'jardin',
      'À quelle fréquence arroser un cactus ?',
      'Toutes les deux ou trois semaines en été, bien moins en hiver.',
    ],
    [
      'jardin',
      'Quand planter des bulbes de tulipes ?',
      'En automne, quelques semaines avant que le sol ne gèle.',
    ],
    [
      'voyage',
      'Que prendre pour un week-end de randonnée ?',
      'Des couches de vêtements, un imperméable, de bonnes chaussettes, de l’eau et un en-cas.',
    ],
    [
      'voyage',
      'Une astuce pour dormir dans un train de nuit ?',
      'Des bouchons d’oreilles, un masque et une écharpe légère aident beaucoup.',
    ],
    [
      'voyage',
      'Combien de temps avant le vol arriver à l’aéroport ?',
      'Deux heures avant un vol court suffisent en général.',
    ],
    [
      'culture',
      'Conseillez-moi un jeu de société pour quatre.',
      'Les Aventuriers du Rail s’apprend vite et se joue bien à quatre.',
    ],
    [
      'culture',
      'Un film pour une soirée pluvieuse ?',
      '« Le Fabuleux Destin d’Amélie Poulain », tout en douceur.',
    ],
    ['culture', 'Qu’est-ce qu’un haïku ?', 'Un poème bref de trois vers de cinq, sept et cinq syllabes.'],
    [
      'santé',
      'Quel étirement faire après une journée assise ?',
      'Une flexion avant debout : pliez-vous aux hanches et laissez pendre les bras.',
    ],
    [
      'santé',
      'Vaut-il mieux courir le matin ou le soir ?',
      'Les deux conviennent ; choisissez le moment que vous pourrez tenir.',
    ],
    [
      'santé',
      'Combien d’eau boire quand il fait chaud ?',
      'Buvez régulièrement avant d’avoir soif, un peu plus que d’habitude.',
    ],
    [
      'maison',
      'Comment enlever une tache de café sur une chemise ?',
      'Rincez à l’eau froide, puis tamponnez un peu de liquide vaisselle avant le lavage.',
    ],
    [
      'maison',
      'Comment rendre la chaîne de mon vélo plus silencieuse ?',
      'Nettoyez-la, huilez-la légèrement, puis essuyez l’excédent.',
    ],
    [
      'maison',
      'Comment conserver des herbes fraîches ?',
      'Enveloppez-les dans un essuie-tout humide et gardez-les au réfrigérateur.',
    ],
  ],
};

const NOTED: Record<BenchLang, [string, string]> = {
  en: ['Noted.', 'Noted, thanks for the update.'],
  fr: ['C’est noté.', 'C’est noté, merci pour la mise à jour.'],
};

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/** Parses `turns=…,questions=…,seed=…,lang=…,updates=…` (the command's --generate); a RangeError names what is wrong. */
export function parseGeneratorSpec(spec: string): GeneratorParams {
  const out: Record<string, string> = {};
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq === -1) throw new RangeError(`generator: "${part}" is not key=value`);
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  const known = ['turns', 'questions', 'seed', 'lang', 'updates', 'tools'];
  if (out.tools !== undefined && out.tools !== '0' && out.tools !== '1')
    throw new RangeError(`generator: tools must be 0 or 1 (got "${out.tools}")`);
  for (const k of Object.keys(out))
    if (!known.includes(k))
      throw new RangeError(`generator: unknown parameter "${k}" (known: ${known.join(', ')})`);
  const num = (k: string, dflt: number) => {
    const v = out[k];
    if (v === undefined) return dflt;
    const n = Number(v);
    if (v === '' || !Number.isFinite(n))
      throw new RangeError(`generator: ${k} must be a number (got "${v}")`);
    return n;
  };
  const lang = out.lang ?? GENERATOR_DEFAULTS.lang;
  if (lang !== 'en' && lang !== 'fr')
    throw new RangeError(`generator: lang must be en or fr (got "${lang}")`);
  return {
    turns: num('turns', GENERATOR_DEFAULTS.turns),
    questions: num('questions', GENERATOR_DEFAULTS.questions),
    seed: num('seed', GENERATOR_DEFAULTS.seed),
    lang,
    updates: num('updates', GENERATOR_DEFAULTS.updates),
    ...(out.tools === '1' ? { tools: true } : {}),
  };
}

/** The generated conversation and its questions (see the module comment). RangeError on impossible parameters. */
export function generateBench(params: GeneratorParams): BenchData {
  if (params.tools) return generateToolBench(params);
  const turns = assertInt('turns', params.turns, 4, GENERATOR_LIMITS.turns);
  const Q = assertInt('questions', params.questions, 1, GENERATOR_LIMITS.questions);
  const seed = assertInt('seed', params.seed ?? 1, 0, 2 ** 32 - 1);
  const lang: BenchLang = params.lang ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new RangeError(`lang must be 'en' or 'fr' (got ${String(lang)})`);
  const share = params.updates ?? 0.25;
  if (!(share >= 0 && share <= 1)) throw new RangeError(`updates must be in 0..1 (got ${share})`);
  const userSlots = Math.floor((turns + 1) / 2); // user turns are the even indexes
  const lastUser = 2 * (userSlots - 1);
  if (Q * 2 > userSlots)
    throw new RangeError(
      `questions must be at most ${Math.floor(userSlots / 2)} for ${turns} turns (a fact and room for an update each)`,
    );
  const r = rng((Math.imul(seed, 2654435761) ^ Math.imul(turns, 97) ^ Q) >>> 0);
  const used = new Set<number>();
  const take = (slot: number): number => {
    // The next free user slot at or after `slot` (wrapping), so facts never share a turn.
    let s = Math.max(0, Math.min(userSlots - 1, slot));
    while (used.has(s)) s = (s + 1) % userSlots;
    used.add(s);
    return s;
  };
  let positions: number[];
  if (params.positions) {
    if (params.positions.length !== Q)
      throw new RangeError(`positions must list ${Q} turn indexes (one per question)`);
    positions = params.positions.map((p, i) => {
      assertInt(`positions[${i}]`, p, 0, lastUser);
      if (p % 2 !== 0) throw new RangeError(`positions[${i}] must be even (a user turn; got ${p})`);
      if (used.has(p / 2)) throw new RangeError(`positions[${i}]: turn ${p} is given twice`);
      used.add(p / 2);
      return p;
    });
  } else {
    positions = [];
    for (let i = 0; i < Q; i++) {
      const span = userSlots / Q;
      positions.push(2 * take(Math.floor(i * span + r() * span * 0.5)));
    }
  }
  const kinds = KINDS[lang];
  const labels = new Set<string>();
  const values = new Set<string>();
  const fresh = (make: () => string, seen: Set<string>): string => {
    for (let k = 0; k < 1000; k++) {
      const v = make();
      if (!seen.has(v)) {
        seen.add(v);
        return v;
      }
    }
    const v = `${make()}${seen.size}`;
    seen.add(v);
    return v;
  };
  const content: (string | null)[] = new Array<string | null>(turns).fill(null);
  const domains: (string | null)[] = new Array<string | null>(turns).fill(null);
  const replies = new Map<number, string>();
  const questions: BenchQuestion[] = [];
  positions.forEach((pos, i) => {
    const kind = kinds[i % kinds.length] as FactKind;
    const label = fresh(
      () => `${LETTERS[Math.floor(r() * LETTERS.length)]}${1 + Math.floor(r() * 99)}`,
      labels,
    );
    const value = fresh(() => kind.value(r), values);
    content[pos] = kind.fact(label, value);
    domains[pos] = kind.domain;
    replies.set(pos + 1, NOTED[lang][0]);
    // The question follows a turn at a distance drawn log-uniformly in 1..turns, within the conversation.
    const distance = Math.floor(Math.exp(r() * Math.log(turns)));
    const after = Math.min(turns - 1, pos + 1 + distance);
    const q: BenchQuestion = {
      id: `q${i + 1}`,
      after: `t${after}`,
      question: kind.question(label),
      answer: value,
      evidence: [`t${pos}`],
      domain: kind.domain,
    };
    if (r() < share) {
      // An update at a free user turn strictly between the fact's reply and the question.
      const lo = pos / 2 + 1;
      const hi = Math.floor((after - 1) / 2);
      if (hi >= lo) {
        let slot = lo + Math.floor(r() * (hi - lo + 1));
        let tries = 0;
        while (used.has(slot) && tries < hi - lo + 1) {
          slot = slot === hi ? lo : slot + 1;
          tries++;
        }
        if (!used.has(slot)) {
          used.add(slot);
          const newValue = fresh(() => kind.value(r), values);
          content[2 * slot] = kind.update(label, newValue);
          domains[2 * slot] = kind.domain;
          replies.set(2 * slot + 1, NOTED[lang][1]);
          q.answer = newValue;
          q.previous = [value];
          q.evidence = [`t${2 * slot}`];
        }
      }
    }
    questions.push(q);
  });
  const filler = FILLER[lang];
  let f = Math.floor(r() * filler.length);
  const conversation: BenchTurn[] = [];
  for (let t = 0; t < turns; t++) {
    let text = content[t];
    let domain = domains[t];
    if (t % 2 === 0 && text === null) {
      const [d, u] = filler[f % filler.length] as [string, string, string];
      text = u;
      domain = d;
    } else if (t % 2 === 1) {
      const reply = replies.get(t);
      const [d, , a] = filler[f % filler.length] as [string, string, string];
      text = reply ?? a;
      domain = reply !== undefined ? (domains[t - 1] ?? d) : d;
      f += 1 + Math.floor(r() * 3);
    }
    conversation.push({
      id: `t${t}`,
      role: t % 2 === 0 ? 'user' : 'assistant',
      content: text as string,
      domain: domain as string,
    });
  }
  questions.sort(
    (a, b) =>
      Number(a.after.slice(1)) - Number(b.after.slice(1)) || Number(a.id.slice(1)) - Number(b.id.slice(1)),
  );
  return {
    name: `generated-${lang}-${turns}-turns-${Q}-questions-seed-${seed}`,
    source: 'Agent Memory Lab generator (src/engine/memoryBench/generator.ts)',
    licence: 'generated by the lab',
    cases: [{ id: 'generated', conversation, questions }],
  };
}
