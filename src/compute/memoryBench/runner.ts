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
} from '../../engine';
import { readStream } from '../../lib/readStream';
import { runSteps } from '../../lib/runSteps';
import type { BenchRequest, BenchResponse, BenchSource } from './protocol';

export interface RunControl {
  cancelled(): boolean;
  /** Lets other messages (a cancel) be handled: resolves on a later macrotask. */
  pause(): Promise<void>;
}

/** Fetches a URL's text, reporting bytes as they arrive (the 14 MB set takes a while on a slow line). */
async function fetchText(
  url: string,
  bytes: number | undefined,
  onBytes: (done: number, total: number) => void,
) {
  const res = await fetch(url);
  if (!res.ok)
    throw Object.assign(new Error(`could not load ${url} (HTTP ${res.status})`), { field: 'file' });
  const length = Number(res.headers.get('Content-Length'));
  const total = length > 0 ? length : (bytes ?? 0);
  if (!res.body) return res.text();
  const text = await readStream(res.body, { onBytes: (done) => onBytes(done, Math.max(total, done)) });
  return new TextDecoder().decode(text);
}

async function dataOf(
  source: BenchSource,
  onBytes: (done: number, total: number) => void,
): Promise<BenchData> {
  if (source.kind === 'generate') return generateBench(source.params);
  let raw: unknown = source.kind === 'json' ? source.json : undefined;
  if (source.kind === 'url') {
    const text = await fetchText(source.url, source.bytes, onBytes);
    try {
      raw = JSON.parse(text);
    } catch {
      throw Object.assign(new Error(`${source.url} is not JSON`), { field: 'file' });
    }
  }
  const parsed = parseBenchData(raw);
  if (!parsed.ok)
    throw Object.assign(new Error(`${parsed.problem.field}: ${parsed.problem.detail}`), {
      field: parsed.problem.field,
    });
  if (source.kind === 'url' && source.cases) {
    const keep = new Set(source.cases);
    return { ...parsed.value, cases: parsed.value.cases.filter((c) => keep.has(c.id)) };
  }
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
    let sent = 0;
    const data = await dataOf(req.source, (done, total) => {
      // At most about a hundred messages for the whole file.
      if (done - sent < total / 100 && done < total) return;
      sent = done;
      send({ type: 'progress', id, phase: 'data', done, total });
    });
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
    const results = await runSteps(steps, async (e) => {
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
      return !control.cancelled();
    });
    if (results === null) return send({ type: 'cancelled', id });
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
