// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// `npm test` (scripts/test-all.mjs) runs the vitest projects; a test file that no project includes never runs, and
// one that two projects include runs twice. This asks vitest itself which project picks up each file.
const root = resolve(import.meta.dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );
}

/** Files that look like tests: named so, or calling describe/it/test at the start of a line. */
function testFiles(): string[] {
  const callsTests = /^\s*(describe|it|test)(\.\w+)*\(/m;
  return walk(resolve(root, 'test'))
    .filter(
      (f) =>
        /\.(test\.tsx?|e2e\.ts)$/.test(f) ||
        (/\.tsx?$/.test(f) && callsTests.test(readFileSync(resolve(root, f), 'utf8'))),
    )
    .sort();
}

function listedByVitest(): Map<string, string[]> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  const r = spawnSync(resolve(root, 'node_modules/.bin/vitest'), ['list', '--filesOnly', '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  const listed = new Map<string, string[]>();
  for (const { file, projectName } of JSON.parse(r.stdout) as { file: string; projectName: string }[]) {
    const key = relative(root, file);
    listed.set(key, [...(listed.get(key) ?? []), projectName]);
  }
  return listed;
}

describe('vitest projects and npm test', () => {
  it('run every test file of test/ exactly once, in a project npm test runs', () => {
    const listed = listedByVitest();
    const files = testFiles();
    expect(files.length).toBeGreaterThan(0);
    const projectsOf = Object.fromEntries(files.map((f) => [f, listed.get(f) ?? []]));
    const notExactlyOnce = Object.entries(projectsOf).filter(([, projects]) => projects.length !== 1);
    expect(notExactlyOnce).toEqual([]);
    // Nothing outside test/ either: vitest lists only what the check above saw.
    expect([...listed.keys()].filter((f) => !files.includes(f))).toEqual([]);
    // The `node` and `jsdom` projects run their files in one module graph per worker (no isolation): a module
    // replaced with `vi.mock` would stay replaced for the files after it, and `vi.resetModules` would reload the
    // graph under the files that share it. Such a file, or one marked `// @vitest-isolate`, belongs to
    // `node-isolated` or `jsdom-isolated`, and only such a file: the config derives the lists from the same rule,
    // read again here from the files themselves.
    const needsOwnGraph = /\bvi\.(mock|doMock|resetModules)\(|^\/\/ @vitest-isolate\b/m;
    const inProject = (name: string) => files.filter((f) => (listed.get(f) ?? []).includes(name));
    const readsAs = (f: string) => readFileSync(resolve(root, f), 'utf8');
    for (const [shared, isolated] of [
      ['node', 'node-isolated'],
      ['jsdom', 'jsdom-isolated'],
    ] as const) {
      const mockingInSharedGraph = inProject(shared).filter((f) => needsOwnGraph.test(readsAs(f)));
      expect(inProject(isolated).filter((f) => !needsOwnGraph.test(readsAs(f)))).toEqual([]);
      expect(inProject(isolated).length).toBeGreaterThan(0);
      expect(mockingInSharedGraph).toEqual([]);
    }
    // The same split by file name as the shared projects: `.test.tsx` in jsdom, `.test.ts` in Node.
    expect(inProject('jsdom-isolated').filter((f) => !f.endsWith('.test.tsx'))).toEqual([]);
    expect(inProject('node-isolated').filter((f) => !f.endsWith('.test.ts'))).toEqual([]);
  }, 60_000);
});
