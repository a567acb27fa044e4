/**
 * The detector's data-derived parameters (params.ts), computed from labelled examples by a fixed procedure, so that
 * the bench can compute them without a source and measure that source held out:
 *
 * 1. Prefixes. Every token of 16+ characters of a secret example that starts with 2-12 letters and digits (a letter
 *    first, not a hex group) and a separator (`_`, `-`, `.`) gives a candidate prefix (head and separator) when its body is a plausible token
 *    (params.ts `plausibleBody`). A candidate seen in at least MIN_SUPPORT secret examples and in no benign one is
 *    kept, with the shortest body it was seen with.
 * 2. The generic rule's thresholds (a token of an unknown prefix and a random body: values.ts). With the vendors'
 *    formats and the learned prefixes, the secret examples still missed are the ones the generic rule could add;
 *    over a grid of body lengths and entropies, the pair that finds the
 *    most of them while firing on at most MAX_BENIGN_RATE of the benign examples is kept (ties: the stricter pair).
 *
 * Nothing else is tuned from data.
 */
import { BIP39_ENGLISH } from './bip39English';
import { C_DELIM, C_SPACE, CLASS } from './chars';
import type { DetectorParams, GenericRule, LearnedPrefix } from './params';
import { plausibleBody } from './params';
import { createDetector } from './scan';
import { genericBody, genericEntropy } from './generic';
import { inAlphabet } from './vendors';

export interface TrainingExample {
  text: string;
  /** true: a secret (a positive of api-key, password, private-key, jwt); false: benign text. */
  secret: boolean;
}

export const MIN_SUPPORT = 2;
const NAMESPACES = new Set([
  'http',
  'https',
  'www',
  'api',
  'app',
  'dev',
  'abc',
  'localhost',
  'org',
  'com',
  'net',
]);
const COMMON_WORDS = new Set(BIP39_ENGLISH);
export const MAX_BENIGN_RATE = 0.01;
export const LENGTH_GRID: readonly number[] = [16, 20, 24, 28, 32, 40];
export const ENTROPY_GRID: readonly number[] = [3, 3.25, 3.5, 3.75, 4, 4.25, 4.5, 4.75, 5];

/** The tokens of a text as the tokens scanner reads them: runs without spaces or delimiters, end punctuation off. */
export function tokensOf(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && (CLASS[text.charCodeAt(i)]! & (C_SPACE | C_DELIM)) !== 0) i++;
    const s = i;
    while (i < n && (CLASS[text.charCodeAt(i)]! & (C_SPACE | C_DELIM)) === 0) i++;
    let e = i;
    while (e > s && /[.!?…]/.test(text[e - 1]!)) e--;
    if (e > s) out.push(text.slice(s, e));
  }
  return out;
}

/** The candidate prefix of a token and its body, or null. */
export function prefixOf(tok: string): { prefix: string; body: number } | null {
  if (tok.length < 16) return null;
  let i = 0;
  while (i < tok.length && i <= 12 && /[A-Za-z0-9]/.test(tok[i]!)) i++;
  if (i < 2 || i > 12 || !/[_.-]/.test(tok[i] ?? '')) return null;
  const head = tok.slice(0, i);
  // A prefix is a code: it starts with a letter, and is not the first group of a UUID or a hex string (`123e4567-`),
  // a version (`v1.`), a namespace of code or URLs (`http.`, `api_`), nor a common English word (`System.`,
  // `message_`, `test_`: the BIP-39 list's 2,048 words).
  if (
    !/^[A-Za-z]/.test(head) ||
    (i >= 6 && /^[0-9a-fA-F]+$/.test(head) && /\d/.test(head)) ||
    /^v\d+$/i.test(head) ||
    NAMESPACES.has(head.toLowerCase()) ||
    COMMON_WORDS.has(head.toLowerCase())
  )
    return null;
  const bodyStart = i + 1;
  const body = tok.length - bodyStart;
  if (body < 8 || !inAlphabet(tok, bodyStart, tok.length, 'b64url.') || !plausibleBody(tok.slice(bodyStart)))
    return null;
  return { prefix: tok.slice(0, bodyStart), body };
}

export function derivePrefixes(examples: readonly TrainingExample[]): LearnedPrefix[] {
  const support = new Map<string, number>();
  const shortest = new Map<string, number>();
  const benign = new Set<string>();
  for (const ex of examples) {
    const seen = new Set<string>();
    for (const tok of tokensOf(ex.text)) {
      const p = prefixOf(tok);
      if (p === null) continue;
      if (!ex.secret) {
        benign.add(p.prefix);
        continue;
      }
      shortest.set(p.prefix, Math.min(shortest.get(p.prefix) ?? Infinity, p.body));
      seen.add(p.prefix);
    }
    for (const p of seen) support.set(p, (support.get(p) ?? 0) + 1);
  }
  return [...support]
    .filter(([p, n]) => n >= MIN_SUPPORT && !benign.has(p))
    .map(([prefix]) => ({ prefix, min: shortest.get(prefix)! }))
    .sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
}

/** For each example, the entropies and lengths of its tokens the generic rule could judge. */
function candidates(text: string): { len: number; entropy: number }[] {
  const out: { len: number; entropy: number }[] = [];
  for (const tok of tokensOf(text)) {
    const body = genericBody(tok);
    if (body === null || body.length < LENGTH_GRID[0]!) continue;
    const entropy = genericEntropy(body);
    if (entropy >= 0) out.push({ len: body.length, entropy });
  }
  return out;
}

export function deriveGeneric(
  examples: readonly TrainingExample[],
  prefixes: readonly LearnedPrefix[],
): GenericRule | null {
  const without = createDetector({ vendors: true, prefixes, generic: null });
  const SECRET = new Set(['api-key', 'password', 'private-key', 'wallet-key', 'seed-phrase']);
  const missed: { len: number; entropy: number }[][] = [];
  const benign: { len: number; entropy: number }[][] = [];
  for (const ex of examples) {
    if (ex.secret) {
      if (!without.detect(ex.text).some((k) => SECRET.has(k))) missed.push(candidates(ex.text));
    } else benign.push(candidates(ex.text));
  }
  const fires = (cands: { len: number; entropy: number }[], rule: GenericRule): boolean =>
    cands.some((c) => c.len >= rule.minLength && c.entropy >= rule.minEntropy);
  let best: GenericRule | null = null;
  let bestFound = 0;
  const allowed = Math.floor(MAX_BENIGN_RATE * benign.length);
  // Strictest first, so that a tie keeps the stricter pair.
  for (const minLength of [...LENGTH_GRID].reverse())
    for (const minEntropy of [...ENTROPY_GRID].reverse()) {
      const rule = { minLength, minEntropy };
      const flagged = benign.filter((c) => fires(c, rule)).length;
      if (flagged > allowed) continue;
      const found = missed.filter((c) => fires(c, rule)).length;
      if (found > bestFound) [best, bestFound] = [rule, found];
    }
  return best;
}

/** Every data-derived parameter, from a training set. */
export function deriveParams(examples: readonly TrainingExample[]): DetectorParams {
  const prefixes = derivePrefixes(examples);
  return { vendors: true, prefixes, generic: deriveGeneric(examples, prefixes) };
}
