/**
 * No import loop between folders: if folder A imports folder B, nothing in B imports A, at any distance. Folders are
 * the top-level folders of src/, and the rooms of src/components and src/mechanisms (peers of each other); the files
 * directly in src/ (App, routes, the sandbox worker's program) are the composition root. A folder and its own
 * sub-folders are one family: the mechanisms' registry loading its plug-ins, which import the host's contract, is
 * not a loop. Every import counts, type-only and lazy ones included (TypeScript's own pre-processor finds them), and
 * `import.meta.glob` patterns.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The folder (node of the graph) a path under the repository belongs to; null outside src/. */
export function folderOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'src') return null;
  if (parts.length === 2) {
    const isDir = (() => {
      try {
        return statSync(join(ROOT, path)).isDirectory();
      } catch {
        return false;
      }
    })();
    return isDir ? parts[1]! : 'src';
  }
  const top = parts[1]!;
  const isFile = parts.length === 3;
  if ((top === 'components' || top === 'mechanisms') && !isFile) return `${top}/${parts[2]}`;
  return top;
}

/** Every relative specifier of a file, static, dynamic, type-only or glob. */
function specifiers(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  const globs = [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return [...info.importedFiles.map((f) => f.fileName), ...globs].filter((s) => s.startsWith('.'));
}

export type Graph = Map<string, Map<string, string>>;

/** Folder → folder it imports → one example import (file and specifier), for the failure message. */
function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sources(join(ROOT, 'src'))) {
    const from = relative(ROOT, file).split('\\').join('/');
    const a = folderOf(from);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const to = relative(ROOT, resolve(dirname(file), spec.split('?')[0]!))
        .split('\\')
        .join('/')
        .replace(/\.(tsx?|json|css)$/, '');
      const b = folderOf(to);
      if (!a || !b || a === b || family(a, b)) continue;
      const edges = graph.get(a) ?? new Map<string, string>();
      if (!edges.has(b)) edges.set(b, `${from} → '${spec}'`);
      graph.set(a, edges);
    }
  }
  return graph;
}

/** A folder and its sub-folder ('mechanisms' and 'mechanisms/episodic') are one family. */
const family = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Each loop (strongly connected set of more than one folder), with the imports that close it. */
export function loops(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1) found.push(set.sort());
    }
  };
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((e) => [...e.keys()])]);
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}

describe('folders import each other in one direction only', () => {
  it('has no folder-level import loop in src/', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(10);
    const described = loops(graph).map((set) =>
      set.flatMap((a) =>
        set.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)!})`),
      ),
    );
    expect(described).toEqual([]);
  });

  it('finds a loop when there is one, at any distance (the check itself can fail)', () => {
    const graph: Graph = new Map([
      ['state', new Map([['sandbox', 'x']])],
      ['sandbox', new Map([['model', 'y']])],
      ['model', new Map([['state', 'z']])],
      ['engine', new Map()],
      ['components/cells', new Map([['state', 'w']])],
    ]);
    expect(loops(graph)).toEqual([['model', 'sandbox', 'state']]);
    expect(folderOf('src/components/cells/Cell.tsx')).toBe('components/cells');
    expect(folderOf('src/mechanisms/registry.ts')).toBe('mechanisms');
    expect(folderOf('src/mechanisms/episodic/caption.ts')).toBe('mechanisms/episodic');
    expect(folderOf('src/routes.tsx')).toBe('src');
    expect(folderOf('src/engine')).toBe('engine');
    expect(
      specifiers("import type { A } from './a';\nconst b = () => import('../b');\nexport * from './c';"),
    ).toEqual(['./a', '../b', './c']);
  });
});
