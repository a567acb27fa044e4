import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildProduction, startStaticServer } from '../../tools/browser/static-server';

export const BASE_PATH = '/agent-memory-lab/';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

/**
 * Builds the production site once into a private temporary folder (so parallel runs never share a dist/) and
 * serves it under a sub-path for the whole real-browser suite.
 */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const distDir = process.env.E2E_DIST ?? (await mkdtemp(join(tmpdir(), 'aml-e2e-dist-')));
  if (!process.env.E2E_DIST) {
    await buildProduction(root, distDir);
  }
  const { server, origin } = await startStaticServer(resolve(distDir), BASE_PATH);
  project.provide('baseUrl', `${origin}${BASE_PATH}`);
  project.provide('distDir', distDir);
  return async () => {
    await new Promise<void>((r) => server.close(() => r()));
    if (!process.env.E2E_DIST) await rm(distDir, { recursive: true, force: true });
  };
}
