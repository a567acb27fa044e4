/**
 * Chapter 2, store-get: does the store return a value for this (owner, key)? The scene is a memory-store script; the
 * answer is the engine's MemoryStore read event, replayed as the mechanism plays it.
 */
import type { StoreEvent } from '../../perUser/memoryStore';
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
import { who } from './owners';
import { g, getRules } from './storeGetWords';

type B = Bilingual;

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
