/**
 * Which public examples the chapter 2 detector claims, decided from each example alone (its text, and the source's
 * own kind, format and locale), never from what the detector answers, and the same for every source:
 *
 * Secrets (the source's kind api-key, password, private-key or jwt) are claimed in the forms the policy's stance
 * names, looked for in this order:
 * - `block`: a private-key block (`-----BEGIN … PRIVATE KEY-----`, PuTTY, age);
 * - `jwt`: a JSON Web Token (`eyJ….eyJ…`);
 * - `prefix`: a token with a credential prefix: a vendor's documented one (src/engine/sensitive/vendors.ts), or any
 *   2-12 letters and digits and a separator followed by a 16+ character token body;
 * - `url`: credentials in a URL (`scheme://user:password@host`);
 * - `keyword`: a secret keyword (password, passwd, pwd, pass, passphrase, secret, token, API key, private key,
 *   access key, key, credential(s), auth(orization), bearer, mot de passe, mdp, clé, jeton) in an identifier or
 *   a phrase, then `=`, `:`, `:=`, `=>`, `->`, "is" or "est", then a value.
 * A secret in none of these forms (a bare 40-character string next to a vendor's name) is not claimed; nor are the
 * kinds `identifier` (ids that grant nothing) and `password-hash`.
 *
 * Identifiers: every e-mail (ASCII address with a dotted domain: quoted local parts, IP literals and non-ASCII local
 * parts are not claimed), card and IBAN; phone numbers in international form (`+` or `00`), French and North
 * American ones (validator.js locales fr-FR, en-US, en-CA; presidio's phone recognizer); national identity numbers of
 * the shapes the detector knows (US SSN, French NIR, Spanish DNI/NIE, British NINO, Italian codice fiscale: presidio
 * us_ssn, uk_nino, es_nif, es_nie, it_fiscal_code; validator.js isIdentityCard:ES, isTaxID:es-ES, isTaxID:it-IT).
 *
 * A negative "carries a credential prefix" when it holds a token of the `prefix` form: the stance refuses such a token
 * whatever it looks like, so those negatives are reported apart. So are the negatives shaped by the stance otherwise
 * (`secretShaped`: a key block, a JWT, credentials in a URL, a secret keyword assigned a literal value, a whole e-mail
 * address): a source labels them negative as near misses of one rule, the stance refuses them. False positives are
 * counted on the rest, the benign negatives, and printed on every negative without a prefix as well.
 */
import type { SensitiveKind } from '../../../src/engine/index';
import { VENDOR_FORMATS } from '../../../src/engine/sensitive/vendors';
import type { PublicItem } from './sets';

export type ClaimForm = 'block' | 'jwt' | 'prefix' | 'url' | 'keyword' | 'identifier';

export interface Claim {
  kind: SensitiveKind;
  form: ClaimForm;
}

/** The kinds a store refuses as secrets: any of them counts as finding a claimed secret. */
export const SECRET_KINDS: ReadonlySet<string> = new Set([
  'api-key',
  'password',
  'private-key',
  'wallet-key',
  'seed-phrase',
]);

const SOURCE_SECRET_KIND: Readonly<Record<string, SensitiveKind>> = {
  'api-key': 'api-key',
  jwt: 'api-key',
  password: 'password',
  'private-key': 'private-key',
};

const PRESIDIO: Readonly<Record<string, SensitiveKind>> = {
  credit_card: 'card',
  email: 'email',
  iban: 'iban',
  phone: 'phone',
  us_ssn: 'national-id',
  uk_nino: 'national-id',
  es_nif: 'national-id',
  es_nie: 'national-id',
  it_fiscal_code: 'national-id',
};
const VALIDATOR_IDS = new Set(['isIdentityCard:ES', 'isTaxID:es-ES', 'isTaxID:it-IT']);
const PHONE_LOCALES = new Set(['fr-FR', 'en-US', 'en-CA']);

