/**
 * The generator's words (generator.ts): the kinds of fact it plants (a fact, its update, its question, in English
 * and French), the filler small talk between them, and the assistant's acknowledgements.
 */
import type { BenchLang } from './generator';

export interface FactKind {
  domain: string;
  fact: (label: string, value: string) => string;
  update: (label: string, value: string) => string;
  question: (label: string) => string;
  value: (r: () => number) => string;
}

const digits = (n: number) => (r: () => number) =>
  String(10 ** (n - 1) + Math.floor(r() * 9 * 10 ** (n - 1)));
const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

/** Names and words the generators plant (also toolGenerator.ts). */
export const NAMES = [
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
export const WORDS = ['maple', 'harbor', 'pebble', 'violet', 'copper', 'meadow', 'ember', 'willow'];
const DAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const DAYS_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'];

const capitalized = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** How a fact and its update are said in each language, around the thing they are about and its value. */
const STATEMENTS: Record<BenchLang, Pick<FactKind, 'fact' | 'update'>> = {
  en: {
    fact: (subject, value) => `${capitalized(subject)} is ${value}.`,
    update: (subject, value) => `Change of plan: ${subject} is now ${value}.`,
  },
  fr: {
    fact: (subject, value) => `${capitalized(subject)} est ${value}.`,
    update: (subject, value) => `Changement : ${subject} est désormais ${value}.`,
  },
};

/** A kind of fact as its list gives it: what it is about, how its value reads (`on Monday`), its question. */
interface KindWords extends Pick<FactKind, 'domain' | 'question' | 'value'> {
  subject: (label: string) => string;
  valueAs?: (value: string) => string;
}

/** The fact and its update from one subject, so the two sentences cannot drift apart. */
function factKind(lang: BenchLang, words: KindWords): FactKind {
  const said = STATEMENTS[lang];
  const valueAs = words.valueAs ?? ((v: string) => v);
  return {
    domain: words.domain,
    fact: (l, v) => said.fact(words.subject(l), valueAs(v)),
    update: (l, v) => said.update(words.subject(l), valueAs(v)),
    question: words.question,
    value: words.value,
  };
}

const KIND_WORDS: Record<BenchLang, KindWords[]> = {
  en: [
    {
      domain: 'home',
      subject: (l) => `the door code of building ${l}`,
      question: (l) => `What is the door code of building ${l}?`,
      value: digits(4),
    },
    {
      domain: 'work',
      subject: (l) => `the codename of project ${l}`,
      question: (l) => `What is the codename of project ${l}?`,
      value: (r) => pick(NAMES, r),
    },
    {
      domain: 'work',
      subject: (l) => `the meeting with the ${l} team`,
      valueAs: (v) => `on ${v}`,
      question: (l) => `On which day is the meeting with the ${l} team?`,
      value: (r) => pick(DAYS_EN, r),
    },
    {
      domain: 'sport',
      subject: (l) => `my locker number at the ${l} pool`,
      question: (l) => `What is my locker number at the ${l} pool?`,
      value: digits(3),
    },
    {
      domain: 'work',
      subject: (l) => `the Wi-Fi password of the ${l} office`,
      question: (l) => `What is the Wi-Fi password of the ${l} office?`,
      value: (r) => `${pick(WORDS, r)}${digits(2)(r)}`,
    },
  ],
  fr: [
    {
      domain: 'maison',
      subject: (l) => `le code de la porte du bâtiment ${l}`,
      question: (l) => `Quel est le code de la porte du bâtiment ${l} ?`,
      value: digits(4),
    },
    {
      domain: 'travail',
      subject: (l) => `le nom de code du projet ${l}`,
      question: (l) => `Quel est le nom de code du projet ${l} ?`,
      value: (r) => pick(NAMES, r),
    },
    {
      domain: 'travail',
      subject: (l) => `la réunion avec l’équipe ${l}`,
      valueAs: (v) => `le ${v}`,
      question: (l) => `Quel jour est la réunion avec l’équipe ${l} ?`,
      value: (r) => pick(DAYS_FR, r),
    },
    {
      domain: 'sport',
      subject: (l) => `mon numéro de casier à la piscine ${l}`,
      question: (l) => `Quel est mon numéro de casier à la piscine ${l} ?`,
      value: digits(3),
    },
    {
      domain: 'travail',
      subject: (l) => `le mot de passe Wi-Fi du bureau ${l}`,
      question: (l) => `Quel est le mot de passe Wi-Fi du bureau ${l} ?`,
      value: (r) => `${pick(WORDS, r)}${digits(2)(r)}`,
    },
  ],
};

export const KINDS: Record<BenchLang, FactKind[]> = {
  en: KIND_WORDS.en.map((words) => factKind('en', words)),
  fr: KIND_WORDS.fr.map((words) => factKind('fr', words)),
};

/** Filler exchanges: [domain, user, assistant]. None names a building, project, team, pool or office. */
export const FILLER: Record<BenchLang, [string, string, string][]> = {
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

export const NOTED: Record<BenchLang, [string, string]> = {
  en: ['Noted.', 'Noted, thanks for the update.'],
  fr: ['C’est noté.', 'C’est noté, merci pour la mise à jour.'],
};
