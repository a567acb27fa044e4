// @vitest-environment node
/**
 * The layering rules of eslint.config.js, proven on small virtual files: each forbidden import fails `npm run lint`,
 * and the imports each layer is allowed keep passing (so a rule that reports everything would fail here too).
 */
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import tseslint from 'typescript-eslint';

const root = resolve(import.meta.dirname, '../..');
// The probes are virtual files no tsconfig project lists, so the type-aware rules (and only those) are off here;
// the layer rule itself needs no types.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: resolve(root, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  const messages = result?.messages ?? [];
  // A probe that does not parse would report nothing from the layer rule: fail loudly instead.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

// Loading ESLint, its config and the TypeScript parser takes seconds on a busy 2-core machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/engine/warm-up.ts') });
}, 60_000);

describe('layering rules', () => {
  const forbidden: [string, string, string][] = [
    [
      'src/engine imports React',
      'src/engine/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    ],
    [
      'src/engine imports react-dom',
      'src/engine/probe.ts',
      "export { createRoot } from 'react-dom/client';\n",
    ],
    [
      'src/engine imports zustand',
      'src/engine/probe.ts',
      "import { create } from 'zustand';\nexport const x = create;\n",
    ],
    [
      'src/engine imports zustand/vanilla',
      'src/engine/probe.ts',
      "import { createStore } from 'zustand/vanilla';\nexport const x = createStore;\n",
    ],
    [
      'src/engine imports components',
      'src/engine/probe.ts',
      "import type { Scene } from '../components/visualizer/scene';\nexport type X = Scene;\n",
    ],
    [
      'src/engine imports state',
      'src/engine/probe.ts',
      "import { useSettings } from '../state/settings';\nexport const x = useSettings;\n",
    ],
    ['src/engine imports sandbox', 'src/engine/probe.ts', "export * from '../sandbox/submission';\n"],
    [
      'src/engine imports mechanisms',
      'src/engine/sub/probe.ts',
      "export const load = () => import('../../mechanisms/registry');\n",
    ],
    [
      'src/state imports components',
      'src/state/probe.ts',
      "import type { Scene } from '../components/visualizer/scene';\nexport type X = Scene;\n",
    ],
    [
      'a component imports exercises/',
      'src/components/exercises/probe.ts',
      "import * as m from '../../../exercises/01-marginal-cost/index';\nexport const x = m;\n",
    ],
    [
      'the router imports exercises/',
      'src/routes.tsx',
      "export { default } from '../exercises/01-marginal-cost/tests';\n",
    ],
    [
      'a lesson globs exercises/',
      'src/content/probe.ts',
      "export const all = import.meta.glob('../../exercises/*/index.ts');\n",
    ],
    [
      'the sandbox imports exercises/ (only src/exercises reads it)',
      'src/sandbox/testkit2.ts',
      "export * from '../../exercises/types';\n",
    ],
    [
      'the Node grader imports exercises/ (it asks src/exercises/node.ts)',
      'src/sandbox/node/probe.ts',
      "export * from '../../../exercises/types';\n",
    ],
    ['src/engine imports cells', 'src/engine/probe.ts', "export { runCellSource } from '../cells/run';\n"],
    [
      'src/engine imports the model client',
      'src/engine/sub/probe.ts',
      "export * from '../../model/client';\n",
    ],
    [
      'a mechanism imports a component',
      'src/mechanisms/episodic/probe.tsx',
      "import { H } from '../../components/visualizer/Heading';\nexport const x = H;\n",
    ],
    [
      'a mechanism imports state',
      'src/mechanisms/memory-store/probe.ts',
      "import { usePlaybackPrefs } from '../../state/playback';\nexport const x = usePlaybackPrefs;\n",
    ],
    [
      'a mechanism lazily imports a component',
      'src/mechanisms/registry.ts',
      "export const load = () => import('../components/visualizer/Visualizer');\n",
    ],
    [
      'the panel kit imports a mechanism',
      'src/mechanisms/ui/probe.ts',
      "export * from '../episodic/caption';\n",
    ],
    ['the sandbox imports cells', 'src/sandbox/probe.ts', "export { runCellSource } from '../cells/run';\n"],
    [
      'the Python sandbox imports cells',
      'src/sandbox/python/probe.ts',
      "import type { Cell } from '../../cells/types';\nexport type X = Cell;\n",
    ],
    ['a script imports test code', 'scripts/probe.ts', "export { it } from '../test/e2e/fixtures';\n"],
    [
      'a script library imports test helpers',
      'scripts/lib/probe.ts',
      "export * from '../../test/helpers/builders';\n",
    ],
    [
      'a view feature imports another feature',
      'src/components/cells/probe.tsx',
      "export { Visualizer } from '../visualizer/Visualizer';\n",
    ],
    [
      'a view feature lazily imports another feature',
      'src/components/home/probe.tsx',
      "export const load = () => import('../litm/LostInTheMiddlePage');\n",
    ],
    [
      'a view feature imports an assembly',
      'src/components/costLab/probe.ts',
      "export type { WidgetName } from '../lesson/widgets';\n",
    ],
    ['the view kit imports a feature', 'src/components/kit/probe.ts', "export * from '../cells/Cell';\n"],
    [
      'the prose kit imports the share kit',
      'src/components/prose/probe.ts',
      "export * from '../share/embed';\n",
    ],
    [
      'the share kit imports a feature',
      'src/components/share/probe.ts',
      "export * from '../yourData/YourDataPage';\n",
    ],
    [
      "the share kit imports a mechanism's words",
      'src/components/share/probe.ts',
      "export { default } from '../../mechanisms/memory-store/memoryStore.messages';\n",
    ],
    [
      'the editor imports a component',
      'src/editor/probe.ts',
      "export * from '../components/kit/download';\n",
    ],
    [
      'a computation client imports state',
      'src/compute/costLab/probe.ts',
      "export * from '../../state/settings';\n",
    ],
    ['a computation client imports React', 'src/compute/probe.ts', "export { useState } from 'react';\n"],
    ['a pure helper imports zustand', 'src/lib/probe.ts', "export { create } from 'zustand';\n"],
    // The mechanisms' plug-in rule (it was half a regex test, test/mechanisms/layers.test.ts).
    [
      'a mechanism imports the sandbox',
      'src/mechanisms/episodic/probe.tsx',
      "export * from '../../sandbox/python/kernel';\n",
    ],
    [
      'a mechanism imports another mechanism',
      'src/mechanisms/episodic/probe.tsx',
      "export * from '../memory-store/caption';\n",
    ],
    [
      'a mechanism imports the host registry',
      'src/mechanisms/episodic/probe.tsx',
      "export * from '../registry';\n",
    ],
    [
      'a mechanism imports the router',
      'src/mechanisms/agent-memory/probe.tsx',
      "export * from '../../router/route';\n",
    ],
    [
      'a mechanism imports cells',
      'src/mechanisms/agent-memory/probe.ts',
      "export * from '../../cells/registry';\n",
    ],
    [
      'a mechanism imports the language store',
      'src/mechanisms/memory-store/probe.tsx',
      "export * from '../../state/useMessages';\n",
    ],
    [
      'the panel kit imports a mechanism',
      'src/mechanisms/ui/Heading.tsx',
      "export * from '../episodic/format';\n",
    ],
    [
      'the host files import a component',
      'src/mechanisms/permalink.ts',
      "export * from '../components/visualizer/context';\n",
    ],
    // The leaves and the corridors.
    ['i18n imports state', 'src/i18n/probe.ts', "export * from '../state/settings';\n"],
    ['i18n imports a component', 'src/i18n/probe.ts', "export * from '../components/kit/Loading';\n"],
    ['a pure helper imports state', 'src/lib/probe.ts', "export * from '../state/progress';\n"],
    ['the router imports a component', 'src/router/probe.ts', "export * from '../components/kit/Loading';\n"],
    [
      'the content imports a component',
      'src/content/probe.ts',
      "export * from '../components/prose/CodeBlock';\n",
    ],
    [
      'a lesson (not a fact) imports the engine',
      'src/content/probe.ts',
      "export * from '../engine/cost/model';\n",
    ],
    [
      'a lesson fact imports a store',
      'src/content/facts/probe.ts',
      "export * from '../../state/settings';\n",
    ],
    [
      'a lesson fact imports a view',
      'src/content/facts/probe.ts',
      "export * from '../../components/kit/Loading';\n",
    ],
    [
      'the exercises home imports the sandbox',
      'src/exercises/probe.ts',
      "export * from '../sandbox/submission';\n",
    ],
    ['the exercises home imports state', 'src/exercises/probe.ts', "export * from '../state/progress';\n"],
    ['the sandbox imports state', 'src/sandbox/python/probe.ts', "export * from '../../state/settings';\n"],
    [
      'the sandbox imports a component',
      'src/sandbox/probe.ts',
      "export * from '../components/kit/download';\n",
    ],
    ['the sandbox imports a mechanism', 'src/sandbox/probe.ts', "export * from '../mechanisms/registry';\n"],
    ['cells import state', 'src/cells/probe.ts', "export * from '../state/cellCode';\n"],
    ['the model client imports state', 'src/model/probe.ts', "export * from '../state/modelConnection';\n"],
    [
      'the model client imports the sandbox',
      'src/model/probe.ts',
      "export * from '../sandbox/python/kernel';\n",
    ],
    [
      'the notebook export imports a component',
      'src/notebook/probe.ts',
      "export * from '../components/chapter/NotebookDownload';\n",
    ],
    ['SCORM imports a component', 'src/scorm/probe.ts', "export * from '../components/kit/Loading';\n"],
    ['a store imports the editor', 'src/state/probe.ts', "export * from '../editor/CodeEditor';\n"],
    ['the editor imports a store', 'src/editor/probe.ts', "export * from '../state/settings';\n"],
  ];
  it.each(forbidden)('fails when %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  const allowed: [string, string, string][] = [
    [
      'src/engine imports its own modules and a tokenizer package',
      'src/engine/probe.ts',
      "import { Heap } from './heap';\nimport { countTokens } from 'gpt-tokenizer/encoding/o200k_base';\nexport const x = [Heap, countTokens];\n",
    ],
    [
      'src/state imports zustand and the engine',
      'src/state/probe.ts',
      "import { create } from 'zustand';\nimport { AgentMemory } from '../engine/agentMemory';\nexport const x = [create, AgentMemory];\n",
    ],
    [
      'a component imports the browser catalog',
      'src/components/exercises/probe.ts',
      "import { exerciseCatalog } from '../../exercises/catalog';\nexport const x = exerciseCatalog;\n",
    ],
    [
      'a component imports a sibling folder named exercises',
      'src/components/lesson/probe.ts',
      "import { x } from '../exercises/ExerciseCards';\nexport const y = x;\n",
    ],
    [
      'the page catalog globs exercises/',
      'src/exercises/catalog.ts',
      "export const all = import.meta.glob('../../exercises/*/index.ts');\n",
    ],
    [
      'the worker tests import exercises/',
      'src/exercises/tests.ts',
      "export * from '../../exercises/types';\n",
    ],
    [
      'the Node listing imports exercises/',
      'src/exercises/node.ts',
      "export * from '../../exercises/types';\n",
    ],
    ['the grading script imports exercises/', 'scripts/probe.ts', "export * from '../exercises/types';\n"],
    ['a test imports exercises/', 'test/exercises/probe.test.ts', "export * from '../../exercises/types';\n"],
    [
      'a mechanism imports the panel kit, the engine and the shared lib',
      'src/mechanisms/episodic/probe.tsx',
      "import { H } from '../ui/Heading';\nimport { AgentMemory } from '../../engine';\nimport { x } from '../../lib/downsample';\nexport const y = [H, AgentMemory, x];\n",
    ],
    ['the panel kit imports itself', 'src/mechanisms/ui/probe.ts', "export * from './Heading';\n"],
    [
      'cells import the sandbox',
      'src/cells/probe.ts',
      "export { compileSubmission } from '../sandbox/submission';\n",
    ],
    [
      "the sandbox worker program imports cells and the exercises' tests",
      'src/sandbox.worker.ts',
      "export { runCellSource } from './cells/run';\nexport { exerciseTests } from './exercises/tests';\n",
    ],
    [
      'a script imports the browser tooling',
      'scripts/lib/probe.ts',
      "export { launchBrowser } from '../../tools/browser/chromium';\n",
    ],
    [
      'a benchmark imports a labelled data set',
      'scripts/probe.ts',
      "export const load = () => import('../test/fixtures/sensitive');\n",
    ],
    [
      'a test imports components and the browser tooling',
      'test/e2e/probe.ts',
      "export * from '../../src/components/visualizer/Heading';\nexport * from '../../tools/browser/chromium';\n",
    ],
    [
      'a view feature imports the kits',
      'src/components/cells/probe.tsx',
      "export * from '../kit/download';\nexport * from '../prose/CodeBlock';\nexport * from '../share/embed';\n",
    ],
    [
      "the share kit imports the host's link codec and the engine",
      'src/components/share/probe.ts',
      "export * from '../../mechanisms/permalink';\nexport * from '../../engine/perUser/kindNames';\n",
    ],
    [
      'an assembly imports features',
      'src/components/lesson/probe.tsx',
      "export const load = () => import('../cells/Cell');\nexport * from '../visualizer/Visualizer';\n",
    ],
    [
      'a view feature imports the editor and a computation client',
      'src/components/costLab/probe.ts',
      "export * from '../../editor/CodeEditor';\nexport * from '../../compute/costLab/costClient';\n",
    ],
    [
      'a mechanism imports its own folder, the panel kit, the host contract, the engine by concept folder',
      'src/mechanisms/episodic/probe.tsx',
      "export * from './caption';\nexport * from '../ui';\nexport * from '../types';\nexport * from '../recorder';\nexport * from '../defineMechanism';\nexport * from '../../engine/retrieval/score';\n",
    ],
    [
      'the host files import the plug-in folders',
      'src/mechanisms/registry.ts',
      "export const load = () => import('./episodic');\nexport * from './agent-memory/catalog';\n",
    ],
    ['the editor reads the language hook', 'src/editor/probe.ts', "export * from '../state/useMessages';\n"],
    [
      'a lesson fact computes from the engine and a mechanism',
      'src/content/facts/probe.ts',
      "export * from '../../engine/cost/model';\nexport * from '../../mechanisms/episodic/presets';\n",
    ],
    [
      'the Python bridge uses the model client',
      'src/sandbox/python/probe.ts',
      "export * from '../../model/client';\n",
    ],
    [
      'a store uses the sandbox, the model client and the exercises',
      'src/state/probe.ts',
      "export * from '../sandbox/submission';\nexport * from '../model/types';\nexport * from '../exercises/catalog';\n",
    ],
  ];
  it.each(allowed)('passes when %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('classifies every folder of src/components as a kit, a feature or an assembly, once', async () => {
    const config = (await import(pathToFileURL(resolve(root, 'eslint.config.js')).href)) as {
      VIEW_ROOMS: Record<'kits' | 'features' | 'assemblies', string[]>;
    };
    const rooms = Object.values(config.VIEW_ROOMS).flat();
    const folders = readdirSync(resolve(root, 'src/components'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...rooms].sort()).toEqual([...folders].sort());
    expect(new Set(rooms).size).toBe(rooms.length);
  });

  it('finds the mechanism folders and the panel kit the plug-in rule is about', () => {
    const folders = readdirSync(resolve(root, 'src/mechanisms'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders).toEqual(expect.arrayContaining(['agent-memory', 'episodic', 'memory-store', 'ui']));
  });
});
