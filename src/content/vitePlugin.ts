/**
 * The facts at build time (Node side, in vite.config.ts and vitest.config.ts): `loadFacts()` loads the registry
 * (src/content/facts/index.ts, which imports the engine and the scenes) through Vite's module runner the first time
 * an MDX file quotes a fact, and keeps it. A config load that compiles no MDX (most test runs) never pays for it.
 *
 * `factsPlugin()` keeps `npm run dev` honest: when a file the facts are computed from changes (the engine, the
 * mechanisms, the facts themselves), the registry is loaded again and the lessons are recompiled.
 */
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { FactLookup } from './remarkFacts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const REGISTRY = resolve(ROOT, 'src/content/facts/index.ts');

let loading: Promise<FactLookup> | null = null;

/** The facts' lookup, loaded once (and again after a change in dev). */
export function loadFacts(): Promise<FactLookup> {
  loading ??= runnerImport<typeof import('./facts/index')>(REGISTRY, {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
  }).then(({ module }) => module.factText);
  return loading;
}

/** Files whose change can change a fact: what the registry imports. */
const SOURCES = /[/\\]src[/\\](engine|mechanisms|content[/\\]facts|i18n|lib)[/\\].*\.ts$/;

export function factsPlugin(): Plugin {
  return {
    name: 'aml-facts',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!SOURCES.test(file)) return;
        loading = null;
        const graph = server.environments.client.moduleGraph;
        for (const mod of graph.idToModuleMap.values())
          if (mod.id && /\.mdx(\.js)?$/.test(mod.id)) graph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
