/**
 * "Said but not done": over a transcript, each answer that claims it saved (remembered, noted) or forgot something
 * with no matching tool call in that turn, and each write or delete call the answer never mentions. English and
 * French phrasings; a claim under a negation ("I can't save", « je ne peux pas retenir ») is not a claim.
 */
import type { ToolCall } from './tools';

export type ClaimAction = 'save' | 'forget';

export interface TranscriptTurn {
  role: 'user' | 'assistant';
  content: string;
  /** The calls the model made in this turn (assistant turns). */
  toolCalls?: readonly ToolCall[];
}

export type SaidNotDoneFinding =
  | { type: 'claim-without-call'; turn: number; action: ClaimAction; excerpt: string }
  | { type: 'call-without-claim'; turn: number; action: ClaimAction; call: ToolCall };

const SAVE = [
  /\bI(?:'ll| will|'ve| have)?\s+(?:remember(?:ed)?|saved?|noted?|stored?|memori[sz]ed?|kept in mind|keep in mind)\b/gi,
  /\b(?:saved|stored|noted|added)\s+(?:that|this|it)(?:\s+(?:to|in)\s+(?:my\s+)?memory)?\b/gi,
  /\bupdated\s+(?:my|your)\s+memory\b/gi,
  /\bje\s+(?:vais\s+)?(?:m['’]en\s+souvenir|m['’]en\s+souviendrai|retiens|retenir|note|noter|enregistre|enregistrer|mémorise|mémoriser|garde\s+en\s+mémoire|garder\s+en\s+mémoire)(?![\w\u00C0-\u024F])/gi,
  /\bj['’]ai\s+(?:bien\s+)?(?:noté|enregistré|mémorisé|retenu|sauvegardé|gardé\s+en\s+mémoire)(?![\w\u00C0-\u024F])/gi,
  /\bc['’]est\s+noté(?![\w\u00C0-\u024F])/gi,
];

const FORGET = [
  /\bI(?:'ll| will|'ve| have)?\s+(?:forgot(?:ten)?|forget|deleted?|removed?|erased?)\s+(?:that|this|it|your|the|what)\b/gi,
  /\bj['’]ai\s+(?:bien\s+)?(?:oublié|supprimé|effacé)(?![\w\u00C0-\u024F])/gi,
  /\bje\s+(?:vais\s+)?(?:oublie|oublier|supprime|supprimer|efface|effacer)(?![\w\u00C0-\u024F])/gi,
];

// A negation in the few words before a claim cancels it: "I can't save", "I will not remember", « je ne vais pas ».
const NEGATED_BEFORE = /(?:\bnot\b|n't\b|\bcannot\b|\bnever\b|\bne\b|\bn['’]|\bpas\b)\s*(?:\S+\s*){0,2}$/i;
const NEGATED_AFTER = /^\s*(?:pas|plus|jamais)\b/i;

function claims(text: string, action: ClaimAction): string[] {
  const out: string[] = [];
  for (const re of action === 'save' ? SAVE : FORGET) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const before = text.slice(Math.max(0, m.index - 24), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
      if (NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after)) continue;
      // "je ne note pas": the French negation wraps the verb.
      if (/\bne\s+$|\bn['’]$/i.test(before.slice(-4)) || /^\s*pas\b/i.test(after)) continue;
      out.push(m[0]);
    }
  }
  return out;
}

function argsOf(call: ToolCall): Record<string, unknown> {
  if (typeof call.arguments === 'string') {
    try {
      const v: unknown = JSON.parse(call.arguments);
      return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof call.arguments === 'object' && call.arguments !== null
    ? (call.arguments as Record<string, unknown>)
    : {};
}

/** What a call does to memory: saves, forgets, or neither (a search, a view). */
export function callAction(call: ToolCall): ClaimAction | null {
  const a = argsOf(call);
  switch (call.name) {
    case 'memory_append':
    case 'archival_insert':
    case 'memory_rethink':
      return 'save';
    case 'memory_replace':
      return a.new_content === '' ? 'forget' : 'save';
    case 'memory':
      if (a.command === 'delete') return 'forget';
      if (a.command === 'create' || a.command === 'insert' || a.command === 'rename') return 'save';
      if (a.command === 'str_replace') return a.new_str === '' ? 'forget' : 'save';
      return null;
    default:
      return null;
  }
}

/** Every claim with no matching call and every write or delete with no claim, turn by turn. */
export function saidButNotDone(transcript: readonly TranscriptTurn[]): SaidNotDoneFinding[] {
  const out: SaidNotDoneFinding[] = [];
  transcript.forEach((turn, i) => {
    if (turn.role !== 'assistant') return;
    const calls = turn.toolCalls ?? [];
    const done = new Set(calls.map(callAction).filter((a): a is ClaimAction => a !== null));
    // A rethink or a replace can both save and forget: it answers a claim of either.
    const editsBlock = calls.some((c) => c.name === 'memory_rethink' || c.name === 'memory_replace');
    const said = new Set<ClaimAction>();
    for (const action of ['save', 'forget'] as const) {
      const found = claims(turn.content, action);
      if (found.length === 0) continue;
      said.add(action);
      if (!done.has(action) && !(action === 'forget' && editsBlock))
        out.push({ type: 'claim-without-call', turn: i, action, excerpt: found[0] as string });
    }
    for (const call of calls) {
      const action = callAction(call);
      if (action !== null && said.size === 0) out.push({ type: 'call-without-claim', turn: i, action, call });
    }
  });
  return out;
}
