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
 *
 * Each entry of LAYERS says, for the files under `files` (minus `except`): `packages` they must not import, `folders`
 * they must not import (minus `allow`), or `only`: the one list they may import from (packages aside). A path that
 * ends with `/` is a folder, any other a module (written without its .ts/.tsx extension); `*` stands for one path
 * segment, and `<own>` in `only` for the folder the importing file's `files` pattern matched (its own plug-in folder).
 * test/lint/layers.test.ts lints a probe for each rule.
 */
const root = import.meta.dirname;
const ALIASES = { 'agent-memory-lab': 'src/engine/student.ts' };

/**
 * The view layer's rooms (src/components/README.md), each folder of src/components in exactly one list (a test checks
 * it). Kits sit below every feature. A feature imports kits, never another feature. Assemblies put features together:
 * the app's frame, a lesson's widgets, the pages made of lessons.
 */
export const VIEW_ROOMS = {
  kits: ['kit', 'prose', 'share'],
  features: [
    'cells',
    'costLab',
    'exercises',
    'home',
    'litm',
    'memoryBench',
    'memoryFiles',
    'model',
    'notice',
    'practice',
    'visualizer',
    'yourData',
  ],
  assemblies: ['layout', 'lesson', 'chapter', 'print'],
};
const view = (names) => names.map((n) => `src/components/${n}/`);

