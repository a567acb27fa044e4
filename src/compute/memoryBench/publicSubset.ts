/**
 * The public subset as the page sees it: its URL in this site (resolved against the page, so it works under any
 * sub-path), or null when the build had no shared data to copy (the page then says it is not installed and offers
 * the generator).
 */
import { publicSubset } from 'virtual:aml-memory-bench';
import type { BenchSource } from './protocol';

export interface PublicSubset {
  url: string;
  bytes: number;
  name: string;
  cases: number;
  questions: number;
  turns: number;
}

export function publicSubsetInfo(base: string = document.baseURI): PublicSubset | null {
  if (!publicSubset) return null;
  const { path, ...rest } = publicSubset;
  return { url: new URL(path, base).href, ...rest };
}

export function publicSubsetSource(base?: string): BenchSource | null {
  const info = publicSubsetInfo(base);
  return info ? { kind: 'url', url: info.url } : null;
}
