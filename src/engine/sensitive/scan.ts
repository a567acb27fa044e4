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
 * 4. keywords.ts + values.ts: `password`, `token`, `secret`, `mot de passe`... in code, config and prose, the
 *    operator around them and one value, in a bounded window per occurrence;
 * 5. commands.ts: `curl -u user:password`, `Authorization: Basic …`;
 * 6. pem.ts: private-key blocks by `indexOf`.
 *
 * Every scanner does O(1) amortised work per character, so the whole scan is O(n).
 */
import { scanCommands } from './commands';
import { ScanContext, type Scanner } from './core';
import { scanDigits } from './digits';
import { scanIbans } from './iban';
import { scanKeywords } from './keywords';
import { scanPem } from './pem';
import { scanTokens } from './tokens';
import type { SensitiveKind, SensitiveMatch } from './types';

const SCANNERS: readonly Scanner[] = [scanTokens, scanDigits, scanIbans, scanKeywords, scanCommands, scanPem];

/** Every finding in `text`, sorted by position. Linear time. */
export function findSensitive(text: string): SensitiveMatch[] {
  if (typeof text !== 'string') throw new TypeError(`detectSensitive expects a string (got ${typeof text})`);
  if (text.length === 0) return [];
  const scan = new ScanContext(text);
  for (const scanner of SCANNERS) scanner(scan);
  return scan.found.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The kinds of sensitive data found in `text` (each once, in order of first appearance); [] for ordinary text. */
export function detectSensitive(text: string): SensitiveKind[] {
  const kinds: SensitiveKind[] = [];
  for (const m of findSensitive(text)) if (!kinds.includes(m.kind)) kinds.push(m.kind);
  return kinds;
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