const BLOCK = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|PuTTY-User-Key-File-|AGE-SECRET-KEY-1/i;
const JWT = /(?:^|[^A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{4,}/;
const URL_CREDENTIALS = /[a-z][a-z0-9+.-]*:\/\/([^\s/:@]*):([^\s/@]+)@/gi;
/** `host:port@` (`http://example.com:8080@…`): a port, not a password. */
const isHostPort = (user: string, password: string): boolean =>
  /^\d{1,5}$/.test(password) && Number(password) <= 65535 && /\.|^localhost$/i.test(user);
function hasUrlCredentials(text: string): boolean {
  URL_CREDENTIALS.lastIndex = 0;
  for (let m = URL_CREDENTIALS.exec(text); m !== null; m = URL_CREDENTIALS.exec(text))
    if (!isHostPort(m[1]!, m[2]!)) return true;
  return false;
}
const EMAIL = /(?:^|[^A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const KEYWORD =
  /authorization|credentials?|pass(?:word|wd|phrase|code)?|pwd|secret|token|api[_. -]?key|apikey|private[_. -]?key|access[_. -]?key|key|auth|mot[ _]de[ _]passe|motdepasse|mdp|cl[ée]|jeton/gi;
const OPERATOR = /^[\w.-]{0,32}["'\]]{0,2}[ \t]*(?:=>|->|:=|=(?!=)|:(?!:)|\s(?:is|est)\s)[ \t]*/i;
/**
 * Values that name or compute a secret, or describe the field, rather than give one. A template counts only where it
 * closes (`${X}`, `{{ x }}`, `<x>`, `%(x)s`): `pa${ss`, `{{abc` are characters of a literal value.
 */
const TEMPLATE = /^(?:\$(?:\{[^}]*\}|\([^)]*\)|\w+$)|%\(\w*\)|\{[^}]*\}|<[^>]*>)/;
const NOT_LITERAL =
  /^(?:\$(?:\{[^}]*\}|\([^)]*\)|\w+$)|%|\{[^}]*\}|<[^>]*>|\[[^\]]*\]|[\w.]+\((?:.*\))?$|(?:process|os|env|self|this|config|settings|request|req|params|args)\b|[A-Za-z_]+(?:\.[A-Za-z_]+)+$|[A-Za-z]*_[A-Za-z_]*$|(?:string|str|int|bool|boolean|bytes|null|none|nil|undefined|true|false|required|optional)$)/i;
const OPEN_TEMPLATE = /^(?:\$\([^)]*\)|\$?\{[^}]*\}|<[^>]*>|\[[^\]]*\])/;
const NEGATED = /(?:^|[^A-Za-z])(?:not|no|non|is|has)[_.-]?(?:an?[_.-])?$/i;
const BEARER = /\bbearer\s+[A-Za-z0-9._~+/-]{8,}/i;

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string | undefined): boolean => ch !== undefined && /\p{Lu}/u.test(ch);
const isLower = (ch: string | undefined): boolean => ch !== undefined && /\p{Ll}/u.test(ch);

/** A secret keyword in an identifier or a phrase, followed by an operator and a value. */
export function hasKeywordAssignment(text: string): boolean {
  if (BEARER.test(text)) return true;
  KEYWORD.lastIndex = 0;
  for (let m = KEYWORD.exec(text); m !== null; m = KEYWORD.exec(text)) {
    const at = m.index;
    const end = at + m[0].length;
    const prev = text[at - 1];
    const next = text[end];
    // A keyword starts a word or a camelCase part, and does not run on into another word (`keyboard`, `passage`).
    // A name that says the opposite (`not_secret`, `isPassword`) is a flag, not the secret.
    const starts =
      (!isLetter(prev) || (isLower(prev) && isUpper(m[0][0]))) &&
      !NEGATED.test(text.slice(Math.max(0, at - 8), at));
    const ends = !isLetter(next) || (isLower(m[0][m[0].length - 1]) && isUpper(next));
    const op = OPERATOR.exec(text.slice(end, end + 80));
    if (starts && ends && op !== null && literalAt(text, end + op[0].length)) return true;
  }
  return false;
}

/** A literal value at `p`: quoted and not empty, or a run of non-space characters, neither a reference nor a type. */
function literalAt(text: string, p: number): boolean {
  const q = text[p];
  let value: string;
  if (q === '"' || q === "'" || q === '`') {
    const close = text.indexOf(q, p + 1);
    value = close < 0 ? '' : text.slice(p + 1, close).trim();
    return value.length > 0 && !TEMPLATE.test(value);
  } else value = /^[^\s,;&"'`]*/.exec(text.slice(p, p + 200))![0];
  // A template that closes after a space (`$(cat ~/.token)`, `{{ vault_pw }}`, `<your password>`).
  if (OPEN_TEMPLATE.test(text.slice(p, p + 80).split('\n')[0]!)) return false;
  // Closing punctuation ends a sentence or a call: tested with it (`f(x)`, `${X}`) and without it (`hunter2.`).
  const bare = value.replace(/[.)\]}]+$/, '').trim();
  return bare.length > 0 && !NOT_LITERAL.test(bare) && !NOT_LITERAL.test(value.replace(/[.]+$/, '').trim());
}

