// npm run build:scorm: builds the site (vite build, relative URLs) into dist-scorm/site, then writes the SCORM 1.2
// packages next to it: dist-scorm/agent-memory-lab.zip (the whole lab) and dist-scorm/agent-memory-lab-chapter-N.zip.
import { resolve } from 'node:path';
import { rm } from 'node:fs/promises';
import { buildProduction } from '../test/e2e/static-server';
import { writeScormPackages } from './lib/scormPackage';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist-scorm');
const siteDir = resolve(outDir, 'site');

await rm(outDir, { recursive: true, force: true });
await buildProduction(root, siteDir);
for (const { path, bytes } of await writeScormPackages(siteDir, outDir)) {
  console.log(`${path.slice(root.length + 1)}  ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}
