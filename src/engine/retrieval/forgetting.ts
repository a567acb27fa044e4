/**
 * Forgetting and consolidation (seed 002's last section; the decay of Generative Agents' recency).
 * A memory's retention is decay ^ (hours since its last access). Consolidation merges near-duplicates (cosine of
 * their bag-of-words vectors at least `similarity`), keeping the higher importance and the later access; then
 * every memory whose retention fell below `threshold` is forgotten.
 */
import { HOUR_MS, readClock, type Clock } from '../core/clock';
import { wordCounts, countsCosine } from './bow';
import { assertFinite } from '../core/validate';
import type { ScorableMemory } from './score';

export interface ForgetOptions {
  now: Clock | number;
  /** Hourly decay (0, 1] (default 0.995). */
  decay?: number;
  /** Retention below this is forgotten (default 0.1). */
  threshold?: number;
  /** Cosine at or above this merges two memories (default 0.9); above 1 turns merging off. */
  similarity?: number;
}

export interface MergedMemory extends ScorableMemory {
  /** Ids merged into this one (empty when none). */
  mergedFrom: string[];
}

export type ForgetEvent =
  | {
      type: 'merged';
      into: string;
      from: string;
      similarity: number;
      importance: number;
      lastAccessAt: number;
    }
  | { type: 'forgotten'; id: string; retention: number }
  | { type: 'faded'; id: string; retention: number };

export interface ForgetResult {
  kept: MergedMemory[];
  forgotten: MergedMemory[];
  events: ForgetEvent[];
}

export function retention(lastAccessAt: number, now: number, decay: number): number {
  return decay ** (Math.max(0, now - lastAccessAt) / HOUR_MS);
}

/** Consolidates then forgets. Input memories are not changed; survivors keep input order. */
export function forget(memories: readonly ScorableMemory[], options: ForgetOptions): ForgetResult {
  const now = readClock(options.now);
  const decay = assertFinite('decay', options.decay ?? 0.995);
  if (decay <= 0 || decay > 1) throw new RangeError(`decay must be in (0, 1] (got ${decay})`);
  const threshold = assertFinite('threshold', options.threshold ?? 0.1);
  const similarity = assertFinite('similarity', options.similarity ?? 0.9);
  const events: ForgetEvent[] = [];
  const merged: { m: MergedMemory; counts: ReturnType<typeof wordCounts> }[] = [];
  for (const src of memories) {
    const counts = wordCounts(src.text);
    let target: (typeof merged)[number] | undefined;
    let best = -1;
    if (similarity <= 1) {
      for (const cand of merged) {
        const s = countsCosine(counts, cand.counts);
        if (s >= similarity && s > best) {
          best = s;
          target = cand;
        }
      }
    }
    if (target === undefined) {
      merged.push({ m: { ...src, mergedFrom: [] }, counts });
      continue;
    }
    const t = target.m;
    // The survivor keeps the text of the more important one (the earlier one on a tie).
    const keepNewText = src.importance > t.importance;
    target.m = {
      id: t.id,
      text: keepNewText ? src.text : t.text,
      importance: Math.max(t.importance, src.importance),
      lastAccessAt: Math.max(t.lastAccessAt, src.lastAccessAt),
      mergedFrom: [...t.mergedFrom, src.id],
    };
    if (keepNewText) target.counts = counts;
    events.push({
      type: 'merged',
      into: t.id,
      from: src.id,
      similarity: best,
      importance: target.m.importance,
      lastAccessAt: target.m.lastAccessAt,
    });
  }
  const kept: MergedMemory[] = [];
  const forgotten: MergedMemory[] = [];
  for (const { m } of merged) {
    const r = retention(m.lastAccessAt, now, decay);
    if (r < threshold) {
      forgotten.push(m);
      events.push({ type: 'forgotten', id: m.id, retention: r });
    } else {
      kept.push(m);
      if (r < 1) events.push({ type: 'faded', id: m.id, retention: r });
    }
  }
  return { kept, forgotten, events };
}

/** MemoryBank's forgetting curve as its paper states it: R = e^(-t/S) (t in days, S the memory's strength). */
export function memoryBankRetention(t: number, strength: number): number {
  return Math.exp(-t / strength);
}

/** As MemoryBank's code writes it, `exp(-t / 5*S)`: precedence makes it e^(-t*S/5), so stronger fades faster. */
export function memoryBankCodeRetention(t: number, strength: number): number {
  return Math.exp((-t / 5) * strength);
}

/** A JavaScript port's `0.99 ^ hours`: `^` is XOR, so this is (0 XOR hours truncated to an integer). */
export function xorDecay(hours: number): number {
  return 0.99 ^ hours;
}
