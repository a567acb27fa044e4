// Shared by the measurement scripts: build the production site once into a temp folder, serve it under a
// sub-path, and hand a Chromium (Debian's, via playwright-core) to the caller.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tools/browser/chromium';
import { buildProduction, startStaticServer } from '../../tools/browser/static-server';

const root = resolve(import.meta.dirname, '../..');

export async function withBuiltSite<T>(
  fn: (site: { browser: Browser; url: string; distDir: string }) => Promise<T>,
): Promise<T> {
  const distDir = process.env.E2E_DIST ?? (await mkdtemp(join(tmpdir(), 'aml-measure-dist-')));
  if (!process.env.E2E_DIST) await buildProduction(root, distDir);
  const { server, origin } = await startStaticServer(resolve(distDir), '/agent-memory-lab/');
  const browser = await launchBrowser();
  try {
    return await fn({ browser, url: `${origin}/agent-memory-lab/`, distDir });
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
    if (!process.env.E2E_DIST) await rm(distDir, { recursive: true, force: true });
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] as number;
}

/** The number after `--name` on the command line, or `fallback` when it is absent, not a number or not positive. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i === -1 ? NaN : Number(process.argv[i + 1]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
