/**
 * The public sets as the page sees them: each one's URL in this site (resolved against the page, so it works under
 * any sub-path), or null when the build had no shared data to copy (the page then says it is not installed and
 * offers the generator).
 */
import { publicSets } from 'virtual:aml-memory-bench';
import type { BenchSource } from './protocol';
import type { PublicSetFigures } from './setFigures';

export type PublicSetName = 'public' | 'public-s' | 'conflicts';
export const PUBLIC_SET_NAMES: readonly PublicSetName[] = ['public', 'public-s', 'conflicts'];

export interface PublicSubset extends PublicSetFigures {
  url: string;
}

export function publicSetInfo(set: PublicSetName, base: string = document.baseURI): PublicSubset | null {
  const info = publicSets[set];
  if (!info) return null;
  const { path, ...rest } = info;
  return { url: new URL(path, base).href, ...rest };
}

/** The public subset (LongMemEval oracle). */
export function publicSubsetInfo(base?: string): PublicSubset | null {
  return publicSetInfo('public', base);
}

export function publicSubsetSource(base?: string): BenchSource | null {
  const info = publicSubsetInfo(base);
  return info ? { kind: 'url', url: info.url, bytes: info.bytes } : null;
}
