/**
 * Build-time pieces of the exercise sandbox, as virtual modules (Node side, used by vite.config.ts):
 * - `virtual:aml-sandbox-worker`: the sandbox worker bundled into ONE classic script, exported as a string. The page
 *   hands it to the opaque-origin iframe, which starts it from a Blob: an opaque origin cannot load a worker or a
 *   module script from the lab's URL (both are same-origin/CORS checked), but it can start one from its own Blob.
 * - `virtual:aml-engine-dts`: TypeScript declarations of what exercises can import from 'agent-memory-lab',
 *   generated from the engine's sources with the TypeScript compiler, so the editor's diagnostics never drift from the
 *   engine (a hand-written .d.ts would).
 */
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const WORKER_ID = 'virtual:aml-sandbox-worker';
const DTS_ID = 'virtual:aml-engine-dts';

export function sandboxPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'aml-sandbox',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === WORKER_ID || id === DTS_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${WORKER_ID}`) {
        const { code, modules } = await bundleSandboxWorker(root);
        for (const m of modules) this.addWatchFile(m);
        return `export default ${JSON.stringify(code)};`;
      }
      if (id === `\0${DTS_ID}`) {
        const files = await engineDeclarations(root);
        return `export default ${JSON.stringify(files)};`;
      }
      return undefined;
    },
  };
}

export async function bundleSandboxWorker(root: string): Promise<{ code: string; modules: string[] }> {
  const { build } = await import('vite');
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry: resolve(root, 'src/sandbox.worker.ts'),
        formats: ['iife'],
        name: 'AmlSandboxWorker',
        fileName: () => 'worker.js',
      },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as {
    output: { type: string; code?: string; moduleIds?: string[] }[];
  }[];
  const chunk = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk');
  if (!chunk?.code) throw new Error('aml-sandbox: the worker bundle is empty');
  return { code: chunk.code, modules: (chunk.moduleIds ?? []).filter((m) => !m.startsWith('\0')) };
}

/** Declaration files keyed by their path under `node_modules/agent-memory-lab/`, plus an `index.d.ts`. */
export async function engineDeclarations(root: string): Promise<Record<string, string>> {
  const ts = (await import('typescript')).default;
  const outDir = resolve(root, '.aml-dts');
  const program = ts.createProgram([resolve(root, 'src/engine/student.ts')], {
    declaration: true,
    emitDeclarationOnly: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    rootDir: root,
    outDir,
    types: [],
    lib: ['lib.es2023.d.ts'],
    noCheck: true,
  });
  const files: Record<string, string> = {};
  const result = program.emit(undefined, (fileName, text) => {
    files[relative(outDir, fileName).split('\\').join('/')] = text;
  });
  if (result.emitSkipped) throw new Error('aml-sandbox: could not emit the engine declarations');
  files['index.d.ts'] = "export * from './src/engine/student';\n";
  return files;
}
