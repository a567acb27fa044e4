import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import remarkFacts from './src/content/remarkFacts.ts';
import { factsPlugin, loadFacts } from './src/content/vitePlugin.ts';
import remarkFrenchTypography from './src/content/remarkFrenchTypography';
import { notebookPlugin } from './src/notebook/vitePlugin.ts';
import { memoryBenchDataPlugin } from './src/compute/memoryBench/vitePlugin.ts';
import { modelFilesPlugin } from './src/model/vitePlugin.ts';

// Projects: unit tests (node, jsdom), the exercises' checks, and the real-browser suite (Node driving Chromium).
export default defineConfig({
  // Same MDX set-up as vite.config.ts: unit tests render lessons and statements.
  plugins: [
    {
      enforce: 'pre',
      ...mdx({ remarkPlugins: [remarkGfm, [remarkFacts, { load: loadFacts }], remarkFrenchTypography] }),
    },
    react({ include: /\.(jsx|js|mdx|md|tsx|ts)$/ }),
    notebookPlugin(), // `file.mdx?notebook`: the chapter notebooks' prose blocks
    factsPlugin(), // watch mode: a change to the engine recompiles the lessons' facts
    memoryBenchDataPlugin(), // `virtual:aml-memory-bench`: what the memory bench widget says of the public subset
    modelFilesPlugin(), // `virtual:aml-model-files`: the in-page models' file lists (the encoder and page-model stores)
  ],
  test: {
    // One worker per core. Vitest's default leaves one core to its main process (1 worker on 2 cores); the unit files
    // spend little there, so every core runs a file. More workers than cores starve the tests that wait on a page or
    // a child process within a time limit (`scripts/test-all.mjs`).
    maxWorkers: availableParallelism(),
    projects: [
      // Unit tests, split by file name so the rule is mechanical: `*.test.ts` run in Node (no DOM to set up),
      // `*.test.tsx` in jsdom. A `.ts` test that needs a DOM says `// @vitest-environment jsdom` on its first line.
      {
        extends: true,
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/exercises/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          globals: true,
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'test/exercises/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        // The exercises' own tests against each reference solution and starter, and the grading command.
        extends: true,
        resolve: { alias: { 'agent-memory-lab': resolve(import.meta.dirname, 'src/engine/student.ts') } },
        test: {
          name: 'exercises',
          globals: true,
          environment: 'node',
          include: ['test/exercises/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side, each with its own Chromium: one per core (measured in the README's "Measuring").
          maxWorkers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
          // Its own group: a bare `vitest run` runs it after the unit projects, which have another worker count.
          sequence: { groupOrder: 1 },
          // expect.poll waits on the page's state; its default bound (1 s) is shorter than a render on a loaded 2-core
          // machine, and a failing poll only ends later with a longer bound, a passing one returns as soon as it holds.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
