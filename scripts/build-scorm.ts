// npm run build:scorm: builds the site (vite build, relative URLs) into a temporary folder, then writes the SCORM 1.2
// packages: dist-scorm/agent-memory-lab.zip (the whole lab) and dist-scorm/agent-memory-lab-chapter-N.zip.
// `--site DIR` packages an existing build instead (e.g. one made with `npx vite build --outDir DIR`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProduction } from '../tools/browser/static-server';
import { writeScormPackages } from './lib/scormPackage';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist-scorm');
const siteArg = process.argv.indexOf('--site');
const given = siteArg === -1 ? null : process.argv[siteArg + 1];
const siteDir = given ? resolve(given) : await mkdtemp(join(tmpdir(), 'aml-scorm-site-'));

try {
  if (!given) await buildProduction(root, siteDir);
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  for (const { path, bytes } of await writeScormPackages(siteDir, outDir)) {
    console.log(`${path.slice(root.length + 1)}  ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  }
  console.log(`packaged in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (!given) await rm(siteDir, { recursive: true, force: true });
}
