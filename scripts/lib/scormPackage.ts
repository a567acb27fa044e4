// SCORM 1.2 packages from a built site: one zip for the whole lab and one per chapter, each the whole site (a
// chapter's page needs the lab's code, its lessons load on demand) with imsmanifest.xml at the root and its own
// launch address (?scorm=lab or ?scorm=chapter-N, read by src/scorm/launch.ts).
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { chapters } from '../../src/content/chapters';
import { launchHref, type ScormScope } from '../../src/scorm/launch';
import { scormManifest } from '../../src/scorm/manifest';

export interface ScormPackage {
  scope: ScormScope;
  /** `agent-memory-lab.zip`, `agent-memory-lab-chapter-1.zip`, ... */
  fileName: string;
  identifier: string;
  title: string;
}

export function scormPackages(): ScormPackage[] {
  return [
    {
      scope: { kind: 'lab' },
      fileName: 'agent-memory-lab.zip',
      identifier: 'agent-memory-lab',
      title: 'Agent Memory Lab',
    },
    ...chapters.map((c): ScormPackage => ({
      scope: { kind: 'chapter', chapterId: c.id },
      fileName: `agent-memory-lab-chapter-${c.number}.zip`,
      identifier: `agent-memory-lab-chapter-${c.number}`,
      // Both languages: the platform shows one title, the lab opens in the reader's language.
      title: `Agent Memory Lab · ${c.number}. ${c.title.fr} / ${c.title.en}`,
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

function zipOf(pkg: ScormPackage, files: readonly string[], site: Zippable): Uint8Array {
  const manifest = scormManifest({
    identifier: pkg.identifier,
    title: pkg.title,
    href: launchHref(pkg.scope),
    files,
  });
  return zipSync({ 'imsmanifest.xml': new TextEncoder().encode(manifest), ...site });
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
): Promise<{ path: string; bytes: number }[]> {
  const { files, site } = await readSite(siteDir);
  await mkdir(outDir, { recursive: true });
  const written: { path: string; bytes: number }[] = [];
  for (const pkg of scormPackages()) {
    const zip = zipOf(pkg, files, site);
    const path = join(outDir, pkg.fileName);
    await writeFile(path, zip);
    written.push({ path, bytes: zip.length });
  }
  return written;
}
