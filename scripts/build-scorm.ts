// npm run build:scorm: builds the site (vite build, relative URLs) into a temporary folder, then writes the SCORM 1.2
// packages: dist-scorm/agent-memory-lab.zip (the whole lab) and dist-scorm/agent-memory-lab-chapter-N.zip.
// `--site DIR` packages an existing build instead (e.g. one made with `npx vite build --outDir DIR`).
// It prints each package's size as the README's table; `--readme` also writes that table into README.md (between
// the `scorm-sizes` markers), so the sizes the README states are the ones this build measured.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProduction } from '../tools/browser/static-server';
import { sizeTable, writeScormPackages } from './lib/scormPackage';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist-scorm');
const siteArg = process.argv.indexOf('--site');
const given = siteArg === -1 ? null : process.argv[siteArg + 1];
const siteDir = given ? resolve(given) : await mkdtemp(join(tmpdir(), 'aml-scorm-site-'));

try {
  if (!given) await buildProduction(root, siteDir);
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  const written = await writeScormPackages(siteDir, outDir);
  for (const { path, bytes } of written)
    console.log(`${path.slice(root.length + 1)}  ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`packaged in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const table = sizeTable(written);
  console.log(table);
  if (process.argv.includes('--readme')) {
    const readmePath = join(root, 'README.md');
    const readme = await readFile(readmePath, 'utf8');
    const markers = /(<!-- scorm-sizes:start -->)[\s\S]*?(<!-- scorm-sizes:end -->)/;
    if (!markers.test(readme)) throw new Error('README.md has no scorm-sizes markers');
    await writeFile(readmePath, readme.replace(markers, `$1\n${table}\n$2`));
    console.log('\nREADME.md: the table is updated');
  }
} finally {
  if (!given) await rm(siteDir, { recursive: true, force: true });
}
