/**
 * Credential formats vendors document: a fixed prefix and a body of bounded length over one alphabet. Written from
 * the vendors' own documentation (pages named beside each group), not from any labelled set; the data-derived prefixes
 * (params.ts) come on top of these.
 *
 * The stance (chapter 2's policy): a token with one of these prefixes and a body of the documented shape is refused,
 * whatever its entropy and however much it looks like an example (`ghp_xxxx…`, `AKIAZZZZ…`). No placeholder or
 * entropy filter applies here; those guard only the generic high-entropy rule (tokens.ts).
 */

/** Alphabets of a token's body. */
export type Alphabet = 'b64url' | 'b64url.' | 'b64' | 'alnum' | 'hex' | 'upper';

/** A documented format: `prefix`, then `min`..`max` characters of `alphabet`. */
export interface PrefixFormat {
  prefix: string;
  min: number;
  max: number;
  alphabet: Alphabet;
  kind: 'api-key' | 'private-key';
}

const f = (
  prefix: string,
  min: number,
  max: number,
  alphabet: Alphabet,
  kind: PrefixFormat['kind'] = 'api-key',
): PrefixFormat => ({ prefix, min, max, alphabet, kind });
const MANY = 1024;

export const VENDOR_FORMATS: readonly PrefixFormat[] = [
  // OpenAI (platform.openai.com/docs: project, service-account, admin and user keys all start `sk-`); Anthropic
  // (docs.anthropic.com: `sk-ant-api03-`, `sk-ant-admin01-`); OpenRouter and DeepSeek keys use `sk-` too.
  f('sk-', 20, MANY, 'b64url'),
  // GitHub (docs.github.com, "About authentication": ghp_ classic PAT, gho_ OAuth, ghu_ user-to-server, ghs_
  // server-to-server, ghr_ refresh; github_pat_ fine-grained).
  f('ghp_', 30, 255, 'alnum'),
  f('gho_', 30, 255, 'alnum'),
  f('ghu_', 30, 255, 'alnum'),
  f('ghs_', 30, 255, 'alnum'),
  f('ghr_', 30, 255, 'alnum'),
  f('github_pat_', 40, 255, 'b64url'),
  // GitLab (docs.gitlab.com, "Token prefixes").
  ...[
    'glpat-',
    'gldt-',
    'glrt-',
    'glrtr-',
    'glptt-',
    'glcbt-',
    'glimt-',
    'glagent-',
    'glsoat-',
    'glffct-',
    'glft-',
  ].map((p) => f(p, 20, MANY, 'b64url.')),
  // Slack (api.slack.com/authentication/token-types: bot, user, app-level, configuration and rotating tokens).
  ...['xoxb-', 'xoxp-', 'xoxa-', 'xoxr-', 'xoxs-', 'xoxe-', 'xoxe.xoxp-', 'xoxe.xoxb-', 'xapp-'].map((p) =>
    f(p, 20, MANY, 'b64url'),
  ),
  // Stripe (docs.stripe.com/keys: secret and restricted keys, live and test; webhook signing secrets).
  ...['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_', 'whsec_'].map((p) => f(p, 16, MANY, 'alnum')),
  // AWS (IAM user guide, "Unique identifiers": AKIA long-term access key ids, ASIA temporary ones).
  f('AKIA', 16, 16, 'upper'),
  f('ASIA', 16, 16, 'upper'),
  // Google Cloud (API keys `AIza` + 35; OAuth client secrets `GOCSPX-`; OAuth access tokens `ya29.`).
  f('AIza', 35, 35, 'b64url'),
  f('GOCSPX-', 24, MANY, 'b64url'),
  f('ya29.', 20, MANY, 'b64url.'),
  // Hugging Face (huggingface.co/docs/hub/security-tokens) user tokens and org tokens.
  f('hf_', 30, MANY, 'alnum'),
  f('api_org_', 30, MANY, 'alnum'),
  // npm (docs.npmjs.com, "About access tokens"), PyPI (pypi.org/help: macaroons start `pypi-AgEIcHlwaS5vcmc`).
  f('npm_', 36, 36, 'alnum'),
  f('pypi-AgEIcHlwaS5vcmc', 50, MANY, 'b64url'),
  // Twilio API key SIDs (SK + 32 hex digits; twilio.com/docs/iam/api-keys); the body length is the shape.
  f('SK', 32, 32, 'alnum'),
  // SendGrid (`SG.` + id + `.` + secret), Mailgun private keys (`key-` + 32 hex).
  f('SG.', 40, MANY, 'b64url.'),
  f('key-', 32, 32, 'hex'),
  // Shopify (shopify.dev: admin, shared secret, custom app, private app tokens).
  ...['shpat_', 'shpss_', 'shpca_', 'shppa_'].map((p) => f(p, 32, 32, 'alnum')),
  // DigitalOcean (docs.digitalocean.com: personal, OAuth and refresh tokens).
  ...['dop_v1_', 'doo_v1_', 'dor_v1_'].map((p) => f(p, 64, 64, 'hex')),
  // Atlassian API tokens (`ATATT`), Databricks personal tokens (`dapi` + 32 hex).
  f('ATATT', 100, MANY, 'b64url'),
  f('dapi', 32, 40, 'hex'),
  // Doppler (docs.doppler.com, "Token formats": service, personal, CLI, service-account tokens).
  ...['dp.st.', 'dp.pt.', 'dp.ct.', 'dp.sa.', 'dp.scim.', 'dp.audit.'].map((p) => f(p, 40, MANY, 'b64url.')),
  // Linear, Notion, Postman, Pulumi, Grafana (service accounts, Cloud), New Relic user keys, Dynatrace, Sentry,
  // Supabase, Tailscale, Figma, Docker Hub, HashiCorp Vault service tokens, Heroku.
  f('lin_api_', 40, MANY, 'alnum'),
  f('ntn_', 40, MANY, 'alnum'),
  f('PMAK-', 50, MANY, 'b64url'),
  f('pul-', 40, 40, 'hex'),
  f('glsa_', 32, MANY, 'b64url'),
  f('glc_', 32, MANY, 'b64url.'),
  f('NRAK-', 27, 27, 'upper'),
  f('dt0c01.', 80, MANY, 'b64url.'),
  f('sntrys_', 40, MANY, 'b64url.'),
  f('sntryu_', 64, 64, 'hex'),
  f('sbp_', 40, 40, 'hex'),
  f('tskey-', 20, MANY, 'b64url'),
  f('figd_', 30, MANY, 'b64url'),
  f('dckr_pat_', 20, MANY, 'b64url'),
  f('hvs.', 24, MANY, 'b64url.'),
  f('HRKU-', 20, MANY, 'b64url'),
  // Model providers: Perplexity, xAI, Groq, Replicate.
  f('pplx-', 40, MANY, 'alnum'),
  f('xai-', 60, MANY, 'b64url'),
  f('gsk_', 40, MANY, 'alnum'),
  f('r8_', 30, MANY, 'alnum'),
  // Square (developer.squareup.com: access tokens `sq0atp-`, `EAAA`; application secrets `sq0csp-`).
  f('sq0atp-', 22, MANY, 'b64url'),
  f('sq0csp-', 40, MANY, 'b64url'),
  f('EAAA', 60, MANY, 'b64url'),
  // Firebase Cloud Messaging legacy server keys (`AAAA…:APA91b…`: the part after the colon).
  f('APA91b', 100, MANY, 'b64url'),
  // age (age-encryption.org/v1): secret keys are Bech32, upper case.
  f('AGE-SECRET-KEY-1', 58, 58, 'upper', 'private-key'),
  // A PEM private key encoded in base64 whole (Kubernetes secrets, JSON configs): the base64 of "-----BEGIN PRIVATE
  // KEY", "-----BEGIN RSA PRIVATE KEY", "-----BEGIN EC PRIVATE KEY", "-----BEGIN OPENSSH PRIVATE KEY" (RFC 7468).
  f('LS0tLS1CRUdJTiBQUklWQVRFIEtFW', 20, MANY, 'b64', 'private-key'),
  f('LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRV', 20, MANY, 'b64', 'private-key'),
  f('LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFW', 20, MANY, 'b64', 'private-key'),
  f('LS0tLS1CRUdJTiBPUEVOU1NIIFBSSVZBVEUgS0VZ', 20, MANY, 'b64', 'private-key'),
];

