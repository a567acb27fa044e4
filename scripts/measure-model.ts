/**
 * Figures for the model connection (npx tsx scripts/measure-model.ts [--baseline <dist>] [--reps 20]):
 * 1. the initial JavaScript (gzip) of a lesson page: index.html's entry + modulepreloads, and every script the
 *    lesson page requested once idle; with --baseline (a build of the same tree without the header's Model button
 *    and footer line), the difference, i.e. what the connection adds to every page. Also checks that the HTTP
 *    client's chunk is not among the lesson page's scripts, and what the first click on "Model" loads.
 * 2. the time from a streamed piece's arrival (the client's onDelta) to the page showing it (the effect after
 *    React's commit), read from the "Try a prompt" answer's data-update-ms, against the test double of a model
 *    server on 127.0.0.1 (test/e2e/support/modelServer.ts: no model runs, answers are scripted).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../tools/browser/static-server';
import { startModelServer } from '../tools/modelServer/modelServer';
import { numberArg, percentile, withBuiltSite } from './lib/site';

const REPS = numberArg('reps', 20);
const baselineArg = process.argv.indexOf('--baseline');
const baseline = baselineArg === -1 ? null : resolve(process.argv[baselineArg + 1] ?? '');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function gz(distDir: string, url: string): Promise<number> {
  const path = decodeURIComponent(new URL(url).pathname.replace(/^\/agent-memory-lab\//, ''));
  return gzipSync(await readFile(join(distDir, path))).length;
}

async function initialOf(distDir: string): Promise<{ files: string[]; bytes: number }> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(await readFile(join(distDir, f))).length;
  return { files, bytes };
}

await withBuiltSite(async ({ browser, url, distDir }) => {
  const scriptsOf = async (
    base: string,
    hash: string,
    act?: (p: import('playwright-core').Page) => Promise<void>,
  ) => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    const scripts: string[] = [];
    p.on('request', (r) => {
      if (r.url().endsWith('.js') && r.url().includes('/assets/')) scripts.push(r.url());
    });
    await p.goto(`${base}${hash}`);
    await p.locator('main h1').first().waitFor({ timeout: 30_000 });
    await p.waitForLoadState('networkidle');
    const before = [...scripts];
    if (act) {
      await act(p);
      await p.waitForLoadState('networkidle');
    }
    await ctx.close();
    return { before, after: scripts.filter((s) => !before.includes(s)) };
  };
  const sum = async (dir: string, list: string[]) =>
    (await Promise.all(list.map((s) => gz(dir, s)))).reduce((a, b) => a + b, 0);
  const lessonHash = '#/en/chapter/1/rolling-window';

  const init = await initialOf(distDir);
  const lesson = await scriptsOf(url, lessonHash, async (p) => {
    await p.getByRole('button', { name: 'Model', exact: true }).click();
    await p.getByRole('dialog', { name: 'Model', exact: true }).waitFor();
  });
  const clientOnLesson = [];
  for (const s of lesson.before)
    if (
      (
        await readFile(join(distDir, new URL(s).pathname.replace(/^\/agent-memory-lab\//, '')), 'utf8')
      ).includes('chat/completions')
    )
      clientOnLesson.push(s);
  console.log(
    `Initial JS (index.html entry + modulepreloads): ${kb(init.bytes)} gzip in ${init.files.length} files`,
  );
  console.log(
    `Lesson page (${lessonHash}) all JS once idle: ${kb(await sum(distDir, lesson.before))} gzip in ${lesson.before.length} scripts`,
  );
  console.log(
    `  scripts holding the HTTP client ('chat/completions') among them: ${clientOnLesson.length === 0 ? 'none' : clientOnLesson.join(', ')}`,
  );
  console.log(
    `First click on "Model" loads: ${kb(await sum(distDir, lesson.after))} gzip (${lesson.after.map((s) => s.split('/').pop()).join(', ')})`,
  );

  if (baseline) {
    const { server, origin } = await startStaticServer(baseline, '/agent-memory-lab/');
    try {
      const bInit = await initialOf(baseline);
      const bLesson = await scriptsOf(`${origin}/agent-memory-lab/`, lessonHash);
      const a = await sum(distDir, lesson.before);
      const b = await sum(baseline, bLesson.before);
      console.log(
        `Baseline (no Model button): initial JS ${kb(bInit.bytes)} gzip; lesson page ${kb(b)} gzip`,
      );
      console.log(
        `Added by the connection: initial JS ${kb(init.bytes - bInit.bytes)} gzip; lesson page ${kb(a - b)} gzip`,
      );
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  }

  // 2. Arrival → on screen.
  const model = await startModelServer({ chunkDelayMs: 20, chunkSize: 6 });
  try {
    model.setAnswer(
      'measure',
      'A streamed answer of several pieces, long enough to update the panel many times over.',
    );
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(`${url}${lessonHash}`);
    await p.getByRole('button', { name: 'Model', exact: true }).click();
    const d = p.getByRole('dialog', { name: 'Model', exact: true });
    await d.getByLabel('Base URL', { exact: true }).fill(model.url);
    await d.getByLabel('Chat model', { exact: true }).fill('test-chat');
    await d.getByRole('button', { name: 'Connect', exact: true }).click();
    await d.getByLabel(/Prompt/).waitFor();
    await d.getByLabel(/Prompt/).fill('measure this');
    const samples: number[] = [];
    await p.exposeFunction('amlSample', (ms: number) => samples.push(ms));
    // Every update of data-update-ms is one piece shown: collect them all.
    await p.evaluate(`new MutationObserver((list) => { for (const r of list) { const v = r.target.dataset.updateMs; if (v) window.amlSample(Number(v)); } })
      .observe(document.querySelector('pre[data-state]'), { attributes: true, attributeFilter: ['data-update-ms'] })`);
    for (let i = 0; i < REPS; i++) {
      await d.getByRole('button', { name: `Send to ${model.origin}` }).click();
      await p.waitForFunction(
        () => document.querySelector('pre[data-state]')?.getAttribute('data-state') === 'done',
      );
    }
    await ctx.close();
    console.log(
      `Piece arrival → shown ("Try a prompt", ${REPS} streamed answers, ${samples.length} updates): median ${percentile(samples, 50).toFixed(2)} ms, p90 ${percentile(samples, 90).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms`,
    );
  } finally {
    await model.close();
  }
});
