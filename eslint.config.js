import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Layers, enforced: which folder may import which. A local rule in the spirit of `import/no-restricted-paths`: it
 * resolves every relative import (static, dynamic, `export … from`, and `import.meta.glob` patterns) against the
 * importing file, so `../components/x` is caught at any depth and a sibling called `exercises` is not mistaken
 * for the top-level `exercises/` folder.
 */
const root = import.meta.dirname;
const ALIASES = { 'agent-memory-lab': 'src/engine/student.ts' };
const LAYERS = [
  {
    files: ['src/engine/'],
    packages: ['react', 'react-dom', 'zustand'],
    folders: ['src/components/', 'src/state/', 'src/sandbox/', 'src/mechanisms/', 'src/cells/', 'src/model/'],
    message:
      'src/engine is pure TypeScript: no React, no zustand, no UI, state, sandbox, mechanism, cell or model-client code.',
  },
  {
    files: ['src/state/'],
    folders: ['src/components/'],
    message: 'src/state must not depend on components: move the types it needs out of src/components.',
  },
  {
    // A mechanism is a plug-in below the shell: it gets what it needs through its props and the shared panel kit
    // (src/mechanisms/ui), never from the shell's components or the app's stores.
    files: ['src/mechanisms/'],
    folders: ['src/components/', 'src/state/'],
    message:
      'A mechanism must not import components or state: use its props, or the panel kit in src/mechanisms/ui.',
  },
  {
    files: ['src/mechanisms/ui/'],
    folders: ['src/mechanisms/'],
    allow: ['src/mechanisms/ui/'],
    message: 'src/mechanisms/ui is the panel kit below every mechanism: it must not import a mechanism.',
  },
  {
    // Cells use the sandbox (its compiler, evaluator and student engine), never the reverse. The worker's entry
    // point is the one exception: it hosts both exercise runs and cell runs, and nothing imports it back.
    files: ['src/sandbox/'],
    except: ['src/sandbox/worker.ts'],
    folders: ['src/cells/'],
    message:
      'src/sandbox is below src/cells: only the worker entry point (src/sandbox/worker.ts) may import cells.',
  },
  {
    files: ['scripts/'],
    // Labelled data sets (test/fixtures/) are data a test and a benchmark both measure, not test code.
    folders: ['test/'],
    allow: ['test/fixtures/'],
    message: 'scripts must not import test code: shared browser tooling lives in tools/browser/.',
  },
  {
    files: ['src/', 'scripts/lib/'],
    // The sandbox entry points: the browser catalog and the workspace's files, the worker's test registry, the Node grader.
    except: [
      'src/sandbox/catalog.ts',
      'src/sandbox/exerciseFiles.ts',
      'src/sandbox/registry.ts',
      'src/sandbox/worker.ts',
      'src/sandbox/notebookSources.ts',
      'src/sandbox/node/',
    ],
    folders: ['exercises/'],
    message:
      'Only the sandbox entry points (src/sandbox/catalog.ts, exerciseFiles.ts, registry.ts, worker.ts, node/) import exercises/.',
  },
];

const toPosix = (p) => p.split(sep).join('/');
const under = (path, prefixes) => prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));

const layersPlugin = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Folders import only what their layer allows.' },
      },
      create(context) {
        const file = toPosix(relative(root, context.filename));
        const layers = LAYERS.filter((l) => under(file, l.files) && !under(file, l.except ?? []));
        if (layers.length === 0) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          let target = null;
          if (source.startsWith('.'))
            target = toPosix(relative(root, resolve(dirname(context.filename), source)));
          else if (source.startsWith('/')) target = toPosix(relative(root, resolve(root, `.${source}`)));
          else if (ALIASES[source]) target = ALIASES[source];
          const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
          for (const l of layers) {
            const badPackage = target === null && (l.packages ?? []).includes(pkg);
            const into = (prefixes) => target !== null && prefixes.some((f) => `${target}/`.startsWith(f));
            const badFolder = into(l.folders ?? []) && !into(l.allow ?? []);
            if (badPackage || badFolder) context.report({ node, message: `'${source}': ${l.message}` });
          }
        };
        const fromNode = (node) => node.source && check(node.source, node.source.value);
        return {
          ImportDeclaration: fromNode,
          ExportNamedDeclaration: fromNode,
          ExportAllDeclaration: fromNode,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
          CallExpression(node) {
            const c = node.callee;
            const isGlob =
              c.type === 'MemberExpression' &&
              c.property.type === 'Identifier' &&
              c.property.name === 'glob' &&
              c.object.type === 'MetaProperty';
            if (!isGlob) return;
            const arg = node.arguments[0];
            const patterns = arg?.type === 'ArrayExpression' ? arg.elements : [arg];
            for (const p of patterns) if (p?.type === 'Literal') check(p, String(p.value).replace(/^!/, ''));
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.test-results', '.tsbuild', 'public/sw.js'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules that catch real bugs here: a promise nobody awaits or catches (a lost rejection), a promise
    // where a callback's result is ignored (an async onClick), a switch that misses a member of a union.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A default case counts as handling the rest: some switches caption only a few of many event kinds on purpose.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
);
