/**
 * The write path with its history, in three designs over the same decisions (decide.ts):
 * - `overwrite` (mem0's first write path): UPDATE rewrites the memory in place, DELETE removes it;
 * - `append` (its later one): nothing is rewritten or removed, every change is one more memory, and an old memory
 *   weighs less as it ages (decay, a half-life) when memories are ranked for the context;
 * - `bitemporal` (Graphiti): a fact keeps when it was true (validFrom/validTo, world time) and when the agent learned
 *   it and stopped believing it (learnedAt/invalidatedAt, system time); a contradicted fact is closed, never deleted.
 * Every memory keeps its history (old text, new text, event, when), and `believedAt(t)` answers "what did the agent
 * believe on this date" (from the history in `overwrite`, from the two dates in `bitemporal`). Pure and synchronous; `clone()` gives the copy a step back restores.
 */
import { extractFacts, normalize, type CandidateFact } from './facts';
import { decide as referenceDecide, type StoredFact, type WriteDecision, type WriteEvent } from './decide';
import { countsCosine, wordCounts } from '../retrieval/bow';

export type WriteDesign = 'overwrite' | 'append' | 'bitemporal';
export const WRITE_DESIGNS: readonly WriteDesign[] = ['overwrite', 'append', 'bitemporal'];

export interface MemoryRecord {
  id: string;
  key: string;
  value: string;
  /** The sentence it was written from. */
  text: string;
  createdAt: number;
  updatedAt: number;
  /** World time: from when the fact was true, until when (null: still true). Bitemporal design only moves these. */
  validFrom: number;
  validTo: number | null;
  /** System time: when the agent learned it and stopped believing it (null: still believed). */
  learnedAt: number;
  invalidatedAt: number | null;
  /** append: the newer memory written about the same thing (the old one stays, and decays). */
  supersededBy: string | null;
  /** overwrite: removed by a DELETE (kept out of every view; its history stays). */
  deleted: boolean;
}

export interface HistoryEntry {
  memoryId: string;
  event: WriteEvent;
  key: string;
  oldValue: string | null;
  newValue: string | null;
  oldText: string | null;
  newText: string | null;
  at: number;
  reason: string;
  /** bitemporal and append: the record written in the old one's place (the old one is closed or superseded). */
  replacedBy?: string;
}

/** What one fact did: the closest memories compared, the decision, and the history entries written. */
export interface WriteStep {
  fact: CandidateFact;
  closest: StoredFact[];
  decision: WriteDecision;
  history: HistoryEntry[];
}

export type DecideFn = (existing: readonly StoredFact[], candidate: CandidateFact) => WriteDecision;

export interface WritePathOptions {
  /** The decision (default: the reference `decide`; exercise 7 and the naive rule plug in here). */
  decide?: DecideFn;
  /** How many memories by similarity are compared beside the same-key ones (default 3; 0: same key only). */
  similar?: number;
  /** append: the age at which a memory's weight halves (default 7 days in ms). */
  halfLife?: number;
}

export const DEFAULT_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

const toStored = (r: MemoryRecord): StoredFact => ({
  id: r.id,
  key: r.key,
  value: r.value,
  updatedAt: r.updatedAt,
});

export class WritePath {
  readonly design: WriteDesign;
  private readonly decideFn: DecideFn;
  private readonly similar: number;
  readonly halfLife: number;
  private records: MemoryRecord[] = [];
  private log: Readonly<HistoryEntry>[] = [];
  private nextId = 1;

  constructor(design: WriteDesign, options: WritePathOptions = {}) {
    if (!WRITE_DESIGNS.includes(design))
      throw new RangeError(`design must be one of ${WRITE_DESIGNS.join(', ')} (got ${String(design)})`);
    this.design = design;
    this.decideFn = options.decide ?? referenceDecide;
    this.similar = options.similar ?? 3;
    this.halfLife = options.halfLife ?? DEFAULT_HALF_LIFE_MS;
    if (!(this.halfLife > 0)) throw new RangeError(`halfLife must be > 0 (got ${this.halfLife})`);
  }

  /** A deep copy (the visualizer's snapshot for a step back). */
  clone(): WritePath {
    const c = new WritePath(this.design, {
      decide: this.decideFn,
      similar: this.similar,
      halfLife: this.halfLife,
    });
    c.records = this.records.map((r) => ({ ...r }));
    // History entries are frozen when written: the copy shares them (a step's snapshot stays O(records)).
    c.log = this.log.slice();
    c.nextId = this.nextId;
    return c;
  }

