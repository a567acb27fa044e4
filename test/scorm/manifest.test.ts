// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { scormManifest } from '../../src/scorm/manifest';
import { scormPackages } from '../../scripts/lib/scormPackage';
import { launchHref } from '../../src/scorm/launch';
import { chapters } from '../../src/content/chapters';

const schemaDir = resolve(import.meta.dirname, '../fixtures/scorm12');
const files = ['index.html', 'assets/index-abc.js', 'assets/a&b.css'];

const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

/** xmllint's verdict on a manifest against the SCORM 1.2 schemas (test/fixtures/scorm12/scorm12.xsd imports all three). */
function validate(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'aml-scorm-manifest-'));
  try {
    const file = join(dir, 'imsmanifest.xml');
    writeFileSync(file, xml);
    const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', join(schemaDir, 'scorm12.xsd'), file], {
      encoding: 'utf8',
    });
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('imsmanifest.xml', () => {
  it("has one organization, item and SCO resource launched at the package's address, files listed", () => {
    const xml = scormManifest({
      identifier: 'agent-memory-lab-chapter-1',
      title: 'Lab · 1. <Paged> & "memory"',
      href: launchHref({ kind: 'chapter', chapterId: '1' }),
      files,
    });
    expect(xml).toContain('<schema>ADL SCORM</schema>');
    expect(xml).toContain('<schemaversion>1.2</schemaversion>');
    expect(xml.match(/<organization /g)).toHaveLength(1);
    expect(xml.match(/<item /g)).toHaveLength(1);
    expect(xml.match(/<resource /g)).toHaveLength(1);
    expect(xml).toContain('adlcp:scormtype="sco" href="index.html?scorm=chapter-1#/chapter/1"');
    expect(xml).toContain('<title>Lab · 1. &lt;Paged&gt; &amp; &quot;memory&quot;</title>');
    expect(xml).toContain('<file href="assets/a&amp;b.css"/>');
  });

  it('names one package for the lab and one per chapter', () => {
    expect(scormPackages().map((p) => p.fileName)).toEqual([
      'agent-memory-lab.zip',
      ...chapters.map((c) => `agent-memory-lab-chapter-${c.number}.zip`),
    ]);
  });

  it.runIf(hasXmllint)('is valid against the SCORM 1.2 schemas (xmllint), for every package', () => {
    for (const pkg of scormPackages()) {
      const xml = scormManifest({
        identifier: pkg.identifier,
        title: pkg.title,
        href: launchHref(pkg.scope, pkg.without),
        files,
      });
      const verdict = validate(xml);
      expect(verdict.output).toContain('validates');
      expect(verdict.ok).toBe(true);
    }
  });

  it.runIf(hasXmllint)(
    'and the schema check can fail: a SCO type the schema does not know is refused',
    () => {
      const xml = scormManifest({ identifier: 'x', title: 't', href: 'index.html', files }).replace(
        'scormtype="sco"',
        'scormtype="lesson"',
      );
      const verdict = validate(xml);
      expect(verdict.ok).toBe(false);
      expect(verdict.output).toMatch(/scormtype/);
    },
  );

  it('xmllint is installed (CI installs libxml2-utils): without it the schema checks above would not run', () => {
    expect(hasXmllint, 'xmllint missing: apt-get install libxml2-utils').toBe(true);
  });
});