/** Membership of each ASCII character in each alphabet, as bits. */
const BITS: Readonly<Record<Alphabet, number>> = {
  b64url: 1,
  'b64url.': 2,
  alnum: 4,
  hex: 8,
  upper: 16,
  b64: 32,
};
export const ALPHABET_OF = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  const alnum = /[A-Za-z0-9]/.test(ch);
  let bits = 0;
  if (alnum || ch === '-' || ch === '_') bits |= BITS.b64url | BITS['b64url.'];
  if (ch === '.') bits |= BITS['b64url.'];
  if (alnum || ch === '+' || ch === '/' || ch === '=') bits |= BITS.b64;
  if (alnum) bits |= BITS.alnum;
  if (/[0-9a-fA-F]/.test(ch)) bits |= BITS.hex;
  if (/[A-Z0-9]/.test(ch)) bits |= BITS.upper;
  ALPHABET_OF[c] = bits;
}

/** Whether t[a, b) is written in `alphabet` only. */
export function inAlphabet(t: string, a: number, b: number, alphabet: Alphabet): boolean {
  const bit = BITS[alphabet];
  for (let i = a; i < b; i++) {
    const c = t.charCodeAt(i);
    if (c >= 128 || (ALPHABET_OF[c]! & bit) === 0) return false;
  }
  return true;
}

/**
 * Whole-token shapes that are not a prefix and a body (each anchored, no nested quantifier): JWT, Discord bot
 * tokens (discord.com/developers: three base64url parts, the first the bot id), Mailchimp keys (32 hex then the
 * data centre, `-us12`).
 */
export const JWT = /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?$/;
/**
 * Discord bot token: the bot's id in base64 (17 to 20 digits: 23 to 27 characters, first `M`, `N` or `O` as the id's
 * first digit is 1-3, 4-7 or 8-9), a timestamp (6 or 7), an HMAC (27 in older tokens, 38 in newer ones).
 */
export const DISCORD_BOT = /^[MNO][A-Za-z0-9_-]{22,26}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}$/;
export const MAILCHIMP = /^[0-9a-f]{32}-us\d{1,2}$/;
/** Webhook URLs whose path is the secret: Slack (api.slack.com/messaging/webhooks), Discord. */
export const SLACK_WEBHOOK = /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/;
export const DISCORD_WEBHOOK = /discord(?:app)?\.com\/api\/webhooks\/\d{5,}\/[A-Za-z0-9_-]{20,}/;
