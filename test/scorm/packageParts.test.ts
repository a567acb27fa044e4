// @vitest-environment node
/**
 * What each SCORM package carries: a chapter's package leaves out the in-page models' files its chapter does not use
 * (the sentence encoder goes only with the chapter whose lessons rank by it), its launch address says so, and the
 * zip and its manifest agree on the files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  packageKeeps,
  PART_FOLDERS,
  scormPackages,
  sizeTable,
  usedParts,
  zipPackage,
} from '../../scripts/lib/scormPackage';
import { chapters } from '../../src/content/chapters';
import { launchHref, parseScormScope, partsLeftOut } from '../../src/scorm/launch';

const byName = (name: string) => scormPackages().find((p) => p.fileName === name)!;

describe('the parts of the site a package carries', () => {
  it("reads each chapter's use from its lessons: the encoder in chapter 3, the bench's sets in chapter 4, a model hook in every chapter", () => {
    expect(chapters.map((c) => usedParts(c.id))).toEqual([
      ['wllama'],
      ['wllama'],
      ['encoder', 'wllama'],
      ['wllama', 'bench-data'],
      ['wllama'],
      ['wllama'],
    ]);
  });

  it('leaves out of each chapter package what its chapter does not use, and nothing out of the whole lab', () => {
    expect(byName('agent-memory-lab.zip').without).toEqual([]);
    expect(byName('agent-memory-lab-chapter-1.zip').without).toEqual(['encoder', 'bench-data']);
    expect(byName('agent-memory-lab-chapter-3.zip').without).toEqual(['bench-data']);
    expect(byName('agent-memory-lab-chapter-4.zip').without).toEqual(['encoder']);
    const ch1 = byName('agent-memory-lab-chapter-1.zip');
    expect(packageKeeps(ch1, 'models/use-lite/group1-shard1of7')).toBe(false);
    expect(packageKeeps(ch1, 'models/tfjs/tfjs-backend-wasm.wasm')).toBe(false);
    expect(packageKeeps(ch1, 'models/wllama/wllama.wasm')).toBe(true);
    expect(packageKeeps(ch1, 'memory-bench/longmemeval-s-mini.json')).toBe(false);
    expect(
      packageKeeps(byName('agent-memory-lab-chapter-4.zip'), 'memory-bench/longmemeval-s-mini.json'),
    ).toBe(true);
    expect(packageKeeps(ch1, 'index.html')).toBe(true);
  });

  it('names what it leaves out in the launch address, which the page reads (only under a package)', () => {
    const href = launchHref({ kind: 'chapter', chapterId: '1' }, ['encoder']);
    expect(href).toBe('index.html?scorm=chapter-1&without=encoder#/chapter/1');
    const url = new URL(href, 'https://lms.example/content/');
    expect(parseScormScope(url.search)).toEqual({ kind: 'chapter', chapterId: '1' });
    expect(partsLeftOut(url.search)).toEqual(['encoder']);
    expect(partsLeftOut('?scorm=chapter-1&without=wllama,encoder,bogus')).toEqual(['encoder', 'wllama']);
    expect(partsLeftOut('?without=encoder')).toEqual([]); // not launched by a platform: the whole site is there
    expect(partsLeftOut('?scorm=lab')).toEqual([]);
  });

  it('zips only the files it keeps, and lists exactly those in its manifest', async () => {
    const site = mkdtempSync(join(tmpdir(), 'aml-scorm-parts-'));
    try {
      const files = [
        'index.html',
        'assets/index-abc.js',
        ...PART_FOLDERS.encoder.map((f) => `${f}model.bin`),
        ...PART_FOLDERS.wllama.map((f) => `${f}wllama.wasm`),
        ...PART_FOLDERS['bench-data'].map((f) => `${f}set.json`),
      ];
      for (const f of files) {
        mkdirSync(dirname(join(site, f)), { recursive: true });
        writeFileSync(join(site, f), `content of ${f}`);
      }
      for (const [name, left] of [
        ['agent-memory-lab-chapter-1.zip', [...PART_FOLDERS.encoder, ...PART_FOLDERS['bench-data']]],
        ['agent-memory-lab-chapter-3.zip', PART_FOLDERS['bench-data']],
      ] as const) {
        const zip = unzipSync(await zipPackage(byName(name), site));
        const zipped = Object.keys(zip).filter((f) => f !== 'imsmanifest.xml');
        const kept = files.filter((f) => !left.some((folder) => f.startsWith(folder)));
        expect(zipped.sort(), name).toEqual([...kept].sort());
        const manifest = strFromU8(zip['imsmanifest.xml']!);
        const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
        expect(listed.sort(), name).toEqual([...kept].sort());
        if (name.endsWith('-1.zip'))
          expect(manifest).toContain('?scorm=chapter-1&amp;without=encoder,bench-data#/chapter/1');
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("writes the README's table from the measured sizes", () => {
    const table = sizeTable([
      { pkg: byName('agent-memory-lab.zip'), bytes: 43_210_000 },
      { pkg: byName('agent-memory-lab-chapter-1.zip'), bytes: 15_000_000 },
    ]);
    expect(table.split('\n')).toEqual([
      '| package | size | leaves out |',
      '|---|---:|---|',
      '| `agent-memory-lab.zip` | 43.2 MB | nothing |',
      "| `agent-memory-lab-chapter-1.zip` | 15.0 MB | the sentence encoder (`models/use-lite/`, `models/tfjs/`), the memory bench's public sets (`memory-bench/`) |",
    ]);
  });
});
