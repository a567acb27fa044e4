import { defineMessages } from '../../i18n/defineMessages';
import { priceChoiceWords } from '../kit/priceChoice.words';
import type { Lang } from '../../i18n/lang';
import type { ModelPrice } from '../../engine/cost/prices';
import { formatDay, formatNumber } from '../../lib/formatNumber';

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
const usd = (x: number, lang: Lang) =>
  `${lang === 'fr' ? '' : '$'}${formatNumber(x, lang, 3)}${lang === 'fr' ? '\u00a0$' : ''}`;
const share = (r: ModelPrice, lang: Lang) => formatNumber((100 * r.cachedInput) / r.input, lang, 0);

export default defineMessages({
  en: {
    pageTitle: 'Cost lab',
    pageIntro:
      'What each turn of a long conversation costs when the model is sent the whole history, a rolling window with a summary, or one page with a summary. Drag the parameters up to a million turns; the link in the address bar reopens this exact chart.',
    readLesson: 'Read the lesson: Measurement',
    labLabel: 'Cost lab',
    parameters: 'Parameters',
    turns: 'Turns',
    window: 'Window W (messages)',
    pageSize: 'Page size P (messages)',
    messageLength: 'Message length L (characters)',
    summaryBudget: 'Summary budget (characters)',
    chunkChars: 'Summary chunk length (characters)',
    costModel: 'Cost model',
    modelNotebook: 'Notebook (source)',
    modelExact: 'Exact',
    modelHelpNotebook: 'The source’s own procedure: its table to the digit, simplifications included.',
    modelHelpExact:
      'Charges only what is really in the context at each turn (see the lesson for each difference).',
    unit: 'Unit',
    unitChars: 'Characters',
    unitO200k: 'Tokens o200k (GPT-4o, GPT-5)',
    unitCl100k: 'Tokens cl100k (GPT-4, GPT-3.5)',
    unitApprox: 'Characters / 4 (proxy)',
    unitShortChars: 'characters',
    unitShortTokens: 'tokens',
    unitShortApprox: 'tokens ≈ chars/4',
    messageTokens: (n: number) => `One message of the sample text = ${n} tokens.`,
    view: 'View',
    viewTurn: 'Per turn',
    viewCumulative: 'Cumulative',
    scale: 'Scale',
    scaleLinear: 'Linear',
    scaleLog: 'Log',
    seriesLegend: 'Series (click to show or hide)',
    unbounded: 'Unbounded',
    windowed: 'Window + summary',
    paged: 'Paging + summary',
    chartTitleTurn: 'Context cost of each turn',
    chartTitleCumulative: 'Cumulative context cost',
    chartDescription: (turns: string, unit: string) =>
      `Line chart over ${turns} turns, in ${unit}. The figures are in the totals and ratios next to it.`,
    axisTurn: 'Turn',
    axisCost: (unit: string) => `Cost (${unit})`,
    tooltipTurn: (turn: string) => `Turn ${turn}`,
    computing: 'Computing…',
    computedIn: (ms: string, points: string) => `Computed in ${ms} ms · ${points} points per line at most`,
    totals: 'Totals over the conversation',
    ratios: 'Ratios',
    ratioWindowed: 'unbounded / window',
    ratioPaged: 'unbounded / paging',
    thresholdLabel: (w: string) => `Ex. 1: a window of W* = ${w} messages`,
    thresholdLevelNote: (w: string) =>
      `The dashed line is the flat cost per turn of a window of W* = ${w} messages once full (messages only, no summary).`,
    thresholdCumulativeNote:
      'W* is a window size, not a turn: the per-turn view draws it as the flat cost of a W* window.',
    thresholdTitle: 'Exercise 1’s threshold',
    thresholdText: (w: string, turns: string) =>
      `Over ${turns} turns, the largest window whose average cost per turn stays below half the unbounded average is W* = ${w} (messages of equal length, window charged as it fills).`,
    thresholdNone: (turns: string) =>
      `Over ${turns} turns no window gets below half the unbounded average: the conversation is too short.`,
    thresholdYours: (w: string, met: boolean) =>
      met ? `Your window W = ${w} meets the criterion.` : `Your window W = ${w} does not meet it.`,
    price: 'Estimated input price',
    priceModel: 'Priced model',
    priceCustom: 'Custom price',
    priceInput: 'Input: USD per million tokens',
    priceCachedInput: 'Cached input: USD per million tokens',
    ...priceChoiceWords.en,
    breakpointsHelp:
      'Anthropic reads only a prefix that ends where an earlier request set a breakpoint; OpenAI and DeepSeek ignore them. This profile has no times: no cache expires.',
    systemTokens: 'System prompt (tokens)',
    priceRow: (r: ModelPrice, lang: Lang) =>
      `${r.provider}: input ${usd(r.input, lang)}, cached ${usd(r.cachedInput, lang)} (${share(r, lang)}% of the input price)` +
      (r.cacheWrite !== undefined ? `, cache writes ${usd(r.cacheWrite, lang)}` : '') +
      `; a prefix is cached from ${formatNumber(r.minCachedTokens, lang)} tokens` +
      (r.cacheStep > 1 ? ` in steps of ${formatNumber(r.cacheStep, lang)}` : '') +
      `. Read on ${formatDay(r.readOn, lang)} from ${host(r.source)}.` +
      (r.retiresOn ? ` ${r.provider} retires it on ${formatDay(r.retiresOn, lang)}.` : '') +
      (r.retirementNote ? ' Its retirement date could not be checked: see the table.' : ''),
    priceCustomRule:
      'Your own rates: every token a request shares with the start of the previous one is billed at the cached rate (no minimum).',
    priceSource: (date: string) =>
      `Prices: the lab’s dated table (src/engine/cost/prices.ts, each row with its source page), read on ${date}. Edit freely.`,
    cachingTitle: 'Prompt caching',
    cachingIntro:
      'Providers bill the part of a request that repeats the start of the previous one (its prefix) at a cached rate. An unbounded memory only appends, so nearly all of each request is a prefix; a rolling window shifts once full, so only the system prompt and an unchanged summary can be. Computed with the exact model in real tokens (o200k_base), for the parameters above, at the price chosen.',
    cachingChartTurn: 'Cost of each turn in dollars, with and without caching',
    cachingChartCumulative: 'Cumulative cost in dollars, with and without caching',
    cachingChartDescription: (turns: string) =>
      `Line chart over ${turns} turns, in US dollars: each memory without caching (solid) and with caching (dashed). The figures are in the table next to it.`,
    cachingSeriesLegend: 'Lines: solid without caching, dashed with caching',
    cachedName: (name: string) => `${name}, cached`,
    axisUsd: 'Cost (USD)',
    cachingTotals: 'The whole conversation, billed without and with caching',
    colCost: 'Without caching',
    colCachedCost: 'With caching',
    colHitRate: 'Tokens billed as cached',
    cachingBusy: 'Pricing with caching…',
    cachingFailed: (msg: string) => `Pricing with caching failed: ${msg}`,
    cachingRatiosTitle: 'The source’s ×4.4 and ×43, with caching',
    cachingRatiosCaption: (model: string) =>
      `Unbounded cost over each bounded memory’s, on the source’s profiles (120-character messages, W = 10, P = 5, summary budget 200, chunks of 40): the source’s own ratio (notebook model, characters), the exact model in tokens at ${model}’s input price, and the same with prompt caching.`,
    colProfile: 'Turns',
    colSeedRatio: 'Source',
    colExactRatio: 'Exact, no caching',
    colCachedRatio: 'Exact, with caching',
    ratioUnboundedOver: (memory: string) => `unbounded / ${memory}`,
    priceFromChars: 'Estimated with 4 characters per token; choose a token unit for a real count.',
    priceTokensOther: 'The chart counts tokens with another tokenizer than this model’s.',
    seedTableTitle: 'The source’s table, reproduced',
    seedTableCaption:
      'Section 6 of the notebook: 120 characters per message, window W = 10, pages P = 5, summary budget 200, chunks of 40; in characters. The notebook model gives the source’s figures to the digit; the exact model charges what is really sent.',
    colTurns: 'Turns',
    colMemory: 'Memory',
    colNotebook: 'Notebook (source)',
    colExact: 'Exact',
    colRatio: 'Ratio',
    exportCsv: 'Download CSV',
    exportPng: 'Download PNG',
    csvSampled:
      'Above 200,000 turns the CSV holds the plotted points (turn numbers included), not every turn.',
    exportFailed: (msg: string) => `Export failed: ${msg}`,
    reset: 'Reset to the source’s values',
    openFullLab: 'Open in the full cost lab',
    notANumber: (text: string, kept: string) => `“${text}” is not a whole number: the value stays ${kept}.`,
    notADecimal: (text: string, kept: string) => `“${text}” is not a number: the value stays ${kept}.`,
    clamped: (min: string, max: string, to: string) => `Allowed range ${min} to ${max}: ${to} is used.`,
    empty: (kept: string) => `Empty: the value stays ${kept}.`,
    malformedLink: (keys: string) =>
      `Part of this link could not be read (${keys}): the default values are used for it.`,
    computeFailed: (msg: string) => `The computation failed: ${msg}`,
  },
  fr: {
    pageTitle: 'Labo des coûts',
    pageIntro:
      'Ce que coûte chaque tour d’une longue conversation quand on envoie au modèle tout l’historique, une fenêtre glissante avec un résumé, ou une page avec un résumé. Faites varier les paramètres jusqu’à un million de tours\u00a0; le lien de la barre d’adresse rouvre exactement ce graphique.',
    readLesson: 'Lire la leçon\u00a0: Mesure',
    labLabel: 'Labo des coûts',
    parameters: 'Paramètres',
    turns: 'Tours',
    window: 'Fenêtre W (messages)',
    pageSize: 'Taille de page P (messages)',
    messageLength: 'Longueur L d’un message (caractères)',
    summaryBudget: 'Budget du résumé (caractères)',
    chunkChars: 'Fragment de résumé (caractères)',
    costModel: 'Modèle de coût',
    modelNotebook: 'Notebook (source)',
    modelExact: 'Exact',
    modelHelpNotebook:
      'La procédure de la source\u00a0: son tableau au chiffre près, simplifications comprises.',
    modelHelpExact:
      'Ne facture que ce qui est vraiment dans le contexte à chaque tour (chaque différence est expliquée dans la leçon).',
    unit: 'Unité',
    unitChars: 'Caractères',
    unitO200k: 'Tokens o200k (GPT-4o, GPT-5)',
    unitCl100k: 'Tokens cl100k (GPT-4, GPT-3.5)',
    unitApprox: 'Caractères / 4 (approximation)',
    unitShortChars: 'caractères',
    unitShortTokens: 'tokens',
    unitShortApprox: 'tokens ≈ caractères/4',
    messageTokens: (n: number) => `Un message du texte d’exemple = ${n} tokens.`,
    view: 'Vue',
    viewTurn: 'Par tour',
    viewCumulative: 'Cumulé',
    scale: 'Échelle',
    scaleLinear: 'Linéaire',
    scaleLog: 'Log',
    seriesLegend: 'Séries (cliquer pour afficher ou masquer)',
    unbounded: 'Non bornée',
    windowed: 'Fenêtre + résumé',
    paged: 'Pagination + résumé',
    chartTitleTurn: 'Coût de contexte de chaque tour',
    chartTitleCumulative: 'Coût de contexte cumulé',
    chartDescription: (turns: string, unit: string) =>
      `Graphique en courbes sur ${turns} tours, en ${unit}. Les chiffres sont dans les totaux et les ratios à côté.`,
    axisTurn: 'Tour',
    axisCost: (unit: string) => `Coût (${unit})`,
    tooltipTurn: (turn: string) => `Tour ${turn}`,
    computing: 'Calcul en cours…',
    computedIn: (ms: string, points: string) => `Calculé en ${ms} ms · ${points} points par courbe au plus`,
    totals: 'Totaux sur la conversation',
    ratios: 'Ratios',
    ratioWindowed: 'non bornée / fenêtre',
    ratioPaged: 'non bornée / pagination',
    thresholdLabel: (w: string) => `Ex. 1\u00a0: une fenêtre de W* = ${w} messages`,
    thresholdLevelNote: (w: string) =>
      `La ligne en tirets est le coût par tour, constant, d’une fenêtre de W* = ${w} messages une fois pleine (messages seuls, sans résumé).`,
    thresholdCumulativeNote:
      'W* est une taille de fenêtre, pas un tour\u00a0: la vue par tour la montre comme le coût constant d’une fenêtre de W* messages.',
    thresholdTitle: 'Le seuil de l’exercice 1',
    thresholdText: (w: string, turns: string) =>
      `Sur ${turns} tours, la plus grande fenêtre dont le coût moyen par tour reste sous la moitié de la moyenne non bornée est W* = ${w} (messages de même longueur, fenêtre facturée au fil de son remplissage).`,
    thresholdNone: (turns: string) =>
      `Sur ${turns} tours, aucune fenêtre ne passe sous la moitié de la moyenne non bornée\u00a0: la conversation est trop courte.`,
    thresholdYours: (w: string, met: boolean) =>
      met ? `Votre fenêtre W = ${w} satisfait le critère.` : `Votre fenêtre W = ${w} ne le satisfait pas.`,
    price: 'Prix d’entrée estimé',
    priceModel: 'Modèle tarifé',
    priceCustom: 'Prix personnalisé',
    priceInput: 'Entrée\u00a0: USD par million de tokens',
    priceCachedInput: 'Entrée en cache\u00a0: USD par million de tokens',
    ...priceChoiceWords.fr,
    breakpointsHelp:
      'Anthropic ne lit qu’un préfixe qui se termine là où une requête antérieure a posé un point d’arrêt ; OpenAI et DeepSeek les ignorent. Ce profil n’a pas d’horaires : aucun cache n’expire.',
    systemTokens: 'Consigne système (tokens)',
    priceRow: (r: ModelPrice, lang: Lang) =>
      `${r.provider}\u00a0: entrée ${usd(r.input, lang)}, en cache ${usd(r.cachedInput, lang)} (${share(r, lang)}\u202f% du prix d’entrée)` +
      (r.cacheWrite !== undefined ? `, écriture en cache ${usd(r.cacheWrite, lang)}` : '') +
      `\u00a0; un préfixe est mis en cache à partir de ${formatNumber(r.minCachedTokens, lang)} tokens` +
      (r.cacheStep > 1 ? ` par pas de ${formatNumber(r.cacheStep, lang)}` : '') +
      `. Relevé le ${formatDay(r.readOn, lang)} sur ${host(r.source)}.` +
      (r.retiresOn ? ` ${r.provider} le retire le ${formatDay(r.retiresOn, lang)}.` : '') +
      (r.retirementNote ? ' Sa date de retrait n’a pas pu être vérifiée : voir la table.' : ''),
    priceCustomRule:
      'Vos propres tarifs\u00a0: chaque token qu’une requête partage avec le début de la précédente est facturé au tarif en cache (sans minimum).',
    priceSource: (date: string) =>
      `Prix\u00a0: la table datée du labo (src/engine/cost/prices.ts, chaque ligne avec sa page source), relevée le ${date}. Modifiables.`,
    cachingTitle: 'Mise en cache de la consigne',
    cachingIntro:
      'Les fournisseurs facturent à un tarif réduit la partie d’une requête qui répète le début de la précédente (son préfixe). Une mémoire non bornée ne fait qu’ajouter\u00a0: presque toute la requête est un préfixe. Une fenêtre glissante se décale une fois pleine\u00a0: seuls la consigne système et un résumé inchangé peuvent l’être. Calculé avec le modèle exact en vrais tokens (o200k_base), pour les paramètres ci-dessus, au prix choisi.',
    cachingChartTurn: 'Coût de chaque tour en dollars, avec et sans cache',
    cachingChartCumulative: 'Coût cumulé en dollars, avec et sans cache',
    cachingChartDescription: (turns: string) =>
      `Graphique en lignes sur ${turns} tours, en dollars US\u00a0: chaque mémoire sans cache (trait plein) et avec cache (tirets). Les chiffres sont dans le tableau voisin.`,
    cachingSeriesLegend: 'Lignes\u00a0: trait plein sans cache, tirets avec cache',
    cachedName: (name: string) => `${name}, en cache`,
    axisUsd: 'Coût (USD)',
    cachingTotals: 'Toute la conversation, facturée sans et avec cache',
    colCost: 'Sans cache',
    colCachedCost: 'Avec cache',
    colHitRate: 'Tokens facturés en cache',
    cachingBusy: 'Calcul avec le cache…',
    cachingFailed: (msg: string) => `Le calcul avec le cache a échoué\u00a0: ${msg}`,
    cachingRatiosTitle: 'Le ×4,4 et le ×43 de la source, avec cache',
    cachingRatiosCaption: (model: string) =>
      `Coût non borné rapporté à celui de chaque mémoire bornée, sur les profils de la source (messages de 120 caractères, W = 10, P = 5, budget de résumé 200, fragments de 40)\u00a0: le ratio de la source (modèle notebook, caractères), le modèle exact en tokens au prix d’entrée de ${model}, et le même avec la mise en cache.`,
    colProfile: 'Tours',
    colSeedRatio: 'Source',
    colExactRatio: 'Exact, sans cache',
    colCachedRatio: 'Exact, avec cache',
    ratioUnboundedOver: (memory: string) => `non bornée / ${memory}`,
    priceFromChars:
      'Estimé à 4 caractères par token\u00a0; choisissez une unité en tokens pour un compte réel.',
    priceTokensOther: 'Le graphique compte les tokens avec un autre tokenizer que celui de ce modèle.',
    seedTableTitle: 'Le tableau de la source, reproduit',
    seedTableCaption:
      'Section 6 du notebook\u00a0: 120 caractères par message, fenêtre W = 10, pages P = 5, budget de résumé 200, fragments de 40\u00a0; en caractères. Le modèle notebook redonne les chiffres de la source au chiffre près\u00a0; le modèle exact facture ce qui est vraiment envoyé.',
    colTurns: 'Tours',
    colMemory: 'Mémoire',
    colNotebook: 'Notebook (source)',
    colExact: 'Exact',
    colRatio: 'Ratio',
    exportCsv: 'Télécharger le CSV',
    exportPng: 'Télécharger le PNG',
    csvSampled:
      'Au-delà de 200 000 tours, le CSV contient les points tracés (avec leur numéro de tour), pas chaque tour.',
    exportFailed: (msg: string) => `L’export a échoué\u00a0: ${msg}`,
    reset: 'Revenir aux valeurs de la source',
    openFullLab: 'Ouvrir dans le labo des coûts complet',
    notANumber: (text: string, kept: string) =>
      `«\u00a0${text}\u00a0» n’est pas un nombre entier\u00a0: la valeur reste ${kept}.`,
    notADecimal: (text: string, kept: string) =>
      `«\u00a0${text}\u00a0» n’est pas un nombre\u00a0: la valeur reste ${kept}.`,
    clamped: (min: string, max: string, to: string) =>
      `Plage autorisée de ${min} à ${max}\u00a0: ${to} est utilisé.`,
    empty: (kept: string) => `Champ vide\u00a0: la valeur reste ${kept}.`,
    malformedLink: (keys: string) =>
      `Une partie de ce lien est illisible (${keys})\u00a0: les valeurs par défaut sont utilisées à la place.`,
    computeFailed: (msg: string) => `Le calcul a échoué\u00a0: ${msg}`,
  },
});
