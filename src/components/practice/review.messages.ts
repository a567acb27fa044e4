import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: 'Review',
    due: (n: number) =>
      n === 1
        ? 'One kind of question is due. It comes back as a new scene: you review the rule, not a remembered answer.'
        : `${n} kinds of question are due. Each comes back as a new scene: you review the rule, not a remembered answer.`,
    empty:
      'Nothing to review yet. Answer the practice questions in the lessons: each kind you answer comes back here, spaced.',
    noneDue: (when: string) => `Nothing is due now. The next review is ${when}.`,
    privacy: 'Your review deck stays in this browser (“Your data” lists, exports and erases it).',
    chapter: (n: string) => `Chapter ${n}`,
    seed: (n: string) => `seed ${n}`,
    record: (answered: number, correct: number) =>
      `answered ${answered} time${answered === 1 ? '' : 's'}, right ${correct}`,
    openSection: 'Open the section',
  },
  fr: {
    title: 'Réviser',
    due: (n: number) =>
      n === 1
        ? 'Un type de question est à réviser. Il revient avec une nouvelle scène\u00a0: vous révisez la règle, pas une réponse retenue.'
        : `${n} types de question sont à réviser. Chacun revient avec une nouvelle scène\u00a0: vous révisez la règle, pas une réponse retenue.`,
    empty:
      'Rien à réviser pour l’instant. Répondez aux questions d’entraînement des leçons\u00a0: chaque type auquel vous répondez revient ici, espacé.',
    noneDue: (when: string) => `Rien à réviser maintenant. La prochaine révision est ${when}.`,
    privacy:
      'Votre paquet de révision reste dans ce navigateur («\u00a0Vos données\u00a0» le liste, l’exporte et l’efface).',
    chapter: (n: string) => `Chapitre ${n}`,
    seed: (n: string) => `graine ${n}`,
    record: (answered: number, correct: number) =>
      `répondu ${answered}\u00a0fois, juste ${correct}\u00a0fois`,
    openSection: 'Ouvrir la section',
  },
});
