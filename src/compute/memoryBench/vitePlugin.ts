/**
 * The memory bench's public sets in the site (Node side, used by vite.config.ts). The data comes from the workplace's
 * shared data (tools/data/sharedData.ts), never from the repository: the build copies each set found into the built
 * site under `memory-bench/` (with its SOURCE file, which carries its source and licence), the dev server serves them
 * at the same paths, and `virtual:aml-memory-bench` tells the page which are there (null: the page says the set is not
 * installed and offers the generator). The page fetches a set only when a run asks for it; the service worker keeps
 * it for offline use from then on (vite.config.ts, cache `aml-bench-data`), as it keeps the models.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { virtualModule } from '../../lib/virtualModule.ts';
import { sharedDataFile } from '../../../tools/data/sharedData.ts';
import type { PublicSetFigures } from './setFigures.ts';

/** The three public sets: the widget's and the command's names, their file and their source note. */
export const PUBLIC_SETS = {
  public: { file: 'longmemeval-mini.json', source: 'SOURCE.md' },
  'public-s': { file: 'longmemeval-s-mini.json', source: 'SOURCE-longmemeval-s-mini.md' },
  conflicts: { file: 'factconsolidation-sh-6k.json', source: 'SOURCE-factconsolidation-sh-6k.md' },
} as const;
export type PublicSetName = keyof typeof PUBLIC_SETS;
export const PUBLIC_SET_NAMES = Object.keys(PUBLIC_SETS) as PublicSetName[];

export const PUBLIC_SUBSET_PARTS = ['memory-bench', PUBLIC_SETS.public.file] as const;
/** Where the public subset lives in the built site (relative to its base). */
export const PUBLIC_SUBSET_PATH = PUBLIC_SUBSET_PARTS.join('/');
const VIRTUAL_ID = 'virtual:aml-memory-bench';
const sitePath = (file: string) => `memory-bench/${file}`;

/** A set found at build time: where it is, and its figures counted from the file. */
interface Found extends PublicSetFigures {
  file: string;
  source: string | null;
}

type Counted = { id?: unknown; conversation?: unknown; questions?: unknown };
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 0);

function find(set: PublicSetName): Found | null {
  const file = sharedDataFile('memory-bench', PUBLIC_SETS[set].file);
  if (!file) return null;
  let name: string = PUBLIC_SETS[set].file.replace(/\.json$/, '');
  let counts: Pick<Found, 'cases' | 'questions' | 'turns' | 'caseIds'>;
  try {
    const head = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; cases?: unknown } & Counted;
    if (typeof head.name === 'string') name = head.name;
    const cases = (Array.isArray(head.cases) ? head.cases : [head]) as Counted[];
    counts = {
      cases: cases.length,
      questions: cases.reduce((n, c) => n + lengthOf(c.questions), 0),
      turns: cases.reduce((n, c) => n + lengthOf(c.conversation), 0),
      caseIds: cases.map((c, i) => (typeof c.id === 'string' ? c.id : `case ${i + 1}`)),
    };
  } catch {
    return null; // unreadable: treated as not installed (the command says why)
  }
  const source = join(dirname(file), PUBLIC_SETS[set].source);
  return {
    file,
    source: statSync(source, { throwIfNoEntry: false }) ? source : null,
    bytes: statSync(file).size,
    name,
    ...counts,
  };
}

const findAll = () =>
  Object.fromEntries(PUBLIC_SET_NAMES.map((s) => [s, find(s)])) as Record<PublicSetName, Found | null>;

export function memoryBenchDataPlugin(): Plugin {
  let found: Record<PublicSetName, Found | null> | null = null;
  return {
    name: 'aml-memory-bench-data',
    buildStart() {
      found = findAll();
    },
    ...virtualModule(VIRTUAL_ID, () => {
      found ??= findAll();
      const sets = Object.fromEntries(
        PUBLIC_SET_NAMES.map((s) => {
          const f = (found as Record<PublicSetName, Found | null>)[s];
          return [
            s,
            f
              ? {
                  path: sitePath(PUBLIC_SETS[s].file),
                  bytes: f.bytes,
                  name: f.name,
                  cases: f.cases,
                  questions: f.questions,
                  turns: f.turns,
                  caseIds: f.caseIds,
                }
              : null,
          ];
        }),
      );
      return `export const publicSets = ${JSON.stringify(sets)};\nexport const publicSubset = publicSets.public;\n`;
    }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        found ??= findAll();
        let file: string | null | undefined = null;
        let json = false;
        for (const s of PUBLIC_SET_NAMES) {
          if (path.endsWith(`/${sitePath(PUBLIC_SETS[s].file)}`)) {
            file = found[s]?.file;
            json = true;
          } else if (path.endsWith(`/${sitePath(PUBLIC_SETS[s].source)}`)) file = found[s]?.source;
        }
        if (!file) {
          next();
          return;
        }
        res.setHeader(
          'Content-Type',
          json ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
        );
        res.setHeader('Content-Length', String(statSync(file).size));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!found) return;
      for (const s of PUBLIC_SET_NAMES) {
        const f = found[s];
        if (!f) continue;
        this.emitFile({
          type: 'asset',
          fileName: sitePath(PUBLIC_SETS[s].file),
          source: readFileSync(f.file),
        });
        if (f.source)
          this.emitFile({
            type: 'asset',
            fileName: sitePath(PUBLIC_SETS[s].source),
            source: readFileSync(f.source),
          });
      }
    },
  };
}
