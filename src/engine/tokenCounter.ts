/**
 * Where the engine gets real BPE token counts from. The tokenizer tables weigh megabytes, so the mechanisms
 * (AgentMemory, the cost model), nor the engine's index, import them: `tokens.ts` registers itself here when it
 * is loaded, either statically (`import '.../engine/tokens'`, as Node scripts and tests that need real counts do)
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

/** Real token count; throws when no tokenizer was loaded (a caller asking for tokens must load it first). */
export function countTokensLoaded(text: string, encoding: Encoding): number {
  if (!registered) {
    throw new Error('The tokenizer is not loaded: call loadTokenizer() (or import the engine index) first.');
  }
  return registered(text, encoding);
}

/** Loads the BPE tables (once) and registers the real counter. */
export function loadTokenizer(): Promise<void> {
  return import('./tokens').then(() => undefined);
}
