import type { Localized } from '../../src/i18n/lang';

export const title: Localized = {
  en: 'Importance + recency eviction on a vector memory',
  fr: 'Éviction importance + récence sur une mémoire vectorielle',
};

export const summary: Localized = {
  en: 'Bound NB-14’s vector memory: evict by 0.5 × recency + 0.5 × importance, retrieve by cosine similarity.',
  fr: 'Borner la mémoire vectorielle de NB-14 : éviction par 0,5 × récence + 0,5 × importance, rappel par similarité cosinus.',
};
