/** The eviction questions' words (chapter 1): which message FIFO, LRU or importance evicts next. */
import type { EvictionPolicy } from '../../agentMemory';
import type { Bilingual } from '../types';

type B = Bilingual;

/** Each policy's name in a sentence: a new policy is a type error here until it has one. */
const POLICY_NAME: Record<EvictionPolicy, B> = {
  fifo: { en: 'FIFO', fr: 'FIFO' },
  lru: { en: 'LRU', fr: 'LRU' },
  importance: { en: 'importance', fr: 'par importance' },
};

export const rules = {
  'fifo-oldest': {
    en: 'A rolling window (FIFO) evicts the message that arrived first.',
    fr: 'Une fenêtre glissante (FIFO) évince le message arrivé le premier.',
  },
  'fifo-ignores-touch': {
    en: 'FIFO ignores touches: only the order of arrival counts.',
    fr: 'FIFO ignore les accès\u00a0: seul l’ordre d’arrivée compte.',
  },
  'lru-least-recent': {
    en: 'LRU evicts the least recently used message: the one whose last arrival or touch is the oldest.',
    fr: 'LRU évince le message utilisé le moins récemment\u00a0: celui dont la dernière arrivée ou le dernier accès est le plus ancien.',
  },
  'lru-touch-refreshes': {
    en: 'Under LRU a touch makes a message the most recently used: it goes to the back of the line.',
    fr: 'Sous LRU, un accès rend un message le plus récemment utilisé\u00a0: il passe en fin de file.',
  },
  'importance-lowest': {
    en: 'Importance eviction removes the message with the lowest importance.',
    fr: 'L’éviction par importance retire le message d’importance la plus basse.',
  },
  'importance-tie-oldest': {
    en: 'Among equal importances, the oldest message goes first.',
    fr: 'À importance égale, le plus ancien message part le premier.',
  },
  'importance-not-age': {
    en: 'Under importance eviction, importance decides, not age.',
    fr: 'Sous l’éviction par importance, c’est l’importance qui décide, pas l’âge.',
  },
  pinned: {
    en: 'A pinned message is never evicted.',
    fr: 'Un message épinglé n’est jamais évincé.',
  },
} satisfies Record<string, B>;

export type EvictionRule = keyof typeof rules;

