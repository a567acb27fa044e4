/**
 * findSensitive: what a memory must refuse to keep (secrets, wallet keys, personal data), found in LINEAR time.
 *
 * Why hand-written scanners: secret scanners built on backtracking regular expressions can take quadratic or
 * exponential time on hostile input (detect-secrets hung 15 minutes on one 100,000-character line, its issue #372).
 * Here the text is read a bounded number of times, by the scanners of this folder:
 *
 * 1. tokens.ts: chunks and sub-tokens against anchored shapes (provider keys, JWT, wallet keys, e-mail), and
 *    12+ BIP-39 words in a row (seed phrases);
 * 2. digits.ts: runs of digit groups (phone numbers, Luhn-checked cards);
 * 3. iban.ts: IBAN candidates, mod-97 checked incrementally;
 * 4. keywords.ts (with keywordNames.ts, operators.ts, values.ts): `password`, `token`, `secret`, `mot de passe`... in
 *    code, config and prose, the name around them, the operator and one value, in a bounded window per occurrence;
 * 5. commands.ts: `curl -u user:password`, `Authorization: Basic …`;
 * 6. pem.ts: private-key blocks by `indexOf`.
 *
 * Every scanner does O(1) amortised work per character, so the whole scan is O(n).
 */
import { scanCommands } from './commands';
import { ScanContext, type Compiled, type Scanner } from './core';
import { scanDigits } from './digits';
import { scanIbans } from './iban';
import { scanIds } from './ids';
import { scanKeywords } from './keywords';
import { LEARNED_PARAMS } from './learned';
import { PrefixTable, type DetectorParams } from './params';
import { scanPem } from './pem';
import { scanTokens } from './tokens';
import type { SensitiveKind, SensitiveMatch } from './types';

const SCANNERS: readonly Scanner[] = [
  scanTokens,
  scanDigits,
  scanIbans,
  scanIds,
  scanKeywords,
  scanCommands,
  scanPem,
];

/** A detector built from its parameters: what detectSensitive and findSensitive are, for other parameters. */
export interface Detector {
  detect(text: string): SensitiveKind[];
  find(text: string): SensitiveMatch[];
}

/** Runs every scanner over `text` (the caller has checked it is a non-empty string). */
function scanAll(text: string, compiled: Compiled): ScanContext {
  const scan = new ScanContext(text, compiled);
  for (const scanner of SCANNERS) scanner(scan);
  return scan;
}

/** A detector with other data-derived parameters (the bench measures each public source held out this way). */
export function createDetector(params: DetectorParams): Detector {
  const compiled: Compiled = { table: new PrefixTable(params), generic: params.generic };
  return {
    detect: (text) => detectWith(text, compiled),
    find: (text) => findWith(text, compiled),
  };
}

function checkText(text: unknown): void {
  if (typeof text !== 'string') throw new TypeError(`detectSensitive expects a string (got ${typeof text})`);
}

const DEFAULT: Compiled = { table: new PrefixTable(LEARNED_PARAMS), generic: LEARNED_PARAMS.generic };

/** Every finding in `text`, sorted by position. Linear time. */
export function findSensitive(text: string): SensitiveMatch[] {
  return findWith(text, DEFAULT);
}

function findWith(text: string, compiled: Compiled): SensitiveMatch[] {
  checkText(text);
  if (text.length === 0) return [];
  const { kinds, starts, ends } = scanAll(text, compiled);
  const found: SensitiveMatch[] = new Array<SensitiveMatch>(kinds.length);
  for (let k = 0; k < kinds.length; k++) found[k] = { kind: kinds[k]!, start: starts[k]!, end: ends[k]! };
  return found.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The kinds of sensitive data found in `text` (each once, in order of first appearance); [] for ordinary text.
 * The same order as findSensitive's sorted list (by start, then end, then the order the scanners added them),
 * taken as the first finding of each kind, so nothing is sorted but the kinds.
 */
export function detectSensitive(text: string): SensitiveKind[] {
  return detectWith(text, DEFAULT);
}

function detectWith(text: string, compiled: Compiled): SensitiveKind[] {
  checkText(text);
  if (text.length === 0) return [];
  const { kinds, starts, ends } = scanAll(text, compiled);
  const firstOf = new Map<SensitiveKind, number>(); // kind -> index of its first finding
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k]!;
    const f = firstOf.get(kind);
    if (f === undefined || starts[k]! < starts[f]! || (starts[k] === starts[f] && ends[k]! < ends[f]!))
      firstOf.set(kind, k);
  }
  const order = [...firstOf.values()].sort((a, b) => starts[a]! - starts[b]! || ends[a]! - ends[b]! || a - b);
  return order.map((k) => kinds[k]!);
}

/**
 * A masked form of a secret that never shows it whole: at most a quarter of it (and at most 4 characters) is kept,
 * the rest becomes bullets (at most 8). "sk-proj-abcdef…" → "sk-p••••••••".
 */
export function maskSecret(secret: string): string {
  const chars = Array.from(secret);
  const keep = Math.min(4, Math.floor(chars.length / 4));
  return chars.slice(0, keep).join('') + '•'.repeat(Math.max(3, Math.min(8, chars.length - keep)));
}
