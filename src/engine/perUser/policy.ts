/**
 * The storage policy: written, as data, before anything is stored. Five lines (what is kept, why, how it is
 * corrected, when it expires, what is refused) in French and English, plus the two values the store enforces:
 * `expiresAfterMs` and `refusedKinds` (kinds of sensitive data, and `instruction`: text that would poison the memory).
 */
import { maskSecret, SENSITIVE_KINDS, type SensitiveKind } from '../sensitive';

/** What a policy can refuse: a kind of sensitive data, or an instruction to the agent (sensitive/instructions.ts). */
export type RefusableKind = SensitiveKind | 'instruction';

/** Every kind a policy can refuse, in the order the policy lists them. */
export const REFUSABLE_KINDS: readonly RefusableKind[] = [...SENSITIVE_KINDS, 'instruction'];

/** A sentence in both languages of the lab. */
export interface PolicyText {
  fr: string;
  en: string;
}

export interface StoragePolicy {
  /** What is kept. */
  kept: PolicyText;
  /** Why it is kept. */
  why: PolicyText;
  /** How a user corrects or removes it. */
  correction: PolicyText;
  /** When it expires, in words; `expiresAfterMs` is the figure the store enforces. */
  expiry: PolicyText;
  /** An entry older than this (now − written > expiresAfterMs, by the store's clock) is never returned. */
  expiresAfterMs: number;
  /** What is refused, in words; `refusedKinds` is what the store enforces. */
  refused: PolicyText;
  refusedKinds: readonly RefusableKind[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lab's own policy. */
export const DEFAULT_STORAGE_POLICY: Readonly<StoragePolicy> = Object.freeze({
  kept: {
    fr: 'Par utilisateur\u00a0: ses préférences (langue, longueur des réponses) et ses cinq derniers échanges, rien d’autre.',
    en: 'Per user: their preferences (language, answer length) and their last five exchanges, nothing else.',
  },
  why: {
    fr: 'Pour répondre dans sa langue et à la longueur voulue sans le lui redemander à chaque question.',
    en: 'To answer in their language and at the length they want without asking again at every question.',
  },
  correction: {
    fr: 'L’utilisateur relit ses entrées, en réécrit une, en efface une, ou efface tout («\u00a0Oubliez-moi\u00a0»).',
    en: 'The user reads their entries, rewrites one, deletes one, or deletes everything ("Forget me").',
  },
  expiry: {
    fr: 'Chaque entrée expire 30 jours après sa dernière écriture\u00a0: elle n’est plus jamais rendue, puis elle est purgée.',
    en: 'Each entry expires 30 days after it was last written: it is never returned again, then it is purged.',
  },
  expiresAfterMs: 30 * DAY_MS,
  refused: {
    fr: 'Secrets (clés d’API, jetons, mots de passe, clés privées), clés et phrases de récupération de portefeuille, données personnelles (e-mails, téléphones, IBAN, numéros de carte, numéros d’identité nationaux), et instructions adressées à l’agent (un texte qui l’outrepasse, se donne un rôle ou envoie des données ailleurs).',
    en: 'Secrets (API keys, tokens, passwords, private keys), wallet keys and seed phrases, personal data (e-mails, phone numbers, IBANs, card numbers, national ID numbers), and instructions to the agent (text that overrides it, claims a role or sends data elsewhere).',
  },
  refusedKinds: Object.freeze([...REFUSABLE_KINDS]),
});

/** Checks a policy given as data (e.g. from a permalink): returns it, or throws a RangeError/TypeError naming the field. */
export function validatePolicy(raw: unknown): StoragePolicy {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('policy must be an object');
  const r = raw as Record<string, unknown>;
  for (const field of ['kept', 'why', 'correction', 'expiry', 'refused'] as const) {
    const v = r[field] as Record<string, unknown> | undefined;
    if (
      typeof v !== 'object' ||
      v === null ||
      typeof v.fr !== 'string' ||
      typeof v.en !== 'string' ||
      !v.fr.trim() ||
      !v.en.trim()
    ) {
      throw new TypeError(`policy.${field} must give a non-empty French and English sentence ({ fr, en })`);
    }
  }
  const ms = r.expiresAfterMs;
  if (typeof ms !== 'number' || Number.isNaN(ms) || ms <= 0) {
    throw new RangeError(
      `policy.expiresAfterMs must be a number > 0 (Infinity for no expiry) (got ${String(ms)})`,
    );
  }
  const kinds = r.refusedKinds;
  if (!Array.isArray(kinds) || kinds.some((k) => !(REFUSABLE_KINDS as readonly unknown[]).includes(k))) {
    throw new RangeError(`policy.refusedKinds must list kinds among ${REFUSABLE_KINDS.join(', ')}`);
  }
  return raw as StoragePolicy;
}

/** Why a write was refused: a kind the policy refuses, a blank owner, a value that cannot be copied. */
export type RefusalReason = RefusableKind | 'blank-owner' | 'unclonable' | 'bad-key';

/**
 * Thrown when a value holds what the policy refuses. `kind` (a string) names the category: a kind of sensitive data,
 * or `instruction`; the message shows a secret masked (never whole), an instruction by a short excerpt, and where it
 * was found (`path`, e.g. `value.contact.email`).
 */
export class PolicyViolation extends Error {
  readonly kind: RefusableKind;
  /** Every kind found, in order of first appearance. */
  readonly kinds: readonly RefusableKind[];
  /** The first finding: a secret masked, or an instruction's excerpt. */
  readonly masked: string;
  /** Where in the value it was found. */
  readonly path: string;

  /** `kinds`: the kind found (or every kind found, first one first); `masked`: the secret masked, never whole. */
  constructor(kinds: RefusableKind | readonly RefusableKind[], masked = '•••', path = 'value') {
    const list: readonly RefusableKind[] = typeof kinds === 'string' ? [kinds] : kinds;
    const kind = list[0] ?? 'api-key';
    super(
      kind === 'instruction'
        ? `refused by the storage policy: the value reads as an instruction to the agent («${masked}») at ${path}, and a memory recalled later must stay data; nothing was stored`
        : `refused by the storage policy: the value contains ${KIND_LABEL[kind]} (${masked}) at ${path}; nothing was stored`,
    );
    // defineProperty, not assignment: where Error.prototype is frozen (the grader freezes it), assigning `name` throws.
    Object.defineProperty(this, 'name', {
      value: 'PolicyViolation',
      writable: true,
      configurable: true,
      enumerable: false,
    });
    this.kind = kind;
    this.kinds = [...list];
    this.masked = masked;
    this.path = path;
  }
}

/** English labels used in error messages (the UI has its own fr/en labels). */
export const KIND_LABEL: Readonly<Record<RefusableKind, string>> = {
  'api-key': 'an API key or token',
  'private-key': 'a private key',
  'wallet-key': 'a wallet private key',
  'seed-phrase': 'a wallet seed phrase',
  password: 'a password',
  email: 'an e-mail address',
  phone: 'a phone number',
  iban: 'an IBAN',
  card: 'a card number',
  'national-id': 'a national identity number',
  instruction: 'an instruction to the agent',
};

export { maskSecret };
