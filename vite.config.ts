import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import remarkFacts from './src/content/remarkFacts.ts';
import { factsPlugin, loadFacts } from './src/content/vitePlugin.ts';
import remarkFrenchTypography from './src/content/remarkFrenchTypography';
import { sandboxPlugin } from './src/sandbox/vitePlugin.ts';
import { pyodidePlugin } from './src/sandbox/python/vitePlugin.ts';
import { notebookPlugin } from './src/notebook/vitePlugin.ts';
import { modelFilesPlugin } from './src/model/vitePlugin.ts';
import { memoryBenchDataPlugin } from './src/compute/memoryBench/vitePlugin.ts';

/** The service worker's cache of `models/` (src/model/modelCache.ts lists and removes it for the Your data page). */
const MODEL_CACHE = 'aml-models';

// base './' keeps every asset URL relative, so the built site works from any static host and sub-path
// (e.g. https://example.org/agent-memory-lab/); routing is hash-based for the same reason.
export default defineConfig({
  base: './',
  // Lessons and exercise statements are MDX, compiled at build time (before React's transform sees the JSX). Their
  // `<Fact id>` figures are computed from the engine here, in Node, and written into the text (remarkFacts;
  // src/content/README.md).
  plugins: [
    {
      enforce: 'pre',
      ...mdx({ remarkPlugins: [remarkGfm, [remarkFacts, { load: loadFacts }], remarkFrenchTypography] }),
    },
    react({ include: /\.(jsx|js|mdx|md|tsx|ts)$/ }),
    factsPlugin(),
    offline(),
    sandboxPlugin(),
    pyodidePlugin(),
    notebookPlugin(),
    modelFilesPlugin(),
    memoryBenchDataPlugin(), // the memory bench's public subset, copied from shared data (never committed)
  ],
  // Exercise code imports the engine as 'agent-memory-lab' (same mapping in tsconfig paths and the sandbox/grader).
  resolve: { alias: { 'agent-memory-lab': join(import.meta.dirname, 'src/engine/student.ts') } },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // No modulepreload polyfill in the home page's initial JavaScript: browsers without native modulepreload (Safari
    // before 17, Firefox before 115) still load every module through its imports, only without the early fetch.
    modulePreload: { polyfill: false },
  },
});

/**
 * Offline support with vite-plugin-pwa (Workbox, generateSW), written as `sw.js`:
 * - precache: the app shell, the lesson and page chunks, styles (every emitted file up to PRECACHE_MAX_BYTES), with
 *   revisions, so a new build installs a new precache and deletes the outdated one;
 * - runtime caching with expiration: the large chunks (tokenizer tables, Monaco and its workers: MBs a reader of the
 *   lessons never needs) are cached on first use, and fetched once the page is idle (see src/sw-register.ts, which
 *   reads their list from `offline-lazy.json`) so the whole lab ends up available offline; the Pyodide files under
 *   `pyodide/` (about 13 MB) are cached on first use only (CacheFirst); so are the models that run in the page (`models/`:
 *   the sentence encoder's 28 MB, TensorFlow.js's and llama.cpp's WebAssembly), and the memory bench's public sets
 *   (`memory-bench/*.json`, cache `aml-bench-data`): loaded only when the learner chooses them, kept for offline use
 *   from then on (src/model/offlineCopy.ts also keeps what a page loaded before
 *   the worker controlled it). The code that runs them (the encoder's worker, wllama's JavaScript) is code like the
 *   rest: precached;
 * - update prompt: a new version waits; the page says so and offers a reload (src/sw-register.ts).
 */
function offline(): PluginOption {
  const PRECACHE_MAX_BYTES = 1024 * 1024;
  const DAY = 24 * 60 * 60;
  let outDir = '';
  const lazyList: Plugin = {
    name: 'aml-offline-lazy-list',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    lazyList,
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*'],
        // The memory bench's public sets (up to 14 MB) are like the models: fetched when the learner chooses one.
        globIgnores: ['pyodide/**', 'models/**', 'memory-bench/*.json', 'offline-lazy.json', '**/*.map'],
        // Sizes are sorted in manifestTransforms below (no file is silently dropped for its size).
        maximumFileSizeToCacheInBytes: 256 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const large = entries.filter((e) => e.size > PRECACHE_MAX_BYTES);
            const list = `${JSON.stringify(large.map((e) => e.url))}\n`;
            writeFileSync(join(outDir, 'offline-lazy.json'), list);
            // The list itself is precached (with a revision), so an offline visit still reads it.
            const revision = createHash('sha256').update(list).digest('hex').slice(0, 32);
            const listEntry = { url: 'offline-lazy.json', revision, size: list.length };
            return {
              manifest: [...entries.filter((e) => e.size <= PRECACHE_MAX_BYTES), listEntry],
              warnings: [],
            };
          },
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/pyodide/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'aml-pyodide',
              expiration: { maxEntries: 60, maxAgeSeconds: 180 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/models/'),
            handler: 'CacheFirst',
            options: {
              cacheName: MODEL_CACHE,
              expiration: { maxEntries: 40, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The memory bench's public sets: loaded when chosen in the widget, kept for offline use from then on.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /\/memory-bench\/[^/]+\.json$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'aml-bench-data',
              expiration: { maxEntries: 10, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The built chunks (over 1 MB: fetched when idle).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /\/assets\/[^/]+$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'aml-large-chunks',
              expiration: { maxEntries: 40, maxAgeSeconds: 180 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
