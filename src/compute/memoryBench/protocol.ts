/**
 * Messages between the page and memoryBench.worker.ts. A run carries an id; every answer repeats it. The worker
 * answers a run with progress messages, then one of result, error or cancelled.
 */
import type { BenchOptions, GeneratorParams, StrategyResult, Take } from '../../engine';

/** Where the bench data comes from: a file already read (untrusted JSON), a URL of the site, or the generator. */
export type BenchSource =
  | { kind: 'json'; json: unknown }
  /** A URL of the site; `bytes` (its size, known at build time) drives the progress bar when the server gives no
   * length; `cases` keeps only those case ids (the oracle's side of "with and without distractors"). */
  | { kind: 'url'; url: string; bytes?: number; cases?: readonly string[] }
  | { kind: 'generate'; params: GeneratorParams };

/** The options a run can carry across the thread boundary (no functions: models answer through takes later). */
export type RunOptions = Pick<
  BenchOptions,
  | 'price'
  | 'breakpoints'
  | 'cacheTtlSeconds'
  | 'system'
  | 'prefillTokensPerSecond'
  | 'chunkChars'
  | 'perQuestion'
> & {
  /** Sentence vectors for retrieval-embed, as [text, vector] pairs (filled by the page's encoder beforehand). */
  vectors?: [string, number[]][];
  /**
   * A model's answers to the questions (hook BENCH_HOOKS.answer), recorded as a take: the run grades them (answer
   * accuracy) and lists, in each result's `needs`, the prompts the take does not answer yet.
   */
  take?: Take;
};

export type BenchRequest =
  | { type: 'run'; id: number; source: BenchSource; strategies: string; options: RunOptions }
  | { type: 'cancel'; id: number }
  /** Loads the BPE tables ahead of a run the person is about to start (no answer). */
  | { type: 'warm' };

export type BenchPhase = 'tokenizer' | 'data' | 'run';

export type BenchResponse =
  | {
      /** Phase `data` of a URL: done and total are bytes. */
      type: 'progress';
      id: number;
      phase: BenchPhase;
      done: number;
      total: number;
      strategy?: string;
      caseId?: string;
    }
  | { type: 'result'; id: number; results: StrategyResult[]; name: string; tokensExact: boolean }
  | { type: 'error'; id: number; message: string; field?: string }
  | { type: 'cancelled'; id: number };
