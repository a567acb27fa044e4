import { defineMessages, names } from '../../i18n/defineMessages';

/** Figures as each language writes them (4,000 / 4 000). */
const nEn = (n: number) => n.toLocaleString('en-US');
const nFr = (n: number) => n.toLocaleString('fr-FR');

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The labels and closed sets of names, each with its two languages side by side (one entry, not two runs of the
 * same keys); the sentences with figures follow, per language.
 */
const LABELS = {
  settings: { en: 'Scene settings', fr: 'Réglages de la scène' },
  mode: { en: 'Mode', fr: 'Mode' },
  modes: {
    en: names({ compact: 'Compaction', clear: 'Clearing tool results' }),
    fr: names({ compact: 'Compaction', clear: 'Effacement des résultats d’outils' }),
  },
  style: { en: 'Style', fr: 'Style' },
  styles: {
    en: names({ lossy: 'Lossy', recoverable: 'Recoverable', opaque: 'Opaque' }),
    fr: names({ lossy: 'Avec perte', recoverable: 'Récupérable', opaque: 'Opaque' }),
  },
  threshold: { en: 'Threshold T (%)', fr: 'Seuil T (%)' },
  keepK: { en: 'Kept messages K', fr: 'Messages gardés K' },
  keepN: { en: 'Kept tool results N', fr: 'Résultats d’outils gardés N' },
  clearAtLeast: { en: 'Clear at least M (tokens)', fr: 'Effacer au moins M (jetons)' },
  limit: { en: 'Context limit (tokens)', fr: 'Limite du contexte (jetons)' },
  request: { en: 'The request', fr: 'La requête' },
  items: { en: 'What the request holds, in order', fr: 'Ce que contient la requête, dans l’ordre' },
  tokensNote: {
    en: 'Tokens here are the notebook’s estimate, one per four characters.',
    fr: 'Les jetons sont ici l’estimation du notebook, un pour quatre caractères.',
  },
  system: { en: 'system prompt and tool definitions', fr: 'prompt système et définitions des outils' },
  itemKinds: {
    en: names({ message: 'message', toolCall: 'tool call', toolResult: 'tool result' }),
    fr: names({ message: 'message', toolCall: 'appel d’outil', toolResult: 'résultat d’outil' }),
  },
  cleared: {
    en: 'cleared: the result is gone from the context, its call stays',
    fr: 'effacé\u00a0: le résultat a quitté le contexte, son appel reste',
  },
  emptyContext: { en: 'Nothing sent yet.', fr: 'Rien d’envoyé pour l’instant.' },
  dropped: { en: 'What compaction dropped', fr: 'Ce que la compaction a perdu' },
  noDrop: {
    en: 'No compaction or clearing yet: every planted fact is still where it was planted.',
    fr: 'Ni compaction ni effacement pour l’instant\u00a0: chaque fait planté est encore où il a été planté.',
  },
  factCol: { en: 'Fact', fr: 'Fait' },
  valueCol: { en: 'Value', fr: 'Valeur' },
  beforeCol: { en: 'Before', fr: 'Avant' },
  afterCol: { en: 'After', fr: 'Après' },
  status: {
    en: names({
      context: 'still in the context',
      storage: 'in storage, can come back',
      unauditable: 'unauditable (opaque)',
      gone: 'gone',
    }),
    fr: names({
      context: 'encore dans le contexte',
      storage: 'rangé, peut revenir',
      unauditable: 'invérifiable (opaque)',
      gone: 'perdu',
    }),
  },
  opaqueNote: {
    en: 'With an opaque summary you could not tell these apart: the lab reads the encrypted text, you cannot.',
    fr: 'Avec un résumé opaque, vous ne pourriez pas les distinguer\u00a0: le labo lit le texte chiffré, vous non.',
  },
  storage: { en: 'Storage (recoverable)', fr: 'Stockage (récupérable)' },
  storageNone: {
    en: 'Nothing saved: only a recoverable compaction saves what it replaces.',
    fr: 'Rien de sauvegardé\u00a0: seule une compaction récupérable garde ce qu’elle remplace.',
  },
  memory: { en: 'Memory and what was derived from it', fr: 'La mémoire et ce qui en dérive' },
  storeTitle: { en: 'Per-user store (chapter 2)', fr: 'Mémoire par utilisateur (chapitre 2)' },
  storeEmpty: { en: 'Empty.', fr: 'Vide.' },
  reflections: { en: 'Reflections', fr: 'Réflexions' },
  noReflection: { en: 'None.', fr: 'Aucune.' },
  livesOn: { en: 'Where the forgotten fact still lives', fr: 'Où le fait oublié vit encore' },
  places: {
    en: names({
      window: 'the messages of the window',
      summary: 'the compaction summary',
      unauditable: 'an opaque summary (nobody can check)',
      storage: 'the saved messages of a recoverable compaction',
      reflection: 'a reflection',
    }),
    fr: names({
      window: 'les messages de la fenêtre',
      summary: 'le résumé de compaction',
      unauditable: 'un résumé opaque (personne ne peut vérifier)',
      storage: 'les messages sauvegardés d’une compaction récupérable',
      reflection: 'une réflexion',
    }),
  },
  realDeletion: {
    en: 'A real deletion must reach every one of these: the store, the summaries, the saved messages, the reflections (and an opaque item, which you cannot even read).',
    fr: 'Une vraie suppression doit atteindre chacun de ces endroits\u00a0: la mémoire, les résumés, les messages sauvegardés, les réflexions (et un élément opaque, que vous ne pouvez même pas lire).',
  },
  compareCaption: {
    en: 'The same agent under the three styles, at the same step: each column says what its compaction kept.',
    fr: 'Le même agent dans les trois styles, à la même étape\u00a0: chaque colonne dit ce que sa compaction a gardé.',
  },
  overLimit: {
    en: 'This request is over the context limit.',
    fr: 'Cette requête dépasse la limite du contexte.',
  },
  opResult: { en: 'tool result', fr: 'résultat d’outil' },
  opReply: { en: 'reply', fr: 'réponse' },
  opReflect: { en: 'reflect', fr: 'réflexion' },
  modelWrote: { en: 'Written by your model', fr: 'Écrit par votre modèle' },
  modelCallsTitle: { en: 'Your model’s tool calls', fr: 'Les appels d’outils de votre modèle' },
  modelCallsNone: {
    en: 'No call yet: your model is asked at each of the script’s tool calls.',
    fr: 'Aucun appel pour l’instant\u00a0: votre modèle est interrogé à chaque appel d’outil du script.',
  },
  callKinds: {
    en: names({
      scripted: 'the script’s call: its result',
      other: 'another call: the tool finds nothing',
      error: 'refused: the tool’s error',
      waiting: 'waiting for its result',
    }),
    fr: names({
      scripted: 'l’appel du script\u00a0: son résultat',
      other: 'un autre appel\u00a0: l’outil ne trouve rien',
      error: 'refusé\u00a0: l’erreur de l’outil',
      waiting: 'en attente de son résultat',
    }),
  },
};

