/**
 * What the detector takes from data: credential prefixes seen in labelled positives, and the two thresholds of the
 * generic high-entropy rule. derive.ts computes them from a training set; learned.ts holds them computed from every
 * public source (`npx tsx scripts/extract-public-sets.ts params` writes it); `npm run bench` recomputes them without
 * each source in turn to measure that source held out. Everything else (vendors' formats, keywords, identifier
 * shapes) is written by hand from documentation and the policy's stance.
 */
import { charStats } from './checksums';
import { readsAsWords } from './values';
import { inAlphabet, VENDOR_FORMATS, type Alphabet, type PrefixFormat } from './vendors';

/** A prefix learned from data: `prefix`, then at least `min` characters of a token. */
export interface LearnedPrefix {
  prefix: string;
  min: number;
}

/** The generic rule: a token of `minLength`+ key characters whose entropy is `minEntropy`+ bits per character. */
export interface GenericRule {
  minLength: number;
  minEntropy: number;
}

export interface DetectorParams {
  prefixes: readonly LearnedPrefix[];
  /** null: no generic rule. */
  generic: GenericRule | null;
  /** The vendors' documented formats (vendors.ts); false only to measure what the learned part does alone. */
  vendors: boolean;
}

interface Entry {
  prefix: string;
  min: number;
  max: number;
  alphabet: Alphabet;
  kind: PrefixFormat['kind'];
  learned: boolean;
}

/** Longest body a learned prefix accepts (a token longer than this is not one key). */
const LEARNED_MAX = 1024;

/**
 * The prefixes, vendors' and learned, by the code of their first character (longest prefix first), so a token is
 * compared with the few that start like it.
 */
export class PrefixTable {
  private readonly byFirst: (Entry[] | undefined)[] = [];
  /** By the first two characters (code × 128 + code), so a token is compared with the prefixes it may have only. */
  private readonly byTwo: (Entry[] | undefined)[] = [];

  constructor(params: DetectorParams) {
    const entries: Entry[] = [];
    if (params.vendors) for (const v of VENDOR_FORMATS) entries.push({ ...v, learned: false });
    for (const p of params.prefixes)
      entries.push({
        prefix: p.prefix,
        min: p.min,
        max: LEARNED_MAX,
        alphabet: 'b64url.',
        kind: 'api-key',
        learned: true,
      });
    entries.sort((a, b) => b.prefix.length - a.prefix.length);
    for (const e of entries) {
      (this.byFirst[e.prefix.charCodeAt(0)] ??= []).push(e);
      (this.byTwo[e.prefix.charCodeAt(0) * 128 + e.prefix.charCodeAt(1)] ??= []).push(e);
    }
  }

  /** Whether some prefix starts with the character of code `c`. */
  startsWith(c: number): boolean {
    return c < 128 && this.byFirst[c] !== undefined;
  }

  /** The kind of t[s, e) if it is a known prefix followed by a body of the right shape, else null. */
  match(t: string, s: number, e: number): PrefixFormat['kind'] | null {
    const c = t.charCodeAt(s);
    const d = t.charCodeAt(s + 1);
    const list = c < 128 && d < 128 ? this.byTwo[c * 128 + d] : undefined;
    if (list === undefined) return null;
    for (const p of list) {
      const body = e - s - p.prefix.length;
      if (body < p.min || body > p.max || !t.startsWith(p.prefix, s)) continue;
      const b = s + p.prefix.length;
      if (!inAlphabet(t, b, e, p.alphabet)) continue;
      if (p.learned && !plausibleBody(t.slice(b, e))) continue;
      return p.kind;
    }
    return null;
  }
}

/**
 * A learned prefix's body must read as a token, not as words ("my-favourite-colour-2024"): letters and digits mixed,
 * or both cases. Vendors' formats need no such check: their shape is documented.
 */
export function plausibleBody(body: string): boolean {
  const st = charStats(body);
  const mixed = (st.digits > 0 && st.letters > 0) || (st.upper > 0 && st.upper < st.letters);
  return mixed && !readsAsWords(body);
}
