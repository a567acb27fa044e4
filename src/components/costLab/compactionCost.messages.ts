import { defineMessages } from '../../i18n/defineMessages';

/** The figures of the verdict under the chart, already formatted (`pays`: managing the context cost less). */
interface Verdict {
  events: string;
  managed: string;
  unmanaged: string;
  saved: string;
  pays: boolean;
  overLimit: string;
}

/** The cost lab's compaction view (chapter 6): the saw-tooth a compaction or a clearing draws on a cached bill. */
export default defineMessages({
  en: {
    title: 'Compaction and the cache',
    intro:
      'A long-running agent compacts its context past a threshold, or clears old tool results. Each time, the start of its request changes, so the cache misses once: that request pays the full input price (and, on Anthropic, the write price), then the shorter requests after it read the cache again. The chart shows the saw-tooth; the line under it says whether managing the context paid over the run, against the same conversation left to grow.',
    mode: 'Context management',
    modeCompact: 'Compact at T (compact:T:K)',
    modeClear: 'Clear tool results (clear:T:N:M)',
    threshold: 'Threshold T (% of the limit)',
    keepCompact: 'Turns kept whole K',
    keepClear: 'Tool results kept N',
    clearAtLeast: 'Clear at least M tokens (clear_at_least)',
    contextLimit: 'Context limit (tokens)',
    turns: 'Turns of the agent',
    messageTokens: 'Tokens of a message',
    toolResultTokens: 'Tokens of a tool result',
    breakpoints: 'Cache breakpoints of this agent (Anthropic)',
    systemTokens: 'System prompt of this agent (tokens)',
    chartTitle: 'Cost of each request with caching',
    chartDescription: (turns: string) =>
      `Cost per request in dollars over ${turns} turns, with caching: the managed context, and the same conversation never compacted; a marker at each compaction or clearing.`,
    managed: 'Managed',
    unmanaged: 'Never compacted',
    events: 'Compactions or clearings',
    totals: 'The bill over the run',
    colSeries: 'Conversation',
    colCost: 'Without caching',
    colCachedCost: 'With caching',
    colWritten: 'Tokens written to the cache',
    colOverLimit: 'Requests over the limit',
    axisTurn: 'Turn',
    axisUsd: 'USD per request',
    verdict: (o: Verdict) =>
      `${o.events} rewrites of the prefix. With caching, managing the context costs ${o.managed} against ${o.unmanaged} for the conversation never compacted: it ${o.pays ? `pays, ${o.saved} saved` : `does not pay, ${o.saved} more`} over the run.` +
      (o.overLimit === '0'
        ? ''
        : ` Never compacting is not an option here: ${o.overLimit} of its requests pass the limit.`),
    noEvent:
      'The conversation never reaches the threshold: nothing is compacted, the two bills are the same.',
    clearNeedsResults: 'Clearing needs tool results: give them some tokens.',
  },
  fr: {
    title: 'Compaction et cache',
    intro:
      'Un agent qui tourne longtemps compacte son contexte au-delà d’un seuil, ou efface ses vieux résultats d’outils. À chaque fois, le début de sa requête change, et le cache rate une fois\u00a0: cette requête paie le plein tarif d’entrée (et, chez Anthropic, le tarif d’écriture), puis les requêtes plus courtes qui suivent relisent le cache. Le graphique montre les dents de scie\u00a0; la ligne dessous dit si gérer le contexte a payé sur la durée, face à la même conversation laissée grandir.',
    mode: 'Gestion du contexte',
    modeCompact: 'Compacter à T (compact:T:K)',
    modeClear: 'Effacer les résultats d’outils (clear:T:N:M)',
    threshold: 'Seuil T (% de la limite)',
    keepCompact: 'Tours gardés entiers K',
    keepClear: 'Résultats d’outils gardés N',
    clearAtLeast: 'Effacer au moins M tokens (clear_at_least)',
    contextLimit: 'Limite du contexte (tokens)',
    turns: 'Tours de l’agent',
    messageTokens: 'Tokens d’un message',
    toolResultTokens: 'Tokens d’un résultat d’outil',
    breakpoints: 'Points d’arrêt du cache de cet agent (Anthropic)',
    systemTokens: 'Consigne système de cet agent (tokens)',
    chartTitle: 'Coût de chaque requête avec cache',
    chartDescription: (turns: string) =>
      `Coût par requête en dollars sur ${turns} tours, avec cache\u00a0: le contexte géré, et la même conversation jamais compactée\u00a0; un repère à chaque compaction ou effacement.`,
    managed: 'Géré',
    unmanaged: 'Jamais compacté',
    events: 'Compactions ou effacements',
    totals: 'La facture sur la durée',
    colSeries: 'Conversation',
    colCost: 'Sans cache',
    colCachedCost: 'Avec cache',
    colWritten: 'Tokens écrits dans le cache',
    colOverLimit: 'Requêtes au-delà de la limite',
    axisTurn: 'Tour',
    axisUsd: 'USD par requête',
    verdict: (o: Verdict) =>
      `${o.events}\u00a0réécritures du préfixe. Avec cache, gérer le contexte coûte ${o.managed} contre ${o.unmanaged} pour la conversation jamais compactée\u00a0: ${o.pays ? `cela paie, ${o.saved} économisés` : `cela ne paie pas, ${o.saved} de plus`} sur la durée.` +
      (o.overLimit === '0'
        ? ''
        : ` Ne jamais compacter n’est pas possible ici\u00a0: ${o.overLimit} de ses requêtes dépassent la limite.`),
    noEvent:
      'La conversation n’atteint jamais le seuil\u00a0: rien n’est compacté, les deux factures sont les mêmes.',
    clearNeedsResults: 'L’effacement a besoin de résultats d’outils\u00a0: donnez-leur des tokens.',
  },
});