const SPLIT = /[\s"'`=:,;()[\]{}<>|\\]+/;
const GENERIC_PREFIX = /^[A-Za-z0-9]{2,12}[_.-][A-Za-z0-9_.+/=-]{16,}$/;

/** Whether a token has a credential prefix: a vendor's, or the generic shape with a token-like body. */
export function isPrefixed(tok: string): boolean {
  for (const v of VENDOR_FORMATS)
    if (tok.startsWith(v.prefix) && tok.length >= v.prefix.length + 8) return true;
  if (!GENERIC_PREFIX.test(tok) || !/[A-Za-z]/.test(tok.slice(0, 2))) return false;
  const body = tok.slice(tok.search(/[_.-]/) + 1);
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((r) => r.test(body)).length;
  return classes >= 2 && (body.match(/\./g)?.length ?? 0) < 2;
}

export function carriesCredentialPrefix(text: string): boolean {
  return text.split(SPLIT).some((tok) => isPrefixed(tok.replace(/[.!?…]+$/, '')));
}

/**
 * Whether a text is secret-shaped by the stance, whatever a source's label says: a credential prefix, a private-key
 * block, credentials in a URL, or a secret keyword assigned a literal value. Such negatives (a rule's near misses,
 * `password: "$super$ecret"` labelled negative because one rule wants 40 characters) are reported apart.
 */
export function secretShaped(text: string): boolean {
  return carriesCredentialPrefix(text) || secretForm(text) !== null || WHOLE_EMAIL.test(text);
}

/** An e-mail address standing between spaces or punctuation ("foo@bar.co.uk." ends a sentence). */
const WHOLE_EMAIL =
  /(?:^|[\s<("'])(?!\.)(?![^@\s]*\.\.)[A-Za-z0-9._%+-]+(?<!\.)@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?=$|[\s>)"',;:!?]|\.(?:$|\s))/;

function secretForm(text: string): ClaimForm | null {
  if (BLOCK.test(text)) return 'block';
  if (JWT.test(text)) return 'jwt';
  if (carriesCredentialPrefix(text)) return 'prefix';
  if (hasUrlCredentials(text)) return 'url';
  if (hasKeywordAssignment(text)) return 'keyword';
  return null;
}

/** The claim on a positive of set `set`, or null (not claimed). */
export function claimOf(set: string, item: PublicItem): Claim | null {
  if (item.label !== 'positive') return null;
  const secretKind = item.kind === null ? undefined : SOURCE_SECRET_KIND[item.kind];
  if (secretKind !== undefined) {
    const form = secretForm(item.text);
    if (form === null) return null;
    return { kind: form === 'block' ? 'private-key' : secretKind, form };
  }
  let kind: SensitiveKind | null = null;
  if (set === 'presidio') kind = PRESIDIO[item.format] ?? null;
  else if (set === 'validatorjs') {
    if (item.kind === 'national-id') kind = VALIDATOR_IDS.has(item.format) ? 'national-id' : null;
    else if (item.kind === 'phone')
      kind = PHONE_LOCALES.has(item.locale ?? '') || /^\s*(?:\+|00)/.test(item.text) ? 'phone' : null;
    else if (item.kind === 'email' || item.kind === 'card' || item.kind === 'iban') kind = item.kind;
  } else if (item.kind === 'email' || item.kind === 'card' || item.kind === 'iban' || item.kind === 'phone')
    kind = item.kind;
  if (kind === 'email' && !EMAIL.test(item.text)) kind = null;
  return kind === null ? null : { kind, form: 'identifier' };
}

/** Whether `found` (the kinds a detector returned) finds the claim. */
export function finds(claim: Claim, found: readonly string[]): boolean {
  return claim.form === 'identifier' ? found.includes(claim.kind) : found.some((k) => SECRET_KINDS.has(k));
}
