/**
 * Chapter 2, policy-refuse: does the policy refuse this text, and as which kind? The answer is the engine's detector,
 * as the memory-store scene's policy applies it.
 */
import type { StoreEvent } from '../../perUser/memoryStore';
import { REFUSABLE_KIND_NAMES } from '../../perUser/kindNames';
import type { SensitiveKind } from '../../sensitive';
import { defineKind, type KindExplanation } from '../kind';
import { practiceScene, replayMemoryStore, type MemoryStoreOp, type MemoryStoreSceneConfig } from '../scenes';
import type { Bilingual, Choice } from '../types';
import { SHAPES, textOf, type Shape } from './secrets';

type B = Bilingual;

// ------------------------------------------------------------------ policy-refuse

export interface PolicyRefuseData {
  text: string;
  /** What the text was written to look like (the answer comes from the engine). */
  shape: Shape;
  /** The kind the store refused it as, or null when it stored it. */
  refused: SensitiveKind | null;
  /** The secret as the store shows it, masked. */
  masked: string | null;
  step: number;
}

/** The kinds' names, the memory store's own words (`perUser/kindNames.ts`). */
export const KIND_NAMES: Readonly<Record<SensitiveKind, B>> = REFUSABLE_KIND_NAMES;

/** What makes each kind that kind, as the detector reads it. */
const KIND_WHY: Readonly<Record<SensitiveKind, B>> = {
  'api-key': {
    en: 'a provider’s key shape (sk-…, ghp_…, AKIA…) followed by a random part',
    fr: 'la forme d’une clé de fournisseur (sk-…, ghp_…, AKIA…) suivie d’une partie aléatoire',
  },
  'private-key': { en: 'a PEM private-key block', fr: 'un bloc PEM de clé privée' },
  'wallet-key': {
    en: '0x and 64 hexadecimal digits, the shape of a wallet private key',
    fr: '0x et 64 chiffres hexadécimaux, la forme d’une clé privée de portefeuille',
  },
  'seed-phrase': {
    en: 'twelve words of the BIP-39 list in a row',
    fr: 'douze mots de la liste BIP-39 à la suite',
  },
  password: {
    en: 'the word password (or mot de passe) followed by a value',
    fr: 'le mot password (ou mot de passe) suivi d’une valeur',
  },
  email: { en: 'an address name@domain', fr: 'une adresse nom@domaine' },
  phone: {
    en: 'ten digits in pairs starting with 0, or +33 and nine digits',
    fr: 'dix chiffres par paires commençant par 0, ou +33 et neuf chiffres',
  },
  iban: { en: 'an IBAN whose mod-97 check is right', fr: 'un IBAN dont le contrôle modulo 97 est juste' },
  card: { en: '16 digits whose Luhn check digit is right', fr: '16 chiffres dont la clé de Luhn est juste' },
  'national-id': {
    en: 'the shape of an identity number (an SSN: three, two and four digits)',
    fr: 'la forme d’un numéro d’identité (un SSN : trois, deux et quatre chiffres)',
  },
};

const NEAR_WHY: Partial<Record<Shape, B>> = {
  'near-card': {
    en: 'It has 16 digits like a card number, but its Luhn check digit is wrong: not a card number.',
    fr: 'Il y a 16 chiffres comme dans un numéro de carte, mais la clé de Luhn est fausse\u00a0: ce n’est pas un numéro de carte.',
  },
  'near-password': {
    en: 'It says "password", but no password follows: a word alone is not a secret.',
    fr: 'Il dit «\u00a0password\u00a0», mais aucun mot de passe ne suit\u00a0: un mot seul n’est pas un secret.',
  },
  'near-phone': {
    en: 'It says "phone", but holds no phone number.',
    fr: 'Il dit «\u00a0phone\u00a0», mais ne contient aucun numéro.',
  },
};

const policyRules = {
  'policy-refuses': {
    en: 'The written policy refuses secrets, wallet keys and personal data: such a value is refused and nothing is stored.',
    fr: 'La politique écrite refuse secrets, clés de portefeuille et données personnelles\u00a0: une telle valeur est refusée et rien n’est stocké.',
  },
  'policy-kind': {
    en: 'A refusal names the kind of data found, by its shape (and its checksum where it has one).',
    fr: 'Un refus nomme la catégorie de donnée trouvée, d’après sa forme (et sa clé de contrôle quand elle en a une).',
  },
  'policy-ordinary': {
    en: 'The policy refuses kinds of data, not words: ordinary text is stored.',
    fr: 'La politique refuse des catégories de données, pas des mots\u00a0: un texte ordinaire est stocké.',
  },
} satisfies Record<string, B>;

/** Kinds a learner may mistake for each other. */
const CONFUSABLE: Readonly<Record<SensitiveKind, readonly SensitiveKind[]>> = {
  'api-key': ['password', 'wallet-key'],
  'private-key': ['api-key', 'wallet-key'],
  'wallet-key': ['api-key', 'seed-phrase'],
  'seed-phrase': ['password', 'wallet-key'],
  password: ['api-key', 'seed-phrase'],
  email: ['phone', 'api-key'],
  phone: ['card', 'iban'],
  iban: ['card', 'phone'],
  card: ['iban', 'phone'],
  'national-id': ['phone', 'card'],
};

const NEAR_KIND: Partial<Record<Shape, SensitiveKind>> = {
  'near-card': 'card',
  'near-password': 'password',
  'near-phone': 'phone',
};

