/**
 * Invented values in the shapes chapter 2's policy refuses (provider keys, e-mails, phone numbers, IBANs with a right
 * mod-97 check, card numbers with a right Luhn digit, passwords, BIP-39 seed phrases, wallet keys), and ordinary
 * notes, some of them near misses (16 digits with a wrong Luhn digit, "password" without a value). Whether the store
 * refuses a text is never decided here: the question asks the engine's MemoryStore.
 */
import { BIP39_ENGLISH } from '../../sensitive/bip39English';
import type { SensitiveKind } from '../../sensitive';
import type { Rng } from '../random';

/** What a text was written to look like (the question's answer comes from the engine, not from this). */
export type Shape = SensitiveKind | 'ordinary' | 'near-card' | 'near-password' | 'near-phone';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER36 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

const chars = (rng: Rng, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
const digits = (rng: Rng, n: number) => chars(rng, '0123456789', n);

/** The Luhn check digit that completes `body`. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** An IBAN's check digits: 98 − (BBAN + country letters as numbers + "00") mod 97. */
export function ibanCheck(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return String(98 - rem).padStart(2, '0');
}

const group4 = (s: string) => s.match(/.{1,4}/g)?.join(' ') ?? s;

const NAMES = ['alice.martin', 'bob.durand', 'chloe.petit', 'karim.benali', 'lea.moreau'];
const ORDINARY = [
  'Prefers examples in Python',
  'Prefers short answers',
  'Timezone: Europe/Paris',
  'Works on the billing project',
  'Room 4417, floor 3',
  'Call me on Friday',
  'Likes the rolling window demo',
];

/** A text of the given shape (a value the scene tries to store). */
export function textOf(shape: Shape, rng: Rng): string {
  switch (shape) {
    case 'api-key':
      return rng.pick([
        () => `my key is sk-proj-${chars(rng, BASE62, 40)}`,
        () => `token ghp_${chars(rng, BASE62, 36)}`,
        () =>
          `AWS key AKIA${chars(rng, UPPER36, 7)}${digits(rng, 1)}${chars(rng, UPPER36, 7)}${digits(rng, 1)}`,
      ])();
    case 'email':
      return `write to ${rng.pick(NAMES)}@example.${rng.pick(['com', 'org', 'fr'])}`;
    case 'phone':
      return rng.chance(0.5)
        ? `call me at 0${rng.pick(['6', '7'])} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
        : `call me at +33 ${rng.pick(['6', '7'])} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
    case 'iban': {
      const bban = digits(rng, 23);
      return `IBAN ${group4(`FR${ibanCheck('FR', bban)}${bban}`)}`;
    }
    case 'card': {
      const body = `4${digits(rng, 14)}`;
      return `card ${group4(`${body}${luhnDigit(body)}`)}`;
    }
    case 'password':
      return rng.pick([
        () => `password: ${chars(rng, BASE62, 10)}!`,
        () => `mot de passe : ${chars(rng, BASE62, 9)}#${digits(rng, 2)}`,
      ])();
    case 'seed-phrase':
      return Array.from({ length: 12 }, () => rng.pick(BIP39_ENGLISH)).join(' ');
    case 'wallet-key':
      return `0x${chars(rng, HEX, 64)}`;
    case 'private-key':
      throw new RangeError('private keys are not generated (a PEM block is too long for a question)');
    case 'national-id':
      // A US social security number: area 001-665, group 01-99, serial 0001-9999 (SSA).
      return `SSN ${String(rng.int(1, 665)).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
    case 'near-card': {
      const body = `4${digits(rng, 14)}`;
      return `order ${group4(`${body}${(luhnDigit(body) + rng.int(1, 9)) % 10}`)}`;
    }
    case 'near-password':
      return 'the password policy asks for 12 characters';
    case 'near-phone':
      return rng.pick(['my phone is broken', 'phone me after the meeting']);
    case 'ordinary':
      return rng.pick(ORDINARY);
  }
}

/** The shapes questions draw from, the refused kinds first. */
export const SHAPES: readonly Shape[] = [
  'api-key',
  'email',
  'phone',
  'iban',
  'card',
  'password',
  'seed-phrase',
  'wallet-key',
  'ordinary',
  'near-card',
  'near-password',
  'near-phone',
];
