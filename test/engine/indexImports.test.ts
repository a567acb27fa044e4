// @vitest-isolate it checks that loading the engine index registers no tokenizer until one is asked for
// The engine's index must not pull the BPE tables (megabytes): a page that imports it stays small, and the tables
// load only through loadTokenizer(). Checked twice: the static import graph, and the registry at run time.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as engine from '../../src/engine';

const root = resolve(import.meta.dirname, '../../src/engine');

/** Files reached from `file` through static imports and re-exports (dynamic import() excluded). */
function staticGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specs = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
  ]
    .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1] as string);
  seen.set(file, specs);
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec.replace(/\.ts$/, ''));
    // A specifier names a file (`./heap`) or a folder's index (`./scene`).
    staticGraph(existsSync(`${base}.ts`) ? `${base}.ts` : resolve(base, 'index.ts'), seen);
  }
  return seen;
}

describe('the engine index', () => {
  it('reaches no tokenizer table through its static imports', () => {
    const graph = staticGraph(resolve(root, 'index.ts'));
    const packages = [...graph.values()].flat().filter((s) => !s.startsWith('.'));
    expect(packages.filter((p) => p.startsWith('gpt-tokenizer'))).toEqual([]);
    expect([...graph.keys()].map((f) => f.slice(root.length + 1))).not.toContain('tokens/bpe.ts');
    expect(graph.size).toBeGreaterThan(10); // the walk did follow the index's imports
  });

  it('leaves the counter unregistered until loadTokenizer() is called', async () => {
    expect(engine.hasTokenCounter()).toBe(false);
    await engine.loadTokenizer();
    expect(engine.hasTokenCounter()).toBe(true);
    expect(engine.countTokensLoaded('hello world', 'o200k_base')).toBe(2);
  }, 60_000); // the tables (megabytes) load here: over 5 s on a loaded 2-core machine
});
