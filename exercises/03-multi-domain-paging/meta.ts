import type { Localized } from '../../src/i18n/lang';

export const title: Localized = {
  en: 'Multi-domain paging (advanced)',
  fr: 'Pagination multi-domaines (avancé)',
};

export const summary: Localized = {
  en: 'Pages carry a domain; swap to the last page seen of a domain instead of a numeric index.',
  fr: "Les pages portent un domaine ; on revient à la dernière page vue d'un domaine au lieu d'un indice numérique.",
};
