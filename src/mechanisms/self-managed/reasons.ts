/**
 * Why the scripted agent called a tool, and why the write path decided, in words (`CallWhy` and `DecisionWhy` are
 * data from the engine). Kept out of the message dictionary: their argument is a structure, not a sample value.
 */
import type { Lang } from '../../i18n/lang';
import type { DecisionWhy } from '../../engine/selfManaged/decide';
import type { CallWhy } from '../../engine/selfManaged/scripted';

const q = (s: string) => `“${s}”`;
const fq = (s: string) => `«\u00a0${s}\u00a0»`;

function decisionEn(w: DecisionWhy): string {
  switch (w.kind) {
    case 'already-stored':
      return `${q(`${w.key}: ${w.value}`)} is already stored`;
    case 'no-longer-true':
      return `${q(`${w.key}: ${w.value}`)} is no longer true`;
    case 'nothing-to-forget':
      return 'nothing stored matches what is no longer true';
    case 'one-more-value':
      return `one more value for ${q(w.key)}, beside the others`;
    case 'corrects':
      return `corrects the wrong value ${q(w.value)}`;
    case 'changed':
      return `${q(w.key)} changed from ${q(w.value)}`;
    case 'nothing-stored':
      return `nothing stored about ${q(w.key)} yet`;
    case 'naive-same-key':
      return `same key ${q(w.key)}: overwritten`;
    case 'naive-new-key':
      return `new key ${q(w.key)}`;
  }
}

function decisionFr(w: DecisionWhy): string {
  switch (w.kind) {
    case 'already-stored':
      return `${fq(`${w.key}\u00a0: ${w.value}`)} est déjà en mémoire`;
    case 'no-longer-true':
      return `${fq(`${w.key}\u00a0: ${w.value}`)} n’est plus vrai`;
    case 'nothing-to-forget':
      return 'rien en mémoire ne correspond à ce qui n’est plus vrai';
    case 'one-more-value':
      return `une valeur de plus pour ${fq(w.key)}, à côté des autres`;
    case 'corrects':
      return `corrige la valeur fausse ${fq(w.value)}`;
    case 'changed':
      return `${fq(w.key)} a changé, c’était ${fq(w.value)}`;
    case 'nothing-stored':
      return `rien en mémoire sur ${fq(w.key)} pour l’instant`;
    case 'naive-same-key':
      return `même clé ${fq(w.key)}\u00a0: écrasée`;
    case 'naive-new-key':
      return `nouvelle clé ${fq(w.key)}`;
  }
}

function callEn(w: CallWhy): string {
  switch (w.kind) {
    case 'decision':
      return w.decision === null ? 'the write path decided so' : decisionEn(w.decision);
    case 'block-full':
      return `block ${q(w.label)} is full: its ${w.moved} oldest line(s) move to archival memory`;
    case 'block-rethought':
      return `block ${q(w.label)} rewritten without the lines just archived`;
    case 'pressure':
      return 'memory pressure: the oldest messages are about to leave the window, so they are archived first';
    case 'search':
      return 'the answer is not in a memory block: search archival memory';
  }
}

function callFr(w: CallWhy): string {
  switch (w.kind) {
    case 'decision':
      return w.decision === null ? 'le chemin d’écriture l’a décidé' : decisionFr(w.decision);
    case 'block-full':
      return `le bloc ${fq(w.label)} est plein\u00a0: ${w.moved === 1 ? 'sa plus vieille ligne part' : `ses ${w.moved} plus vieilles lignes partent`} dans la mémoire d’archive`;
    case 'block-rethought':
      return `le bloc ${fq(w.label)} est réécrit sans les lignes qui viennent d’être archivées`;
    case 'pressure':
      return 'pression mémoire\u00a0: les plus vieux messages vont quitter la fenêtre, ils sont donc archivés d’abord';
    case 'search':
      return 'la réponse n’est dans aucun bloc de mémoire\u00a0: recherche dans la mémoire d’archive';
  }
}

/** Why the agent made this call, in the page's language. */
export function callWhyText(w: CallWhy, lang: Lang): string {
  return lang === 'fr' ? callFr(w) : callEn(w);
}

/** Why the write path took this decision, in the page's language. */
export function decisionWhyText(w: DecisionWhy, lang: Lang): string {
  return lang === 'fr' ? decisionFr(w) : decisionEn(w);
}
