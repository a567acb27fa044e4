// SCORM 1.2 packages from a built site: one zip for the whole lab and one per chapter, each the site (a chapter's
// page needs the lab's code, its lessons load on demand) with imsmanifest.xml at the root and its own launch address
// (?scorm=lab or ?scorm=chapter-N, read by src/scorm/launch.ts). A chapter's package leaves out the in-page models'
// large files its chapter does not use (PART_FOLDERS, `usedParts`); the launch address names them (`&without=`) and
// the page says they are not included in this package.
import { readFileSync, readdirSync } from 'node:fs';
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { chapters } from '../../src/content/chapters';
import { launchHref, PACKAGE_PARTS, type PackagePart, type ScormScope } from '../../src/scorm/launch';
import { scormManifest } from '../../src/scorm/manifest';

const CONTENT = resolve(import.meta.dirname, '../../src/content');

/** The site's folders of each part a package may leave out (src/model/vitePlugin.ts emits them). */
export const PART_FOLDERS: Readonly<Record<PackagePart, readonly string[]>> = {
  encoder: ['models/use-lite/', 'models/tfjs/'],
  wllama: ['models/wllama/'],
  'bench-data': ['memory-bench/'],
};

/**
 * The parts a chapter's lessons use, read from its MDX files:
 * - `encoder`: a visualizer scene of the episodic mechanism, the only one whose takes rank by the page's sentence
 *   encoder (src/mechanisms/episodic/queryHooks.ts);
 * - `wllama`: any model hook the lessons show, which a model file run in the page can answer: a visualizer scene
 *   (every mechanism's takes ask a model: src/mechanisms/<name>/hooks.ts) or the memory bench (its model strategy);
 * - `bench-data`: the memory bench's public sets (`memory-bench/`, 15 MB with the long histories), only where the
 *   lessons show the bench widget.
 */
export function usedParts(chapterId: string): PackagePart[] {
  const dir = join(CONTENT, `chapter${chapterId}`);
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const used = new Set<PackagePart>();
  if (/<Visualizer\b[^>]*preset="episodic\//.test(text)) used.add('encoder');
  if (/<Visualizer\b|<MemoryBench\b/.test(text)) used.add('wllama');
  if (/<MemoryBench\b/.test(text)) used.add('bench-data');
  return PACKAGE_PARTS.filter((p) => used.has(p));
}

export interface ScormPackage {
  scope: ScormScope;
  /** `agent-memory-lab.zip`, `agent-memory-lab-chapter-1.zip`, ... */
  fileName: string;
  identifier: string;
  title: string;
  /** The parts of the site this package leaves out (none for the whole lab). */
  without: PackagePart[];
}

export function scormPackages(): ScormPackage[] {
  return [
    {
      scope: { kind: 'lab' },
      fileName: 'agent-memory-lab.zip',
      identifier: 'agent-memory-lab',
      title: 'Agent Memory Lab',
      without: [],
    },
    ...chapters.map((c): ScormPackage => ({
      scope: { kind: 'chapter', chapterId: c.id },
      fileName: `agent-memory-lab-chapter-${c.number}.zip`,
      identifier: `agent-memory-lab-chapter-${c.number}`,
      // Both languages: the platform shows one title, the lab opens in the reader's language.
      title: `Agent Memory Lab · ${c.number}. ${c.title.fr} / ${c.title.en}`,
      without: PACKAGE_PARTS.filter((p) => !usedParts(c.id).includes(p)),
    })),
  ];
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const full = join(dir, entry);
    if ((await stat(full)).isFile()) out.push(relative(dir, full).split(sep).join('/'));
  }
  return out.filter((f) => f !== 'imsmanifest.xml').sort();
}

async function readSite(siteDir: string): Promise<{ files: string[]; site: Zippable }> {
  const files = await listFiles(siteDir);
  const site: Zippable = {};
  for (const f of files) {
    // Already-compressed assets (images, fonts, archives) are stored as they are: deflating them again gains nothing.
    const level = /\.(png|jpe?g|webp|woff2?|zip|gz|br)$/i.test(f) ? 0 : 6;
    site[f] = [await readFile(join(siteDir, f)), { level }];
  }
  return { files, site };
}

/** Whether a site file belongs in the package (not in a folder of a part it leaves out). */
export function packageKeeps(pkg: ScormPackage, file: string): boolean {
  return !pkg.without.some((part) => PART_FOLDERS[part].some((folder) => file.startsWith(folder)));
}

function zipOf(pkg: ScormPackage, allFiles: readonly string[], site: Zippable): Uint8Array {
  const files = allFiles.filter((f) => packageKeeps(pkg, f));
  const manifest = scormManifest({
    identifier: pkg.identifier,
    title: pkg.title,
    href: launchHref(pkg.scope, pkg.without),
    files,
  });
  const kept: Zippable = {};
  for (const f of files) kept[f] = site[f] as Zippable[string];
  return zipSync({ 'imsmanifest.xml': new TextEncoder().encode(manifest), ...kept });
}

/** One package's zip, in memory (the real-browser suite unpacks it onto its host). */
export async function zipPackage(pkg: ScormPackage, siteDir: string): Promise<Uint8Array> {
  const { files, site } = await readSite(siteDir);
  return zipOf(pkg, files, site);
}

/** Writes every package's zip into `outDir`; returns each file's path and size. */
export async function writeScormPackages(
  siteDir: string,
  outDir: string,
): Promise<{ pkg: ScormPackage; path: string; bytes: number }[]> {
  const { files, site } = await readSite(siteDir);
  await mkdir(outDir, { recursive: true });
  const written: { pkg: ScormPackage; path: string; bytes: number }[] = [];
  for (const pkg of scormPackages()) {
    const zip = zipOf(pkg, files, site);
    const path = join(outDir, pkg.fileName);
    await writeFile(path, zip);
    written.push({ pkg, path, bytes: zip.length });
  }
  return written;
}

/** The README's table of the packages: each file, its size, what it leaves out. */
export function sizeTable(written: readonly { pkg: ScormPackage; bytes: number }[]): string {
  const rows = written.map(({ pkg, bytes }) => {
    const left = pkg.without.length ? pkg.without.map((p) => PART_NAMES[p]).join(', ') : 'nothing';
    return `| \`${pkg.fileName}\` | ${(bytes / 1e6).toFixed(1)} MB | ${left} |`;
  });
  return ['| package | size | leaves out |', '|---|---:|---|', ...rows].join('\n');
}

const PART_NAMES: Record<PackagePart, string> = {
  encoder: 'the sentence encoder (`models/use-lite/`, `models/tfjs/`)',
  wllama: 'the in-page model runtime (`models/wllama/`)',
  'bench-data': "the memory bench's public sets (`memory-bench/`)",
};
