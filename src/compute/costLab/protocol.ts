/** Messages between the page and cost.worker.ts. Every request carries an id; the answer repeats it. */
import type { LabResult, SeedRow } from './computeLab';
import type { ComputeParams } from './params';
import type { CachingParams, CachingResult } from './cachingParams';

export type WorkerRequest =
  | { type: 'compute'; id: number; params: ComputeParams }
  | { type: 'seed'; id: number }
  | { type: 'csv'; id: number; params: ComputeParams }
  | { type: 'caching'; id: number; params: CachingParams };

export type WorkerResponse =
  | { type: 'compute'; id: number; result: LabResult }
  | { type: 'seed'; id: number; rows: SeedRow[] }
  | { type: 'csv'; id: number; csv: string; sampled: boolean }
  | { type: 'caching'; id: number; result: CachingResult }
  | { type: 'error'; id: number; message: string };