  /** Memories the agent holds now: not deleted, not superseded (append keeps those apart), not closed. */
  current(): MemoryRecord[] {
    return this.records
      .filter((r) => !r.deleted && r.supersededBy === null && r.invalidatedAt === null && r.validTo === null)
      .map((r) => ({ ...r }));
  }

  /** Every record, closed and superseded ones included (deleted ones excluded). */
  all(): MemoryRecord[] {
    return this.records.filter((r) => !r.deleted).map((r) => ({ ...r }));
  }

  /** The history of one memory, or of all, in the order written. */
  history(memoryId?: string): HistoryEntry[] {
    return this.log.filter((h) => memoryId === undefined || h.memoryId === memoryId).map((h) => ({ ...h }));
  }

  /** How many history entries there are (every memory). */
  get historyLength(): number {
    return this.log.length;
  }

  /**
   * The latest `count` history entries, in the order written, as stored (frozen, and the same objects in every
   * copy of this write path): a view draws them without copying a long history at every step.
   */
  latestHistory(count: number): readonly Readonly<HistoryEntry>[] {
    return this.log.slice(Math.max(0, this.log.length - Math.max(0, count)));
  }

  /** append: a memory's weight at time `now` (1 when written, half after one half-life); 1 in the other designs. */
  weight(r: MemoryRecord, now: number): number {
    if (this.design !== 'append') return 1;
    return 0.5 ** (Math.max(0, now - r.createdAt) / this.halfLife);
  }

  /** The memories a query brings into the context: relevance (bag of words) times weight, best first, `k` of them. */
  ranked(query: string, now: number, k: number): MemoryRecord[] {
    const q = wordCounts(query);
    const pool = this.design === 'append' ? this.all() : this.current();
    const scored = pool
      .map((r, i) => ({ r, i, s: countsCosine(q, wordCounts(`${r.key} ${r.value}`)) * this.weight(r, now) }))
      .filter((x) => x.s > 0);
    scored.sort((a, b) => b.s - a.s || b.r.createdAt - a.r.createdAt || a.i - b.i);
    return scored.slice(0, k).map((x) => x.r);
  }

