/**
 * Chapter 2: the engine's answers against naive versions written here, on a hundred seeds each: a store made of
 * plain objects (owner → key → value and write time, an expiry, refusals of a blank owner); a shape check of each
 * kind of secret the questions generate (regular expressions, the Luhn and mod-97 checks by hand); and per-user lists
 * of exchanges that keep the last five.
 */
import { episodesKept, policyRefuse, storeGet } from '../../../src/engine/practice';
import { BIP39_ENGLISH } from '../../../src/engine/sensitive/bip39English';
import { expectRightAnswer, opsOf, SEEDS, tally, wrongAnswers } from './naive';

type StoreOp =
  | { op: 'set'; owner: string; key: string; value: unknown }
  | { op: 'get'; owner: string; key: string }
  | { op: 'delete'; owner: string; key: string }
  | { op: 'forget'; owner: string }
  | { op: 'wait'; hours: number }
  | { op: 'ask'; owner: string; question: string };

const blank = (owner: string) => owner.trim() === '';

function naiveGet(expiryHours: number, ops: readonly StoreOp[]): string {
  const store: Record<string, Record<string, { value: unknown; at: number }>> = {};
  let now = 0;
  let result = '';
  for (const op of ops) {
    if (op.op === 'wait') now += op.hours;
    else if (op.op === 'set' && !blank(op.owner))
      (store[op.owner] ??= {})[op.key] = { value: op.value, at: now };
    else if (op.op === 'delete') delete store[op.owner]?.[op.key];
    else if (op.op === 'forget') delete store[op.owner];
    else if (op.op === 'get') {
      const e = store[op.owner]?.[op.key];
      result = blank(op.owner)
        ? 'refused'
        : e === undefined || now - e.at > expiryHours
          ? 'nothing'
          : `value:${JSON.stringify(e.value)}`;
    }
  }
  return result;
}

describe('does the store return a value for this (owner, key)', () => {
  const questions = SEEDS.map((s) => storeGet.generate(s));

  it('answers as a naive store does, on a hundred seeds, with values, nothing and refusals', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      const ops = opsOf<StoreOp>(q);
      expect(ops[ops.length - 1]!.op).toBe('get');
      const expiry = (q.scene!.scene.config as { expiryHours: number }).expiryHours;
      expect(q.answer, `seed ${q.seed}`).toBe(naiveGet(expiry, ops));
      answers.add(q.answer.startsWith('value:') ? 'value' : q.answer);
      expectRightAnswer(storeGet, q);
    }
    expect([...answers].sort()).toEqual(['nothing', 'refused', 'value']);
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions) for (const w of wrongAnswers(storeGet, q)) tally(seen, w.rule);
    for (const r of Object.keys(storeGet.rules)) expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
    // Taking another owner's value for this owner's key always breaks (owner, key).
    for (const q of questions) {
      if (q.data.reason !== 'other-owner') continue;
      for (const w of wrongAnswers(storeGet, q))
        if (w.id.startsWith('value:')) expect(w.rule).toBe('store-owner-key');
    }
  });
});

// ------------------------------------------------------------------ the policy

