/**
 * Credentials in command lines and HTTP headers: `curl -u user:password`, `--user 'user:password'`, and
 * `Authorization: Basic|Bearer|Token <credential>`. Each occurrence reads a bounded window after it.
 */
import { COLON, DOUBLE_QUOTE, isInlineSpace, LF, SINGLE_QUOTE } from './chars';
import type { ScanContext } from './core';
import { isLiteralValue, isPlaceholder, readValue, type Value } from './values';

export function scanCommands(scan: ScanContext): void {
  // One pass of the regex engine finds the three options; `indexOf` per option costs a pass each.
  const t = scan.text;
  const re = / -u | --user[ =]/g;
  // `test`: only where a match ends is needed (lastIndex), no match array.
  while (re.test(t)) re.lastIndex = Math.max(re.lastIndex, userOption(scan, re.lastIndex));
  authorization(scan);
}

/** `-u user:password`: a password after the colon (quoted as a whole, in parts, or not at all); returns where it stopped. */
function userOption(scan: ScanContext, from: number): number {
  const t = scan.text;
  {
    let p = from;
    while (p < t.length && p - from < 4 && isInlineSpace(t.charCodeAt(p))) p++;
    // Read up to the next space outside quotes, at most 256 characters.
    let q = p;
    let quote = 0;
    while (q < t.length && q - p < 256) {
      const c = t.charCodeAt(q);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) quote = c;
      else if (isInlineSpace(c) || c === LF) break;
      q++;
    }
    const arg = t.slice(p, q).replace(/["']/g, '');
    const colon = arg.indexOf(':');
    if (colon < 0) return q;
    const password = colon === arg.length - 1 ? arg.slice(0, colon) : arg.slice(colon + 1);
    // A word ("password", "Secret") names the field; a placeholder ("[PASSWORD]", "$PASS", "<pw>") holds none.
    if (
      password.length < 4 ||
      isPlaceholder(password) ||
      /^[{<$[]/.test(arg) ||
      /^[[{<$]/.test(password) ||
      /^[A-Z]?[a-z]+$|^[A-Z]+$/.test(password)
    )
      return q;
    scan.add('password', p, q);
    return q;
  }
}

/** `Authorization: <scheme> <credential>` (or a bare credential). */
function authorization(scan: ScanContext): void {
  const t = scan.text;
  const re = /authorization/gi;
  while (re.test(t)) {
    const from = re.lastIndex; // just after the 13 letters
    let p = from;
    if (t.charCodeAt(p) === DOUBLE_QUOTE || t.charCodeAt(p) === SINGLE_QUOTE) p++;
    while (p < t.length && p - from < 4 && isInlineSpace(t.charCodeAt(p))) p++;
    if (t.charCodeAt(p) !== COLON) continue;
    let v = readValue(scan.text, p + 1);
    if (v === null) continue;
    if (v.quoted) v = readValue(scan.text, v.start) ?? v; // "Authorization": "Bearer x"
    const word = scan.text.slice(v.start, v.end);
    // `<scheme> <credential>` (RFC 7235: any scheme name: Basic, Bearer, SSWS, Token…), or a bare credential.
    if (/^[A-Za-z][A-Za-z-]{1,15}$/.test(word)) {
      const cred = readValue(scan.text, v.stop);
      if (cred === null) continue;
      if (credential(scan.text, cred)) scan.add('api-key', cred.start, cred.end);
      re.lastIndex = Math.max(re.lastIndex, cred.stop);
    } else if (credential(scan.text, v)) {
      scan.add('api-key', v.start, v.end);
      re.lastIndex = Math.max(re.lastIndex, v.stop);
    }
  }
}

/** A credential after `Authorization:` and its scheme: a literal token of 8+ characters, not a word nor a template. */
function credential(t: string, v: Value): boolean {
  const value = t.slice(v.start, v.end);
  return value.length >= 8 && !/^[A-Za-z]+$/.test(value) && isLiteralValue(t, v, 'secret', false);
}
