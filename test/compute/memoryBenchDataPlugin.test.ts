// The plugin that copies the public subset into the built site: it tells the page whether the file is there.
import { memoryBenchDataPlugin, PUBLIC_SUBSET_PATH } from '../../src/compute/memoryBench/vitePlugin';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';
import { loadBenchFile } from '../helpers/benchSets';

type Hooks = { load: (id: string) => string | undefined; resolveId: (id: string) => string | undefined };

function virtualModule(): string | undefined {
  const plugin = memoryBenchDataPlugin() as unknown as Hooks;
  const id = plugin.resolveId('virtual:aml-memory-bench') as string;
  return plugin.load(id);
}

// Each call parses the three sets (14 MB for public-s): seconds on a loaded machine.
describe('memoryBenchDataPlugin', { timeout: 60_000 }, () => {
  const file = sharedDataFile('memory-bench', 'longmemeval-mini.json');
  it.skipIf(!file)(
    file
      ? 'gives the page the file’s path in the site'
      : sharedDataMissing('memory-bench', 'longmemeval-mini.json'),
    () => {
      expect(virtualModule()).toContain(`"path":"${PUBLIC_SUBSET_PATH}"`);
      // The counts the page shows before loading the file are the file's, as the engine reads it.
      const { cases } = loadBenchFile(file as string);
      expect(virtualModule()).toContain(
        `"cases":${cases.length},"questions":${cases.reduce((n, c) => n + c.questions.length, 0)},"turns":${cases.reduce((n, c) => n + c.conversation.length, 0)}`,
      );
    },
  );

  for (const [set, name] of [
    ['public-s', 'longmemeval-s-mini.json'],
    ['conflicts', 'factconsolidation-sh-6k.json'],
  ] as const) {
    const path = sharedDataFile('memory-bench', name);
    it.skipIf(!path)(
      path ? `lists ${set} with its case ids` : sharedDataMissing('memory-bench', name),
      () => {
        const { cases } = loadBenchFile(path as string);
        const listed = JSON.parse(
          /export const publicSets = (.*);\n/.exec(virtualModule() as string)?.[1] ?? 'null',
        ) as Record<string, { path: string; caseIds: string[] }>;
        expect(listed[set]?.path).toBe(`memory-bench/${name}`);
        expect(listed[set]?.caseIds).toEqual(cases.map((c) => c.id));
      },
    );
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
