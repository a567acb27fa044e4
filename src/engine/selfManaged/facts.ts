/**
 * The write path's first step, scripted: a sentence in, the facts it states out. A fact is a key (what it is about:
 * "favourite colour", "city", "the door code of building falcon") and a value, with a mode that says what the
 * sentence does to the key: `set` (the value now, replacing), `add` (one more value: "I also love green"), `remove`
 * (no longer true: "I no longer live in Lyon"), and for a correction the wrong value it corrects (`corrects`).
 *
 * A real write path asks a model for this (mem0's extraction prompt); the lab's rules are small, deterministic and
 * documented so that every scene and bench figure is exact. They read English and French.
 */

export type FactMode = 'set' | 'add' | 'remove';

export interface CandidateFact {
  /** What the fact is about, lower case, spaces collapsed. */
  key: string;
  /** The value as the user wrote it (an empty string for a removal that names no value). */
  value: string;
  mode: FactMode;
  /** For a correction: the wrong value it replaces. */
  corrects?: string;
  /** The sentence it was read from. */
  text: string;
}

/** Lower case, accents kept, spaces collapsed, trailing punctuation dropped: how keys and values are compared. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'«»“”]+|[\s.!?;,"'«»“”]+$/g, '')
    .trim();
}

const COLOURS = new Set(
  'red blue green yellow orange purple violet pink black white grey gray brown rouge bleu bleue vert verte jaune orange violet violette rose noir noire blanc blanche gris grise marron'.split(
    ' ',
  ),
);

const clean = (s: string): string => s.replace(/[\s.!?;,]+$/g, '').trim();

interface Rule {
  re: RegExp;
  make: (m: RegExpExecArray) => Omit<CandidateFact, 'text'> | null;
}

/** The liked thing's key: colours go with the favourite colour, anything else is a thing the user likes. */
function likedKey(value: string, fr: boolean): string {
  if (COLOURS.has(normalize(value))) return fr ? 'couleur préférée' : 'favourite colour';
  return fr ? 'aime' : 'likes';
}

