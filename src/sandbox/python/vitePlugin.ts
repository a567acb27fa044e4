/**
 * Serves Pyodide from the site itself (Node side, used by vite.config.ts): the files of the npm package `pyodide`
 * that the browser needs are answered at `pyodide/` by the dev server and emitted into the build under `pyodide/`.
 * The page passes that URL as `indexURL`, so Pyodide never comes from another host.
 * `virtual:aml-pyodide-files` tells the page the files and their sizes (the download size shown before the first run),
 * and the build's id (the key of the stored memory snapshots, python/snapshotStore.ts).
 * With AML_CROSS_ORIGIN_ISOLATE=1, the dev and preview servers send COOP/COEP headers, so the page is cross-origin
 * isolated and stopping a cell interrupts Python instead of restarting the kernel.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { virtualModule } from '../../lib/virtualModule.ts';

/** What loadPyodide fetches or imports in a browser (nothing else of the package is needed). */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

const VIRTUAL_ID = 'virtual:aml-pyodide-files';

const MIME: Record<string, string> = {
  mjs: 'text/javascript; charset=utf-8',
  wasm: 'application/wasm',
  zip: 'application/zip',
  json: 'application/json; charset=utf-8',
};

export function pyodideDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

function isolationHeaders(): Connect.NextHandleFunction {
  return (_req, res, next) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    next();
  };
}

export function pyodidePlugin(): Plugin {
  const dir = pyodideDir();
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const isolate = process.env['AML_CROSS_ORIGIN_ISOLATE'] === '1';
  // One id per build (or dev server start): a stored Pyodide memory snapshot is restored only by the build that made it.
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return {
    name: 'aml-pyodide',
    ...virtualModule(VIRTUAL_ID, () => {
      const files = PYODIDE_FILES.map((name) => ({ name, bytes: statSync(join(dir, name)).size }));
      return `export const version = ${JSON.stringify(version)};\nexport const files = ${JSON.stringify(files)};\nexport const buildId = ${JSON.stringify(buildId)};\n`;
    }),
    configureServer(server) {
      if (isolate) server.middlewares.use(isolationHeaders());
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const match = /\/pyodide\/([^/]+)$/.exec(path);
        const name = match?.[1];
        if (!name || !(PYODIDE_FILES as readonly string[]).includes(name)) {
          next();
          return;
        }
        const ext = name.slice(name.lastIndexOf('.') + 1);
        res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(join(dir, name)));
      });
    },
    configurePreviewServer(server) {
      if (isolate) server.middlewares.use(isolationHeaders());
    },
    generateBundle() {
      for (const name of PYODIDE_FILES) {
        this.emitFile({ type: 'asset', fileName: `pyodide/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}
