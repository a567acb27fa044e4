// The plugin that copies the public subset into the built site: it tells the page whether the file is there.
import { memoryBenchDataPlugin, PUBLIC_SUBSET_PATH } from '../../src/compute/memoryBench/vitePlugin';
import { sharedDataMissing } from '../../tools/data/sharedData';
import { BENCH_SET_PATHS, BENCH_SETS, loadBenchFile } from '../helpers/benchSets';

type Hooks = { load: (id: string) => string | undefined; resolveId: (id: string) => string | undefined };

function virtualModule(): string | undefined {
  const plugin = memoryBenchDataPlugin() as unknown as Hooks;
  const id = plugin.resolveId('virtual:aml-memory-bench') as string;
  return plugin.load(id);
}

// Each call parses the three sets (14 MB for public-s): seconds on a loaded machine.
describe('memoryBenchDataPlugin', { timeout: 60_000 }, () => {
  const file = BENCH_SET_PATHS.oracle;
  it.skipIf(!file)(
    file ? 'gives the page the file’s path in the site' : sharedDataMissing(...BENCH_SETS.oracle),
    () => {
      expect(virtualModule()).toContain(`"path":"${PUBLIC_SUBSET_PATH}"`);
      // The counts the page shows before loading the file are the file's, as the engine reads it.
      const { cases } = loadBenchFile(file as string);
      expect(virtualModule()).toContain(
        `"cases":${cases.length},"questions":${cases.reduce((n, c) => n + c.questions.length, 0)},"turns":${cases.reduce((n, c) => n + c.conversation.length, 0)}`,
      );
    },
  );

  for (const [set, key] of [
    ['public-s', 's'],
    ['conflicts', 'conflicts'],
  ] as const) {
    const path = BENCH_SET_PATHS[key];
    const name = BENCH_SETS[key][1];
    it.skipIf(!path)(path ? `lists ${set} with its case ids` : sharedDataMissing(...BENCH_SETS[key]), () => {
      const { cases } = loadBenchFile(path as string);
      const listed = JSON.parse(
        /export const publicSets = (.*);\n/.exec(virtualModule() as string)?.[1] ?? 'null',
      ) as Record<string, { path: string; caseIds: string[] }>;
      expect(listed[set]?.path).toBe(`memory-bench/${name}`);
      expect(listed[set]?.caseIds).toEqual(cases.map((c) => c.id));
    });
  }

  it('says null where shared data is absent', () => {
    const before = process.env.AML_SHARED_DATA;
    process.env.AML_SHARED_DATA = '/nonexistent/shared-data';
    try {
      expect(virtualModule()).toBe(
        'export const publicSets = {"public":null,"public-s":null,"conflicts":null};\nexport const publicSubset = publicSets.public;\n',
      );
    } finally {
      if (before === undefined) delete process.env.AML_SHARED_DATA;
      else process.env.AML_SHARED_DATA = before;
    }
  });
});
