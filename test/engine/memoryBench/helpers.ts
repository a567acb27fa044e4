import type { BenchData, BenchQuestion, BenchTurn } from '../../../src/engine/memoryBench';

/** A conversation of `n` turns (user first), each with its own words, ids t0..t(n-1). */
export function turns(
  n: number,
  text: (i: number) => string = (i) => `filler number ${i} about topic${i}`,
): BenchTurn[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: text(i),
  }));
}

export function one(conversation: BenchTurn[], questions: BenchQuestion[]): BenchData {
  return { name: 'test', source: 'test', licence: 'test', cases: [{ id: 'c', conversation, questions }] };
}
