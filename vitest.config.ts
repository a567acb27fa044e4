import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { shuffle } from '@vitest/utils/helpers';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import remarkFacts from './src/content/remarkFacts.ts';
import { factsPlugin, loadFacts } from './src/content/vitePlugin.ts';
import remarkFrenchTypography from './src/content/remarkFrenchTypography';
import { notebookPlugin } from './src/notebook/vitePlugin.ts';
import { memoryBenchDataPlugin } from './src/compute/memoryBench/vitePlugin.ts';
import { modelFilesPlugin } from './src/model/vitePlugin.ts';
import { pyodidePlugin } from './src/sandbox/python/vitePlugin.ts';

/**
 * The order the real-browser files start in: the longest first. Files run side by side (one per core), so a long file
 * started last keeps one worker busy while the other idles. Vitest orders by the last run's durations when it has them
 * (its cache), otherwise by file size: on a fresh clone a11y.e2e.ts (63 lines, 200 s) started 38th of 40 and the other
 * worker idled its last 157 s (ci6, `.test-results/e2e.json`). Without a cached duration, a file's seconds below are
 * used; a file not listed counts as short. Only the order changes, never what runs.
 */
/** Worker seconds of the real-browser files over 40 s in the last fresh-clone run (ci6, main e38d07f). */
const E2E_SECONDS: Readonly<Record<string, number>> = {
  'exercises.e2e.ts': 232,
  // a11y.e2e.ts (539 s in ci9) since split by theme and language, a quarter each.
  'a11y-en-light.e2e.ts': 135,
  'a11y-en-dark.e2e.ts': 135,
  'a11y-fr-light.e2e.ts': 135,
  'a11y-fr-dark.e2e.ts': 135,
  'python-cells.e2e.ts': 177,
  'python-snapshot.e2e.ts': 146,
  'gguf.e2e.ts': 141,
  'python-exercises.e2e.ts': 141,
  'takes.e2e.ts': 130,
  'chapter2.e2e.ts': 114,
  'chapter4.e2e.ts': 111,
  'visualizer.e2e.ts': 87,
  'chapter3.e2e.ts': 84,
  'scorm.e2e.ts': 77,
  'sentence-encoder.e2e.ts': 75,
  'chapter.e2e.ts': 64,
  'cost-lab.e2e.ts': 63,
  'chapter5.e2e.ts': 63,
  'offline.e2e.ts': 62,
  'name-recall-exercise.e2e.ts': 60,
  'memory-bench-sets.e2e.ts': 59,
  'anatomy.e2e.ts': 50,
  'ts-cells.e2e.ts': 47,
  'chapter6.e2e.ts': 44,
  'classroom.e2e.ts': 44,
  'model-connection.e2e.ts': 41,
};

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // `--sequence.shuffle`: files in a seeded random order too (a custom sequencer otherwise keeps vitest from
    // shuffling files, only tests), to catch a file that passes only after another in a shared module graph. The
    // shuffle is vitest's own, so `--sequence.seed=<the seed it printed>` replays an order.
    const { shuffle: shuffled, seed } = this.ctx.config.sequence;
    if (shuffled) return shuffle([...files], seed);
    const sorted = await super.sort(files);
    const ms = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      return (
        this.ctx.cache.getFileTestResults(key)?.duration ?? (E2E_SECONDS[basename(spec.moduleId)] ?? 0) * 1000
      );
    };
    // The e2e files keep their place as a block (their group runs alone); inside it, the longest first. The sort is
    // stable: files of equal (or unknown) length keep vitest's order.
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e').sort((a, b) => ms(b) - ms(a));
    let next = 0;
    return sorted.map((spec) => (spec.project.name === 'e2e' ? (e2e[next++] as TestSpecification) : spec));
  }
}

