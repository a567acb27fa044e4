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
import { ROOT, ruleMessages } from './probe';

// The probes are virtual files no tsconfig project lists, so the type-aware rules (and only those) are off here;
// the layer rule itself needs no types.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

const layerErrors = (filePath: string, code: string) =>
  ruleMessages(eslint, filePath, code, 'layers/imports');

// Loading ESLint, its config and the TypeScript parser takes seconds on a busy 2-core machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: resolve(ROOT, 'src/engine/warm-up.ts') });
}, 60_000);

// A probe is a small module in one of the import forms the layer rule must see; each form is written once here.
/** `export * from` each specifier, one line each. */
const reexport = (...specifiers: string[]) => specifiers.map((s) => `export * from '${s}';\n`).join('');
/** `export { name } from` the specifier. */
const reexportNamed = (name: string, specifier: string) => `export { ${name} } from '${specifier}';\n`;
/** A dynamic `import()` of the specifier. */
const lazy = (specifier: string) => `export const load = () => import('${specifier}');\n`;
/** A named value import, then used. */
const uses = (name: string, specifier: string) =>
  `import { ${name} } from '${specifier}';\nexport const x = ${name};\n`;
/** A type-only import, then used. */
const usesType = (name: string, specifier: string) =>
  `import type { ${name} } from '${specifier}';\nexport type X = ${name};\n`;

