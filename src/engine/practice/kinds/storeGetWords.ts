/** The store-get kind's rules and words, in both languages (storeGet.ts builds and explains the questions). */
import type { Json } from '../scenes';
import type { Bilingual } from '../types';
import { de } from './owners';

type B = Bilingual;

export const getRules = {
  'store-found': {
    en: 'An entry written under (owner, key), neither deleted nor expired, is returned (as a copy).',
    fr: 'Une entrée écrite sous (propriétaire, clé), ni effacée ni expirée, est rendue (en copie).',
  },
  'store-latest': {
    en: 'A write replaces the value: the store returns the last one written.',
    fr: 'Une écriture remplace la valeur\u00a0: la mémoire rend la dernière écrite.',
  },
  'store-owner-key': {
    en: 'A value is found under its own (owner, key) only: a missing key returns nothing and never looks at another owner.',
    fr: 'Une valeur ne se trouve que sous son propre couple (propriétaire, clé)\u00a0: une clé absente ne rend rien et ne regarde jamais chez un autre propriétaire.',
  },
  'store-expiry': {
    en: 'An entry older than the policy’s expiry (now − written > expiry) is never returned.',
    fr: 'Une entrée plus ancienne que l’expiration de la politique (maintenant − écriture > expiration) n’est jamais rendue.',
  },
  'store-deleted': {
    en: 'A deleted entry is gone, and "forget me" deletes every entry of its owner.',
    fr: 'Une entrée effacée a disparu, et «\u00a0oubliez-moi\u00a0» efface toutes les entrées de son propriétaire.',
  },
  'store-blank-owner': {
    en: 'A blank owner is refused, on reading as on writing: a memory without an owner would be shared by everyone.',
    fr: 'Un propriétaire vide est refusé, en lecture comme en écriture\u00a0: une mémoire sans propriétaire serait partagée par tous.',
  },
} satisfies Record<string, B>;

