import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: 'The agent manages its own memory',
    blocks: 'Memory blocks',
    chars: (n: number, limit: number) => `${n} / ${limit} characters`,
    emptyBlock: '(empty)',
    toolCalls: 'Tool calls',
    noCalls: 'No tool call yet.',
    reason: (why: string) => `(why: ${why})`,
    error: (e: string) => `error returned to the model: ${e}`,
    history: 'Memory history',
    design: (d: string) => `Design: ${d}`,
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
    start: (design: string) =>
      `The agent starts with two blocks, persona and human, and an empty archive. Each user turn, a scripted agent reads the facts and calls its tools; the write path keeps the history (${design} design).`,
    startModel: (design: string) =>
      `The agent starts with two blocks, persona and human, and an empty archive. Each user turn, your model reads its blocks and the six tools and makes its calls; the write path keeps the history (${design} design).`,
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
    title: 'L’agent gère sa propre mémoire',
    blocks: 'Blocs de mémoire',
    chars: (n: number, limit: number) => `${n} / ${limit} caractères`,
    emptyBlock: '(vide)',
    toolCalls: 'Appels d’outils',
    noCalls: 'Aucun appel d’outil pour l’instant.',
    reason: (why: string) => `(pourquoi\u00a0: ${why})`,
    error: (e: string) => `erreur renvoyée au modèle\u00a0: ${e}`,
    history: 'Historique de la mémoire',
    design: (d: string) => `Conception\u00a0: ${d}`,
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
    start: (design: string) =>
      `L’agent commence avec deux blocs, persona et human, et une archive vide. À chaque tour de l’utilisateur, un agent scripté lit les faits et appelle ses outils\u00a0; le chemin d’écriture garde l’historique (conception ${design}).`,
    startModel: (design: string) =>
      `L’agent commence avec deux blocs, persona et human, et une archive vide. À chaque tour de l’utilisateur, votre modèle lit ses blocs et les six outils et fait ses appels\u00a0; le chemin d’écriture garde l’historique (conception ${design}).`,
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
