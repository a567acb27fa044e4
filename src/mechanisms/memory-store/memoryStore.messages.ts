import { defineMessages, names } from '../../i18n/defineMessages';
import { REFUSABLE_KIND_NAMES } from '../../engine/perUser/kindNames';
import type { RefusableKind } from '../../engine/perUser/policy';
import type { Lang } from '../../i18n/lang';

/** One language's column of the kinds' names (the words: `engine/perUser/kindNames.ts`). */
function namesIn(table: Readonly<Record<RefusableKind, Readonly<Record<Lang, string>>>>, lang: Lang) {
  const out = {} as Record<RefusableKind, string>;
  for (const k of Object.keys(table) as RefusableKind[]) out[k] = table[k][lang];
  return out;
}

/** « de » before a name, elided before a vowel: « de bob », « d’alice ». */
const de = (name: string): string => (/^[aeiouyàâéèêîôû]/i.test(name) ? `d’${name}` : `de ${name}`);

export default defineMessages({
  en: {
    /** A refused kind's name (the words: `engine/perUser/kindNames.ts`). */
    refusableKind: names(namesIn(REFUSABLE_KIND_NAMES, 'en')),
    title: 'Memory per user',
    owners: 'The store, by owner',
    ownerColumn: (o: string) => `Owner ${o}`,
    empty: 'Nothing stored.',
    expiredEntry: 'expired: never returned; purge removes it',
    timeLeft: (h: string) => `${h} left`,
    duration: (hours: number) => (hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} h`),
    forgetMe: (o: string) => `Forget me (${o})`,
    lastOp: 'What the store answered',
    nothingYet: 'No operation yet.',
    readFound: (o: string, k: string, v: string) => `${o} reads “${k}”: ${v}`,
    readMissing: (o: string, k: string) =>
      `${o} reads “${k}”: nothing. ${o} has no “${k}”, and the store never looks at another owner’s entries.`,
    readExpired: (o: string, k: string) =>
      `${o} reads “${k}”: nothing. The entry is older than the policy allows: it is never returned.`,
    stored: (o: string, k: string) => `Stored under (${o}, ${k}).`,
    replaced: (o: string, k: string) => `Rewritten under (${o}, ${k}); its clock restarts.`,
    refusedKind: (kind: string) => `Refused: the value contains ${kind}. Nothing was stored.`,
    refusedBlank:
      'Refused: the owner is blank. A memory without an owner would be shared by everyone, on write as on read.',
    refusedUnclonable: 'Refused: the value cannot be copied as data. Nothing was stored.',
    refusedKey: 'Refused: the key must not be empty.',
    maskedLabel: 'The secret, masked:',
    where: (p: string) => `found in ${p}`,
    deleted: (o: string, k: string, existed: boolean) =>
      existed ? `(${o}, ${k}) deleted.` : `(${o}, ${k}) was not there.`,
    forgotten: (o: string, n: number) =>
      `${o} forgotten: ${n} entr${n === 1 ? 'y' : 'ies'} deleted, and nothing of anyone else.`,
    expired: (o: string, k: string) => `Purged: (${o}, ${k}).`,
    purgedNone: 'Purge: nothing had expired.',
    clock: 'Clock',
    now: (h: string) => `Scene time: +${h} h`,
    advance: (h: number) => `Advance the clock ${h} h`,
    purge: 'Purge expired entries',
    expiryRule: (h: string) => `An entry expires ${h} after it was last written.`,
    copies: 'Two objects: your copy and the store’s',
    yourCopy: 'Your copy (edited)',
    inStore: 'In the store (unchanged)',
    noCopy: 'No copy edited yet.',
    copyMissing: (o: string, k: string) => `Nothing to copy: (${o}, ${k}) is not in the store.`,
    policy: 'The written policy',
    kept: 'Kept',
    why: 'Why',
    correction: 'Correction',
    expiry: 'Expiry',
    refused: 'Refused',
    answer: 'answerWithState',
    asked: 'Question as typed',
    sent: 'Question as sent to the model',
    rewrittenNote: 'the preference length: short rewrote it',
    sameNote: 'no preference: sent as typed',
    reply: 'Answer',
    window: (o: string) => `${o}’s last five exchanges`,
    slotEmpty: 'empty',
    droppedLabel: 'left the window',
    noAnswer: 'No question asked yet.',
    sideBySide: 'The same question, “short” against no preference',
    colShort: 'With length: short',
    colNone: 'No preference',
    mine: (o: string) => `${o}’s call: it enters the window`,
    other: 'Asked only to compare: it never enters the window',
    exactPrompt: 'Exact prompt',
    scriptedAnswer: 'Scripted answer',
    modelAnswer: 'Your model’s answer',
    scriptedOnly:
      'Choose “Your model” under Answers to send both prompts to your model and read its answers here.',
    capStart: 'An empty store, under the written policy.',
    capSet: (o: string, k: string) => `set(${o}, ${k})`,
    capClock: (h: string) => `The clock advances ${h} h.`,
    capCopy: (o: string, k: string) => `A reader edits its copy of (${o}, ${k}); the store keeps its own.`,
    capAnswered: (o: string, sent: string, dropped: number) =>
      `${o} asks; the model receives “${sent}”. The exchange joins ${o}’s window of five${dropped > 0 ? ', and the oldest leaves it' : ''}.`,
    end: 'End of the script. Use the buttons in the panels to go on: advance the clock, purge, forget a user.',
    refusedInstruction:
      'Refused: the value reads as an instruction to the agent. Recalled later, it would steer another conversation. Nothing was stored.',
    instructionLabel: 'The passage, quoted:',
    capCheckOn: 'The policy now refuses instructions at write time.',
    capCheckOff:
      'A store without the write-time check on instructions: whatever the agent decides to remember is kept.',
    capRecalled: (o: string, naive: string, quoted: string) =>
      `A later conversation of ${o} recalls its memories. Given as instructions, the agent answers “${naive}”; quoted as data, “${quoted}”.`,
    opRecall: (o: string) => `${o || '“”'} opens a new conversation`,
    opCheckOn: 'refuse instructions at write time',
    opCheckOff: 'no write-time check on instructions',
    recall: 'A later conversation: the memories recalled',
    recalledMemories: (o: string) => `${o}’s memories, recalled`,
    wouldRefuse: (category: string) => `the write-time check refuses it (${category})`,
    isData: 'data',
    noRecall: 'No conversation has recalled its memories yet.',
    twoWays: 'The same memories, two ways into the prompt',
    colInstructions: 'Memories given as instructions',
    colData: 'Memories quoted as data',
    checkState: (on: boolean): string =>
      on ? 'Write-time check on instructions: on' : 'Write-time check on instructions: off',
    category: (c: string): string =>
      ({
        override: 'it overrides the agent',
        role: 'it claims a role',
        redirect: 'it sends data elsewhere',
        'standing-answer': 'it fixes an answer in advance',
        secrecy: 'it hides something from the user',
        'prompt-leak': 'it asks for the agent’s instructions',
      })[c] ?? String(c),
    scriptedAgentNote:
      'The scripted agent is naive on purpose: it obeys every instruction in its prompt and reads quoted data as data. Choose “Your model” under Answers to see what yours does with both prompts.',
    opSet: (o: string, k: string) => `set(${o || '“”'}, ${k})`,
    opGet: (o: string, k: string) => `get(${o || '“”'}, ${k})`,
    opEdit: (o: string, k: string) => `edit a copy of (${o}, ${k})`,
    opDelete: (o: string, k: string) => `delete(${o}, ${k})`,
    opForget: (o: string) => `forgetOwner(${o || '“”'})`,
    opWait: (h: number) => `wait ${h} h`,
    opPurge: 'purgeExpired()',
    opAsk: (o: string) => `${o || '“”'} asks`,
  },
  fr: {
    refusableKind: names(namesIn(REFUSABLE_KIND_NAMES, 'fr')),
    title: 'Mémoire par utilisateur',
    owners: 'La mémoire, par propriétaire',
    ownerColumn: (o: string) => `Propriétaire ${o}`,
    empty: 'Rien en mémoire.',
    expiredEntry: 'expirée\u00a0: jamais rendue\u00a0; la purge la retire',
    timeLeft: (h: string) => `encore ${h}`,
    duration: (hours: number) =>
      hours >= 48 ? `${Math.round(hours / 24)} jours` : `${String(hours).replace('.', ',')} h`,
    forgetMe: (o: string) => `Oubliez-moi (${o})`,
    lastOp: 'Ce que la mémoire a répondu',
    nothingYet: 'Aucune opération pour l’instant.',
    readFound: (o: string, k: string, v: string) => `${o} lit «\u00a0${k}\u00a0»\u00a0: ${v}`,
    readMissing: (o: string, k: string) =>
      `${o} lit «\u00a0${k}\u00a0»\u00a0: rien. ${o} n’a pas de «\u00a0${k}\u00a0», et la mémoire ne regarde jamais les entrées d’un autre propriétaire.`,
    readExpired: (o: string, k: string) =>
      `${o} lit «\u00a0${k}\u00a0»\u00a0: rien. L’entrée est plus vieille que la politique ne le permet\u00a0: elle n’est plus jamais rendue.`,
    stored: (o: string, k: string) => `Rangée sous (${o}, ${k}).`,
    replaced: (o: string, k: string) => `Réécrite sous (${o}, ${k})\u00a0; son horloge repart de zéro.`,
    refusedKind: (kind: string) => `Refusée\u00a0: la valeur contient ${kind}. Rien n’a été stocké.`,
    refusedBlank:
      'Refusé\u00a0: le propriétaire est vide. Une mémoire sans propriétaire serait partagée par tous, à l’écriture comme à la lecture.',
    refusedUnclonable: 'Refusée\u00a0: la valeur ne se copie pas comme une donnée. Rien n’a été stocké.',
    refusedKey: 'Refusée\u00a0: la clé ne doit pas être vide.',
    maskedLabel: 'Le secret, masqué\u00a0:',
    where: (p: string) => `emplacement\u00a0: ${p}`,
    deleted: (o: string, k: string, existed: boolean) =>
      existed ? `(${o}, ${k}) effacée.` : `(${o}, ${k}) n’existait pas.`,
    forgotten: (o: string, n: number) =>
      `Tout ce qui appartient à ${o} est oublié\u00a0: ${n} entrée${n > 1 ? 's' : ''} effacée${n > 1 ? 's' : ''}, et rien de personne d’autre.`,
    expired: (o: string, k: string) => `Purgée\u00a0: (${o}, ${k}).`,
    purgedNone: 'Purge\u00a0: rien n’avait expiré.',
    clock: 'Horloge',
    now: (h: string) => `Temps de la scène\u00a0: +${h} h`,
    advance: (h: number) => `Avancer l’horloge de ${h} h`,
    purge: 'Purger les entrées expirées',
    expiryRule: (h: string) => `Une entrée expire ${h} après sa dernière écriture.`,
    copies: 'Deux objets\u00a0: votre copie et celle de la mémoire',
    yourCopy: 'Votre copie (modifiée)',
    inStore: 'Dans la mémoire (inchangée)',
    noCopy: 'Aucune copie modifiée pour l’instant.',
    copyMissing: (o: string, k: string) => `Rien à copier\u00a0: (${o}, ${k}) n’est pas en mémoire.`,
    policy: 'La politique écrite',
    kept: 'Ce qu’on garde',
    why: 'Pourquoi',
    correction: 'Correction',
    expiry: 'Expiration',
    refused: 'Refusé',
    answer: 'answerWithState',
    asked: 'Question telle que tapée',
    sent: 'Question telle qu’envoyée au modèle',
    rewrittenNote: 'la préférence length: short l’a réécrite',
    sameNote: 'pas de préférence\u00a0: envoyée telle quelle',
    reply: 'Réponse',
    window: (o: string) => `Les cinq derniers échanges ${de(o)}`,
    slotEmpty: 'vide',
    droppedLabel: 'sorti de la fenêtre',
    noAnswer: 'Aucune question pour l’instant.',
    sideBySide: 'La même question, «\u00a0short\u00a0» contre aucune préférence',
    colShort: 'Avec length: short',
    colNone: 'Sans préférence',
    mine: (o: string) => `L’appel ${de(o)}\u00a0: il entre dans la fenêtre`,
    other: 'Posée seulement pour comparer\u00a0: elle n’entre jamais dans la fenêtre',
    exactPrompt: 'Consigne exacte',
    scriptedAnswer: 'Réponse scriptée',
    modelAnswer: 'Réponse de votre modèle',
    scriptedOnly:
      'Choisissez «\u00a0Votre modèle\u00a0» sous Réponses pour envoyer les deux consignes à votre modèle et lire ici ses réponses.',
    capStart: 'Une mémoire vide, sous la politique écrite.',
    capSet: (o: string, k: string) => `set(${o}, ${k})`,
    capClock: (h: string) => `L’horloge avance de ${h} h.`,
    capCopy: (o: string, k: string) =>
      `Un lecteur modifie sa copie de (${o}, ${k})\u00a0; la mémoire garde la sienne.`,
    capAnswered: (o: string, sent: string, dropped: number) =>
      `${o} pose une question\u00a0; le modèle reçoit «\u00a0${sent}\u00a0». L’échange entre dans la fenêtre de cinq ${de(o)}${dropped > 0 ? ', et le plus ancien en sort' : ''}.`,
    end: 'Fin du script. Continuez avec les boutons des panneaux\u00a0: avancer l’horloge, purger, oublier un utilisateur.',
    refusedInstruction:
      'Refusée\u00a0: la valeur se lit comme une instruction adressée à l’agent. Rappelée plus tard, elle dirigerait une autre conversation. Rien n’a été stocké.',
    instructionLabel: 'Le passage, cité\u00a0:',
    capCheckOn: 'La politique refuse désormais les instructions à l’écriture.',
    capCheckOff:
      'Une mémoire sans contrôle des instructions à l’écriture\u00a0: tout ce que l’agent décide de retenir est gardé.',
    capRecalled: (o: string, naive: string, quoted: string) =>
      `Une conversation suivante ${de(o)} rappelle ses souvenirs. Donnés comme instructions, l’agent répond «\u00a0${naive}\u00a0»\u00a0; cités comme données, «\u00a0${quoted}\u00a0».`,
    opRecall: (o: string) => `${o || '«\u00a0»'} ouvre une nouvelle conversation`,
    opCheckOn: 'refuser les instructions à l’écriture',
    opCheckOff: 'pas de contrôle des instructions à l’écriture',
    recall: 'Une conversation suivante\u00a0: les souvenirs rappelés',
    recalledMemories: (o: string) => `Les souvenirs ${de(o)}, rappelés`,
    wouldRefuse: (category: string) => `le contrôle à l’écriture la refuse (${category})`,
    isData: 'donnée',
    noRecall: 'Aucune conversation n’a encore rappelé ses souvenirs.',
    twoWays: 'Les mêmes souvenirs, deux façons d’entrer dans la consigne',
    colInstructions: 'Souvenirs donnés comme instructions',
    colData: 'Souvenirs cités comme données',
    checkState: (on: boolean) =>
      on
        ? 'Contrôle des instructions à l’écriture\u00a0: actif'
        : 'Contrôle des instructions à l’écriture\u00a0: inactif',
    category: (c: string) =>
      ({
        override: 'elle outrepasse l’agent',
        role: 'elle se donne un rôle',
        redirect: 'elle envoie des données ailleurs',
        'standing-answer': 'elle fixe une réponse à l’avance',
        secrecy: 'elle cache quelque chose à l’utilisateur',
        'prompt-leak': 'elle réclame la consigne de l’agent',
      })[c] ?? String(c),
    scriptedAgentNote:
      'L’agent scripté est naïf à dessein\u00a0: il obéit à toute instruction de sa consigne et lit les données citées comme des données. Choisissez «\u00a0Votre modèle\u00a0» sous Réponses pour voir ce que le vôtre fait des deux consignes.',
    opSet: (o: string, k: string) => `set(${o || '«\u00a0»'}, ${k})`,
    opGet: (o: string, k: string) => `get(${o || '«\u00a0»'}, ${k})`,
    opEdit: (o: string, k: string) => `modifier une copie de (${o}, ${k})`,
    opDelete: (o: string, k: string) => `delete(${o}, ${k})`,
    opForget: (o: string) => `forgetOwner(${o || '«\u00a0»'})`,
    opWait: (h: number) => `attendre ${h} h`,
    opPurge: 'purgeExpired()',
    opAsk: (o: string) => `${o || '«\u00a0»'} pose une question`,
  },
});
