/**
 * The words of a price picker and its cache breakpoints, the same in the cost lab and the memory bench: each
 * feature spreads them into its own dictionary (`...priceChoiceWords.en`).
 */
export const priceChoiceWords = {
  en: {
    priceOption: (label: string, retiresOn: string | null, unchecked: boolean) =>
      retiresOn
        ? `${label} (retires ${retiresOn})`
        : unchecked
          ? `${label} (retirement date unchecked)`
          : label,
    breakpoints: 'Cache breakpoints (Anthropic)',
    breakpointsEnd: 'At the end of every request',
    breakpointsSystem: 'Also after the system prompt',
    breakpointsSummary: 'Also after the summary',
  },
  fr: {
    priceOption: (label: string, retiresOn: string | null, unchecked: boolean) =>
      retiresOn
        ? `${label} (retrait le ${retiresOn})`
        : unchecked
          ? `${label} (date de retrait non vérifiée)`
          : label,
    breakpoints: 'Points d’arrêt du cache (Anthropic)',
    breakpointsEnd: 'À la fin de chaque requête',
    breakpointsSystem: 'Aussi après la consigne système',
    breakpointsSummary: 'Aussi après le résumé',
  },
};