export const g = {
  prompt: (owner: string, key: string): B => ({
    en: `The script reads get(${JSON.stringify(owner)}, ${JSON.stringify(key)}). What does the store return?`,
    fr: `Le script lit get(${JSON.stringify(owner)}, ${JSON.stringify(key)}). Que rend la mémoire\u00a0?`,
  }),
  factExpiry: (h: number): B => ({
    en: `The policy keeps an entry ${h} hours after it was written.`,
    fr: `La politique garde une entrée ${h} heures après son écriture.`,
  }),
  factSet: (step: number, hour: number, owner: string, key: string, value: Json): B => ({
    en: `Step ${step} (hour ${hour}): set(${JSON.stringify(owner)}, ${JSON.stringify(key)}, ${JSON.stringify(value)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: set(${JSON.stringify(owner)}, ${JSON.stringify(key)}, ${JSON.stringify(value)}).`,
  }),
  factDelete: (step: number, hour: number, owner: string, key: string): B => ({
    en: `Step ${step} (hour ${hour}): delete(${JSON.stringify(owner)}, ${JSON.stringify(key)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: delete(${JSON.stringify(owner)}, ${JSON.stringify(key)}).`,
  }),
  factForget: (step: number, hour: number, owner: string): B => ({
    en: `Step ${step} (hour ${hour}): forgetOwner(${JSON.stringify(owner)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: forgetOwner(${JSON.stringify(owner)}).`,
  }),
  factNow: (hour: number): B => ({
    en: `The read happens at hour ${hour}.`,
    fr: `La lecture a lieu à l’heure ${hour}.`,
  }),
  value: (v: Json): B => ({ en: `The value ${JSON.stringify(v)}`, fr: `La valeur ${JSON.stringify(v)}` }),
  nothing: { en: 'Nothing (undefined)', fr: 'Rien (undefined)' },
  refused: { en: 'An error: the read is refused', fr: 'Une erreur\u00a0: la lecture est refusée' },
  becauseWritten: (step: number, hour: number, v: Json): B => ({
    en: `It was last written at step ${step} (hour ${hour}) with ${JSON.stringify(v)}.`,
    fr: `La dernière écriture date de l’étape ${step} (heure ${hour}), avec ${JSON.stringify(v)}.`,
  }),
  becauseAge: (age: number, expiry: number, expired: boolean): B => ({
    en: `At the read it is ${age} hours old: ${expired ? 'more than' : 'not more than'} the ${expiry} hours of the policy.`,
    fr: `À la lecture, elle a ${age} heures\u00a0: ${expired ? 'plus que' : 'pas plus que'} les ${expiry} heures de la politique.`,
  }),
  becauseDeleted: (step: number): B => ({
    en: `It was deleted at step ${step}.`,
    fr: `Elle a été effacée à l’étape ${step}.`,
  }),
  becauseForgotten: (owner: B, step: number): B => ({
    en: `${owner.en} asked to be forgotten at step ${step}: every entry of theirs went.`,
    fr: `${owner.fr} a demandé l’oubli à l’étape ${step}\u00a0: toutes ses entrées sont parties.`,
  }),
  becauseNever: (owner: B, key: string): B => ({
    en: `${owner.en} never wrote ${JSON.stringify(key)}.`,
    fr: `${owner.fr} n’a jamais écrit ${JSON.stringify(key)}.`,
  }),
  becauseOther: (others: B): B => ({
    en: `Only ${others.en} did: the store does not look there.`,
    fr: `Seul(e) ${others.fr} l’a fait\u00a0: la mémoire ne regarde pas chez les autres.`,
  }),
  becauseBlank: {
    en: 'The owner is blank: the store refuses the read with an error, before looking at anything.',
    fr: 'Le propriétaire est vide\u00a0: la mémoire refuse la lecture par une erreur, avant de regarder quoi que ce soit.',
  },
  brokeNotBlank: (owner: string): B => ({
    en: `The owner ${JSON.stringify(owner)} is not blank: the read is allowed.`,
    fr: `Le propriétaire ${JSON.stringify(owner)} n’est pas vide\u00a0: la lecture est permise.`,
  }),
  brokeBlank: {
    en: 'The owner is blank: nothing is looked up, the read is refused.',
    fr: 'Le propriétaire est vide\u00a0: rien n’est cherché, la lecture est refusée.',
  },
  brokeExpired: (age: number, expiry: number): B => ({
    en: `That value is ${age} hours old at the read, more than ${expiry}: it is never returned.`,
    fr: `Cette valeur a ${age} heures à la lecture, plus que ${expiry}\u00a0: elle n’est jamais rendue.`,
  }),
  brokeNotExpired: (age: number, expiry: number): B => ({
    en: `The entry is ${age} hours old at the read, not more than ${expiry}: it has not expired.`,
    fr: `L’entrée a ${age} heures à la lecture, pas plus que ${expiry}\u00a0: elle n’a pas expiré.`,
  }),
  brokeDeleted: (step: number): B => ({
    en: `That entry was deleted at step ${step}.`,
    fr: `Cette entrée a été effacée à l’étape ${step}.`,
  }),
  brokeOther: (owner: B, v: Json): B => ({
    en: `${JSON.stringify(v)} is ${owner.en}'s value: another owner's entries are never read.`,
    fr: `${JSON.stringify(v)} est la valeur ${de(owner.fr)}\u00a0: les entrées d’un autre propriétaire ne sont jamais lues.`,
  }),
  brokeOld: (v: Json, latest: Json): B => ({
    en: `${JSON.stringify(v)} was replaced by ${JSON.stringify(latest)}.`,
    fr: `${JSON.stringify(v)} a été remplacé par ${JSON.stringify(latest)}.`,
  }),
  brokeFound: (step: number): B => ({
    en: `The entry written at step ${step} is still there: nothing deleted it.`,
    fr: `L’entrée écrite à l’étape ${step} est toujours là\u00a0: rien ne l’a effacée.`,
  }),
};
