import type { Plugin } from 'vite';

/**
 * The two hooks of a Vite plugin that serves one virtual module: `id` resolves to Rollup's private `\0` form (no other
 * plugin then tries to load it), and loading it returns `source()`, computed when a build or the dev server asks.
 */
export function virtualModule(id: string, source: () => string): Pick<Plugin, 'resolveId' | 'load'> {
  const resolved = `\0${id}`;
  return {
    resolveId: (requested) => (requested === id ? resolved : undefined),
    load: (requested) => (requested === resolved ? source() : undefined),
  };
}