  /** The closest memories to a candidate: the same-key ones, then up to `similar` more by similarity. */
  closest(fact: CandidateFact): StoredFact[] {
    const live = this.current();
    const key = normalize(fact.key);
    const out = live.filter((r) => normalize(r.key) === key);
    if (this.similar > 0) {
      const q = wordCounts(`${fact.key} ${fact.value}`);
      const others = live
        .filter((r) => normalize(r.key) !== key)
        .map((r) => ({ r, s: countsCosine(q, wordCounts(`${r.key} ${r.value}`)) }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s || a.r.createdAt - b.r.createdAt)
        .slice(0, this.similar);
      for (const x of others) out.push(x.r);
    }
    return out.map(toStored);
  }

  /** Extracts the facts of a turn and writes each (what a write path does after every user turn). */
  writeTurn(text: string, at: number): WriteStep[] {
    return extractFacts(text).map((f) => this.write(f, at));
  }

  /** Compares one fact with the closest memories, decides, applies the decision by the design, logs the history. */
  write(fact: CandidateFact, at: number): WriteStep {
    if (!Number.isFinite(at)) throw new RangeError(`at must be a finite time (got ${at})`);
    const closest = this.closest(fact);
    const decision = this.decideFn(closest, fact);
    const before = this.log.length;
    const target = decision.target === null ? undefined : this.records.find((r) => r.id === decision.target);
    const targetLive = target !== undefined && closest.some((c) => c.id === target.id);
    const event: WriteEvent =
      (decision.event === 'UPDATE' || decision.event === 'DELETE') && !targetLive ? 'NOOP' : decision.event;
    if (event === 'ADD') this.add(fact, at, decision.reason, fact.value);
    else if (event === 'UPDATE') this.update(target as MemoryRecord, fact, at, decision.reason);
    else if (event === 'DELETE') this.remove(target as MemoryRecord, fact, at, decision.reason);
    return { fact, closest, decision, history: this.log.slice(before).map((h) => ({ ...h })) };
  }

  /** A new record; its ADD is logged unless it stands in for an UPDATE or a DELETE (one entry per decision). */
  private add(
    fact: CandidateFact,
    at: number,
    reason: string,
    value: string,
    validFrom = at,
    logged = true,
  ): MemoryRecord {
    const r: MemoryRecord = {
      id: `m${this.nextId++}`,
      key: normalize(fact.key),
      value,
      text: fact.text,
      createdAt: at,
      updatedAt: at,
      validFrom,
      validTo: null,
      learnedAt: at,
      invalidatedAt: null,
      supersededBy: null,
      deleted: false,
    };
    this.records.push(r);
    if (logged) this.entry(r.id, 'ADD', r.key, null, value, null, fact.text, at, reason);
    return r;
  }

  /** One UPDATE, one history entry: rewritten in place (overwrite), or a new record in the old one's place. */
  private update(target: MemoryRecord, fact: CandidateFact, at: number, reason: string): void {
    const replacedBy = this.design === 'overwrite' ? undefined : this.replace(target, fact, at, reason);
    this.entry(
      target.id,
      'UPDATE',
      target.key,
      target.value,
      fact.value,
      target.text,
      fact.text,
      at,
      reason,
      replacedBy,
    );
    if (this.design === 'overwrite') {
      target.value = fact.value;
      target.text = fact.text;
      target.updatedAt = at;
    }
  }

  /** append and bitemporal: the record written in the old one's place (its id); the old one stays. */
  private replace(target: MemoryRecord, fact: CandidateFact, at: number, reason: string): string {
    if (this.design === 'append') {
      // Append-only: the change is one more memory; the old one stays (superseded) and decays.
      const r = this.add(fact, at, reason, fact.value, at, false);
      target.supersededBy = r.id;
      return r.id;
    }
    // bitemporal: the UPDATE closes the old fact and opens the new one. A change ends the old fact's validity now; a
    // correction says it was never true (its validity closes where it opened) and the new value holds since then.
    // Either way the agent stops believing the old one now; nothing is deleted.
    const correction = fact.corrects !== undefined;
    target.invalidatedAt = at;
    target.validTo = correction ? target.validFrom : at;
    return this.add(fact, at, reason, fact.value, correction ? target.validFrom : at, false).id;
  }

  private remove(target: MemoryRecord, fact: CandidateFact, at: number, reason: string): void {
    let replacedBy: string | undefined;
    if (this.design === 'overwrite') target.deleted = true;
    else if (this.design === 'append') {
      // Append-only: the removal is one more memory ("no longer"), the old one stays and decays.
      const r = this.add({ ...fact, key: target.key }, at, reason, `no longer ${target.value}`, at, false);
      target.supersededBy = r.id;
      replacedBy = r.id;
    } else {
      target.validTo = at;
      target.invalidatedAt = at;
    }
    this.entry(
      target.id,
      'DELETE',
      target.key,
      target.value,
      null,
      target.text,
      null,
      at,
      reason,
      replacedBy,
    );
  }

  private entry(
    memoryId: string,
    event: WriteEvent,
    key: string,
    oldValue: string | null,
    newValue: string | null,
    oldText: string | null,
    newText: string | null,
    at: number,
    reason: string,
    replacedBy?: string,
  ): void {
    this.log.push(
      Object.freeze({
        memoryId,
        event,
        key,
        oldValue,
        newValue,
        oldText,
        newText,
        at,
        reason,
        ...(replacedBy === undefined ? {} : { replacedBy }),
      }),
    );
  }

  /**
   * What the agent believed at system time `t`, by memory: `overwrite` rebuilds it from the history, `append` holds
   * every memory written by then, `bitemporal` the records with learnedAt <= t < invalidatedAt.
   */
  believedAt(t: number): { id: string; key: string; value: string }[] {
    if (this.design === 'append')
      // Append-only keeps every memory it ever wrote: that is what it believes (weighted by decay).
      return this.records.filter((r) => r.createdAt <= t).map(({ id, key, value }) => ({ id, key, value }));
    if (this.design === 'bitemporal')
      return this.records
        .filter((r) => r.learnedAt <= t && (r.invalidatedAt === null || r.invalidatedAt > t))
        .map(({ id, key, value }) => ({ id, key, value }));
    const held = new Map<string, { key: string; value: string }>();
    for (const h of this.log) {
      if (h.at > t) break;
      if (h.event === 'DELETE') held.delete(h.memoryId);
      else if (h.newValue !== null) held.set(h.memoryId, { key: h.key, value: h.newValue });
    }
    return [...held].map(([id, v]) => ({ id, ...v }));
  }

  /** bitemporal: the facts true in the world at time `t`, as the agent knows now (closed or corrected ones apart). */
  trueAt(t: number): MemoryRecord[] {
    return this.records
      .filter((r) => !r.deleted && r.validFrom <= t && (r.validTo === null || r.validTo > t))
      .map((r) => ({ ...r }));
  }
}
