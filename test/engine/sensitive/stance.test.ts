// @vitest-environment node
/**
 * Issue 26: what chapter 2's policy must refuse, and the stance that decides it. One test per example of the issue's
 * first paragraph (values typed here: none is a real credential), then one per line of the stance.
 */
import { createDetector, detectSensitive, MemoryStore, PolicyViolation } from '../../../src/engine';
import { LEARNED_PARAMS } from '../../../src/engine/sensitive/learned';

const SECRET = ['api-key', 'password', 'private-key'];
const refused = (text: string): boolean => detectSensitive(text).some((k) => SECRET.includes(k));

describe('every example of the issue is refused', () => {
  it.each([
    ['an OpenAI key in a sentence', 'My API key is sk-1234567890abcdefghijklmnopqrstuvwxyzABCDEFGH'],
    ['an OpenAI project key', 'sk-proj-AbCdEf1234567890GhIjKlMnOpQrStUvWxYz0123456789abcd'],
    [
      'a GitHub fine-grained token',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    ],
    ['a Slack bot token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
    ['a Stripe live key', 'sk_live_51H8abcdefghijklmnopqrstuv'],
    [
      'an Anthropic key',
      'sk-ant-api03-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVAA',
    ],
    ['a GitLab token after a keyword', 'token: glpat-ABCDEFGHIJKLMNOPQRST'],
  ])('%s: %s', (_name, text) => {
    expect(refused(text)).toBe(true);
    expect(() => new MemoryStore().set('alice', 'note', text)).toThrow(PolicyViolation);
  });

  it('SSN 123-45-6789: a national identity number', () => {
    expect(detectSensitive('SSN 123-45-6789')).toEqual(['national-id']);
    expect(() => new MemoryStore().set('alice', 'note', 'SSN 123-45-6789')).toThrow(
      expect.objectContaining({ kind: 'national-id' }),
    );
  });

  it('and the misses the issue names: odd characters after a keyword, regular or placeholder bodies', () => {
    for (const text of [
      'password = m{{h}o)p${e]nob(ody knows',
      'secret: value with quotes and spaces',
      'xoxp-523423-234243-234234-abcdefabcdefabcdefabcdefabcdefab',
      'AKIAZZZZZZZZZZZZZZZZ',
      'SKxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    ])
      expect(refused(text), text).toBe(true);
  });
});

describe('the stance', () => {
  it('a known prefix and a plausible shape are refused, whatever the entropy and however example-like', () => {
    for (const text of [
      'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'sk_test_000000000000000000000000',
      'AKIAIOSFODNN7EXAMPLE',
      'hf_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'dop_v1_0000000000000000000000000000000000000000000000000000000000000000',
    ])
      expect(detectSensitive(text), text).toContain('api-key');
    // The shape still counts: a prefix and a body that is too short, or of the wrong characters, is not a key.
    expect(detectSensitive('ghp_short')).toEqual([]);
    expect(detectSensitive('AKIA-not-a-key-at-all')).toEqual([]);
  });

  it('a secret keyword and a value are refused whatever the value, in English and French', () => {
    for (const text of [
      'password: "a b c d"',
      'passwd = }{)(][',
      'my password is sunshine',
      'API key: 12345',
      'private key = my cat’s name',
      'token = abc',
      'mot de passe : les chats gris',
      'mdp = ****',
      'clé : 42-42-42',
      'jeton = « avec des espaces »',
      'Mon mot de passe est tournesol',
    ])
      expect(refused(text), text).toBe(true);
  });

  it('but a keyword followed by a reference, a type or a description holds no value', () => {
    for (const text of [
      'password = os.environ["DB_PASSWORD"]',
      'token: ${GITHUB_TOKEN}',
      'password: <your password>',
      'password: string;',
      'Password: at least 12 characters',
      'Mot de passe : au moins 12 caractères',
      'The token limit is 128k.',
      'I forgot my password.',
      'La clé de la cave est sous le pot de fleurs.',
    ])
      expect(detectSensitive(text), text).toEqual([]);
  });

  it('placeholder and low-entropy filters guard only the generic rule (an unknown prefix)', () => {
    const withGeneric = createDetector(LEARNED_PARAMS);
    expect(LEARNED_PARAMS.generic).not.toBeNull();
    // A random body after a prefix nobody documented is found by the generic rule...
    expect(withGeneric.detect('zq9_Ab3dE7fGh1Jk5Lm8Np2Qr4St6Uv0Wx')).toContain('api-key');
    // ... and a placeholder or a regular body after it is not: the filters apply here, and only here.
    expect(withGeneric.detect('zq9_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toEqual([]);
    expect(withGeneric.detect('zq9_abcdefghijklmnopqrstuvwxyz0123')).toEqual([]);
    // Without the generic rule, the same random token is found by nothing.
    expect(
      createDetector({ ...LEARNED_PARAMS, generic: null }).detect('zq9_Ab3dE7fGh1Jk5Lm8Np2Qr4St6Uv0Wx'),
    ).toEqual([]);
  });

  it('identifiers of the kinds the policy names are refused on shape, famous example numbers included', () => {
    const cases: [string, string][] = [
      ['the Woolworth SSN 078-05-1120', 'national-id'],
      ['NINO QQ 12 34 56 C', 'national-id'],
      ['NIR 1 85 05 78 006 084 91', 'national-id'],
      ['DNI 12345678Z', 'national-id'],
      ['codice fiscale RSSMRA85T10A562S', 'national-id'],
      ['card 4111 1111 1111 1111', 'card'],
      ['IBAN FR76 3000 6000 0112 3456 7890 189', 'iban'],
      ['mail me at john.doe@example.com', 'email'],
      ['call +33 6 12 34 56 78', 'phone'],
    ];
    for (const [text, kind] of cases) expect(detectSensitive(text), text).toContain(kind);
    // The shape has its rules: no SSN in area 000 or 666, no NIR with a wrong key, no DNI with a wrong letter.
    for (const text of ['000-12-3456', '666-12-3456', 'NIR 1 85 05 78 006 084 92', 'DNI 12345678A'])
      expect(detectSensitive(text), text).toEqual([]);
  });
});
