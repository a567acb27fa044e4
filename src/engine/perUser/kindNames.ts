import type { RefusableKind } from './policy';

/**
 * What each kind the store refuses is called, in both languages: one table for the memory store's captions, the
 * share kit's secret warning and the practice questions, so the kit names no mechanism to find the words.
 */
export const REFUSABLE_KIND_NAMES = {
  'api-key': { en: 'an API key or token', fr: 'une clé d’API ou un jeton d’accès' },
  'private-key': { en: 'a private key', fr: 'une clé privée' },
  'wallet-key': { en: 'a wallet private key', fr: 'une clé privée de portefeuille crypto' },
  'seed-phrase': { en: 'a wallet seed phrase', fr: 'une phrase de récupération de portefeuille' },
  password: { en: 'a password', fr: 'un mot de passe' },
  email: { en: 'an e-mail address', fr: 'une adresse e-mail' },
  phone: { en: 'a phone number', fr: 'un numéro de téléphone' },
  iban: { en: 'an IBAN', fr: 'un IBAN' },
  card: { en: 'a card number', fr: 'un numéro de carte' },
  'national-id': { en: 'a national identity number', fr: 'un numéro d’identité national' },
  instruction: { en: 'an instruction to the agent', fr: 'une instruction adressée à l’agent' },
} as const satisfies Record<RefusableKind, { en: string; fr: string }>;