type Labels = typeof LABELS;
function labelsIn<L extends 'en' | 'fr'>(lang: L): { [K in keyof Labels]: Labels[K][L] } {
  return Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [k, v[lang]])) as {
    [K in keyof Labels]: Labels[K][L];
  };
}

export default defineMessages({
  en: {
    ...labelsIn('en'),
    fill: (tokens: number, limit: number, trigger: number) =>
      `${nEn(tokens)} of ${nEn(limit)} tokens, reserved answer space included (trigger at ${nEn(trigger)})`,
    summaryTitle: (style: string) => `Summary (${style})`,
    opaqueSummary: (tokens: number) =>
      `An encrypted item of about ${nEn(tokens)} tokens: the model reads it, nobody else can.`,
    lines: (n: number, tokens: number) => `${n} ${plural(n, 'line', 'lines')}, about ${nEn(tokens)} tokens`,
    plants: (name: string) => `plants ${name}`,
    lastOp: (
      step: number,
      kind: 'compaction' | 'clearing',
      style: string,
      n: number,
      before: number,
      after: number,
    ) =>
      kind === 'compaction'
        ? `Step ${step}: a ${style} compaction replaced ${n} ${plural(n, 'item', 'items')} by a summary (${nEn(before)} → ${nEn(after)} tokens).`
        : `Step ${step}: a clearing replaced ${n} tool ${plural(n, 'result', 'results')} by a placeholder (${nEn(before)} → ${nEn(after)} tokens).`,
    counts: (c: number, s: number, u: number, g: number) =>
      `${c} in the context, ${s} in storage, ${u} unauditable, ${g} gone.`,
    storageCount: (n: number) =>
      `${n} ${plural(n, 'item', 'items')} saved, which the agent can search and read back with a tool.`,
    forgotOwner: (owner: string, n: number) =>
      `“Forget me” deleted ${n} ${plural(n, 'value', 'values')} of ${owner} from the store.`,
    livesIn: (value: string, places: string) => `${value} still lives in: ${places}.`,
    livesNowhere: (value: string) => `${value} is nowhere else.`,
    columnStats: (ops: number, requests: number) =>
      `${ops} ${plural(ops, 'compaction or clearing', 'compactions or clearings')}, ${requests} requests; each compaction misses the cache once.`,
    start: (mode: string, t: number, limit: number) =>
      `An agent’s request starts with its system prompt and tool definitions. Each item is added to it; past ${t}% of ${nEn(limit)} tokens, ${mode}.`,
    startCompact: (k: number, style: string) =>
      `the items older than the last ${k} become a ${style} summary`,
    startClear: (n: number, m: number) =>
      `the tool results older than the last ${n} become a placeholder, if that clears at least ${m} tokens`,
    says: (t: string) => `The user: “${t}”`,
    calls: (t: string) => `The agent calls ${t}.`,
    result: (lines: number, tokens: number) =>
      `The tool returns ${lines} ${plural(lines, 'line', 'lines')}, about ${nEn(tokens)} tokens.`,
    replies: (t: string) => `The agent answers: “${t}”`,
    planted: (name: string) => `It plants the fact ${name}.`,
    requestSent: (tokens: number, prefix: number) =>
      prefix === 0
        ? `The model receives ${nEn(tokens)} tokens.`
        : `The model receives ${nEn(tokens)} tokens, ${nEn(prefix)} of them the same as in the previous request (cacheable).`,
    compacted: (style: string, n: number, before: number, after: number) =>
      `Past the threshold: ${n} ${plural(n, 'item', 'items')} became a ${style} summary, ${nEn(before)} → ${nEn(after)} tokens. The prefix changed: the cache misses once.`,
    clearedEv: (n: number, tokens: number) =>
      `Past the threshold: ${n} tool ${plural(n, 'result', 'results')} became a placeholder, ${nEn(tokens)} tokens cleared. The calls stay; the cache misses once.`,
    factsMoved: (gone: number, storage: number, unauditable: number) =>
      `Planted facts: ${gone} gone, ${storage} in storage, ${unauditable} unauditable.`,
    remembered: (owner: string, key: string, value: string) =>
      `The agent saves ${key} = ${value} for ${owner} in the per-user store.`,
    reflected: (t: string) => `The agent writes a reflection: “${t}”`,
    forgotten: (owner: string, n: number) =>
      `“Forget me”: the store deletes ${n} ${plural(n, 'value', 'values')} of ${owner}.`,
    opUser: (t: string) => `user “${t.length > 28 ? `${t.slice(0, 27)}…` : t}”`,
    opRemember: (k: string) => `remember ${k}`,
    opForget: (o: string) => `forget ${o}`,
    atStep: (n: number) => `step ${n}`,
    modelCalls: (n: number, scripted: boolean, call: string) =>
      `Your model makes ${n} ${plural(n, 'call', 'calls')}${scripted ? ', the script’s own among them' : `; the script called ${call}`}.`,
    modelNoCall: (call: string) => `Your model calls no tool here (the script called ${call}).`,
    modelError: (call: string, error: string) => `The tool refuses ${call}: ${error}`,
    modelEmpty: (call: string) => `${call} is not the script’s call: the tool finds nothing.`,
    end: 'End of the script. Step back to a compaction and read what it dropped, or change T and K.',
  },
  fr: {
    ...labelsIn('fr'),
    fill: (tokens: number, limit: number, trigger: number) =>
      `${nFr(tokens)} jetons sur ${nFr(limit)}, place réservée à la réponse comprise (déclenchement à ${nFr(trigger)})`,
    summaryTitle: (style: string) => `Résumé (${style})`,
    opaqueSummary: (tokens: number) =>
      `Un élément chiffré d’environ ${nFr(tokens)} jetons\u00a0: le modèle le lit, personne d’autre.`,
    lines: (n: number, tokens: number) =>
      `${n} ${plural(n, 'ligne', 'lignes')}, environ ${nFr(tokens)} jetons`,
    plants: (name: string) => `plante ${name}`,
    lastOp: (
      step: number,
      kind: 'compaction' | 'clearing',
      style: string,
      n: number,
      before: number,
      after: number,
    ) =>
      kind === 'compaction'
        ? `Étape ${step}\u00a0: une compaction (${style}) a remplacé ${n} ${plural(n, 'élément', 'éléments')} par un résumé (${nFr(before)} → ${nFr(after)} jetons).`
        : `Étape ${step}\u00a0: un effacement a remplacé ${n} ${plural(n, 'résultat', 'résultats')} d’outil par un marqueur (${nFr(before)} → ${nFr(after)} jetons).`,
    counts: (c: number, s: number, u: number, g: number) =>
      `${c} dans le contexte, ${s} rangés, ${u} invérifiables, ${g} perdus.`,
    storageCount: (n: number) =>
      `${n} ${plural(n, 'élément sauvegardé', 'éléments sauvegardés')}, que l’agent peut chercher et relire avec un outil.`,
    forgotOwner: (owner: string, n: number) =>
      `«\u00a0Oubliez-moi\u00a0» a supprimé ${n} ${plural(n, 'valeur', 'valeurs')} de ${owner} de la mémoire.`,
    livesIn: (value: string, places: string) => `${value} vit encore dans\u00a0: ${places}.`,
    livesNowhere: (value: string) => `${value} n’est nulle part ailleurs.`,
    columnStats: (ops: number, requests: number) =>
      `${ops} ${plural(ops, 'compaction ou effacement', 'compactions ou effacements')}, ${requests} requêtes\u00a0; chaque compaction manque le cache une fois.`,
    start: (mode: string, t: number, limit: number) =>
      `La requête d’un agent commence par son prompt système et la définition de ses outils. Chaque élément s’y ajoute\u00a0; passé ${t}\u00a0% de ${nFr(limit)} jetons, ${mode}.`,
    startCompact: (k: number, style: string) =>
      `les éléments plus anciens que les ${k} derniers deviennent un résumé (${style})`,
    startClear: (n: number, m: number) =>
      `les résultats d’outils plus anciens que les ${n} derniers deviennent un marqueur, si cela efface au moins ${m} jetons`,
    says: (t: string) => `L’utilisateur\u00a0: «\u00a0${t}\u00a0»`,
    calls: (t: string) => `L’agent appelle ${t}.`,
    result: (lines: number, tokens: number) =>
      `L’outil renvoie ${lines} ${plural(lines, 'ligne', 'lignes')}, environ ${nFr(tokens)} jetons.`,
    replies: (t: string) => `L’agent répond\u00a0: «\u00a0${t}\u00a0»`,
    planted: (name: string) => `Il plante le fait ${name}.`,
    requestSent: (tokens: number, prefix: number) =>
      prefix === 0
        ? `Le modèle reçoit ${nFr(tokens)} jetons.`
        : `Le modèle reçoit ${nFr(tokens)} jetons, dont ${nFr(prefix)} identiques à la requête précédente (lisibles dans le cache).`,
    compacted: (style: string, n: number, before: number, after: number) =>
      `Seuil franchi\u00a0: ${n} ${plural(n, 'élément est devenu', 'éléments sont devenus')} un résumé (${style}), ${nFr(before)} → ${nFr(after)} jetons. Le préfixe a changé\u00a0: le cache manque une fois.`,
    clearedEv: (n: number, tokens: number) =>
      `Seuil franchi\u00a0: ${n} ${plural(n, 'résultat d’outil est devenu', 'résultats d’outils sont devenus')} un marqueur, ${nFr(tokens)} jetons effacés. Les appels restent\u00a0; le cache manque une fois.`,
    factsMoved: (gone: number, storage: number, unauditable: number) =>
      `Faits plantés\u00a0: ${gone} perdus, ${storage} rangés, ${unauditable} invérifiables.`,
    remembered: (owner: string, key: string, value: string) =>
      `L’agent enregistre ${key} = ${value} pour ${owner} dans la mémoire par utilisateur.`,
    reflected: (t: string) => `L’agent écrit une réflexion\u00a0: «\u00a0${t}\u00a0»`,
    forgotten: (owner: string, n: number) =>
      `«\u00a0Oubliez-moi\u00a0»\u00a0: la mémoire supprime ${n} ${plural(n, 'valeur', 'valeurs')} de ${owner}.`,
    opUser: (t: string) => `utilisateur «\u00a0${t.length > 28 ? `${t.slice(0, 27)}…` : t}\u00a0»`,
    opRemember: (k: string) => `retenir ${k}`,
    opForget: (o: string) => `oublier ${o}`,
    atStep: (n: number) => `étape ${n}`,
    modelCalls: (n: number, scripted: boolean, call: string) =>
      `Votre modèle fait ${n} ${plural(n, 'appel', 'appels')}${scripted ? ', dont celui du script' : `\u00a0; le script appelait ${call}`}.`,
    modelNoCall: (call: string) => `Votre modèle n’appelle aucun outil ici (le script appelait ${call}).`,
    modelError: (call: string, error: string) => `L’outil refuse ${call}\u00a0: ${error}`,
    modelEmpty: (call: string) => `${call} n’est pas l’appel du script\u00a0: l’outil ne trouve rien.`,
    end: 'Fin du script. Revenez à une compaction pour lire ce qu’elle a perdu, ou changez T et K.',
  },
});