describe('layering rules', () => {
  const forbidden: [string, string, string][] = [
    ['src/engine imports React', 'src/engine/probe.ts', uses('useState', 'react')],
    ['src/engine imports react-dom', 'src/engine/probe.ts', reexportNamed('createRoot', 'react-dom/client')],
    ['src/engine imports zustand', 'src/engine/probe.ts', uses('create', 'zustand')],
    ['src/engine imports zustand/vanilla', 'src/engine/probe.ts', uses('createStore', 'zustand/vanilla')],
    [
      'src/engine imports components',
      'src/engine/probe.ts',
      usesType('Scene', '../components/visualizer/scene'),
    ],
    ['src/engine imports state', 'src/engine/probe.ts', uses('useSettings', '../state/settings')],
    ['src/engine imports sandbox', 'src/engine/probe.ts', reexport('../sandbox/submission')],
    ['src/engine imports mechanisms', 'src/engine/sub/probe.ts', lazy('../../mechanisms/registry')],
    [
      'src/state imports components',
      'src/state/probe.ts',
      usesType('Scene', '../components/visualizer/scene'),
    ],
    [
      'a component imports exercises/',
      'src/components/exercises/probe.ts',
      "import * as m from '../../../exercises/01-marginal-cost/index';\nexport const x = m;\n",
    ],
    [
      'the router imports exercises/',
      'src/routes.tsx',
      reexportNamed('default', '../exercises/01-marginal-cost/tests'),
    ],
    [
      'a lesson globs exercises/',
      'src/content/probe.ts',
      "export const all = import.meta.glob('../../exercises/*/index.ts');\n",
    ],
    [
      'the sandbox imports exercises/ (only src/exercises reads it)',
      'src/sandbox/testkit2.ts',
      reexport('../../exercises/types'),
    ],
    [
      'the Node grader imports exercises/ (it asks src/exercises/node.ts)',
      'src/sandbox/node/probe.ts',
      reexport('../../../exercises/types'),
    ],
    ['src/engine imports cells', 'src/engine/probe.ts', reexportNamed('runCellSource', '../cells/run')],
    ['src/engine imports the model client', 'src/engine/sub/probe.ts', reexport('../../model/client')],
    [
      'a mechanism imports a component',
      'src/mechanisms/episodic/probe.tsx',
      uses('H', '../../components/visualizer/Heading'),
    ],
    [
      'a mechanism imports state',
      'src/mechanisms/memory-store/probe.ts',
      uses('usePlaybackPrefs', '../../state/playback'),
    ],
    [
      'a mechanism lazily imports a component',
      'src/mechanisms/registry.ts',
      lazy('../components/visualizer/Visualizer'),
    ],
    ['the panel kit imports a mechanism', 'src/mechanisms/ui/probe.ts', reexport('../episodic/caption')],
    ['the sandbox imports cells', 'src/sandbox/probe.ts', reexportNamed('runCellSource', '../cells/run')],
    [
      'the Python sandbox imports cells',
      'src/sandbox/python/probe.ts',
      usesType('Cell', '../../cells/types'),
    ],
    ['a script imports test code', 'scripts/probe.ts', reexportNamed('it', '../test/e2e/fixtures')],
    [
      'a script library imports test helpers',
      'scripts/lib/probe.ts',
      reexport('../../test/helpers/builders'),
    ],
    [
      'a view feature imports another feature',
      'src/components/cells/probe.tsx',
      reexportNamed('Visualizer', '../visualizer/Visualizer'),
    ],
    [
      'a view feature lazily imports another feature',
      'src/components/home/probe.tsx',
      lazy('../litm/LostInTheMiddlePage'),
    ],
    [
      'a view feature imports an assembly',
      'src/components/costLab/probe.ts',
      "export type { WidgetName } from '../lesson/widgets';\n",
    ],
    ['the view kit imports a feature', 'src/components/kit/probe.ts', reexport('../cells/Cell')],
    ['the prose kit imports the share kit', 'src/components/prose/probe.ts', reexport('../share/embed')],
    [
      'the share kit imports a feature',
      'src/components/share/probe.ts',
      reexport('../yourData/YourDataPage'),
    ],
    [
      "the share kit imports a mechanism's words",
      'src/components/share/probe.ts',
      reexportNamed('default', '../../mechanisms/memory-store/memoryStore.messages'),
    ],
    ['the editor imports a component', 'src/editor/probe.ts', reexport('../components/kit/download')],
    ['a computation client imports state', 'src/compute/costLab/probe.ts', reexport('../../state/settings')],
    ['a computation client imports React', 'src/compute/probe.ts', reexportNamed('useState', 'react')],
    ['a pure helper imports zustand', 'src/lib/probe.ts', reexportNamed('create', 'zustand')],
    // The mechanisms' plug-in rule (it was half a regex test, test/mechanisms/layers.test.ts).
    [
      'a mechanism imports the sandbox',
      'src/mechanisms/episodic/probe.tsx',
      reexport('../../sandbox/python/kernel'),
    ],
    [
      'a mechanism imports another mechanism',
      'src/mechanisms/episodic/probe.tsx',
      reexport('../memory-store/caption'),
    ],
    ['a mechanism imports the host registry', 'src/mechanisms/episodic/probe.tsx', reexport('../registry')],
    [
      'a mechanism imports the router',
      'src/mechanisms/agent-memory/probe.tsx',
      reexport('../../router/route'),
    ],
    ['a mechanism imports cells', 'src/mechanisms/agent-memory/probe.ts', reexport('../../cells/registry')],
    [
      'a mechanism imports the language store',
      'src/mechanisms/memory-store/probe.tsx',
      reexport('../../state/useMessages'),
    ],
    ['the panel kit imports a mechanism', 'src/mechanisms/ui/Heading.tsx', reexport('../episodic/format')],
    [
      'the host files import a component',
      'src/mechanisms/permalink.ts',
      reexport('../components/visualizer/context'),
    ],
    // The leaves and the corridors.
    ['i18n imports state', 'src/i18n/probe.ts', reexport('../state/settings')],
    ['i18n imports a component', 'src/i18n/probe.ts', reexport('../components/kit/Loading')],
    ['a pure helper imports state', 'src/lib/probe.ts', reexport('../state/progress')],
    ['the router imports a component', 'src/router/probe.ts', reexport('../components/kit/Loading')],
    ['the content imports a component', 'src/content/probe.ts', reexport('../components/prose/CodeBlock')],
    ['a lesson (not a fact) imports the engine', 'src/content/probe.ts', reexport('../engine/cost/model')],
    ['a lesson fact imports a store', 'src/content/facts/probe.ts', reexport('../../state/settings')],
    ['a lesson fact imports a view', 'src/content/facts/probe.ts', reexport('../../components/kit/Loading')],
    ['the exercises home imports the sandbox', 'src/exercises/probe.ts', reexport('../sandbox/submission')],
    ['the exercises home imports state', 'src/exercises/probe.ts', reexport('../state/progress')],
    ['the sandbox imports state', 'src/sandbox/python/probe.ts', reexport('../../state/settings')],
    ['the sandbox imports a component', 'src/sandbox/probe.ts', reexport('../components/kit/download')],
    ['the sandbox imports a mechanism', 'src/sandbox/probe.ts', reexport('../mechanisms/registry')],
    ['cells import state', 'src/cells/probe.ts', reexport('../state/cellCode')],
    ['the model client imports state', 'src/model/probe.ts', reexport('../state/modelConnection')],
    ['the model client imports the sandbox', 'src/model/probe.ts', reexport('../sandbox/python/kernel')],
    [
      'the notebook export imports a component',
      'src/notebook/probe.ts',
      reexport('../components/chapter/NotebookDownload'),
    ],
    ['SCORM imports a component', 'src/scorm/probe.ts', reexport('../components/kit/Loading')],
    ['a store imports the editor', 'src/state/probe.ts', reexport('../editor/CodeEditor')],
    ['the editor imports a store', 'src/editor/probe.ts', reexport('../state/settings')],
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
      uses('exerciseCatalog', '../../exercises/catalog'),
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
    ['the worker tests import exercises/', 'src/exercises/tests.ts', reexport('../../exercises/types')],
    ['the Node listing imports exercises/', 'src/exercises/node.ts', reexport('../../exercises/types')],
    ['the grading script imports exercises/', 'scripts/probe.ts', reexport('../exercises/types')],
    ['a test imports exercises/', 'test/exercises/probe.test.ts', reexport('../../exercises/types')],
    [
      'a mechanism imports the panel kit, the engine and the shared lib',
      'src/mechanisms/episodic/probe.tsx',
      "import { H } from '../ui/Heading';\nimport { AgentMemory } from '../../engine';\nimport { x } from '../../lib/downsample';\nexport const y = [H, AgentMemory, x];\n",
    ],
    ['the panel kit imports itself', 'src/mechanisms/ui/probe.ts', reexport('./Heading')],
    [
      'cells import the sandbox',
      'src/cells/probe.ts',
      reexportNamed('compileSubmission', '../sandbox/submission'),
    ],
    [
      "the sandbox worker program imports cells and the exercises' tests",
      'src/sandbox.worker.ts',
      "export { runCellSource } from './cells/run';\nexport { exerciseTests } from './exercises/tests';\n",
    ],
    [
      'a script imports the browser tooling',
      'scripts/lib/probe.ts',
      reexportNamed('launchBrowser', '../../tools/browser/chromium'),
    ],
    ['a benchmark imports a labelled data set', 'scripts/probe.ts', lazy('../test/fixtures/sensitive')],
    [
      'a test imports components and the browser tooling',
      'test/e2e/probe.ts',
      reexport('../../src/components/visualizer/Heading', '../../tools/browser/chromium'),
    ],
    [
      'a view feature imports the kits',
      'src/components/cells/probe.tsx',
      reexport('../kit/download', '../prose/CodeBlock', '../share/embed'),
    ],
    [
      "the share kit imports the host's link codec and the engine",
      'src/components/share/probe.ts',
      reexport('../../mechanisms/permalink', '../../engine/perUser/kindNames'),
    ],
    [
      'an assembly imports features',
      'src/components/lesson/probe.tsx',
      lazy('../cells/Cell') + reexport('../visualizer/Visualizer'),
    ],
    [
      'a view feature imports the editor and a computation client',
      'src/components/costLab/probe.ts',
      reexport('../../editor/CodeEditor', '../../compute/costLab/costClient'),
    ],
    [
      'a mechanism imports its own folder, the panel kit, the host contract, the engine by concept folder',
      'src/mechanisms/episodic/probe.tsx',
      reexport(
        './caption',
        '../ui',
        '../types',
        '../recorder',
        '../defineMechanism',
        '../../engine/retrieval/score',
      ),
    ],
    [
      'the host files import the plug-in folders',
      'src/mechanisms/registry.ts',
      lazy('./episodic') + reexport('./agent-memory/catalog'),
    ],
    ['the editor reads the language hook', 'src/editor/probe.ts', reexport('../state/useMessages')],
    [
      'a lesson fact computes from the engine and a mechanism',
      'src/content/facts/probe.ts',
      reexport('../../engine/cost/model', '../../mechanisms/episodic/presets'),
    ],
    [
      'the Python bridge uses the model client',
      'src/sandbox/python/probe.ts',
      reexport('../../model/client'),
    ],
    [
      'a store uses the sandbox, the model client and the exercises',
      'src/state/probe.ts',
      reexport('../sandbox/submission', '../model/types', '../exercises/catalog'),
    ],
  ];
  it.each(allowed)('passes when %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('classifies every folder of src/components as a kit, a feature or an assembly, once', async () => {
    const config = (await import(pathToFileURL(resolve(ROOT, 'eslint.config.js')).href)) as {
      VIEW_ROOMS: Record<'kits' | 'features' | 'assemblies', string[]>;
    };
    const rooms = Object.values(config.VIEW_ROOMS).flat();
    const folders = readdirSync(resolve(ROOT, 'src/components'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...rooms].sort()).toEqual([...folders].sort());
    expect(new Set(rooms).size).toBe(rooms.length);
  });

  it('finds the mechanism folders and the panel kit the plug-in rule is about', () => {
    const folders = readdirSync(resolve(ROOT, 'src/mechanisms'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders).toEqual(expect.arrayContaining(['agent-memory', 'episodic', 'memory-store', 'ui']));
  });
});
