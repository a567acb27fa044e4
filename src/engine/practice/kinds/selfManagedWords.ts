/**
 * Chapter 5's practice conversations, as data per language: the user's sentences in English and in French, the
 * colours, cities and buildings they name, and the scene the visualizer plays in each language. The generators pick
 * the sentences and what fills them; the engine reads either language the same way (src/engine/selfManaged/facts.ts),
 * so a seed makes the same decisions and the same tool calls in both (test/engine/practice/chapter5.test.ts).
 */
import { WritePath, type WriteDesign, type WriteStep } from '../../selfManaged/writePath';
import type { Bilingual, PracticeScene } from '../types';

type B = Bilingual;

/** The self-managed scene's configuration, as `src/mechanisms/self-managed/ops.ts` writes it. */
export interface SelfManagedSceneConfig {
  design: 'overwrite' | 'append' | 'bitemporal';
  blockLimit: number;
  contextLimit: number;
  window: number;
  language: 'en' | 'fr';
}

/** A colour in each language: the French words are those the extraction reads as colours. */
export const COLOURS: readonly B[] = [
  { en: 'blue', fr: 'bleu' },
  { en: 'green', fr: 'vert' },
  { en: 'red', fr: 'rouge' },
  { en: 'yellow', fr: 'jaune' },
  { en: 'purple', fr: 'violet' },
  { en: 'orange', fr: 'orange' },
];
/** Names, the same in both languages (what a "which city" question offers). */
export const CITIES = ['Lyon', 'Paris', 'Nice', 'Lille', 'Nantes', 'Brest'];
export const BUILDINGS = ['Falcon', 'Heron', 'Osprey', 'Kestrel'];

/** A colour as a French noun takes its article: « le bleu », « l’orange ». */
const leFr = (colour: string): string => (/^[aeiouy]/i.test(colour) ? `l’${colour}` : `le ${colour}`);

/** What the user says, in each language. */
export const SAY = {
  favourite: (c: B, exclaimed = false): B => ({
    en: `My favourite colour is ${c.en}${exclaimed ? '!' : '.'}`,
    fr: `Ma couleur préférée est ${leFr(c.fr)}${exclaimed ? '\u00a0!' : '.'}`,
  }),
  alsoLove: (c: B): B => ({ en: `I also love ${c.en}.`, fr: `J’aime aussi ${leFr(c.fr)}.` }),
  correctColour: (right: B, wrong: B): B => ({
    en: `Actually my favourite colour is ${right.en}, not ${wrong.en}.`,
    fr: `En fait, ma couleur préférée est ${leFr(right.fr)}, pas ${leFr(wrong.fr)}.`,
  }),
  liveIn: (city: string): B => ({ en: `I live in ${city}.`, fr: `J’habite à ${city}.` }),
  movedTo: (city: string): B => ({ en: `I moved to ${city}.`, fr: `J’habite maintenant à ${city}.` }),
  noLongerLiveIn: (city: string): B => ({
    en: `I no longer live in ${city}.`,
    fr: `Je n’habite plus à ${city}.`,
  }),
  correctCity: (right: string, wrong: string): B => ({
    en: `Actually my city is ${right}, not ${wrong}.`,
    fr: `En fait, ma ville est ${right}, pas ${wrong}.`,
  }),
  askCity: (a: string, b: string): B => ({
    en: `Where do I live, ${a} or ${b}?`,
    fr: `Où est-ce que j’habite, ${a} ou ${b}\u00a0?`,
  }),
  doorCode: (building: string, code: string): B => ({
    en: `The door code of building ${building} is ${code}.`,
    fr: `Le code de la porte du bâtiment ${building} est ${code}.`,
  }),
  askDoorCode: (building: string): B => ({
    en: `What is the door code of building ${building}?`,
    fr: `Quel est le code de la porte du bâtiment ${building}\u00a0?`,
  }),
};

/** The city's key as the write path stores it, in each language. */
export const CITY_KEY: B = { en: 'city', fr: 'ville' };

/** The sentences in one language. */
export const turnsIn = (turns: readonly B[], lang: keyof B): string[] => turns.map((t) => t[lang]);

/**
 * A scene of user turns, asked before the last one and revealed by it: the English scene, and the same with the
 * French sentences and the agent's French blocks for a French reader.
 */
export function sayScene(
  config: Omit<SelfManagedSceneConfig, 'language'>,
  turns: readonly B[],
): PracticeScene {
  const scene = (lang: keyof B) => ({
    mechanism: 'self-managed',
    preset: '',
    config: { ...config, language: lang },
    ops: turnsIn(turns, lang).map((text) => ({ op: 'say', text })),
    compare: false,
    focus: null,
  });
  return { scene: scene('en'), sceneFr: scene('fr'), askAt: turns.length - 1, revealAt: turns.length };
}

/** The conversation as the question's facts: numbered, quoted in each language's way. */
export const quoted = (turns: readonly B[]): B => ({
  en: turns.map((t, i) => `${i + 1}. "${t.en}"`).join(' '),
  fr: turns.map((t, i) => `${i + 1}.\u00a0«\u00a0${t.fr}\u00a0»`).join(' '),
});

/**
 * The write path over the English turns, turn i at time i (the visualizer's step): the path after them and what the
 * last turn wrote.
 */
export function writeTurns(design: WriteDesign, said: readonly B[]): { path: WritePath; last: WriteStep[] } {
  const path = new WritePath(design);
  let last: WriteStep[] = [];
  said.forEach((t, i) => {
    last = path.writeTurn(t.en, i + 1);
  });
  return { path, last };
}