function mod97(iban: string): number {
  const s = iban.slice(4) + iban.slice(0, 4);
  const digits = s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return Number(BigInt(digits) % 97n);
}
function luhn(digits: string): boolean {
  const sum = [...digits]
    .reverse()
    .map(Number)
    .reduce((acc, d, i) => acc + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return sum % 10 === 0;
}
const BIP39 = new Set(BIP39_ENGLISH);

/** What each generated text is, by its shape alone. */
function naiveKind(text: string): string {
  if (/(?:^|\s)(?:sk-proj-[A-Za-z0-9]{40}|ghp_[A-Za-z0-9]{36}|AKIA[A-Z0-9]{16})$/.test(text))
    return 'api-key';
  if (/ [a-z]+\.[a-z]+@example\.(?:com|org|fr)$/.test(text)) return 'email';
  if (/ (?:0[67](?: \d\d){4}|\+33 [67](?: \d\d){4})$/.test(text)) return 'phone';
  const iban = /^IBAN (FR[\d ]+)$/.exec(text);
  if (iban) return mod97(iban[1]!.replace(/ /g, '')) === 1 ? 'iban' : 'kept';
  const card = /(\d{4} \d{4} \d{4} \d{4})$/.exec(text);
  if (card) return luhn(card[1]!.replace(/ /g, '')) ? 'card' : 'kept';
  if (/^(?:password: |mot de passe : )\S+$/.test(text)) return 'password';
  const w = text.split(' ');
  if (w.length === 12 && w.every((x) => BIP39.has(x))) return 'seed-phrase';
  if (/^0x[0-9a-f]{64}$/.test(text)) return 'wallet-key';
  return 'kept';
}

describe('does the policy refuse this text, and as which kind', () => {
  const questions = SEEDS.map((s) => policyRefuse.generate(s));

  it('answers as the shapes say, on a hundred seeds, every kind generated at least once', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      const ops = opsOf<StoreOp & { op: 'set' }>(q);
      const text = ops[ops.length - 1]!.value as string;
      expect(q.answer, `seed ${q.seed}: ${text}`).toBe(naiveKind(text));
      answers.add(q.answer);
      expectRightAnswer(policyRefuse, q);
    }
    expect([...answers].sort()).toEqual(
      ['api-key', 'card', 'email', 'iban', 'kept', 'password', 'phone', 'seed-phrase', 'wallet-key'].sort(),
    );
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions)
      for (const w of wrongAnswers(policyRefuse, q)) {
        const expected =
          w.id === 'kept' ? 'policy-refuses' : q.answer === 'kept' ? 'policy-ordinary' : 'policy-kind';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    for (const r of ['policy-refuses', 'policy-ordinary', 'policy-kind'])
      expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });

  it('shows a refused secret masked, never whole', () => {
    for (const q of questions) {
      if (q.answer === 'kept') continue;
      const secretTail = q.data.text.slice(-8);
      for (const b of policyRefuse.explain(q).because) expect(b.en).not.toContain(secretTail);
    }
  });
});

// ------------------------------------------------------------------ the last five exchanges

describe('which exchange leaves the state', () => {
  const questions = SEEDS.map((s) => episodesKept.generate(s));

  function naiveDropped(ops: readonly StoreOp[]): { dropped: number | null; kept: Record<string, number[]> } {
    const kept: Record<string, number[]> = {};
    let dropped: number | null = null;
    ops.forEach((op, i) => {
      if (op.op !== 'ask') return;
      const list = (kept[op.owner] ??= []);
      list.push(i + 1);
      const gone = list.length > 5 ? list.shift()! : null;
      if (i === ops.length - 1) dropped = gone;
    });
    return { dropped, kept };
  }

  it('drops what a naive list of the last five drops, on a hundred seeds', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      const { dropped } = naiveDropped(opsOf<StoreOp>(q));
      expect(q.answer, `seed ${q.seed}`).toBe(dropped === null ? 'none' : `ask:${dropped}`);
      answers.add(q.answer === 'none' ? 'none' : 'ask');
      expectRightAnswer(episodesKept, q);
    }
    expect([...answers].sort()).toEqual(['ask', 'none']);
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const ops = opsOf<StoreOp>(q);
      const before = naiveDropped(ops.slice(0, -1)).kept.alice ?? [];
      for (const w of wrongAnswers(episodesKept, q)) {
        const step = w.id === 'none' ? 0 : Number(w.id.slice(4));
        const op = ops[step - 1] as StoreOp & { op: 'ask' };
        const expected =
          w.id === 'none'
            ? 'episodes-last-five'
            : op.owner !== 'alice'
              ? 'episodes-per-owner'
              : !before.includes(step)
                ? 'episodes-oldest-first'
                : q.answer === 'none'
                  ? 'episodes-under-limit'
                  : 'episodes-oldest-first';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of Object.keys(episodesKept.rules)) expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});
