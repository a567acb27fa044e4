import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The plug-in boundary, checked on the source: a mechanism's folder imports only the panel kit (src/mechanisms/ui),
// src/engine (by concept folder: the index would bring every engine module with top-level code, e.g. 50 KiB more
// JavaScript per visualizer, measured), src/i18n, the host's contract files (types.ts, defineMechanism.ts), its own
// folder and packages (the recorder contract is a host file, src/mechanisms/recorder.ts). Never components/, state/,
// router/ or another mechanism: adding a mechanism then touches its folder and one registry line, and nothing else.

const ROOT = resolve(import.meta.dirname, '../..');
const MECHANISMS = join(ROOT, 'src/mechanisms');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, dynamic imports, side-effect imports. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** Why `spec`, imported by `file` (in mechanism folder `own`, or null for the host's top-level files), is refused. */
function refusal(file: string, spec: string, own: string | null): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const target = relative(ROOT, resolve(dirname(file), spec))
    .split('\\')
    .join('/');
  if (target === 'src/engine' || target.startsWith('src/engine/')) return null;
  if (target.startsWith('src/i18n/')) return null;
  if (target === 'src/mechanisms/ui' || target.startsWith('src/mechanisms/ui/')) return null;
  if (own === 'ui')
    return target.startsWith('src/mechanisms/') ? 'the panel kit knows no mechanism' : 'upward import';
  if (['src/mechanisms/types', 'src/mechanisms/defineMechanism', 'src/mechanisms/recorder'].includes(target))
    return null;
  if (own !== null) {
    if (target.startsWith(`src/mechanisms/${own}/`)) return null;
    if (target.startsWith('src/mechanisms/')) return 'another mechanism or the host';
    return 'upward import';
  }
  // The host's own files (registry, permalink, openScene...): the folders (the registry loads them) and each other.
  if (target.startsWith('src/mechanisms/')) return null;
  return 'upward import';
}

describe('mechanisms are plug-ins: no upward import', () => {
  const files = sources(MECHANISMS);

  it('finds the mechanism folders and the panel kit', () => {
    const folders = new Set(
      files
        .map((f) => relative(MECHANISMS, f).split(/[\\/]/))
        .filter((p) => p.length > 1)
        .map((p) => p[0]),
    );
    expect([...folders].sort()).toEqual(
      expect.arrayContaining(['agent-memory', 'episodic', 'memory-store', 'ui']),
    );
  });

  it('every import of src/mechanisms stays within its layer', () => {
    const bad: string[] = [];
    for (const file of files) {
      const parts = relative(MECHANISMS, file).split(/[\\/]/);
      const own = parts.length > 1 ? parts[0]! : null;
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const why = refusal(file, spec, own);
        if (why) bad.push(`${relative(ROOT, file)}: '${spec}' (${why})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('refuses what the rule is for (the check itself can fail)', () => {
    const panel = join(MECHANISMS, 'episodic/StorePanel.tsx');
    expect(refusal(panel, '../../components/visualizer/Heading', 'episodic')).toBe('upward import');
    expect(refusal(panel, '../../state/playback', 'episodic')).toBe('upward import');
    expect(refusal(panel, '../../sandbox/python/kernel', 'episodic')).toBe('upward import');
    expect(refusal(panel, '../memory-store/caption', 'episodic')).toMatch(/another mechanism/);
    expect(refusal(panel, '../registry', 'episodic')).toMatch(/host/);
    expect(refusal(join(MECHANISMS, 'ui/Heading.tsx'), '../episodic/format', 'ui')).toMatch(/panel kit/);
    expect(refusal(join(MECHANISMS, 'permalink.ts'), '../components/visualizer/context', null)).toBe(
      'upward import',
    );
    expect(refusal(panel, '../ui', 'episodic')).toBeNull();
    expect(refusal(panel, '../../engine/retrieval/score', 'episodic')).toBeNull();
    expect(
      specifiers(
        "import a from './a';\nimport './b.css';\nexport { c } from '../c';\nconst d = () => import('./d');",
      ),
    ).toEqual(['./a', './b.css', '../c', './d']);
  });
});
