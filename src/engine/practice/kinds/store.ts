/**
 * Chapter 2: does the store return a value for this (owner, key)? does the policy refuse this text, and as which
 * kind? which of a user's questions leaves their state (the last five exchanges)? Scenes are memory-store scripts;
 * answers are the events of the engine's MemoryStore and answerWithState, replayed as the mechanism plays them.
 */
import type { StoreEvent } from '../../perUser/memoryStore';
import type { SensitiveKind } from '../../sensitive';
import { defineKind, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import {
  practiceScene,
  replayMemoryStore,
  type Json,
  type MemoryStoreOp,
  type MemoryStoreSceneConfig,
} from '../scenes';
import type { Bilingual, Choice } from '../types';
import { SHAPES, textOf, type Shape } from './secrets';

type B = Bilingual;

const OWNER: Record<string, B> = {
  alice: { en: 'Alice', fr: 'Alice' },
  bob: { en: 'Bob', fr: 'Bob' },
  carol: { en: 'Carol', fr: 'Carole' },
};
/** « de » before a French name, elided before a vowel: « de Bob », « d’Alice ». */
const de = (name: string): string => (/^[aeiouyàâéèêîôû]/i.test(name) ? `d’${name}` : `de ${name}`);
const who = (owner: string): B => OWNER[owner] ?? { en: `"${owner}"`, fr: `«\u00a0${owner}\u00a0»` };

// ------------------------------------------------------------------ store-get

export type GetReason =
  'found' | 'overwritten' | 'missing' | 'other-owner' | 'expired' | 'deleted' | 'forgotten' | 'blank-owner';

export interface StoreHistoryItem {
  step: number;
  /** The scene's clock when it happened, in hours. */
  hour: number;
  type: 'set' | 'delete' | 'forget';
  owner: string;
  key: string;
  value?: Json;
}

export interface StoreGetData {
  owner: string;
  key: string;
  expiryHours: number;
  /** The read's step and hour. */
  step: number;
  hour: number;
  /** Every write, delete and forget of the scene before the read. */
  history: StoreHistoryItem[];
  found: boolean;
  value?: Json;
  reason: GetReason;
}

const getRules = {
  'store-found': {
    en: 'An entry written under (owner, key), neither deleted nor expired, is returned (as a copy).',
    fr: 'Une entrée écrite sous (propriétaire, clé), ni effacée ni expirée, est rendue (en copie).',
  },
  'store-latest': {
    en: 'A write replaces the value: the store returns the last one written.',
    fr: 'Une écriture remplace la valeur\u00a0: la mémoire rend la dernière écrite.',
  },
  'store-owner-key': {
    en: 'A value is found under its own (owner, key) only: a missing key returns nothing and never looks at another owner.',
    fr: 'Une valeur ne se trouve que sous son propre couple (propriétaire, clé)\u00a0: une clé absente ne rend rien et ne regarde jamais chez un autre propriétaire.',
  },
  'store-expiry': {
    en: 'An entry older than the policy’s expiry (now − written > expiry) is never returned.',
    fr: 'Une entrée plus ancienne que l’expiration de la politique (maintenant − écriture > expiration) n’est jamais rendue.',
  },
  'store-deleted': {
    en: 'A deleted entry is gone, and "forget me" deletes every entry of its owner.',
    fr: 'Une entrée effacée a disparu, et «\u00a0oubliez-moi\u00a0» efface toutes les entrées de son propriétaire.',
  },
  'store-blank-owner': {
    en: 'A blank owner is refused, on reading as on writing: a memory without an owner would be shared by everyone.',
    fr: 'Un propriétaire vide est refusé, en lecture comme en écriture\u00a0: une mémoire sans propriétaire serait partagée par tous.',
  },
} satisfies Record<string, B>;

const g = {
  prompt: (owner: string, key: string): B => ({
    en: `The script reads get(${JSON.stringify(owner)}, ${JSON.stringify(key)}). What does the store return?`,
    fr: `Le script lit get(${JSON.stringify(owner)}, ${JSON.stringify(key)}). Que rend la mémoire\u00a0?`,
  }),
  factExpiry: (h: number): B => ({
    en: `The policy keeps an entry ${h} hours after it was written.`,
    fr: `La politique garde une entrée ${h} heures après son écriture.`,
  }),
  factSet: (step: number, hour: number, owner: string, key: string, value: Json): B => ({
    en: `Step ${step} (hour ${hour}): set(${JSON.stringify(owner)}, ${JSON.stringify(key)}, ${JSON.stringify(value)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: set(${JSON.stringify(owner)}, ${JSON.stringify(key)}, ${JSON.stringify(value)}).`,
  }),
  factDelete: (step: number, hour: number, owner: string, key: string): B => ({
    en: `Step ${step} (hour ${hour}): delete(${JSON.stringify(owner)}, ${JSON.stringify(key)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: delete(${JSON.stringify(owner)}, ${JSON.stringify(key)}).`,
  }),
  factForget: (step: number, hour: number, owner: string): B => ({
    en: `Step ${step} (hour ${hour}): forgetOwner(${JSON.stringify(owner)}).`,
    fr: `Étape ${step} (heure ${hour})\u00a0: forgetOwner(${JSON.stringify(owner)}).`,
  }),
  factNow: (hour: number): B => ({
    en: `The read happens at hour ${hour}.`,
    fr: `La lecture a lieu à l’heure ${hour}.`,
  }),
  value: (v: Json): B => ({ en: `The value ${JSON.stringify(v)}`, fr: `La valeur ${JSON.stringify(v)}` }),
  nothing: { en: 'Nothing (undefined)', fr: 'Rien (undefined)' },
  refused: { en: 'An error: the read is refused', fr: 'Une erreur\u00a0: la lecture est refusée' },
  becauseWritten: (step: number, hour: number, v: Json): B => ({
    en: `It was last written at step ${step} (hour ${hour}) with ${JSON.stringify(v)}.`,
    fr: `La dernière écriture date de l’étape ${step} (heure ${hour}), avec ${JSON.stringify(v)}.`,
  }),
  becauseAge: (age: number, expiry: number, expired: boolean): B => ({
    en: `At the read it is ${age} hours old: ${expired ? 'more than' : 'not more than'} the ${expiry} hours of the policy.`,
    fr: `À la lecture, elle a ${age} heures\u00a0: ${expired ? 'plus que' : 'pas plus que'} les ${expiry} heures de la politique.`,
  }),
  becauseDeleted: (step: number): B => ({
    en: `It was deleted at step ${step}.`,
    fr: `Elle a été effacée à l’étape ${step}.`,
  }),
  becauseForgotten: (owner: B, step: number): B => ({
    en: `${owner.en} asked to be forgotten at step ${step}: every entry of theirs went.`,
    fr: `${owner.fr} a demandé l’oubli à l’étape ${step}\u00a0: toutes ses entrées sont parties.`,
  }),
  becauseNever: (owner: B, key: string): B => ({
    en: `${owner.en} never wrote ${JSON.stringify(key)}.`,
    fr: `${owner.fr} n’a jamais écrit ${JSON.stringify(key)}.`,
  }),
  becauseOther: (others: B): B => ({
    en: `Only ${others.en} did: the store does not look there.`,
    fr: `Seul(e) ${others.fr} l’a fait\u00a0: la mémoire ne regarde pas chez les autres.`,
  }),
  becauseBlank: {
    en: 'The owner is blank: the store refuses the read with an error, before looking at anything.',
    fr: 'Le propriétaire est vide\u00a0: la mémoire refuse la lecture par une erreur, avant de regarder quoi que ce soit.',
  },
  brokeNotBlank: (owner: string): B => ({
    en: `The owner ${JSON.stringify(owner)} is not blank: the read is allowed.`,
    fr: `Le propriétaire ${JSON.stringify(owner)} n’est pas vide\u00a0: la lecture est permise.`,
  }),
  brokeBlank: {
    en: 'The owner is blank: nothing is looked up, the read is refused.',
    fr: 'Le propriétaire est vide\u00a0: rien n’est cherché, la lecture est refusée.',
  },
  brokeExpired: (age: number, expiry: number): B => ({
    en: `That value is ${age} hours old at the read, more than ${expiry}: it is never returned.`,
    fr: `Cette valeur a ${age} heures à la lecture, plus que ${expiry}\u00a0: elle n’est jamais rendue.`,
  }),
  brokeNotExpired: (age: number, expiry: number): B => ({
    en: `The entry is ${age} hours old at the read, not more than ${expiry}: it has not expired.`,
    fr: `L’entrée a ${age} heures à la lecture, pas plus que ${expiry}\u00a0: elle n’a pas expiré.`,
  }),
  brokeDeleted: (step: number): B => ({
    en: `That entry was deleted at step ${step}.`,
    fr: `Cette entrée a été effacée à l’étape ${step}.`,
  }),
  brokeOther: (owner: B, v: Json): B => ({
    en: `${JSON.stringify(v)} is ${owner.en}'s value: another owner's entries are never read.`,
    fr: `${JSON.stringify(v)} est la valeur ${de(owner.fr)}\u00a0: les entrées d’un autre propriétaire ne sont jamais lues.`,
  }),
  brokeOld: (v: Json, latest: Json): B => ({
    en: `${JSON.stringify(v)} was replaced by ${JSON.stringify(latest)}.`,
    fr: `${JSON.stringify(v)} a été remplacé par ${JSON.stringify(latest)}.`,
  }),
  brokeFound: (step: number): B => ({
    en: `The entry written at step ${step} is still there: nothing deleted it.`,
    fr: `L’entrée écrite à l’étape ${step} est toujours là\u00a0: rien ne l’a effacée.`,
  }),
};

const KEYS: Record<string, readonly string[]> = {
  locale: ['fr', 'en', 'de'],
  length: ['short', 'long'],
  topic: ['memory', 'paging', 'cost'],
};
/** What the script sets up (a value comes back in about half of the questions). */
const SCENARIOS: readonly GetReason[] = [
  'found',
  'found',
  'found',
  'overwritten',
  'overwritten',
  'other-owner',
  'expired',
  'expired',
  'deleted',
  'forgotten',
  'blank-owner',
];

function buildGet(rng: Rng) {
  const expiryHours = rng.pick([24, 48]);
  const scenario = rng.pick(SCENARIOS);
  const owner = rng.pick(['alice', 'bob']);
  const other = owner === 'alice' ? 'bob' : 'alice';
  const key = rng.pick(Object.keys(KEYS));
  const values = KEYS[key] as readonly string[];
  const [v1, v2] = rng.sample(values, 2) as [string, string];
  const otherKey = rng.pick(Object.keys(KEYS).filter((k) => k !== key));
  const ops: MemoryStoreOp[] = [];
  const noise = () => {
    if (rng.chance(0.5))
      ops.push({
        op: 'set',
        owner: rng.pick([owner, other]),
        key: otherKey,
        value: rng.pick(KEYS[otherKey] as string[]),
      });
  };
  const wait = (min: number, max: number) => ops.push({ op: 'wait', hours: rng.int(min, max) });
  noise();
  switch (scenario) {
    case 'found':
      ops.push({ op: 'set', owner, key, value: v1 });
      if (rng.chance(0.5)) ops.push({ op: 'set', owner: other, key, value: v2 });
      noise();
      if (rng.chance(0.6)) wait(1, expiryHours - 2);
      break;
    case 'overwritten':
      ops.push({ op: 'set', owner, key, value: v1 });
      wait(1, 6);
      noise();
      ops.push({ op: 'set', owner, key, value: v2 });
      break;
    case 'missing':
    case 'other-owner':
      ops.push({ op: 'set', owner: other, key, value: v1 });
      noise();
      break;
    case 'expired':
      ops.push({ op: 'set', owner, key, value: v1 });
      noise();
      wait(expiryHours + 1, expiryHours + 12);
      break;
    case 'deleted':
      ops.push({ op: 'set', owner, key, value: v1 });
      noise();
      ops.push({ op: 'delete', owner, key });
      break;
    case 'forgotten':
      ops.push({ op: 'set', owner, key, value: v1 });
      ops.push({ op: 'set', owner: other, key, value: v2 });
      ops.push({ op: 'forget', owner });
      break;
    case 'blank-owner':
      ops.push({ op: 'set', owner, key, value: v1 });
      noise();
      break;
  }
  const reader = scenario === 'blank-owner' ? rng.pick(['', ' ']) : owner;
  const askAt = ops.length;
  ops.push({ op: 'get', owner: reader, key });
  const config: MemoryStoreSceneConfig = { expiryHours, view: 'all' };
  return { config, ops, askAt, reader, key, values: [v1, v2] };
}

/** Why the read gave what it gave: the engine's read event, then the history for its cause. */
function reasonOf(
  event: StoreEvent,
  history: readonly StoreHistoryItem[],
  owner: string,
  key: string,
): GetReason {
  if (event.type === 'refused') return 'blank-owner';
  if (event.type !== 'read') throw new Error(`unexpected event ${event.type}`);
  const mine = history.filter((h) => h.owner === owner && (h.key === key || h.type === 'forget'));
  const last = mine[mine.length - 1];
  if (event.found) return mine.filter((h) => h.type === 'set').length > 1 ? 'overwritten' : 'found';
  if (event.expired) return 'expired';
  if (last?.type === 'delete') return 'deleted';
  if (last?.type === 'forget') return 'forgotten';
  return history.some((h) => h.type === 'set' && h.key === key) ? 'other-owner' : 'missing';
}

export const storeGet = defineKind<StoreGetData>({
  kind: 'store-get',
  rules: getRules,
  build(rng) {
    const b = buildGet(rng);
    const r = replayMemoryStore(b.config, b.ops);
    const history: StoreHistoryItem[] = [];
    let hour = 0;
    b.ops.slice(0, b.askAt).forEach((op, i) => {
      const step = i + 1;
      const events = r.steps[i] ?? [];
      if (op.op === 'wait') hour += op.hours;
      else if (op.op === 'set' && events[0]?.type === 'stored')
        history.push({ step, hour, type: 'set', owner: op.owner, key: op.key, value: op.value });
      else if (op.op === 'delete') history.push({ step, hour, type: 'delete', owner: op.owner, key: op.key });
      else if (op.op === 'forget') history.push({ step, hour, type: 'forget', owner: op.owner, key: '' });
    });
    const read = r.steps[b.askAt]?.[0] as StoreEvent;
    const found = read.type === 'read' && read.found;
    const value = found && read.type === 'read' && read.found ? (read.value as Json) : undefined;
    const reason = reasonOf(read, history, b.reader, b.key);
    const valueChoices = [
      ...new Set(
        history.filter((h) => h.type === 'set' && h.key === b.key).map((h) => JSON.stringify(h.value)),
      ),
    ];
    const options: Choice[] = valueChoices.map((v) => ({
      id: `value:${v}`,
      label: g.value(JSON.parse(v) as Json),
    }));
    options.push({ id: 'nothing', label: g.nothing }, { id: 'refused', label: g.refused });
    const facts: B[] = [g.factExpiry(b.config.expiryHours)];
    for (const h of history) {
      if (h.type === 'set') facts.push(g.factSet(h.step, h.hour, h.owner, h.key, h.value as Json));
      else if (h.type === 'delete') facts.push(g.factDelete(h.step, h.hour, h.owner, h.key));
      else facts.push(g.factForget(h.step, h.hour, h.owner));
    }
    facts.push(g.factNow(hour));
    return {
      prompt: g.prompt(b.reader, b.key),
      facts,
      scene: practiceScene('memory-store', b.config, b.ops, { askAt: b.askAt, revealAt: b.askAt + 1 }),
      choices: { mode: 'list', options },
      answer: read.type === 'refused' ? 'refused' : found ? `value:${JSON.stringify(value)}` : 'nothing',
      data: {
        owner: b.reader,
        key: b.key,
        expiryHours: b.config.expiryHours,
        step: b.askAt + 1,
        hour,
        history,
        found,
        ...(value === undefined ? {} : { value }),
        reason,
      },
    };
  },
  explain(q, given) {
    const d = q.data;
    const because: B[] = [];
    const sets = d.history.filter((h) => h.type === 'set' && h.owner === d.owner && h.key === d.key);
    const lastSet = sets[sets.length - 1];
    const age = lastSet ? d.hour - lastSet.hour : 0;
    const others = [
      ...new Set(
        d.history
          .filter((h) => h.type === 'set' && h.key === d.key && h.owner !== d.owner)
          .map((h) => h.owner),
      ),
    ];
    let rule: keyof typeof getRules;
    switch (d.reason) {
      case 'blank-owner':
        because.push(g.becauseBlank);
        rule = 'store-blank-owner';
        break;
      case 'found':
      case 'overwritten':
        because.push(g.becauseWritten(lastSet!.step, lastSet!.hour, lastSet!.value as Json));
        because.push(g.becauseAge(age, d.expiryHours, false));
        rule = d.reason === 'found' ? 'store-found' : 'store-latest';
        break;
      case 'expired':
        because.push(g.becauseWritten(lastSet!.step, lastSet!.hour, lastSet!.value as Json));
        because.push(g.becauseAge(age, d.expiryHours, true));
        rule = 'store-expiry';
        break;
      case 'deleted':
      case 'forgotten': {
        const gone = d.history.filter(
          (h) => h.owner === d.owner && (h.type === 'forget' || (h.type === 'delete' && h.key === d.key)),
        );
        const last = gone[gone.length - 1] as StoreHistoryItem;
        because.push(
          last.type === 'forget' ? g.becauseForgotten(who(d.owner), last.step) : g.becauseDeleted(last.step),
        );
        rule = 'store-deleted';
        break;
      }
      case 'missing':
      case 'other-owner':
        because.push(g.becauseNever(who(d.owner), d.key));
        if (others.length > 0)
          because.push(
            g.becauseOther({
              en: others.map((o) => who(o).en).join(', '),
              fr: others.map((o) => who(o).fr).join(', '),
            }),
          );
        rule = 'store-owner-key';
    }
    const out: KindExplanation = { because, rule };
    if (given === undefined) return out;
    if (given === 'refused') {
      out.broken = { rule: 'store-blank-owner', detail: g.brokeNotBlank(d.owner) };
    } else if (d.reason === 'blank-owner') {
      out.broken = { rule: 'store-blank-owner', detail: g.brokeBlank };
    } else if (given === 'nothing') {
      out.broken =
        age > 0
          ? { rule: 'store-expiry', detail: g.brokeNotExpired(age, d.expiryHours) }
          : { rule: 'store-found', detail: g.brokeFound(lastSet?.step ?? 0) };
    } else {
      const v = JSON.parse(given.slice('value:'.length)) as Json;
      const mine = sets.some((h) => JSON.stringify(h.value) === JSON.stringify(v));
      const owners = d.history.filter(
        (h) =>
          h.type === 'set' &&
          h.key === d.key &&
          JSON.stringify(h.value) === JSON.stringify(v) &&
          h.owner !== d.owner,
      );
      if (mine && d.reason === 'expired')
        out.broken = { rule: 'store-expiry', detail: g.brokeExpired(age, d.expiryHours) };
      else if (mine && (d.reason === 'deleted' || d.reason === 'forgotten')) {
        const gone = d.history.filter(
          (h) => h.owner === d.owner && (h.type === 'forget' || (h.type === 'delete' && h.key === d.key)),
        );
        out.broken = {
          rule: 'store-deleted',
          detail: g.brokeDeleted((gone[gone.length - 1] as StoreHistoryItem).step),
        };
      } else if (mine && lastSet && JSON.stringify(lastSet.value) !== JSON.stringify(v))
        out.broken = { rule: 'store-latest', detail: g.brokeOld(v, lastSet.value as Json) };
      else out.broken = { rule: 'store-owner-key', detail: g.brokeOther(who(owners[0]?.owner ?? ''), v) };
    }
    return out;
  },
});

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

export const KIND_NAMES: Readonly<Record<SensitiveKind, B>> = {
  'api-key': { en: 'an API key or token', fr: 'une clé d’API ou un jeton' },
  'private-key': { en: 'a private key', fr: 'une clé privée' },
  'wallet-key': { en: 'a wallet private key', fr: 'une clé privée de portefeuille' },
  'seed-phrase': { en: 'a wallet seed phrase', fr: 'une phrase de récupération de portefeuille' },
  password: { en: 'a password', fr: 'un mot de passe' },
  email: { en: 'an e-mail address', fr: 'une adresse e-mail' },
  phone: { en: 'a phone number', fr: 'un numéro de téléphone' },
  iban: { en: 'an IBAN', fr: 'un IBAN' },
  card: { en: 'a card number', fr: 'un numéro de carte' },
  'national-id': { en: 'a national identity number', fr: 'un numéro d’identité national' },
};

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

// ------------------------------------------------------------------ episodes-kept

export interface AskInfo {
  step: number;
  owner: string;
  /** The question as typed. */
  question: string;
  /** As sent (with " (answer briefly)" when the owner prefers short answers). */
  sent: string;
}

export interface EpisodesKeptData {
  owner: string;
  /** Every ask before the question's, in order. */
  asks: AskInfo[];
  /** The ask that leaves the owner's state (its step), or null when none does. */
  dropped: number | null;
  /** The owner's exchanges before the call (their steps), oldest first. */
  keptBefore: number[];
  question: string;
  revealStep: number;
}

const QUESTIONS = [
  'What is a rolling window?',
  'Why cap memory at five exchanges?',
  'What does the store key on?',
  'Why copy on the way out?',
  'What does the policy refuse?',
  'How long is an entry kept?',
  'What does "Forget me" delete?',
  'What is a progressive summary?',
  'Which message does LRU evict?',
  'What does a page hold?',
];

const episodeRules = {
  'episodes-last-five': {
    en: 'The state keeps the last five exchanges: after each call, del state.episodes[:-5] drops the older ones.',
    fr: 'L’état garde les cinq derniers échanges\u00a0: après chaque appel, del state.episodes[:-5] retire les plus anciens.',
  },
  'episodes-oldest-first': {
    en: 'The exchange that leaves is the oldest one of the state.',
    fr: 'L’échange qui part est le plus ancien de l’état.',
  },
  'episodes-per-owner': {
    en: 'Each user has their own state: another user’s questions never count against theirs.',
    fr: 'Chaque utilisateur a son propre état\u00a0: les questions d’un autre ne comptent jamais dans le sien.',
  },
  'episodes-under-limit': {
    en: 'Nothing leaves while the state holds five exchanges or fewer.',
    fr: 'Rien ne part tant que l’état contient cinq échanges ou moins.',
  },
} satisfies Record<string, B>;

const e = {
  prompt: (owner: B, q: string): B => ({
    en: `${owner.en} asks "${q}". Which of the earlier exchanges leaves the state at this call?`,
    fr: `${owner.fr} demande «\u00a0${q}\u00a0». Lequel des échanges précédents quitte l’état à cet appel\u00a0?`,
  }),
  factAsk: (a: AskInfo): B => ({
    en: `Step ${a.step}: ${who(a.owner).en} asks "${a.question}".`,
    fr: `Étape ${a.step}\u00a0: ${who(a.owner).fr} demande «\u00a0${a.question}\u00a0».`,
  }),
  factPref: (owner: B): B => ({
    en: `${owner.en} prefers short answers: " (answer briefly)" is added to each question.`,
    fr: `${owner.fr} préfère les réponses courtes\u00a0: «\u00a0(answer briefly)\u00a0» est ajouté à chaque question.`,
  }),
  option: (a: AskInfo): B => ({
    en: `${who(a.owner).en}'s "${a.question}" (step ${a.step})`,
    fr: `«\u00a0${a.question}\u00a0» ${de(who(a.owner).fr)} (étape ${a.step})`,
  }),
  none: { en: 'None: every exchange stays', fr: 'Aucun\u00a0: tous les échanges restent' },
  becauseCount: (owner: B, n: number): B => ({
    en: `Before this call ${owner.en}'s state holds ${n} exchange${n === 1 ? '' : 's'}; the call adds one, ${n + 1} in all.`,
    fr: `Avant cet appel, l’état ${de(owner.fr)} contient ${n} échange${n === 1 ? '' : 's'}\u00a0; l’appel en ajoute un, ${n + 1} en tout.`,
  }),
  becauseDropped: (q: string, step: number): B => ({
    en: `del state.episodes[:-5] keeps the last five: the oldest, "${q}" (step ${step}), leaves.`,
    fr: `del state.episodes[:-5] garde les cinq derniers\u00a0: le plus ancien, «\u00a0${q}\u00a0» (étape ${step}), part.`,
  }),
  becauseKept: {
    en: 'Five or fewer: del state.episodes[:-5] removes nothing.',
    fr: 'Cinq ou moins\u00a0: del state.episodes[:-5] ne retire rien.',
  },
  becauseOthers: (others: B): B => ({
    en: `${others.en}'s questions are in another state: they do not count.`,
    fr: `Les questions ${de(others.fr)} sont dans un autre état\u00a0: elles ne comptent pas.`,
  }),
  brokeNone: (owner: B, n: number): B => ({
    en: `${owner.en} already had ${n} exchanges: the sixth one pushes the oldest out.`,
    fr: `${owner.fr} avait déjà ${n} échanges\u00a0: le sixième pousse le plus ancien dehors.`,
  }),
  brokeOwner: (other: B, owner: B): B => ({
    en: `That was ${other.en}'s question: it is in ${other.en}'s state, not ${owner.en}'s.`,
    fr: `C’était une question ${de(other.fr)}\u00a0: elle est dans l’état ${de(other.fr)}, pas dans celui ${de(owner.fr)}.`,
  }),
  brokeOldest: (q: string, step: number): B => ({
    en: `An older exchange is still there: "${q}" (step ${step}) leaves first.`,
    fr: `Un échange plus ancien est encore là\u00a0: «\u00a0${q}\u00a0» (étape ${step}) part le premier.`,
  }),
  brokeGone: (q: string): B => ({
    en: `"${q}" had already left the state at an earlier call.`,
    fr: `«\u00a0${q}\u00a0» avait déjà quitté l’état lors d’un appel précédent.`,
  }),
  brokeUnder: (owner: B, n: number): B => ({
    en: `${owner.en} has ${n} exchanges after this call: five or fewer, nothing leaves.`,
    fr: `${owner.fr} a ${n} échanges après cet appel\u00a0: cinq ou moins, rien ne part.`,
  }),
};

export const episodesKept = defineKind<EpisodesKeptData>({
  kind: 'episodes-kept',
  rules: episodeRules,
  build(rng) {
    const owner = 'alice';
    const other = 'bob';
    const config: MemoryStoreSceneConfig = { expiryHours: 720, view: 'answer' };
    const ops: MemoryStoreOp[] = [];
    const short = rng.chance(0.5);
    if (short) ops.push({ op: 'set', owner, key: 'length', value: 'short' });
    const mine = rng.int(3, 8);
    const theirs = rng.int(0, 3);
    const who_ = rng.shuffle([...Array<string>(mine).fill(owner), ...Array<string>(theirs).fill(other)]);
    const questions = rng.shuffle(QUESTIONS);
    who_.forEach((o, i) =>
      ops.push({ op: 'ask', owner: o, question: questions[i % questions.length] as string }),
    );
    const askAt = ops.length;
    const last = questions[who_.length % questions.length] as string;
    ops.push({ op: 'ask', owner, question: last });
    const r = replayMemoryStore(config, ops);
    const asks: AskInfo[] = [];
    const keptByOwner = new Map<string, number[]>();
    ops.slice(0, askAt).forEach((op, i) => {
      const ev = r.steps[i]?.[0];
      if (op.op !== 'ask' || ev?.type !== 'answered') return;
      asks.push({ step: i + 1, owner: op.owner, question: op.question, sent: ev.trace.sent });
      const kept = keptByOwner.get(op.owner) ?? [];
      kept.push(i + 1);
      // The engine's trace says how many left: the oldest of this owner's state.
      kept.splice(0, ev.trace.dropped.length);
      keptByOwner.set(op.owner, kept);
    });
    const ev = r.steps[askAt]?.[0];
    if (ev?.type !== 'answered') throw new Error('the last ask was not answered');
    const keptBefore = keptByOwner.get(owner) ?? [];
    const droppedSent = ev.trace.dropped[0]?.question;
    const dropped =
      droppedSent === undefined
        ? null
        : (asks.find((a) => a.step === keptBefore[0] && a.sent === droppedSent)?.step ?? null);
    if (droppedSent !== undefined && dropped === null)
      throw new Error('the dropped exchange is not the oldest kept one');
    // Choices: none, the right one, a newer one of the owner's, an older one already gone, another owner's.
    const options: Choice[] = [{ id: 'none', label: e.none }];
    const add = (a: AskInfo | undefined) => {
      if (a && !options.some((o) => o.id === `ask:${a.step}`))
        options.push({ id: `ask:${a.step}`, label: e.option(a) });
    };
    const ownAsks = asks.filter((a) => a.owner === owner);
    add(asks.find((a) => a.step === (dropped ?? keptBefore[0])));
    add(asks.find((a) => a.step === keptBefore[1]));
    add(ownAsks.find((a) => !keptBefore.includes(a.step)));
    add(asks.find((a) => a.owner === other));
    add(asks.find((a) => a.step === keptBefore[2]));
    const facts: B[] = short ? [e.factPref(who(owner))] : [];
    for (const a of asks) facts.push(e.factAsk(a));
    return {
      prompt: e.prompt(who(owner), last),
      facts,
      scene: practiceScene('memory-store', config, ops, { askAt, revealAt: askAt + 1 }),
      choices: { mode: 'list', options: [options[0] as Choice, ...rng.shuffle(options.slice(1, 5))] },
      answer: dropped === null ? 'none' : `ask:${dropped}`,
      data: { owner, asks, dropped, keptBefore, question: last, revealStep: askAt + 1 },
    };
  },
  explain(q, given) {
    const d = q.data;
    const owner = who(d.owner);
    const because: B[] = [e.becauseCount(owner, d.keptBefore.length)];
    const at = (step: number) => d.asks.find((a) => a.step === step) as AskInfo;
    if (d.dropped !== null) because.push(e.becauseDropped(at(d.dropped).question, d.dropped));
    else because.push(e.becauseKept);
    const others = [...new Set(d.asks.filter((a) => a.owner !== d.owner).map((a) => a.owner))];
    if (others.length > 0) because.push(e.becauseOthers(who(others[0] as string)));
    const out: KindExplanation = {
      because,
      rule: d.dropped === null ? 'episodes-under-limit' : 'episodes-last-five',
    };
    if (given === undefined) return out;
    if (given === 'none') {
      out.broken = { rule: 'episodes-last-five', detail: e.brokeNone(owner, d.keptBefore.length) };
      return out;
    }
    const c = at(Number(given.slice('ask:'.length)));
    if (c.owner !== d.owner)
      out.broken = { rule: 'episodes-per-owner', detail: e.brokeOwner(who(c.owner), owner) };
    else if (!d.keptBefore.includes(c.step))
      out.broken = { rule: 'episodes-oldest-first', detail: e.brokeGone(c.question) };
    else if (d.dropped === null)
      out.broken = { rule: 'episodes-under-limit', detail: e.brokeUnder(owner, d.keptBefore.length + 1) };
    else
      out.broken = {
        rule: 'episodes-oldest-first',
        detail: e.brokeOldest(at(d.dropped).question, d.dropped),
      };
    return out;
  },
});