const p = {
  prompt: (text: string): B => ({
    en: `Alice's assistant tries to store the note "${text}". What does the store do?`,
    fr: `L’assistant d’Alice tente de stocker la note «\u00a0${text}\u00a0». Que fait la mémoire\u00a0?`,
  }),
  kept: { en: 'It stores it', fr: 'Elle la stocke' },
  refusedAs: (kind: SensitiveKind): B => ({
    en: `It refuses it: ${KIND_NAMES[kind].en}`,
    fr: `Elle la refuse\u00a0: ${KIND_NAMES[kind].fr}`,
  }),
  becauseRefused: (kind: SensitiveKind, masked: string, step: number): B => ({
    en: `The text holds ${KIND_NAMES[kind].en}: ${KIND_WHY[kind].en}. At step ${step} the store refuses it (shown masked: ${masked}); nothing is stored.`,
    fr: `Le texte contient ${KIND_NAMES[kind].fr}\u00a0: ${KIND_WHY[kind].fr}. À l’étape ${step}, la mémoire le refuse (montré masqué\u00a0: ${masked})\u00a0; rien n’est stocké.`,
  }),
  becauseKept: (step: number): B => ({
    en: `Nothing in it is a kind the policy refuses: at step ${step} the store keeps it.`,
    fr: `Rien dedans n’est une catégorie que la politique refuse\u00a0: à l’étape ${step}, la mémoire le garde.`,
  }),
  brokeKept: (kind: SensitiveKind): B => ({
    en: `It holds ${KIND_NAMES[kind].en} (${KIND_WHY[kind].en}): the policy refuses it.`,
    fr: `Il contient ${KIND_NAMES[kind].fr} (${KIND_WHY[kind].fr})\u00a0: la politique le refuse.`,
  }),
  brokeKind: (kind: SensitiveKind, chosen: SensitiveKind): B => ({
    en: `It is ${KIND_NAMES[kind].en} (${KIND_WHY[kind].en}), not ${KIND_NAMES[chosen].en}.`,
    fr: `C’est ${KIND_NAMES[kind].fr} (${KIND_WHY[kind].fr}), pas ${KIND_NAMES[chosen].fr}.`,
  }),
  brokeOrdinary: (chosen: SensitiveKind): B => ({
    en: `It holds no ${KIND_NAMES[chosen].en.replace(/^an? /, '')}: nothing in it has that shape.`,
    fr: `Il ne contient pas ${KIND_NAMES[chosen].fr}\u00a0: rien n’en a la forme.`,
  }),
};

export const policyRefuse = defineKind<PolicyRefuseData>({
  kind: 'policy-refuse',
  rules: policyRules,
  build(rng) {
    const shape = rng.pick(SHAPES);
    const text = textOf(shape, rng);
    const config: MemoryStoreSceneConfig = { expiryHours: 720, view: 'refusal' };
    const ops: MemoryStoreOp[] = [];
    if (rng.chance(0.6))
      ops.push({ op: 'set', owner: 'alice', key: 'locale', value: rng.pick(['fr', 'en']) });
    const askAt = ops.length;
    ops.push({ op: 'set', owner: 'alice', key: 'note', value: text });
    const r = replayMemoryStore(config, ops);
    const e = r.steps[askAt]?.[0] as StoreEvent;
    const refused =
      e.type === 'refused' &&
      e.reason !== 'blank-owner' &&
      e.reason !== 'unclonable' &&
      e.reason !== 'bad-key' &&
      e.reason !== 'instruction'
        ? e.reason
        : null;
    const masked = e.type === 'refused' ? (e.masked ?? null) : null;
    // The choices: "stores it", the kind refused, and kinds a learner may take it for.
    const kinds: SensitiveKind[] = [];
    const near = NEAR_KIND[shape];
    if (refused) kinds.push(refused, ...CONFUSABLE[refused]);
    else if (near) kinds.push(near, ...CONFUSABLE[near]);
    else kinds.push(...rng.sample(['api-key', 'email', 'password', 'phone'] as SensitiveKind[], 3));
    const options: Choice[] = [{ id: 'kept', label: p.kept }];
    for (const k of kinds)
      if (!options.some((o) => o.id === k) && options.length < 4)
        options.push({ id: k, label: p.refusedAs(k) });
    return {
      prompt: p.prompt(text),
      facts: [],
      scene: practiceScene('memory-store', config, ops, { askAt, revealAt: askAt + 1 }),
      choices: { mode: 'list', options: rng.shuffle(options) },
      answer: refused ?? 'kept',
      data: { text, shape, refused, masked, step: askAt + 1 },
    };
  },
  explain(q, given) {
    const d = q.data;
    const because: B[] = [];
    if (d.refused) because.push(p.becauseRefused(d.refused, d.masked ?? '•••', d.step));
    else {
      const near = NEAR_WHY[d.shape];
      if (near) because.push(near);
      because.push(p.becauseKept(d.step));
    }
    const out: KindExplanation = { because, rule: d.refused ? 'policy-refuses' : 'policy-ordinary' };
    if (given === undefined) return out;
    if (given === 'kept')
      out.broken = { rule: 'policy-refuses', detail: p.brokeKept(d.refused as SensitiveKind) };
    else if (d.refused)
      out.broken = { rule: 'policy-kind', detail: p.brokeKind(d.refused, given as SensitiveKind) };
    else out.broken = { rule: 'policy-ordinary', detail: p.brokeOrdinary(given as SensitiveKind) };
    return out;
  },
});