// Order matters: the first rule that matches a sentence wins (corrections and negations before plain statements).
const RULES: Rule[] = [
  // Corrections: "Actually my favourite colour is red, not blue" / "En fait, ma couleur préférée est le rouge, pas le bleu".
  {
    re: /^(?:actually|no|correction)[,:]?\s+(?:my|the)\s+(.+?)\s+is\s+(?:not\s+(.+?),\s*(?:it\s+is|it's)\s+(.+)|(.+?),?\s+not\s+(.+))$/i,
    make: (m) => ({
      key: normalize(m[1] as string),
      value: clean((m[3] ?? m[4]) as string),
      mode: 'set',
      corrects: clean((m[2] ?? m[5]) as string),
    }),
  },
  {
    re: /^(?:en fait|non|correction)[,:]?\s+(?:ma|mon|le|la)\s+(.+?)\s+est\s+(?:(?:le|la|l['’])\s*)?(.+?),?\s+pas\s+(?:(?:le|la|l['’])\s*)?(.+)$/i,
    make: (m) => ({
      key: normalize(m[1] as string),
      value: clean(m[2] as string),
      mode: 'set',
      corrects: clean(m[3] as string),
    }),
  },
  // Negations: "I no longer live in Lyon" / "Je n'habite plus à Lyon".
  {
    re: /^i\s+(?:no longer|don't|do not)\s+live\s+in\s+(.+)$/i,
    make: (m) => ({ key: 'city', value: clean(m[1] as string), mode: 'remove' }),
  },
  {
    re: /^je\s+n['’]habite\s+plus\s+(?:à|a|en)\s+(.+)$/i,
    make: (m) => ({ key: 'ville', value: clean(m[1] as string), mode: 'remove' }),
  },
  {
    re: /^i\s+(?:no longer|don't|do not)\s+(?:love|like)\s+(.+)$/i,
    make: (m) => ({ key: likedKey(m[1] as string, false), value: clean(m[1] as string), mode: 'remove' }),
  },
  // Additions: "I also love green" / "J'aime aussi le vert".
  {
    re: /^i\s+also\s+(?:love|like)\s+(.+)$/i,
    make: (m) => ({ key: likedKey(m[1] as string, false), value: clean(m[1] as string), mode: 'add' }),
  },
  {
    re: /^j['’]aime\s+aussi\s+(?:(?:le|la|les|l['’])\s*)?(.+)$/i,
    make: (m) => ({ key: likedKey(m[1] as string, true), value: clean(m[1] as string), mode: 'add' }),
  },
  // Where the user lives: "I live in Paris" / "I moved to Paris" / "J'habite à Paris".
  {
    re: /^i\s+(?:now\s+)?(?:live\s+in|moved\s+to)\s+(.+)$/i,
    make: (m) => ({ key: 'city', value: clean(m[1] as string), mode: 'set' }),
  },
  {
    re: /^j['’]habite\s+(?:maintenant\s+|désormais\s+)?(?:à|a|en)\s+(.+)$/i,
    make: (m) => ({ key: 'ville', value: clean(m[1] as string), mode: 'set' }),
  },
  // "My favourite colour is blue" / "Ma couleur préférée est le bleu".
  {
    re: /^(?:my|the)\s+(.+?)\s+(?:is|are|was)\s+(?:now\s+)?(.+)$/i,
    make: (m) => ({ key: normalize(m[1] as string), value: clean(m[2] as string), mode: 'set' }),
  },
  {
    re: /^(?:ma|mon|mes|le|la|les|l['’])\s*(.+?)\s+(?:est|sont)\s+(?:désormais\s+|maintenant\s+)?(?:(?:le|la|les|l['’])\s*)?(.+)$/i,
    make: (m) => ({ key: normalize(m[1] as string), value: clean(m[2] as string), mode: 'set' }),
  },
  // A statement about a named subject: "Thomas Kyd was born in the city of London", "X is Y".
  {
    re: /^(.+?)\s+(?:is now|is|are|was)\s+(.+)$/i,
    make: (m) => ({ key: normalize(m[1] as string), value: clean(m[2] as string), mode: 'set' }),
  },
  {
    re: /^(.+?)\s+(?:died|lives|works)\s+in\s+(?:the city of\s+)?(.+)$/i,
    make: (m) => ({ key: `${normalize(m[1] as string)} place`, value: clean(m[2] as string), mode: 'set' }),
  },
];

/** A sentence longer than this is not read as a fact (a real extractor would; the scripted one stays honest). */
export const MAX_FACT_SENTENCE = 160;
const MAX_KEY = 80;
const MAX_VALUE = 60;

/** Prefixes that announce a change without being part of the fact ("Change of plan:", "1."). */
const PREFIX =
  /^(?:\d+\.\s*|change of plan\s*:\s*|changement\s*:\s*|update\s*:\s*|by the way,?\s*|au fait,?\s*)/i;

/** Splits a turn into sentences (., !, ? followed by a space, or a new line). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The fact one sentence states, or null. */
export function extractFact(sentence: string): CandidateFact | null {
  let s = sentence.trim();
  while (PREFIX.test(s)) s = s.replace(PREFIX, '');
  s = clean(s);
  if (s.length === 0 || s.length > MAX_FACT_SENTENCE || s.endsWith('?') || /\?/.test(sentence)) return null;
  for (const rule of RULES) {
    const m = rule.re.exec(s);
    if (m === null) continue;
    const f = rule.make(m);
    if (f === null) return null;
    if (f.key.length === 0 || f.key.length > MAX_KEY || f.value.length > MAX_VALUE) return null;
    if (f.mode !== 'remove' && f.value.length === 0) return null;
    return { ...f, text: sentence.trim() };
  }
  return null;
}

/** Every fact a turn states, sentence by sentence. */
export function extractFacts(text: string): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const s of sentencesOf(text)) {
    const f = extractFact(s);
    if (f) out.push(f);
  }
  return out;
}