const LAYERS = [
  // ---- Below everything: the engine, the strings, the pure helpers.
  {
    files: ['src/engine/'],
    packages: ['react', 'react-dom', 'zustand'],
    only: ['src/engine/'],
    message:
      'src/engine is pure TypeScript: no React, no zustand, and nothing of the app (it imports only itself).',
  },
  {
    // The language comes in props or from state/useMessages.ts: the strings import nothing of the app.
    files: ['src/i18n/'],
    only: ['src/i18n/'],
    message: 'src/i18n is a leaf: it imports nothing of the app (pass the language in props).',
  },
  {
    files: ['src/lib/'],
    packages: ['react', 'react-dom', 'zustand'],
    only: ['src/lib/', 'src/engine/', 'src/i18n/'],
    message: 'src/lib holds pure helpers: it imports only the engine and i18n, no React, no zustand.',
  },
  {
    files: ['src/router/'],
    only: ['src/router/', 'src/i18n/'],
    message: 'src/router parses and writes hash routes: it imports only i18n.',
  },
  // ---- Where code runs, what it runs, and the model client.
  {
    // The client receives the connection and the log as arguments (src/state/modelPort.ts).
    files: ['src/model/'],
    folders: ['src/components/', 'src/state/', 'src/sandbox/', 'src/mechanisms/', 'src/cells/'],
    message:
      'src/model is the network client: it reads no store and no view; the caller hands it a ModelPort.',
  },
  {
    files: ['src/exercises/'],
    folders: ['src/components/', 'src/state/', 'src/sandbox/', 'src/cells/', 'src/mechanisms/', 'src/model/'],
    message:
      'src/exercises lists the exercises and their testkit: it imports no views, stores, sandbox, cells or model.',
  },
  {
    // Cells use the sandbox (its compiler, evaluator and student engine), never the reverse. The sandbox worker's
    // program, which hosts both exercise runs and cell runs, sits above both (src/sandbox.worker.ts).
    files: ['src/sandbox/'],
    folders: ['src/cells/', 'src/components/', 'src/state/', 'src/mechanisms/'],
    message:
      'src/sandbox only runs code: it imports no cells, views, stores or mechanisms (what runs in its worker is named in src/sandbox.worker.ts; the page hands it the rest as arguments).',
  },
  // ---- The mechanisms: plug-ins below the visualizer's shell (src/mechanisms/README.md).
  {
    // A mechanism's folder imports only its own files, the panel kit, the host's contract files, the engine (by
    // concept folder), i18n and the pure helpers: never components, state, the router, the sandbox, cells or
    // another mechanism. It gets what it needs in its props (the language, the step, the actions).
    files: ['src/mechanisms/*/'],
    except: ['src/mechanisms/ui/'],
    only: [
      '<own>/',
      'src/mechanisms/ui/',
      'src/mechanisms/types',
      'src/mechanisms/defineMechanism',
      'src/mechanisms/recorder',
      'src/engine/',
      'src/i18n/',
      'src/lib/',
    ],
    message:
      'A mechanism imports only its own folder, the panel kit (src/mechanisms/ui), the host contract (types.ts, defineMechanism.ts, recorder.ts), the engine, i18n and src/lib: everything else comes in its props.',
  },
  {
    files: ['src/mechanisms/ui/'],
    only: ['src/mechanisms/ui/', 'src/engine/', 'src/i18n/', 'src/lib/'],
    message:
      'src/mechanisms/ui is the panel kit below every mechanism: it imports no mechanism and nothing above.',
  },
  {
    // The host's own files (registry, permalink, openScene, the contract): the plug-in folders and each other.
    files: ['src/mechanisms/'],
    except: ['src/mechanisms/*/'],
    only: ['src/mechanisms/', 'src/engine/', 'src/i18n/', 'src/lib/'],
    message:
      'src/mechanisms imports only itself, the engine, i18n and src/lib: never components, state or the router.',
  },
  // ---- Above the mechanisms: the cells, the computations, the lessons, the application layer.
  {
    files: ['src/cells/'],
    folders: ['src/components/', 'src/state/', 'src/model/'],
    message:
      'src/cells holds the cells as data and their recording engine: no views, stores or model client.',
  },
  {
    // Page-side computations run off the main thread: engine calls in workers, below the views and the stores.
    files: ['src/compute/'],
    packages: ['react', 'react-dom', 'zustand'],
    folders: ['src/components/', 'src/state/', 'src/mechanisms/', 'src/sandbox/', 'src/model/'],
    message:
      'src/compute is plain TypeScript below the views and the stores: no React, no zustand, no components, state, mechanism, sandbox or model code.',
  },
  {
    files: ['src/content/'],
    except: ['src/content/facts/'],
    only: ['src/content/', 'src/i18n/'],
    message: 'src/content is the lessons and their contract: it imports only i18n (the facts excepted).',
  },
  {
    // The lessons' figures, computed at build time from the engine, the mechanisms' presets and the lab's limits
    // (src/content/README.md, "Figures: facts"): never a view or a store.
    files: ['src/content/facts/'],
    folders: ['src/components/', 'src/state/', 'src/model/', 'src/editor/'],
    message:
      "src/content/facts computes the lessons' figures at build time: it imports no view, store or model client.",
  },
  {
    files: ['src/state/'],
    folders: ['src/components/', 'src/editor/', 'src/compute/'],
    message: 'src/state must not depend on views: move the types it needs out of src/components.',
  },
  {
    files: ['src/notebook/', 'src/scorm/'],
    folders: ['src/components/'],
    message: 'src/notebook and src/scorm build data from the stores and the content: they import no view.',
  },
  {
    // The editor, a view kit below the views, reads the views' language (state/useMessages.ts) and nothing else of the stores.
    files: ['src/editor/'],
    folders: ['src/components/', 'src/state/', 'src/mechanisms/', 'src/sandbox/', 'src/model/'],
    allow: ['src/state/useMessages'],
    message:
      'src/editor sits below the views: it imports no components, state (but the language hook), mechanism, sandbox or model code.',
  },
  // ---- The view layer: kits, features, assemblies (VIEW_ROOMS).
  {
    files: view(['kit']),
    folders: ['src/components/', 'src/mechanisms/*/*/'],
    allow: view(['kit']),
    message:
      'src/components/kit is the bottom of the view layer: it imports no other folder of src/components.',
  },
  ...VIEW_ROOMS.kits
    .filter((k) => k !== 'kit')
    .map((k) => ({
      files: view([k]),
      folders: ['src/components/', 'src/mechanisms/*/*/'],
      allow: view(['kit', k]),
      message: `src/components/${k} is a kit below every feature: it imports only src/components/kit and itself, and no mechanism's folder (the host's files are fine).`,
    })),
  ...VIEW_ROOMS.features.map((f) => ({
    files: view([f]),
    folders: view([...VIEW_ROOMS.features.filter((g) => g !== f), ...VIEW_ROOMS.assemblies]),
    message: `src/components/${f} is a feature: it imports the kits (${VIEW_ROOMS.kits.join(', ')}), never another feature nor an assembly. Hand it what it needs in props, or move the shared piece to a kit.`,
  })),
  // ---- Across the floors.
  {
    files: ['scripts/'],
    // Labelled data sets (test/fixtures/) are data a test and a benchmark both measure, not test code.
    folders: ['test/'],
    allow: ['test/fixtures/'],
    message: 'scripts must not import test code: shared browser tooling lives in tools/browser/.',
  },
  {
    files: ['src/', 'scripts/lib/'],
    // The one home of the exercise listing: the page's catalog, the sandbox worker's tests, Node's folders on disk.
    except: ['src/exercises/catalog', 'src/exercises/tests', 'src/exercises/node'],
    folders: ['exercises/'],
    message:
      'Only src/exercises reads exercises/ (catalog.ts for the page, tests.ts for the sandbox worker, node.ts for Node): import from there.',
  },
];

