import { defineMessages } from '../../i18n/defineMessages';

/** The strings of the data panel (three public sets, the generator's distance law) and of the new columns. */
export default defineMessages({
  en: {
    setPublic: (questions: string, turns: string) =>
      `LongMemEval, evidence only (${questions} questions, ${turns} turns)`,
    setPublicS: (questions: string, turns: string) =>
      `LongMemEval with distractors (${questions} of the same questions, ${turns} turns)`,
    setConflicts: (questions: string, turns: string) =>
      `Conflicts: facts that override older ones (MemoryAgentBench, ${questions} questions, ${turns} facts)`,
    setMissing: (name: string) => `${name} (not installed)`,
    setNotIncluded: (name: string) => `${name} (not included in this package)`,
    nameOf: (set: string): string =>
      set === 'public-s'
        ? 'LongMemEval with distractors'
        : set === 'conflicts'
          ? 'Conflicts'
          : 'LongMemEval oracle',
    notePublic: (kb: string) =>
      `LongMemEval (Wu et al., ICLR 2025), MIT license: each question with only the sessions that hold its answer (the “oracle” setting), so retrieval has nothing to miss. ${kb}.`,
    notePublicS: (kb: string) =>
      `The same questions with their whole LongMemEval_S history: about 48 dated sessions each, most of them unrelated (distractors). ${kb}; the oracle’s side runs on the same questions, so the two sit side by side.`,
    noteConflicts: (kb: string) =>
      `MemoryAgentBench (Hu et al., ICLR 2026), MIT license: a numbered list of facts, many later overridden by a newer one; the answer is always the newest. Drift below counts the stale value in the request. ${kb}.`,
    loadNote: 'Loaded from this site only when you run it, then kept for offline use.',
    notIncludedNote:
      'The public sets are not included in this package: this chapter’s package carries only what its own chapter uses. Use the generator here, or open the package of chapter 4, the whole lab’s package or the lab’s website to run them.',
    missingNote:
      'Not installed in this build: the public sets come from the workplace’s shared data (memory-bench/ in shared/data), never committed. Use the generator, or see the README’s “memory bench” section to install them.',
    phaseBytes: (done: string, total: string) => `Loading the data: ${done} of ${total}…`,
    phasePair: (side: string) => `${side}: `,
    sideWithout: 'without distractors',
    sideWith: 'with distractors',
    genDistance: 'Distance between a fact and its question',
    distLoguniform: 'log-uniform (as many short gaps as long: the default)',
    distUniform: 'uniform (most gaps long)',
    distRecent: 'recent (every question within a few turns)',
    distFar: 'far (at least half the conversation later)',
    distanceHelp:
      'The law sets a window’s recall by construction: under log-uniform gaps, window:N recalls about ln N / ln (turns).',
    colSameBudget: 'Same-budget window',
    sameBudgetCell: (recall: string, n: string) => `${recall} (window:${n})`,
    legendSameBudget: 'dash: a plain window sending the same tokens',
    sameBudgetHelp:
      'Same-budget window: the largest plain window whose mean tokens per turn do not exceed the strategy’s, and its evidence recall. The gap between a strategy and its dash is what it adds by choosing what to send, not by sending more.',
    driftStale: 'Stale value in the request',
    driftStaleHelp: 'Of the requests holding a value (new, old or both), the share holding the stale one.',
    pairTitle: 'The same questions, without and with distractors',
    pairCaption:
      'Evidence recall and tokens per turn on the same questions: only their evidence sessions, then their whole history',
    pairRecall: (side: string) => `Recall, ${side}`,
    pairTokens: (side: string) => `Tokens per turn, ${side}`,
    pairSameBudget: 'Same-budget window, with distractors',
  },
  fr: {
    setPublic: (questions: string, turns: string) =>
      `LongMemEval, preuves seules (${questions}\u00a0questions, ${turns}\u00a0tours)`,
    setPublicS: (questions: string, turns: string) =>
      `LongMemEval avec distracteurs (${questions}\u00a0des mêmes questions, ${turns}\u00a0tours)`,
    setConflicts: (questions: string, turns: string) =>
      `Conflits\u00a0: des faits qui en remplacent de plus anciens (MemoryAgentBench, ${questions}\u00a0questions, ${turns}\u00a0faits)`,
    setMissing: (name: string) => `${name} (non installé)`,
    setNotIncluded: (name: string) => `${name} (non inclus dans ce paquet)`,
    nameOf: (set: string): string =>
      set === 'public-s'
        ? 'LongMemEval avec distracteurs'
        : set === 'conflicts'
          ? 'Conflits'
          : 'LongMemEval oracle',
    notePublic: (kb: string) =>
      `LongMemEval (Wu et al., ICLR 2025), licence MIT\u00a0: chaque question avec les seules sessions qui contiennent sa réponse (le réglage «\u00a0oracle\u00a0»)\u00a0; la recherche n’a donc rien à manquer. ${kb}.`,
    notePublicS: (kb: string) =>
      `Les mêmes questions avec tout leur historique LongMemEval_S\u00a0: environ 48\u00a0sessions datées chacune, la plupart sans rapport (des distracteurs). ${kb}\u00a0; le côté «\u00a0oracle\u00a0» est mesuré sur les mêmes questions, pour comparer côte à côte.`,
    noteConflicts: (kb: string) =>
      `MemoryAgentBench (Hu et al., ICLR 2026), licence MIT\u00a0: une liste numérotée de faits, dont beaucoup sont remplacés plus tard par un plus récent\u00a0; la réponse est toujours le plus récent. La dérive, plus bas, compte la valeur périmée dans la requête. ${kb}.`,
    loadNote: 'Chargé depuis ce site seulement quand vous le lancez, puis gardé pour l’usage hors ligne.',
    notIncludedNote:
      'Les jeux publics ne sont pas inclus dans ce paquet : le paquet de ce chapitre ne contient que ce que son chapitre utilise. Utilisez ici le générateur, ou ouvrez le paquet du chapitre 4, celui du labo entier ou le site du labo pour les lancer.',
    missingNote:
      'Non installé dans cette version du site\u00a0: les jeux publics viennent des données partagées du poste de travail (memory-bench/ dans shared/data), jamais versées au dépôt. Utilisez le générateur, ou voyez la section «\u00a0memory bench\u00a0» du README pour les installer.',
    phaseBytes: (done: string, total: string) => `Chargement des données\u00a0: ${done} sur ${total}…`,
    phasePair: (side: string) => `${side}\u00a0: `,
    sideWithout: 'sans distracteurs',
    sideWith: 'avec distracteurs',
    genDistance: 'Distance entre un fait et sa question',
    distLoguniform: 'log-uniforme (autant d’écarts courts que longs\u00a0: par défaut)',
    distUniform: 'uniforme (surtout des écarts longs)',
    distRecent: 'récente (chaque question quelques tours après)',
    distFar: 'lointaine (au moins la moitié de la conversation plus tard)',
    distanceHelp:
      'Cette loi fixe par construction le rappel d’une fenêtre\u00a0: avec des écarts log-uniformes, window:N rappelle environ ln N / ln (tours).',
    colSameBudget: 'Fenêtre à budget égal',
    sameBudgetCell: (recall: string, n: string) => `${recall} (window:${n})`,
    legendSameBudget: 'tiret\u00a0: une fenêtre simple qui envoie autant de jetons',
    sameBudgetHelp:
      'Fenêtre à budget égal\u00a0: la plus grande fenêtre simple dont la moyenne de jetons par tour ne dépasse pas celle de la stratégie, et son rappel des preuves. L’écart entre une stratégie et son tiret est ce qu’elle apporte en choisissant quoi envoyer, pas en envoyant plus.',
    driftStale: 'Valeur périmée dans la requête',
    driftStaleHelp:
      'Parmi les requêtes qui contiennent une valeur (nouvelle, ancienne ou les deux), la part qui contient la périmée.',
    pairTitle: 'Les mêmes questions, sans et avec distracteurs',
    pairCaption:
      'Rappel des preuves et jetons par tour sur les mêmes questions\u00a0: leurs seules sessions de preuve, puis tout leur historique',
    pairRecall: (side: string) => `Rappel, ${side}`,
    pairTokens: (side: string) => `Jetons par tour, ${side}`,
    pairSameBudget: 'Fenêtre à budget égal, avec distracteurs',
  },
});
