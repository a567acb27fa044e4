/**
 * A GGUF file run in the page (npx tsx scripts/measure-gguf.ts [--reps 5] [--tokens 128]): llama2.c's stories260K
 * (../shared/data/models/) loaded by the lab's own runtime module (src/model/page/pageRuntime.ts, wllama) in headless
 * Chromium on the built site (E2E_DIST, or a fresh build), as the Model dialog loads it:
 * - one thread, on a plain static host (not cross-origin isolated: what most hosts give);
 * - two threads, on a host that sends COOP/COEP (cross-origin isolated), as `AML_CROSS_ORIGIN_ISOLATE=1` does.
 * For each: the load (runtime's WebAssembly from the site + the file), then `--reps` answers of `--tokens` tokens to
 * "Once upon a time" at temperature 0: time to the first token, and tokens per second as the runtime timed the
 * generation. The file is handed to the page from disk (never copied into the site). Prints figures; asserts nothing.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startStaticServer } from '../tools/browser/static-server';
import { sharedDataFile, sharedDataMissing } from '../tools/data/sharedData';
import { numberArg, percentile, withBuiltSite } from './lib/site';

const REPS = numberArg('reps', 5);
const TOKENS = numberArg('tokens', 128);
const GGUF = sharedDataFile('models', 'stories260K.gguf');
if (!GGUF) {
  console.log(sharedDataMissing('models', 'stories260K.gguf'));
  process.exit(0);
}

interface Run {
  isolated: boolean;
  threads: number;
  multiThread: boolean;
  loadMs: number;
  answers: { firstTokenMs: number | null; tokensPerSecond: number | null; tokens: number; ms: number }[];
}

await withBuiltSite(async ({ browser, url, distDir }) => {
  const chunk = (await readdir(join(distDir, 'assets'))).find((f) => /^pageRuntime-.*\.js$/.test(f));
  if (!chunk) throw new Error('no pageRuntime chunk in the build');
  const bytes = await readFile(GGUF);
  const iso = await startStaticServer(resolve(distDir), '/agent-memory-lab/', { isolate: true });
  try {
    const measure = async (base: string, threads: number): Promise<Run> => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.route('**/__model/stories260K.gguf', (route) =>
        route.fulfill({ status: 200, body: bytes, contentType: 'application/octet-stream' }),
      );
      // tsx names the functions it compiles with a helper the page does not have.
      await context.addInitScript('globalThis.__name = (f) => f;');
      const page = await context.newPage();
      await page.goto(`${base}#/en`);
      await page.locator('main h1').first().waitFor();
      const run = await page.evaluate(
        async ({ chunk, threads, reps, tokens }) => {
          type Runtime = typeof import('../src/model/page/pageRuntime');
          const rt = (await import(/* @vite-ignore */ `./assets/${chunk}`)) as Runtime;
          const blob = await (await fetch('__model/stories260K.gguf')).blob();
          const started = performance.now();
          const info = await rt.loadRuntimeModel(new File([blob], 'stories260K.gguf'), {
            context: 2048,
            threads,
            onRuntimeProgress: () => undefined,
          });
          const loadMs = performance.now() - started;
          const answers = [];
          for (let i = 0; i < reps; i++) {
            const r = await rt.runtimeChat([{ role: 'user', content: 'Once upon a time' }], {
              maxTokens: tokens,
              temperature: 0,
            });
            answers.push({
              firstTokenMs: r.firstTokenMs,
              tokensPerSecond: r.tokensPerSecond,
              tokens: r.usage?.completionTokens ?? 0,
              ms: r.ms,
            });
          }
          await rt.unloadRuntime();
          return {
            isolated: crossOriginIsolated,
            threads: info.threads,
            multiThread: info.multiThread,
            loadMs,
            answers,
          };
        },
        { chunk, threads, reps: REPS, tokens: TOKENS },
      );
      await context.close();
      return run;
    };
    const print = (label: string, r: Run) => {
      const first = r.answers.map((a) => a.firstTokenMs ?? NaN);
      const tps = r.answers.map((a) => a.tokensPerSecond ?? NaN);
      console.log(
        `${label}: cross-origin isolated ${r.isolated}, ${r.threads} thread(s) (multi-thread build ${r.multiThread}); load ${r.loadMs.toFixed(0)} ms`,
      );
      console.log(
        `  ${r.answers.length} answers of ${r.answers.map((a) => a.tokens).join(', ')} tokens: first token ${first.map((x) => x.toFixed(0)).join(', ')} ms (median ${percentile(first, 50).toFixed(0)}); ${tps.map((x) => x.toFixed(1)).join(', ')} tokens/s (median ${percentile(tps, 50).toFixed(1)})`,
      );
    };
    print('single thread, plain static host', await measure(url, 1));
    print('two threads, isolated host', await measure(`${iso.origin}/agent-memory-lab/`, 2));
  } finally {
    await new Promise<void>((r) => iso.server.close(() => r()));
  }
});