export const m = {
  prompt: (next: string): B => ({
    en: `Message ${next} arrives and the window is full. Which message is evicted?`,
    fr: `Le message ${next} arrive et la fenêtre est pleine. Quel message est évincé\u00a0?`,
  }),
  factWindow: (w: number, policy: EvictionPolicy): B => ({
    en: `A window of ${w} messages, eviction policy ${POLICY_NAME[policy].en}, evicted messages go to the trash.`,
    fr: `Une fenêtre de ${w} messages, politique d’éviction ${POLICY_NAME[policy].fr}, les messages évincés partent à la corbeille.`,
  }),
  factTouch: (id: string, step: number): B => ({
    en: `Step ${step}: ${id} is touched.`,
    fr: `Étape ${step}\u00a0: accès à ${id}.`,
  }),
  factTouchIgnored: (id: string, step: number): B => ({
    en: `Step ${step}: ${id} is touched, but it has already left the window.`,
    fr: `Étape ${step}\u00a0: accès à ${id}, qui a déjà quitté la fenêtre.`,
  }),
  factImportance: (id: string, v: number): B => ({
    en: `${id} has importance ${v}.`,
    fr: `${id} a l’importance ${v}.`,
  }),
  factImportanceSet: (id: string, v: number, step: number): B => ({
    en: `Step ${step}: ${id}'s importance is set to ${v}.`,
    fr: `Étape ${step}\u00a0: l’importance de ${id} passe à ${v}.`,
  }),
  factPinned: (id: string): B => ({ en: `${id} is pinned.`, fr: `${id} est épinglé.` }),
  label: (id: string, content: string, extra: readonly B[]): B => ({
    en: `${id} "${content}"${extra.length ? ` (${extra.map((x) => x.en).join(', ')})` : ''}`,
    fr: `${id} «\u00a0${content}\u00a0»${extra.length ? ` (${extra.map((x) => x.fr).join(', ')})` : ''}`,
  }),
  pinnedWord: { en: 'pinned', fr: 'épinglé' },
  importanceWord: (v: number): B => ({ en: `importance ${v}`, fr: `importance ${v}` }),

  // because
  evicts: (arriving: string, evicted: string, step: number): B => ({
    en: `So the arrival of ${arriving} at step ${step} evicts ${evicted}.`,
    fr: `L’arrivée de ${arriving} à l’étape ${step} évince donc ${evicted}.`,
  }),
  oldest: (id: string, step: number): B => ({
    en: `${id} is the oldest message in the window: it arrived at step ${step}.`,
    fr: `${id} est le plus ancien message de la fenêtre\u00a0: il est arrivé à l’étape ${step}.`,
  }),
  touchesIgnored: (touches: readonly B[]): B => ({
    en: `Touches change nothing under FIFO (${touches.map((t) => t.en).join(', ')}).`,
    fr: `Les accès ne changent rien sous FIFO (${touches.map((t) => t.fr).join(', ')}).`,
  }),
  touchedAt: (id: string, step: number): B => ({
    en: `${id} touched at step ${step}`,
    fr: `accès à ${id} à l’étape ${step}`,
  }),
  olderPinned: (id: string): B => ({
    en: `${id} is older but pinned: a pinned message is never evicted.`,
    fr: `${id} est plus ancien mais épinglé\u00a0: un message épinglé n’est jamais évincé.`,
  }),
  leastRecent: (id: string, step: number, how: 'arrival' | 'touch'): B => ({
    en: `${id} was least recently used: its last use was its ${how === 'arrival' ? 'arrival' : 'touch'} at step ${step}.`,
    fr: `${id} est le moins récemment utilisé\u00a0: sa dernière utilisation est ${how === 'arrival' ? 'son arrivée' : 'l’accès'} à l’étape ${step}.`,
  }),
  savedByTouch: (id: string, arrived: number, touched: number): B => ({
    en: `${id} arrived earlier (step ${arrived}) but was touched at step ${touched}.`,
    fr: `${id} est arrivé avant (étape ${arrived}) mais a été touché à l’étape ${touched}.`,
  }),
  ignoredTouch: (id: string, step: number): B => ({
    en: `The touch of ${id} at step ${step} did nothing: ${id} had already left the window.`,
    fr: `L’accès à ${id} à l’étape ${step} n’a rien fait\u00a0: ${id} avait déjà quitté la fenêtre.`,
  }),
  lowest: (id: string, v: number): B => ({
    en: `${id} has the lowest importance in the window (${v}).`,
    fr: `${id} a l’importance la plus basse de la fenêtre (${v}).`,
  }),
  tieLater: (id: string, v: number, step: number): B => ({
    en: `${id} has the same importance (${v}) but arrived later (step ${step}): among equal importances the oldest goes first.`,
    fr: `${id} a la même importance (${v}) mais est arrivé plus tard (étape ${step})\u00a0: à importance égale, le plus ancien part le premier.`,
  }),
  lowerPinned: (id: string, v: number): B => ({
    en: `${id} has importance ${v} but is pinned: a pinned message is never evicted.`,
    fr: `${id} a l’importance ${v} mais est épinglé\u00a0: un message épinglé n’est jamais évincé.`,
  }),

  // broken
  brokePinned: (id: string): B => ({
    en: `${id} is pinned: it cannot be evicted while pinned.`,
    fr: `${id} est épinglé\u00a0: il ne peut pas être évincé tant qu’il l’est.`,
  }),
  brokeFifoOldest: (id: string, arrived: number, k: string, kArrived: number): B => ({
    en: `${id} arrived at step ${arrived}, after ${k} (step ${kArrived}).`,
    fr: `${id} est arrivé à l’étape ${arrived}, après ${k} (étape ${kArrived}).`,
  }),
  brokeFifoTouch: (id: string, k: string): B => ({
    en: `${id} is the least recently used (LRU would evict it), but FIFO does not look at touches: ${k} arrived first.`,
    fr: `${id} est le moins récemment utilisé (LRU l’évincerait), mais FIFO ne regarde pas les accès\u00a0: ${k} est arrivé le premier.`,
  }),
  brokeLruTouch: (id: string, touched: number): B => ({
    en: `${id} arrived first, but it was touched at step ${touched}: that touch made it recently used.`,
    fr: `${id} est arrivé le premier, mais il a été touché à l’étape ${touched}\u00a0: cet accès l’a rendu récemment utilisé.`,
  }),
  brokeLruRecent: (id: string, used: number, k: string, kUsed: number): B => ({
    en: `${id} was last used at step ${used}, after ${k} (step ${kUsed}).`,
    fr: `${id} a été utilisé pour la dernière fois à l’étape ${used}, après ${k} (étape ${kUsed}).`,
  }),
  brokeTie: (id: string, v: number, k: string): B => ({
    en: `${id} has the same importance (${v}) as ${k}, but ${k} arrived first.`,
    fr: `${id} a la même importance (${v}) que ${k}, mais ${k} est arrivé le premier.`,
  }),
  brokeAge: (id: string, v: number, k: string, kv: number): B => ({
    en: `${id} is the oldest, but its importance (${v}) is higher than ${k}'s (${kv}).`,
    fr: `${id} est le plus ancien, mais son importance (${v}) est plus haute que celle de ${k} (${kv}).`,
  }),
  brokeLowest: (id: string, v: number, k: string, kv: number): B => ({
    en: `${id} has importance ${v}, higher than ${k}'s (${kv}).`,
    fr: `${id} a l’importance ${v}, plus haute que celle de ${k} (${kv}).`,
  }),
};
