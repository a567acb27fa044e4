// @vitest-environment node
/**
 * The layering rules of eslint.config.js, proven on small virtual files: each forbidden import fails `npm run lint`,
 * and the imports each layer is allowed keep passing (so a rule that reports everything would fail here too).
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'eslint.config.js') });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

// Loading ESLint, its config and the TypeScript parser takes seconds on a busy 2-core machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/engine/warm-up.ts') });
}, 60_000);

describe('layering rules', () => {
  const forbidden: [string, string, string][] = [
    ['src/engine imports React', 'src/engine/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/engine imports react-dom', 'src/engine/probe.ts', "export { createRoot } from 'react-dom/client';\n"],
    ['src/engine imports zustand', 'src/engine/probe.ts', "import { create } from 'zustand';\nexport const x = create;\n"],
    ['src/engine imports zustand/vanilla', 'src/engine/probe.ts', "import { createStore } from 'zustand/vanilla';\nexport const x = createStore;\n"],
    ['src/engine imports components', 'src/engine/probe.ts', "import type { Scene } from '../components/visualizer/scene';\nexport type X = Scene;\n"],
    ['src/engine imports state', 'src/engine/probe.ts', "import { useSettings } from '../state/settings';\nexport const x = useSettings;\n"],
    ['src/engine imports sandbox', 'src/engine/probe.ts', "export * from '../sandbox/testkit';\n"],
    ['src/engine imports mechanisms', 'src/engine/sub/probe.ts', "export const load = () => import('../../mechanisms/registry');\n"],
    ['src/state imports components', 'src/state/probe.ts', "import type { Scene } from '../components/visualizer/scene';\nexport type X = Scene;\n"],
    ['a component imports exercises/', 'src/components/exercises/probe.ts', "import * as m from '../../../exercises/01-marginal-cost/index';\nexport const x = m;\n"],
    ['the router imports exercises/', 'src/routes.tsx', "export { default } from '../exercises/01-marginal-cost/tests';\n"],
    ['a lesson globs exercises/', 'src/content/probe.ts', "export const all = import.meta.glob('../../exercises/*/index.ts');\n"],
    ['a non-entry sandbox file imports exercises/', 'src/sandbox/testkit2.ts', "export * from '../../exercises/types';\n"],
  ];
  it.each(forbidden)('fails when %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  const allowed: [string, string, string][] = [
    ['src/engine imports its own modules and a tokenizer package', 'src/engine/probe.ts', "import { Heap } from './heap';\nimport { countTokens } from 'gpt-tokenizer/encoding/o200k_base';\nexport const x = [Heap, countTokens];\n"],
    ['src/state imports zustand and the engine', 'src/state/probe.ts', "import { create } from 'zustand';\nimport { AgentMemory } from '../engine/agentMemory';\nexport const x = [create, AgentMemory];\n"],
    ['a component imports the browser catalog', 'src/components/exercises/probe.ts', "import { exercises } from '../../sandbox/catalog';\nexport const x = exercises;\n"],
    ['a component imports a sibling folder named exercises', 'src/components/lesson/probe.ts', "import { x } from '../exercises/ExerciseCards';\nexport const y = x;\n"],
    ['the browser catalog globs exercises/', 'src/sandbox/catalog.ts', "export const all = import.meta.glob('../../exercises/*/index.ts');\n"],
    ['the worker registry imports exercises/', 'src/sandbox/registry.ts', "export * from '../../exercises/types';\n"],
    ['the workspace files glob exercises/', 'src/sandbox/exerciseFiles.ts', "export const s = import.meta.glob('../../exercises/*/starter.ts', { query: '?raw' });\n"],
    ['the Node grader imports exercises/', 'src/sandbox/node/probe.ts', "export * from '../../../exercises/types';\n"],
    ['the grading script imports exercises/', 'scripts/probe.ts', "export * from '../exercises/types';\n"],
    ['a test imports exercises/', 'test/exercises/probe.test.ts', "export * from '../../exercises/types';\n"],
  ];
  it.each(allowed)('passes when %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