const toPosix = (p) => p.split(sep).join('/');
const CODE_EXT = /\.(ts|tsx|js|mjs)$/;
const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/**
 * A LAYERS path as an anchored regex: `*` one segment, `<own>` the importing file's plug-in folder. A folder matches
 * the files inside it; as an import target, also the folder itself (its index).
 */
function pattern(p, own = null, target = true) {
  const folder = p.endsWith('/');
  const body = (folder ? p.slice(0, -1) : p)
    .split(/(\*|<own>)/)
    .map((part) => (part === '*' ? '[^/]+' : part === '<own>' ? escape(own ?? '\0') : escape(part)))
    .join('');
  return new RegExp(`^${body}${folder ? (target ? '(/|$)' : '/') : '$'}`);
}
const matchAny = (path, patterns, own = null) => patterns.some((p) => pattern(p, own).test(path));
const fileIn = (file, patterns) => patterns.some((p) => pattern(p, null, false).test(file));
/** The folder a `files` pattern with a `*` matched in the importing file's path (its own plug-in folder), or null. */
function ownFolder(file, patterns) {
  for (const p of patterns.filter((q) => q.includes('*'))) {
    const m = pattern(p, null, false).exec(file);
    if (m) return m[0].replace(/\/$/, '');
  }
  return null;
}

const layersPlugin = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Folders import only what their layer allows.' },
      },
      create(context) {
        const file = toPosix(relative(root, context.filename)).replace(CODE_EXT, '');
        const layers = LAYERS.filter((l) => fileIn(file, l.files) && !fileIn(file, l.except ?? []));
        if (layers.length === 0) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          let target = null;
          const path = source.split('?')[0];
          if (path.startsWith('.'))
            target = toPosix(relative(root, resolve(dirname(context.filename), path)));
          else if (path.startsWith('/')) target = toPosix(relative(root, resolve(root, `.${path}`)));
          else if (ALIASES[path]) target = ALIASES[path];
          if (target !== null) target = target.replace(CODE_EXT, '');
          const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
          for (const l of layers) {
            const own = ownFolder(file, l.files);
            const badPackage = target === null && (l.packages ?? []).includes(pkg);
            const badFolder =
              target !== null && matchAny(target, l.folders ?? []) && !matchAny(target, l.allow ?? [], own);
            const notListed = target !== null && l.only !== undefined && !matchAny(target, l.only, own);
            if (badPackage || badFolder || notListed) {
              // One report per import: the first rule it breaks.
              context.report({ node, message: `'${source}': ${l.message}` });
              return;
            }
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
      // A `default:` does not count as handling a union's other members: a switch on a union lists every member
      // (cases that do nothing are listed too), so a new member is an error where it must be handled.
      // test/lint/exhaustive.test.ts proves a hiding `default:` is refused.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
);
