/**
 * Issue 35, "the detector's last misses": the classes a reader's public examples found missed or wrongly refused.
 * Each case is written here from the class's description and the vendors' documentation, not taken from any
 * labelled set; the claims (scripts/lib/detectorSets/claims.ts) say the same as the detector on each.
 */
import { detectSensitive } from '../../../src/engine';
import { hasKeywordAssignment, secretShaped } from '../../../scripts/lib/detectorSets/claims';

const refused = (text: string): boolean => detectSensitive(text).length > 0;

describe('refused: the classes missed before', () => {
  it.each([
    // Bot ids of 17 to 20 digits: base64 of their first digit gives M, N or O; older HMACs are 27, newer 38.
    'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA.GhIjKl.MnOpQrStUvWxYz0123456789AbCdEfGhIjKlMn',
    'bot.run("ODg4ODg4ODg4ODg4ODg4ODg4.YAaBcd.abcdefghijklmnopqrstuvwxyz0")',
    'client.login(NzkyNzE1NDU0MTk2MDg4ODQy.X-hvzA.Ovy4MCQywSkoMRRclStW4xAYK7I)',
  ])('a Discord bot token: %s', (text) => {
    expect(detectSensitive(text)).toContain('api-key');
  });

  it.each([
    '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----',
    '-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----',
    '-----BEGIN OPENSSH PRIVATE KEY----------END OPENSSH PRIVATE KEY-----',
    '-----BEGIN EC PRIVATE KEY----- xxxx -----END EC PRIVATE KEY-----',
  ])('a private-key block whatever its body says: %j', (text) => {
    expect(detectSensitive(text)).toContain('private-key');
    expect(secretShaped(text)).toBe(true);
  });

  it.each([
    'password=${abc',
    'password = "${abc"',
    'DB_PASSWORD="$(x9Lm"',
    "secret: '{{p4ss'",
    'password: )abc',
    'password=Pa(ss',
  ])('a keyword and a literal holding template characters: %s', (text) => {
    expect(refused(text)).toBe(true);
    expect(hasKeywordAssignment(text)).toBe(true);
  });

  it('an npm token as the user of a URL', () => {
    expect(detectSensitive('https://npm_TCllNwh2WLQlMWVhybM1iQrsTj6rMQ0BOh6d@registry.npmjs.org/')).toContain(
      'api-key',
    );
  });
});

describe('not refused: the classes refused wrongly before', () => {
  it.each(['http://example.com:8080@mirror.example.org/', 'https://localhost:3000@scope/package'])(
    'a host and a port before an @: %s',
    (text) => {
      expect(refused(text)).toBe(false);
      expect(secretShaped(text)).toBe(false);
    },
  );

  it('a user and a numeric password before an @ are still refused', () => {
    expect(detectSensitive('postgres://admin:5432@db.example.com/app')).toContain('password');
  });

  it.each([
    'not_secret = "hello world"',
    'not_a_secret = "hello"',
    'notSecret = "visible text"',
    'is_password_set = "nope"',
    'hasToken = "yes it does"',
    'secretary = "Jane Doe"',
    'tokenizer = "bert-base-uncased"',
    'passwordless = "yes please"',
    'password_hint = "my dog"',
    'tokens_per_minute = "12000"',
  ])('a name that merely contains a keyword: %s', (text) => {
    expect(refused(text)).toBe(false);
  });

  it.each(['password=${PASS}', 'export TOKEN=$(cat ~/.config/token)', 'password=get_pw(user)'])(
    'a template or a call that closes: %s',
    (text) => {
      expect(refused(text)).toBe(false);
      expect(hasKeywordAssignment(text)).toBe(false);
    },
  );

  it.each([
    'db_password = "hunter2"',
    'mypassword = "hunter2"',
    'DB_PASSWORD2=hunter2',
    'authtoken = "abc123def456ghi"',
  ])('a name that holds a secret is still refused: %s', (text) => {
    expect(refused(text)).toBe(true);
  });
});