/**
 * The unit files that need a module graph of their own (projects `node-isolated` and `jsdom-isolated`), found by a rule,
 * not listed by hand (test/lint/testProjects.test.ts checks that no other `node` or `jsdom` file needs one): a file that replaces a module
 * (`vi.mock`, `vi.doMock`: the mock would stay registered for the files after it) or resets the graph
 * (`vi.resetModules`), or that says `// @vitest-isolate <why>` on a line of its own (it checks what loading a module
 * does the first time, which a graph where that module is already loaded cannot show).
 */
const NEEDS_OWN_GRAPH = /\bvi\.(mock|doMock|resetModules)\(|^\/\/ @vitest-isolate\b/m;
const root = import.meta.dirname;
const filesNeedingOwnGraph = readdirSync(resolve(root, 'test'), { recursive: true, encoding: 'utf8' })
  .map((f) => `test/${f.split(sep).join('/')}`)
  .filter((f) => /\.test\.tsx?$/.test(f) && !/^test\/(e2e|exercises)\//.test(f))
  .filter((f) => NEEDS_OWN_GRAPH.test(readFileSync(resolve(root, f), 'utf8')))
  .sort();
/** The `node` and `jsdom` files that need a graph of their own: projects `node-isolated` and `jsdom-isolated`. */
const isolatedNodeFiles = filesNeedingOwnGraph.filter((f) => f.endsWith('.test.ts'));
const isolatedJsdomFiles = filesNeedingOwnGraph.filter((f) => f.endsWith('.test.tsx'));

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
    pyodidePlugin(), // `virtual:aml-pyodide-files`: Pyodide's files as the page reads them (test/sandbox/python/exercise)
  ],
  test: {
    // One worker per core. Vitest's default leaves one core to its main process (1 worker on 2 cores); the unit files
    // spend little there, so every core runs a file. More workers than cores starve the tests that wait on a page or
    // a child process within a time limit (`scripts/test-all.mjs`).
    maxWorkers: availableParallelism(),
    // The real-browser files start longest first (measured lengths), so no long file starts last (LongestFirstSequencer above).
    sequence: { sequencer: LongestFirstSequencer },
    // A time limit catches a test that hangs; it is not a speed check. Vitest's 5 s default failed tests that take 1.5
    // to 4.7 s on an idle 2-core machine as soon as it was loaded (practiceBlocks, at load 12). Projects may raise it.
    testTimeout: 30_000,
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
          exclude: ['test/e2e/**', 'test/exercises/**', ...isolatedNodeFiles],
          setupFiles: ['test/setup.ts'],
          // A worker runs its files one after another in one module graph: the engine, the content and the lab's
          // stores are imported once per worker, not once per file. Stores and storage are reset after each test
          // (test/setup.ts); after each file it also puts back real timers, stubbed globals and env, and spied-on
          // functions, `vi.setConfig`, and a Web Storage a Node file installed, and waits for the imports it started.
          isolate: false,
        },
      },
      {
        // The node files that need a fresh module graph each (isolatedNodeFiles above).
        extends: true,
        test: {
          name: 'node-isolated',
          globals: true,
          environment: 'node',
          include: [...isolatedNodeFiles],
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
          exclude: ['test/e2e/**', 'test/exercises/**', ...isolatedJsdomFiles],
          setupFiles: ['test/setup.ts'],
          // As `node`: one module graph per worker, and with it one jsdom per worker (vitest 4 sets an environment up
          // when a worker starts, and a worker without isolation runs file after file). A fresh jsdom per file was
          // most of this project's time (181.9 s of 303.5 s under load); sharing took the 28 files from 119.3 to 72.9
          // core-s (scripts/tree-cpu.mjs, load 5). test/setup.ts unmounts what a test rendered,
          // resets stores and storage after each test, and after each file puts the document, the URL and the
          // window stubs back as the worker's first file found them, and waits for the imports the file started (a
          // fetch still under way when a file ends fails, and its module stays failed for the worker's next files).
          isolate: false,
        },
      },
      {
        // The jsdom files that need a fresh module graph each (isolatedJsdomFiles above).
        extends: true,
        test: {
          name: 'jsdom-isolated',
          globals: true,
          environment: 'jsdom',
          include: [...isolatedJsdomFiles],
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
