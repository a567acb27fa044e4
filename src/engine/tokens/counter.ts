/**
 * Where the engine gets real BPE token counts from. The tokenizer tables weigh megabytes, so the mechanisms
 * (AgentMemory, the cost model), nor the engine's index, import them: `tokens.ts` registers itself here when it
 * is loaded, either statically (`import '.../engine/tokens/bpe'`, as Node scripts and tests that need real counts do)
 * or lazily with `loadTokenizer()` (the browser's visualizer and cost lab, so a page does not download the tables
 * before they are needed).
 */
export type Encoding = 'o200k_base' | 'cl100k_base';
export const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

export type TokenCounter = (text: string, encoding: Encoding) => number;

let registered: TokenCounter | null = null;

export function registerTokenCounter(counter: TokenCounter): void {
  registered = counter;
}

export function hasTokenCounter(): boolean {
  return registered !== null;
}

/**
 * Real token count. In a browser the tables must have been loaded first (`await loadTokenizer()`); in Node (tests,
 * the grader, scripts) they are loaded synchronously on first use, so `countTokens` and token-unit costs work from
 * the index without the index itself importing megabytes of tables.
 */
export function countTokensLoaded(text: string, encoding: Encoding): number {
  if (!registered) registerNodeTokenCounter();
  if (!registered) {
    throw new Error('The tokenizer is not loaded: call loadTokenizer() first.');
  }
  return registered(text, encoding);
}

/** `countTokens(text, encoding = 'o200k_base')` from the engine's index: see countTokensLoaded. */
export function countTokens(text: string, encoding: Encoding = 'o200k_base'): number {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  if (!ENCODINGS.includes(encoding)) {
    throw new RangeError(`encoding must be one of ${ENCODINGS.join(', ')} (got ${String(encoding)})`);
  }
  if (text.length === 0) return 0;
  return countTokensLoaded(text, encoding);
}

type NodeCounter = { countTokens: (text: string, options: { disallowedSpecial: Set<string> }) => number };

/** Node only (no-op in a browser): loads gpt-tokenizer's CommonJS build synchronously and registers it. */
function registerNodeTokenCounter(): void {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const mod = proc?.getBuiltinModule?.('node:module') as typeof import('node:module') | undefined;
  if (!mod) return;
  const load = mod.createRequire(import.meta.url);
  const o200k = load('gpt-tokenizer/encoding/o200k_base') as NodeCounter;
  const cl100k = load('gpt-tokenizer/encoding/cl100k_base') as NodeCounter;
  // Special-token strings typed by a user count as ordinary text, as in tokens.ts.
  const ordinary = { disallowedSpecial: new Set<string>() };
  registered = (text, encoding) =>
    encoding === 'o200k_base' ? o200k.countTokens(text, ordinary) : cl100k.countTokens(text, ordinary);
}

/** Loads the BPE tables (once) and registers the real counter. */
export function loadTokenizer(): Promise<void> {
  return import('./bpe').then(() => undefined);
}
