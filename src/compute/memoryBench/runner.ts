/**
 * One bench run as a sequence of steps, shared by the worker and the page's fallback (no Worker): load the
 * tokenizer, get the data, then the engine's benchSteps, handing control back between steps (`pause`) so a cancel
 * message can arrive. `send` receives every response.
 */
import {
  BENCH_HOOKS,
  benchSteps,
  generateBench,
  loadTokenizer,
  parseBenchData,
  parseStrategies,
  takeEnv,
  takeLlm,
  type BenchData,
  type StrategyResult,
} from '../../engine';
import type { BenchRequest, BenchResponse, BenchSource } from './protocol';

export interface RunControl {
  cancelled(): boolean;
  /** Lets other messages (a cancel) be handled: resolves on a later macrotask. */
  pause(): Promise<void>;
}

async function dataOf(source: BenchSource): Promise<BenchData> {
  if (source.kind === 'generate') return generateBench(source.params);
  let raw: unknown = source.kind === 'json' ? source.json : undefined;
  if (source.kind === 'url') {
    const res = await fetch(source.url);
    if (!res.ok)
      throw Object.assign(new Error(`could not load ${source.url} (HTTP ${res.status})`), { field: 'file' });
    raw = await res.json();
  }
  const parsed = parseBenchData(raw);
  if (!parsed.ok)
    throw Object.assign(new Error(`${parsed.problem.field}: ${parsed.problem.detail}`), {
      field: parsed.problem.field,
    });
  return parsed.value;
}

export async function runRequest(
  req: Extract<BenchRequest, { type: 'run' }>,
  send: (r: BenchResponse, transfer?: Transferable[]) => void,
  control: RunControl,
): Promise<void> {
  const { id } = req;
  try {
    const specs = parseStrategies(req.strategies);
    send({ type: 'progress', id, phase: 'tokenizer', done: 0, total: 1 });
    await loadTokenizer();
    if (control.cancelled()) return send({ type: 'cancelled', id });
    send({ type: 'progress', id, phase: 'data', done: 0, total: 1 });
    const data = await dataOf(req.source);
    if (control.cancelled()) return send({ type: 'cancelled', id });
    const vectors = req.options.vectors ? new Map(req.options.vectors) : null;
    const { vectors: _v, take, ...options } = req.options;
    const steps = benchSteps(data, specs, {
      ...options,
      ...(take
        ? {
            models: { answer: takeLlm(takeEnv(take), BENCH_HOOKS.answer) },
            onNeedsAnswer: 'collect' as const,
          }
        : {}),
      ...(vectors
        ? {
            embed: (text: string) => {
              const v = vectors.get(text);
              if (!v) throw new Error(`no sentence vector for ${JSON.stringify(text.slice(0, 60))}`);
              return v;
            },
          }
        : {}),
    });
    let results: StrategyResult[];
    for (;;) {
      const step = steps.next();
      if (step.done) {
        results = step.value;
        break;
      }
      const e = step.value;
      send({
        type: 'progress',
        id,
        phase: 'run',
        done: e.done,
        total: e.total,
        strategy: e.strategy,
        caseId: e.caseId,
      });
      await control.pause();
      if (control.cancelled()) return send({ type: 'cancelled', id });
    }
    const transfer = results.flatMap(
      (r) => [r.series.tokens.buffer, r.series.prefix.buffer] as Transferable[],
    );
    send(
      { type: 'result', id, results, name: data.name, tokensExact: results.every((r) => r.tokensExact) },
      transfer,
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const field = (e as { field?: unknown }).field;
    send({ type: 'error', id, message, ...(typeof field === 'string' ? { field } : {}) });
  }
}
