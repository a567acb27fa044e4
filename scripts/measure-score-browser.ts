/**
 * Bench section 4 (scoreMemories over 100,000 memories) in headless Chromium: scripts/lib/scoreBench.ts bundled by
 * Vite into one script, run in a blank page. Prints the same lines as `npm run bench` (wall time only).
 * Usage: npx tsx scripts/measure-score-browser.ts
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { launchBrowser } from '../tools/browser/chromium';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, 'lib/scoreBenchPage.ts');
const result = await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    write: false,
    minify: true,
    lib: { entry, formats: ['iife'], name: 'scoreBench', fileName: 'score-bench' },
  },
});
const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
if (!chunk || chunk.type !== 'chunk') throw new Error('no bundle built');

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>scoreMemories</title>');
  await page.addScriptTag({ content: chunk.code });
  const lines = await page.evaluate(() =>
    (window as unknown as { scoreBenchLines: () => string[] }).scoreBenchLines(),
  );
  console.log(`scoreMemories in Chromium ${browser.version()} (100,000 memories of ~12 words):`);
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
}
