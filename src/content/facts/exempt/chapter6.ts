/** Chapter 6's typed numbers, per section, and why: its figures are facts; what is typed is counted, named, or from outside. */
import type { Exemption } from '../exempt';

export const EXEMPT_CHAPTER6: Readonly<Record<string, readonly Exemption[]>> = {
  'chapter6/tool-results': [
    { why: 'source', fr: ['un pour quatre caractères'], en: ['one per four characters'] },
  ],
  'chapter6/threshold': [
    {
      why: 'count',
      fr: ['de cinq façons', 'Deux paramètres', 'Trois styles', 'fait alors deux choses'],
      en: ['five ways', 'Two parameters', 'Three styles', 'then does two things'],
    },
    {
      why: 'outside',
      fr: ['environ un tiers par défaut'],
      en: ['about a third of it by default'],
      ref: 'Letta compaction settings (sliding_window: about 30% summarized), linked beside it',
    },
  ],
  'chapter6/dropped': [{ why: 'count', fr: ['Quatre endroits'], en: ['Four places'] }],
  'chapter6/clearing': [
    {
      why: 'count',
      fr: ['prend trois réglages', 'Les trois mêmes'],
      en: ['takes three settings', 'The same three'],
    },
  ],
  'chapter6/cost': [
    { why: 'name', fr: ['GPT-4o mini', 'Claude Sonnet 4.5'], en: ['GPT-4o mini', 'Claude Sonnet 4.5'] },
  ],
};
