import type { Localized } from '../../src/i18n/lang';

export const title: Localized = {
  en: 'Parametric window and marginal cost',
  fr: 'Fenêtre paramétrique et coût marginal',
};

export const summary: Localized = {
  en: 'Cost of a rolling window over n turns, and the largest window that still halves the unbounded cost.',
  fr: "Coût d'une fenêtre glissante sur n tours, et la plus grande fenêtre qui divise encore par deux le coût non borné.",
};
