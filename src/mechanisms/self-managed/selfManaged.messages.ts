import { defineMessages, names } from '../../i18n/defineMessages';
import type { Lang } from '../../i18n/lang';
import type { WriteDesign } from '../../engine/selfManaged/writePath';

const DESIGN_EN: Record<WriteDesign, string> = {
  overwrite: 'overwrite',
  append: 'append-only with decay',
  bitemporal: 'bitemporal (two dates per fact)',
};
const DESIGN_FR: Record<WriteDesign, string> = {
  overwrite: 'écrasement',
  append: 'ajout seul avec déclin',
  bitemporal: 'bitemporelle (deux dates par fait)',
};

export default defineMessages({
  en: {
    /** The dictionary's language (the reasons are words of `reasons.ts`, picked by it). */
    lang: 'en' as Lang,
    title: 'The agent manages its own memory',
    blocks: 'Memory blocks',
    chars: (n: number, limit: number) => `${n} / ${limit} characters`,
    emptyBlock: '(empty)',
    toolCalls: 'Tool calls',
    noCalls: 'No tool call yet.',
    reason: (why: string) => `(why: ${why})`,
    error: (e: string) => `error returned to the model: ${e}`,
    history: 'Memory history',
    design: (d: WriteDesign) => `Design: ${DESIGN_EN[d]}`,
    designName: names(DESIGN_EN),
    blockNow: (label: string, n: number, limit: number) =>
      `Block “${label}” now holds ${n} of ${limit} characters.`,
    inserted: (id: string) => `Inserted passage ${id}.`,
    noResults: 'No results.',
    earlier: (n: number) => `The latest 40 are shown; ${n} earlier ones are not drawn.`,
    compareCaption:
      'The same conversation written by the three designs: overwrite rewrites a memory in place, append-only adds one more and lets the old one fade, bitemporal closes the old fact and keeps its two dates. Each column is its memory history at this step.',
    colMemory: 'Memory',
    colEvent: 'Event',
    colOld: 'Old text',
    colNew: 'New text',
    colWhen: 'When',
    turn: (n: number) => `turn ${n}`,
    replacedBy: (id: string) => `(now ${id})`,
    believedOn: 'What did the agent believe on this date',
    believedOnHelp:
      'Move the slider: the facts the agent held at that turn (learned by then, not yet invalidated), with their two dates.',
    believedAtList: (n: number) => `Believed at turn ${n}`,
    nothingBelieved: 'Nothing yet.',
    trueAt: (n: number) => `True at turn ${n}, as the agent knows now:`,
    dates: (from: number, to: number | null, learned: number, until: number | null) =>
      `(true ${to === from ? 'never (corrected)' : `from turn ${from}${to === null ? '' : ` to turn ${to}`}`}; learned at turn ${learned}${until === null ? '' : `, believed until turn ${until}`})`,
    noHistory: 'Nothing written yet.',
    historyRow: (id: string, event: string, oldV: string, newV: string, at: number) =>
      `${id} ${event} at turn ${at}: ${oldV} → ${newV}`,
    believed: 'What the agent believes now:',
    nothing: '—',
    saidNotDone: 'Said but not done',
    noFinding: 'Every claim has its call, and every write is mentioned.',
    claimWithoutCall: (turn: number, excerpt: string, action: string) =>
      `Turn ${turn}: “${excerpt}”, but no ${action} call in that turn.`,
    callWithoutClaim: (turn: number, name: string) =>
      `Turn ${turn}: ${name} was called, and the answer never says so.`,
    save: 'save',
    forget: 'forget',
    start: (design: WriteDesign) =>
      `The agent starts with two blocks, persona and human, and an empty archive. Each user turn, a scripted agent reads the facts and calls its tools; the write path keeps the history (${DESIGN_EN[design]} design).`,
    startModel: (design: WriteDesign) =>
      `The agent starts with two blocks, persona and human, and an empty archive. Each user turn, your model reads its blocks and the six tools and makes its calls; the write path keeps the history (${DESIGN_EN[design]} design).`,
    pressureModel: (tokens: number, limit: number) =>
      `Memory pressure: the context holds about ${tokens} of ${limit} tokens. The warning enters your model’s prompt: moving things out is its call.`,
    says: (text: string) => `The user says: “${text}”`,
    replies: (text: string) => `The model answers: “${text}”`,
    called: (name: string, reason: string) => `${name}: ${reason}.`,
    calledModel: (name: string) => `${name}, as the model called it.`,
    refused: (name: string, error: string) => `${name} was refused: ${error}`,
    decided: (event: string, reason: string) => `Write path: ${event} (${reason}).`,
    noFact: 'No fact in this turn: nothing to write.',
    pressure: (tokens: number, limit: number) =>
      `Memory pressure: the context holds about ${tokens} of ${limit} tokens. The warning enters the context, and the agent archives the oldest messages before they leave the window.`,
    say: (text: string) => `say “${text.length > 30 ? `${text.slice(0, 29)}…` : text}”`,
    reply: (n: number) => `reply, ${n} call(s)`,
    end: 'End of the script. Step back to see each call’s block before and after.',
  },
  fr: {
    lang: 'fr' as Lang,
    title: 'L’agent gère sa propre mémoire',
    blocks: 'Blocs de mémoire',
    chars: (n: number, limit: number) => `${n} / ${limit} caractères`,
    emptyBlock: '(vide)',
    toolCalls: 'Appels d’outils',
    noCalls: 'Aucun appel d’outil pour l’instant.',
    reason: (why: string) => `(pourquoi\u00a0: ${why})`,
    error: (e: string) => `erreur renvoyée au modèle\u00a0: ${e}`,
    history: 'Historique de la mémoire',
    design: (d: WriteDesign) => `Conception\u00a0: ${DESIGN_FR[d]}`,
    designName: names(DESIGN_FR),
    blockNow: (label: string, n: number, limit: number) =>
      `Le bloc «\u00a0${label}\u00a0» contient maintenant ${n} caractères sur ${limit}.`,
    inserted: (id: string) => `Passage ${id} inséré.`,
    noResults: 'Aucun résultat.',
    earlier: (n: number) =>
      `Les 40 plus récents sont affichés\u00a0; ${n} plus anciens ne sont pas dessinés.`,
    compareCaption:
      'La même conversation écrite par les trois conceptions\u00a0: l’écrasement réécrit un souvenir sur place, l’ajout seul en ajoute un autre et laisse l’ancien pâlir, la bitemporelle clôt l’ancien fait et garde ses deux dates. Chaque colonne montre son historique de la mémoire à cette étape.',
    colMemory: 'Souvenir',
    colEvent: 'Événement',
    colOld: 'Ancien texte',
    colNew: 'Nouveau texte',
    colWhen: 'Quand',
    turn: (n: number) => `tour ${n}`,
    replacedBy: (id: string) => `(désormais ${id})`,
    believedOn: 'Ce que l’agent croyait à cette date',
    believedOnHelp:
      'Déplacez le curseur\u00a0: les faits que l’agent tenait pour vrais à ce tour (appris avant, pas encore invalidés), avec leurs deux dates.',
    believedAtList: (n: number) => `Cru au tour ${n}`,
    nothingBelieved: 'Rien encore.',
    trueAt: (n: number) => `Vrai au tour ${n}, d’après ce que l’agent sait maintenant\u00a0:`,
    dates: (from: number, to: number | null, learned: number, until: number | null) =>
      `(vrai ${to === from ? 'jamais (corrigé)' : to === null ? `depuis le tour ${from}` : `du tour ${from} au tour ${to}`}\u00a0; appris au tour ${learned}${until === null ? '' : `, cru jusqu’au tour ${until}`})`,
    noHistory: 'Rien d’écrit pour l’instant.',
    historyRow: (id: string, event: string, oldV: string, newV: string, at: number) =>
      `${id} ${event} au tour ${at}\u00a0: ${oldV} → ${newV}`,
    believed: 'Ce que l’agent croit maintenant\u00a0:',
    nothing: '—',
    saidNotDone: 'Dit mais pas fait',
    noFinding: 'Chaque affirmation a son appel, et chaque écriture est mentionnée.',
    claimWithoutCall: (turn: number, excerpt: string, action: string) =>
      `Tour ${turn}\u00a0: «\u00a0${excerpt}\u00a0», mais aucun appel pour ${action} dans ce tour.`,
    callWithoutClaim: (turn: number, name: string) =>
      `Tour ${turn}\u00a0: ${name} a été appelé, et la réponse ne le dit jamais.`,
    save: 'enregistrer',
    forget: 'oublier',
    start: (design: WriteDesign) =>
      `L’agent commence avec deux blocs, persona et human, et une archive vide. À chaque tour de l’utilisateur, un agent scripté lit les faits et appelle ses outils\u00a0; le chemin d’écriture garde l’historique (conception ${DESIGN_FR[design]}).`,
    startModel: (design: WriteDesign) =>
      `L’agent commence avec deux blocs, persona et human, et une archive vide. À chaque tour de l’utilisateur, votre modèle lit ses blocs et les six outils et fait ses appels\u00a0; le chemin d’écriture garde l’historique (conception ${DESIGN_FR[design]}).`,
    pressureModel: (tokens: number, limit: number) =>
      `Pression mémoire\u00a0: le contexte contient environ ${tokens} jetons sur ${limit}. L’avertissement entre dans la requête de votre modèle\u00a0: à lui de ranger ce qui doit sortir.`,
    says: (text: string) => `L’utilisateur dit\u00a0: «\u00a0${text}\u00a0»`,
    replies: (text: string) => `Le modèle répond\u00a0: «\u00a0${text}\u00a0»`,
    called: (name: string, reason: string) => `${name}\u00a0: ${reason}.`,
    calledModel: (name: string) => `${name}, tel que le modèle l’a appelé.`,
    refused: (name: string, error: string) => `${name} a été refusé\u00a0: ${error}`,
    decided: (event: string, reason: string) => `Chemin d’écriture\u00a0: ${event} (${reason}).`,
    noFact: 'Aucun fait dans ce tour\u00a0: rien à écrire.',
    pressure: (tokens: number, limit: number) =>
      `Pression mémoire\u00a0: le contexte contient environ ${tokens} jetons sur ${limit}. L’avertissement entre dans le contexte, et l’agent archive les plus vieux messages avant qu’ils ne quittent la fenêtre.`,
    say: (text: string) => `dit «\u00a0${text.length > 30 ? `${text.slice(0, 29)}…` : text}\u00a0»`,
    reply: (n: number) => `réponse, ${n} appel(s)`,
    end: 'Fin du script. Revenez en arrière pour voir chaque bloc avant et après chaque appel.',
  },
});
