/** The words of the strategy-evidence practice kind (strategy.ts): its rules and its sentences, in both languages. */
import { num } from '../kind';
import type { Bilingual } from '../types';
import type { StrategySpec } from './strategy';

type B = Bilingual;

/** The bench's name of the strategy, every number written (`retrieval:2:1`). */
export const strategyName = (s: StrategySpec): string => s.name;

export const rules = {
  'strategy-window': {
    en: 'window:N sends the last N turns only: an older turn is gone.',
    fr: 'window:N n’envoie que les N derniers tours\u00a0: un tour plus ancien a disparu.',
  },
  'strategy-summary': {
    en: 'summary:N:B sends the last N turns and the head of the summary, cut to B characters: an older turn survives whole only if its whole chunk is in that head.',
    fr: 'summary:N:B envoie les N derniers tours et la tête du résumé, coupée à B caractères\u00a0: un tour plus ancien ne survit en entier que si tout son fragment est dans cette tête.',
  },
  'strategy-retrieval': {
    en: 'retrieval:K:N sends the last N turns and, among the turns before them, the K most relevant to the question (bag of words), as on chapter 4’s bench; equally relevant turns go most recent first, and a turn sharing no word with the question is never retrieved.',
    fr: 'retrieval:K:N envoie les N derniers tours et, parmi les tours d’avant, les K plus pertinents pour la question (sac de mots), comme sur le banc d’essai du chapitre 4\u00a0; à pertinence égale, le plus récent passe d’abord, et un tour qui ne partage aucun mot avec la question n’est jamais retrouvé.',
  },
  'strategy-none': {
    en: 'Each strategy keeps what its rule keeps: here none of them keeps the evidence whole.',
    fr: 'Chaque stratégie garde ce que sa règle garde\u00a0: ici, aucune ne garde la preuve en entier.',
  },
} satisfies Record<string, B>;

export const m = {
  prompt: (q: string, id: string): B => ({
    en: `After the conversation, the user asks "${q}". The evidence is turn ${id}. Which strategy still sends that turn whole to the model?`,
    fr: `Après la conversation, l’utilisateur demande «\u00a0${q}\u00a0». La preuve est le tour ${id}. Quelle stratégie envoie encore ce tour en entier au modèle\u00a0?`,
  }),
  turn: (id: string, role: string, content: string): B => ({
    en: `${id} ${role}: ${content}`,
    fr: `${id} ${role}\u00a0: ${content}`,
  }),
  label: (s: StrategySpec): B => {
    switch (s.kind) {
      case 'window':
        return s.window === 1
          ? { en: 'window:1, the last turn', fr: 'window:1, le dernier tour' }
          : {
              en: `window:${s.window}, the last ${s.window} turns`,
              fr: `window:${s.window}, les ${s.window} derniers tours`,
            };
      case 'summary':
        return s.window === 1
          ? {
              en: `summary:1:${s.budget}, the last turn and a summary cut to ${s.budget} characters`,
              fr: `summary:1:${s.budget}, le dernier tour et un résumé coupé à ${s.budget} caractères`,
            }
          : {
              en: `summary:${s.window}:${s.budget}, the last ${s.window} turns and a summary cut to ${s.budget} characters`,
              fr: `summary:${s.window}:${s.budget}, les ${s.window} derniers tours et un résumé coupé à ${s.budget} caractères`,
            };
      case 'retrieval': {
        const last: B =
          s.window === 1
            ? { en: 'the last turn', fr: 'le dernier tour' }
            : { en: `the last ${s.window} turns`, fr: `les ${s.window} derniers tours` };
        const relevant: B =
          s.k === 1
            ? { en: 'the earlier turn most relevant', fr: 'le tour d’avant le plus pertinent' }
            : {
                en: `the ${s.k} earlier turns most relevant`,
                fr: `les ${s.k} tours d’avant les plus pertinents`,
              };
        return {
          en: `${strategyName(s)}, ${last.en} and ${relevant.en} to the question`,
          fr: `${strategyName(s)}, ${last.fr} et ${relevant.fr} pour la question`,
        };
      }
      default:
        return s satisfies never;
    }
  },
  none: { en: 'None of them', fr: 'Aucune' },
  factChunks: (c: number): B => ({
    en: `The summary's chunks are "[role] content", content cut to ${c} characters; chunks are joined by 4 characters.`,
    fr: `Les fragments du résumé sont «\u00a0[rôle] contenu\u00a0», contenu coupé à ${c} caractères\u00a0; ils sont joints par 4 caractères.`,
  }),
  window: (name: string, back: number, kept: boolean): B =>
    kept
      ? {
          en: `${name}: the evidence is ${back === 1 ? '1 turn' : `${back} turns`} back, in the window: kept.`,
          fr: `${name}\u00a0: la preuve est ${back === 1 ? '1 tour' : `${back} tours`} en arrière, dans la fenêtre\u00a0: gardée.`,
        }
      : {
          en: `${name}: the evidence is ${back} turns back, out of the window: gone.`,
          fr: `${name}\u00a0: la preuve est ${back} tours en arrière, hors de la fenêtre\u00a0: partie.`,
        },
  summaryWindow: (name: string): B => ({
    en: `${name}: the evidence is still in the window: kept.`,
    fr: `${name}\u00a0: la preuve est encore dans la fenêtre\u00a0: gardée.`,
  }),
  summary: (name: string, start: number, end: number, cut: number | null, kept: boolean): B =>
    cut === null
      ? {
          en: `${name}: the evidence's chunk is characters ${start} to ${end} of a summary that fits its budget: kept whole.`,
          fr: `${name}\u00a0: le fragment de la preuve occupe les caractères ${start} à ${end} d’un résumé qui tient dans son budget\u00a0: gardé en entier.`,
        }
      : kept
        ? {
            en: `${name}: the evidence's chunk is characters ${start} to ${end}, before the cut at ${cut}: kept whole.`,
            fr: `${name}\u00a0: le fragment de la preuve occupe les caractères ${start} à ${end}, avant la coupure à ${cut}\u00a0: gardé en entier.`,
          }
        : {
            en: `${name}: the evidence's chunk is characters ${start} to ${end}, past the cut at ${cut}: not sent whole.`,
            fr: `${name}\u00a0: le fragment de la preuve occupe les caractères ${start} à ${end}, au-delà de la coupure à ${cut}\u00a0: pas envoyé en entier.`,
          },
  retrievalWindow: (name: string): B => ({
    en: `${name}: the evidence is among the last turns: kept.`,
    fr: `${name}\u00a0: la preuve est parmi les derniers tours\u00a0: gardée.`,
  }),
  retrieval: (name: string, n: number, rank: number, rel: number, kept: boolean): B =>
    rel === 0
      ? {
          en: `${name}: the evidence shares no word with the question: never retrieved.`,
          fr: `${name}\u00a0: la preuve ne partage aucun mot avec la question\u00a0: jamais retrouvée.`,
        }
      : {
          en: `${name}: the evidence's relevance is ${num(rel, 2).en}, rank ${rank} among the turns before the last ${n === 1 ? 'one' : n}: ${kept ? 'retrieved' : 'not retrieved'}.`,
          fr: `${name}\u00a0: la pertinence de la preuve vaut ${num(rel, 2).fr}, rang ${rank} parmi les tours d’avant ${n === 1 ? 'le dernier' : `les ${n} derniers`}\u00a0: ${kept ? 'retrouvée' : 'pas retrouvée'}.`,
        },
};
