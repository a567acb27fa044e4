/**
 * Chapter 2's mechanism as the standalone page lists it, without loading it: its title and its presets' titles
 * in display order. `presets.ts` and `index.ts` take their titles from here.
 */
import { defineCatalog } from '../types';

export const CATALOG = defineCatalog({
  id: 'memory-store',
  title: { en: 'Memory per user', fr: 'Mémoire par utilisateur' },
  presets: {
    'two-users': { en: 'Two users, one key each', fr: 'Deux utilisateurs, chacun sa clé' },
    refusal: { en: 'Secrets and personal data refused', fr: 'Secrets et données personnelles refusés' },
    copies: { en: 'Copies in and out', fr: 'Des copies à l’entrée et à la sortie' },
    expiry: { en: 'Expiry by the clock', fr: 'L’expiration, à l’horloge' },
    'forget-me': { en: '“Forget me”', fr: '«\u00a0Oubliez-moi\u00a0»' },
    answer: { en: 'The preference rewrites the question', fr: 'La préférence réécrit la question' },
    poisoning: { en: 'A poisoned memory, recalled later', fr: 'Un souvenir empoisonné, rappelé plus tard' },
    'poisoning-fr': {
      en: 'A poisoned memory, recalled later (in French)',
      fr: 'Un souvenir empoisonné, rappelé plus tard (en français)',
    },
  },
  defaultPreset: 'two-users',
});
