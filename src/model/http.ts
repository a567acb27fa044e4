/**
 * One request to an OpenAI-compatible server, as the client sends it: the URL, the time limit and the caller's
 * signal, the API key, and every way it fails as a ModelError of one kind (a network failure classified, an HTTP
 * status with the server's own words, JSON that is not the API's); the answer's usage read the same for every path.
 */
import { browserProbes, classifyFetchFailure, addressSpaceOf, type FailureProbes } from './classify';
import { startTimeLimit } from './timeLimit';
import { ModelError, type ModelConnection, type ModelErrorDetail, type Usage } from './types';

export interface RequestOptions {
  signal?: AbortSignal;
  /** How a bare network failure is diagnosed (tests inject their own; a browser's by default). */
  probes?: FailureProbes;
}

/** `baseUrl` + path, without doubled slashes; a base URL that is not http(s) is refused before any request. */
export function endpoint(baseUrl: string, path: string): string {
  const url = new URL(baseUrl.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`not an http(s) URL: ${baseUrl}`);
  return `${url.href.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Null when `baseUrl` can be used, else why not (in English, for the log; the dialog words it itself). */
export function invalidBaseUrl(baseUrl: string): string | null {
  try {
    endpoint(baseUrl, 'models');
    return null;
  } catch {
    return `not an http(s) URL: ${baseUrl}`;
  }
}

export function pageOrigin(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : undefined;
}

export interface Sent {
  response: Response;
  detail: ModelErrorDetail;
  started: number;
  /** Ends the time limit and detaches from the caller's signal. */
  done: () => void;
  /** Turns an abort or network failure that happens while reading the body into a ModelError. */
  readFailure: (err: unknown) => ModelError;
}

/** Sends one request with the time limit and the caller's signal; non-2xx answers become ModelErrors. */
export async function send(
  conn: ModelConnection,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; model?: string },
  options: RequestOptions,
): Promise<Sent> {
  const url = endpoint(conn.settings.baseUrl, path);
  const timeoutMs = conn.settings.timeoutMs;
  const detail: ModelErrorDetail = {
    pageOrigin: pageOrigin(),
    serverOrigin: new URL(url).origin,
    model: init.model,
    timeoutMs,
  };
  const limit = startTimeLimit(timeoutMs, options.signal);
  const { done } = limit;
  const abortError = () => limit.abortError(detail, 'Request cancelled');
  const readFailure = (err: unknown): ModelError => {
    if (err instanceof ModelError) return err;
    if (limit.signal.aborted) return abortError();
    return new ModelError('unreachable', 'The connection closed before the answer ended', {
      ...detail,
      serverMessage: err instanceof Error ? err.message : String(err),
    });
  };
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (conn.apiKey) headers.Authorization = `Bearer ${conn.apiKey}`;
  const loopback = addressSpaceOf(new URL(url).hostname) === 'loopback';
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: limit.signal,
      cache: 'no-store',
      // Marks the request as meant for this machine (Chrome's Local Network Access); ignored elsewhere.
      ...(loopback ? { targetAddressSpace: 'loopback' } : {}),
    } as RequestInit);
  } catch (err) {
    done();
    if (limit.signal.aborted) throw abortError();
    if (!(err instanceof TypeError)) throw readFailure(err);
    throw await classifyFetchFailure(url, detail, options.probes ?? browserProbes);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    done();
    throw statusError(response.status, text, detail);
  }
  return { response, detail, started, done, readFailure };
}

export function statusError(status: number, body: string, detail: ModelErrorDetail): ModelError {
  const serverMessage = serverWords(body);
  const d = { ...detail, status, serverMessage };
  if (status === 401) return new ModelError('unauthorized', 'The server asks for a valid API key (401)', d);
  if (status === 403) return new ModelError('forbidden', 'The server refused this request (403)', d);
  if (status === 404 && /\bmodel\b/i.test(serverMessage ?? '')) {
    return new ModelError('model-not-found', `Model not found: ${detail.model ?? '?'}`, d);
  }
  return new ModelError('http', `The server answered ${status}`, d);
}

/** The server's own error words: OpenAI's `{ error: { message } }`, Ollama's `{ error: "..." }`, or the text. */
function serverWords(body: string): string | undefined {
  try {
    const v = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof v.error === 'string') return v.error;
    if (v.error && typeof v.error.message === 'string') return v.error.message;
    if (typeof v.message === 'string') return v.message;
  } catch {
    /* not JSON: the text itself */
  }
  return body.trim().slice(0, 300) || undefined;
}

export async function readJson(sent: Sent): Promise<unknown> {
  let text: string;
  try {
    text = await sent.response.text();
  } catch (err) {
    throw sent.readFailure(err);
  } finally {
    sent.done();
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badResponse(sent.detail, `not JSON: ${text.slice(0, 120)}`);
  }
}

export function badResponse(detail: ModelErrorDetail, why: string): ModelError {
  return new ModelError('bad-response', `The answer is not the API's JSON (${why})`, {
    ...detail,
    serverMessage: why,
  });
}

export function readUsage(raw: unknown): Usage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const prompt = num(u.prompt_tokens);
  if (prompt === null) return null;
  const completion = num(u.completion_tokens) ?? 0;
  return {
    promptTokens: prompt,
    completionTokens: completion,
    totalTokens: num(u.total_tokens) ?? prompt + completion,
  };
}
