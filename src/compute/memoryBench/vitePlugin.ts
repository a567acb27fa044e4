/**
 * The public subset of the memory bench in the site (Node side, used by vite.config.ts). The data comes from the
 * workplace's shared data (tools/data/sharedData.ts), never from the repository: the build copies it into the built
 * site under `memory-bench/` (with its SOURCE.md, which carries its source and licence), the dev server serves it at
 * the same path, and `virtual:aml-memory-bench` tells the page whether it is there (null: the page says the public
 * subset is not installed and offers the generator). The page fetches it only when a run asks for it.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { sharedDataFile } from '../../../tools/data/sharedData.ts';

export const PUBLIC_SUBSET_PARTS = ['memory-bench', 'longmemeval-mini.json'] as const;
/** Where the file lives in the built site (relative to its base). */
export const PUBLIC_SUBSET_PATH = PUBLIC_SUBSET_PARTS.join('/');
const SOURCE_PATH = 'memory-bench/SOURCE.md';
const VIRTUAL_ID = 'virtual:aml-memory-bench';

interface Found {
  file: string;
  source: string | null;
  bytes: number;
  name: string;
  /** Counted from the file at build time, so the page can say what it holds before loading it. */
  cases: number;
  questions: number;
  turns: number;
}

type Counted = { conversation?: unknown; questions?: unknown };
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 0);

function find(): Found | null {
  const file = sharedDataFile(...PUBLIC_SUBSET_PARTS);
  if (!file) return null;
  let name = 'longmemeval-mini';
  let counts: { cases: number; questions: number; turns: number };
  try {
    const head = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; cases?: unknown } & Counted;
    if (typeof head.name === 'string') name = head.name;
    const cases = (Array.isArray(head.cases) ? head.cases : [head]) as Counted[];
    counts = {
      cases: cases.length,
      questions: cases.reduce((n, c) => n + lengthOf(c.questions), 0),
      turns: cases.reduce((n, c) => n + lengthOf(c.conversation), 0),
    };
  } catch {
    return null; // unreadable: treated as not installed (the command says why)
  }
  const source = join(dirname(file), 'SOURCE.md');
  return {
    file,
    source: statSync(source, { throwIfNoEntry: false }) ? source : null,
    bytes: statSync(file).size,
    name,
    ...counts,
  };
}

export function memoryBenchDataPlugin(): Plugin {
  let found: Found | null = null;
  return {
    name: 'aml-memory-bench-data',
    buildStart() {
      found = find();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      found ??= find();
      const info = found
        ? {
            path: PUBLIC_SUBSET_PATH,
            bytes: found.bytes,
            name: found.name,
            cases: found.cases,
            questions: found.questions,
            turns: found.turns,
          }
        : null;
      return `export const publicSubset = ${JSON.stringify(info)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const wanted = path.endsWith(`/${PUBLIC_SUBSET_PATH}`)
          ? 'data'
          : path.endsWith(`/${SOURCE_PATH}`)
            ? 'source'
            : null;
        found ??= find();
        const file = wanted === 'data' ? found?.file : wanted === 'source' ? found?.source : null;
        if (!file) {
          next();
          return;
        }
        res.setHeader(
          'Content-Type',
          wanted === 'data' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
        );
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!found) return;
      this.emitFile({ type: 'asset', fileName: PUBLIC_SUBSET_PATH, source: readFileSync(found.file) });
      if (found.source)
        this.emitFile({ type: 'asset', fileName: SOURCE_PATH, source: readFileSync(found.source) });
    },
  };
}
