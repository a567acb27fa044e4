// @vitest-environment node
/**
 * One case per cause the public data showed (issue 20): each was a miss or a false alarm before the scanners of
 * src/engine/sensitive/ were rewritten. Values are written here (random-looking strings typed for this file, not
 * taken from the public sets, which are read from shared/data/detector/, never copied here).
 */
import { detectSensitive, findSensitive } from '../../../src/engine';

const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const AGE_KEY = 'AGE-SECRET-KEY-1' + Array.from({ length: 58 }, (_, i) => BECH32[(i * 7 + 3) % 32]).join('');
const SECRET = 'q7Rt2ZpL9vXc4NbW8kMj3HsD';

describe('keys in context', () => {
  it.each([
    ['a key inside quotes after =', `ageToken="${AGE_KEY}"`, 'private-key'],
    ['a camelCase keyword', `genericToken = "${SECRET}"`, 'api-key'],
    ['a glued lower-case keyword', `authtoken: ${SECRET}`, 'api-key'],
    [
      'a JSON-escaped line break after the value',
      `{"config.ini": "SERVICE_TOKEN=${SECRET}\\nBACKUP_ENABLED=true"}`,
      'api-key',
    ],
    ['Go short assignment', `serviceToken := \`${SECRET}\``, 'api-key'],
    ['Makefile conditional assignment', `SERVICE_TOKEN ?= "${SECRET}"`, 'api-key'],
    ['PHP concatenation', `$serviceToken .= "${SECRET}"`, 'api-key'],
    ['a hash rocket', `  "serviceToken" => "${SECRET}"`, 'api-key'],
    ['a quoted key, a comma, a quoted value', `System.setProperty("SERVICE_TOKEN", "${SECRET}")`, 'api-key'],
    ['an XML element over lines', `<serviceToken>\n    ${SECRET}\n</serviceToken>`, 'api-key'],
    ['a type between name and =', `var serviceToken string = "${SECRET}"`, 'api-key'],
    ['a value before its keyword', `if ("Hunt3r-2!xq" == password) {`, 'password'],
    ['the last keyword of an identifier decides', `onepasswordToken = "${SECRET}"`, 'api-key'],
    ['a two-segment JWT (no signature)', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.', 'api-key'],
    ['curl -u user:password', 'curl -u admin:Zq8#kL2pW https://localhost:9200', 'password'],
    [
      'an Authorization: Basic header',
      'curl -H "Authorization: Basic YWRtaW46WnE4I2tMMnBX" https://api.example.com',
      'api-key',
    ],
    ['an IBAN with dashes', 'IBAN FR76-3000-6000-0112-3456-7890-189', 'iban'],
    ['a national number with a trunk 0 and dashes', 'call 090-1234-5678 tomorrow', 'phone'],
    ['an e-mail on a punycode domain', 'write to user@xn--80ak6aa92e.xn--p1ai', 'email'],
    [
      'a seed phrase closing a sentence (its final period stripped)',
      'my recovery words: olive garden ticket river moment lunar hobby circle fabric prize trend vapor.',
      'seed-phrase',
    ],
  ])('%s', (_name, text, kind) => {
    expect(detectSensitive(text)).toContain(kind);
  });
});

describe('key-shaped is a key (the stance of issue 26): no placeholder or entropy filter on a known format', () => {
  it.each([
    ['a placeholder in a provider shape (ghp_xxxx)', 'GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
    ['a placeholder in a provider shape (AKIAXXXX)', 'key = AKIAXXXXXXXXXXXXXXXX'],
    ['an alphabetical run in a provider shape', 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789'],
    ['words joined by underscores, quoted after a keyword', 'api_key = "not_a_real_api_key_value"'],
    ['a mask after a keyword', 'mot de passe : ********'],
  ])('%s', (_name, text) => {
    expect(detectSensitive(text).length).toBeGreaterThan(0);
  });
});

describe('benign look-alikes', () => {
  it.each([
    ['an invalid IBAN is not a phone number', 'DE89 A704 0044 0532 0130 00'],
    ['an invalid IBAN is not a card', 'GR16 A110 1250 0000 0001 2300 695'],
    ['>= is a comparison, not an assignment', 'if (maxTokenLength >= minimumLength123) return;'],
    ['a run of zeros passes Luhn but is no card', 'reference 0000 0000 0000 0000'],
    ['a 13-digit number starting with 1 is no card', 'order 1748503543012'],
    ['a public token', `publicToken = "${SECRET}"`],
    ['a CSRF token', `csrf-token=${SECRET}`],
    ['a token URL', 'token_url = "https://auth.example.com/oauth2/token"'],
    ['a keyword inside a package name', 'notes = "Maven - io.jsonwebtoken:jjwt-jackson-0.11.2"'],
    ['words joined by underscores, unquoted (a constant in code)', 'api_key = NOT_A_REAL_API_KEY_VALUE'],
    ['a template after a keyword', 'password: <your password>'],
    ['an English compound noun', 'The token limit is 128k.'],
    ['curl -u with a placeholder', 'curl -u <user:password> https://test.com/endpoint'],
    ['a North American shape with an exchange starting with 1', 'id 917-123-4567'],
  ])('%s', (_name, text) => {
    expect(detectSensitive(text)).toEqual([]);
  });
});

describe('the scanners stay linear', () => {
  // Structural: each scanner's window is bounded, so on a repeated hostile unit the findings grow with the input
  // and the scan returns; `npm run bench` prints the times at 100,000 and 200,000 characters.
  it.each([
    ['token="', 0],
    ['"x" == password ', 0],
    ['<aToken>', 0],
    [' -u a:', 0],
    ['FR76 1234 ', 0],
  ])('%j repeated to 200,000 characters scans without finding anything', (unit, expected) => {
    const text = unit.repeat(Math.ceil(200_000 / unit.length)).slice(0, 200_000);
    expect(findSensitive(text).length).toBe(expected);
  });

  it('a repeated assignment gives one finding per occurrence at any length', () => {
    const unit = `serviceToken = "${SECRET}"\n`;
    expect(findSensitive(unit.repeat(1000)).length).toBe(1000);
    expect(findSensitive(unit.repeat(2000)).length).toBe(2000);
  });
});
