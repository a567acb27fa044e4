/**
 * The names the "Context anatomy" tests rely on (issue 38): the region's name and its table's row headers, in each
 * language, written here once for the jsdom tests and the real-browser ones. Written by hand, not read from the
 * dictionary: a renamed row must fail a test.
 */
export const ANATOMY_NAMES = {
  en: {
    region: 'Context anatomy',
    rows: [
      'System prompt',
      'Tool definitions',
      'Memory blocks',
      'Summary',
      'Retrieved memories',
      'Messages of the window',
      'Tool calls',
      'Tool results',
      'Reserved for the answer',
      'Free',
    ],
  },
  fr: {
    region: 'Anatomie du contexte',
    rows: [
      'Prompt système',
      'Définitions des outils',
      'Blocs de mémoire',
      'Résumé',
      'Souvenirs retrouvés',
      'Messages de la fenêtre',
      'Appels d’outils',
      'Résultats d’outils',
      'Réservé à la réponse',
      'Libre',
    ],
  },
} as const;

/** A figure of the table as a number ("≈ 1,234" and "1 234" give 1234). */
export const tableNumber = (s: string) => Number(s.replace(/[^\d]/g, ''));
