/**
 * The SCORM 1.2 package in a real browser, hosted by a real LMS-side runtime (scorm-again's Scorm12API, see
 * scorm-host.ts): the chapter 1 package built from the suite's production build, unzipped onto a host on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { chapters } from '../../src/content/chapters';
import { launchHref } from '../../src/scorm/launch';
import { escapeXml } from '../../src/scorm/manifest';
import { decodeSuspendData } from '../../src/scorm/suspendData';
import { scormPackages, zipPackage } from '../../scripts/lib/scormPackage';
import type { Watched } from './browser';
import { it, type Lab } from './fixtures';
import { localeOf, shot } from './page';
import { startScormHost, type ScormHost } from './scorm-host';

const root = resolve(import.meta.dirname, '../..');
const solution = readFileSync(resolve(root, 'exercises/01-marginal-cost/solution.ts'), 'utf8');
const pythonSolution = readFileSync(resolve(root, 'exercises/01-marginal-cost/python/solution.py'), 'utf8');
// Pyodide starts in the exercise's sandbox on the first Python run (13.5 MB from the package, then CPU-bound).
const PYTHON_FIRST_RUN_MS = 280_000;
const chapter1 = chapters[0]!;
const section = (i: number) => chapter1.sections[i]!;
const chapter1Exercises = ['01-marginal-cost', '02-paged-vector-memory', '03-multi-domain-paging'];
const chapter1Package = scormPackages().find((p) => p.fileName === 'agent-memory-lab-chapter-1.zip')!;
// Chapter 1's package leaves the sentence encoder out (chapter 3 alone uses it): its launch address says so.
const href = launchHref(chapter1Package.scope, chapter1Package.without);

let host: ScormHost & { manifest: string };
beforeAll(async () => {
  host = await startScormHost(await zipPackage(chapter1Package, inject('distDir')));
});
afterAll(() => host?.close());

type Cmi = { core: Record<string, unknown> & { score: Record<string, string> }; suspend_data: string };

/** A fresh browser profile on the platform's page, the activity launched with `mode` (see scorm-host.ts). */
async function launch(
  lab: Lab,
  mode: 'normal' | 'refuse' | 'none',
  cmi: Cmi | null = null,
  locale = 'en-US',
  launchAt = href,
): Promise<{ w: Watched; sco: () => Frame }> {
  const w = await lab.open(null, { locale });
  // The fixture records every origin but the lab's own; the platform's host is a server of this test on 127.0.0.1.
  w.allowOrigin(host.origin);
  await w.page.goto(`${host.origin}/host.html`);
  await w.page.evaluate(
    ([m, c, h]) => (window as unknown as { launch: (...a: unknown[]) => void }).launch(m, c, h),
    [mode, cmi, launchAt] as const,
  );
  const sco = () => {
    const f = w.page.frames().find((fr) => fr.url().includes('/pkg/index.html'));
    if (!f) throw new Error('activity frame not loaded');
    return f;
  };
  await expect.poll(() => w.page.frames().some((fr) => fr.url().includes('/pkg/index.html'))).toBe(true);
  return { w, sco };
}

/** The activity shows chapter 1's section `index` (its title, level 1, in `lang`). */
const sectionShown = (sco: () => Frame, index: number, lang: 'en' | 'fr' = 'en', timeout = 30_000) =>
  sco()
    .getByRole('heading', { level: 1, name: section(index).title[lang] })
    .waitFor({ timeout });

const api = <T>(page: Page, fn: string): Promise<T> =>
  page.evaluate((body) => new Function(`return ${body}`)() as T, fn);
const coreValue = (page: Page, element: string) =>
  api<string>(page, `window.API ? String(window.API.cmi.core.${element}) : ''`);

async function pasteSolution(w: Watched, frame: Frame, code: string): Promise<void> {
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
  await w.page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await frame.locator('.monaco-editor .view-lines').first().click();
  await w.page.keyboard.press('ControlOrMeta+A');
  await w.page.keyboard.press('ControlOrMeta+V');
  await frame.waitForFunction(
    (text) => (localStorage.getItem('aml.exerciseCode') ?? '').includes(JSON.stringify(text).slice(1, 40)),
    code,
  );
}

describe('the SCORM 1.2 package on a SCORM runtime (scorm-again)', () => {
  it("has imsmanifest.xml at the zip's root, launching the chapter, valid against the SCORM 1.2 schemas", () => {
    expect(host.manifest).toContain(`adlcp:scormtype="sco" href="${escapeXml(href)}"`);
    const dir = mkdtempSync(join(tmpdir(), 'aml-scorm-manifest-'));
    try {
      writeFileSync(join(dir, 'imsmanifest.xml'), host.manifest);
      const schema = resolve(root, 'test/fixtures/scorm12/scorm12.xsd');
      const r = spawnSync(
        'xmllint',
        ['--noout', '--nonet', '--schema', schema, join(dir, 'imsmanifest.xml')],
        { encoding: 'utf8' },
      );
      expect(r.stderr).toContain('validates');
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports progress, passes an exercise, finishes, and finds everything back on relaunch (English)', async ({
    lab,
  }) => {
    const { w, sco } = await launch(lab, 'normal');
    await sectionShown(sco, 0);
    await expect.poll(() => coreValue(w.page, 'lesson_status')).toBe('incomplete');
    // Read two sections: "Next" counts the section left as read.
    for (const section of chapter1.sections.slice(1, 3)) {
      await sco().getByRole('link', { name: 'Next', exact: true }).click();
      await sco().getByRole('heading', { level: 1, name: section.title.en }).waitFor();
    }
    await expect.poll(() => coreValue(w.page, 'lesson_location')).toBe(`chapter/1/${section(2).slug}`);
    expect(await coreValue(w.page, 'score.raw')).toBe(''); // no exercise run yet: no score
    // Pass exercise 1 with its reference solution.
    await sco().evaluate(() => (location.hash = '#/en/exercises/01-marginal-cost'));
    await sco().locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
    await pasteSolution(w, sco(), solution);
    await sco().getByRole('button', { name: 'Run tests' }).click();
    await sco()
      .getByRole('region', { name: 'Test results' })
      .getByRole('status')
      .filter({ hasText: /12 passed, 0 failed/ })
      .waitFor({ timeout: 30_000 });
    // One exercise of the chapter's three at 100 %, the others not run: the mean of the best runs.
    const expectedScore = String(Math.round(100 / chapter1Exercises.length));
    await expect.poll(() => coreValue(w.page, 'score.raw'), { timeout: 10_000 }).toBe(expectedScore);
    expect(await coreValue(w.page, 'score.min')).toBe('0');
    expect(await coreValue(w.page, 'score.max')).toBe('100');
    // Back to the section, then close the activity: the page is hidden, the lab finishes its session.
    await sco().evaluate((slug) => (location.hash = `#/en/chapter/1/${slug}`), section(2).slug);
    await expect.poll(() => coreValue(w.page, 'lesson_location')).toBe(`chapter/1/${section(2).slug}`);
    await w.page.evaluate(() => (window as unknown as { closeActivity: () => void }).closeActivity());
    await expect.poll(() => api<string[]>(w.page, 'window.calls')).toContain('LMSFinish');
    const calls = await api<string[]>(w.page, 'window.calls');
    expect(calls[0]).toBe('LMSInitialize');
    expect(calls.filter((c) => c === 'LMSFinish')).toHaveLength(1);
    expect(calls).toContain('LMSCommit');
    const cmi = await api<Cmi>(w.page, 'window.cmiData()');
    expect(cmi.core.lesson_status).toBe('incomplete'); // 2 of the chapter's sections read
    expect(cmi.core.lesson_location).toBe(`chapter/1/${section(2).slug}`);
    expect(cmi.core.score.raw).toBe(expectedScore);
    expect(cmi.core.exit).toBe('suspend');
    expect(String(cmi.core.session_time)).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/); // as scorm-again keeps it
    expect(cmi.suspend_data).toMatch(/^a1\./);
    expect(cmi.suspend_data.length).toBeLessThanOrEqual(4096);
    console.info(`suspend_data after the round trip: ${cmi.suspend_data.length} characters`);

    // Relaunch on another computer (a fresh browser profile: nothing in its storage) with the platform's data.
    const again = await launch(lab, 'normal', cmi);
    expect(await again.w.page.evaluate(() => localStorage.getItem('aml.progress'))).toBeNull();
    const frame = again.sco();
    // It reopens where the student was, with the two sections read...
    await frame.getByRole('heading', { level: 1, name: section(2).title.en }).waitFor({ timeout: 30_000 });
    await frame.getByText(`2 of ${chapter1.sections.length} sections read`).first().waitFor();
    expect(await frame.locator('.toc__list li[data-read="true"]').count()).toBe(2);
    // ... the exercise passed, and its code.
    await frame.evaluate(() => (location.hash = '#/en/exercises'));
    const card = frame.locator('.exercise-card').filter({ hasText: 'Parametric window and marginal cost' });
    await expect
      .poll(async () => (await card.locator('.exercise-status').textContent()) ?? '')
      .toContain('Passed');
    expect(await frame.evaluate(() => localStorage.getItem('aml.exerciseCode') ?? '')).toContain(
      'marginalCost',
    );
    await expect.poll(() => coreValue(again.w.page, 'score.raw')).toBe(expectedScore);
    expect(await coreValue(again.w.page, 'lesson_status')).toBe('incomplete');
  });

  it('reports the score of an exercise passed in Python, as one passed in TypeScript (English)', async ({
    lab,
  }) => {
    const { w, sco } = await launch(lab, 'normal');
    await sectionShown(sco, 0);
    await expect.poll(() => coreValue(w.page, 'lesson_status')).toBe('incomplete');
    expect(await coreValue(w.page, 'score.raw')).toBe(''); // no exercise run yet: no score
    await sco().evaluate(() => (location.hash = '#/en/exercises/01-marginal-cost'));
    await sco().locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
    await sco().getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    // The Python editor, with the Python starter (the TypeScript one has no `def`).
    await sco()
      .locator('.monaco-editor .view-lines')
      .filter({ hasText: 'def ' })
      .first()
      .waitFor({ timeout: 30_000 });
    await pasteSolution(w, sco(), pythonSolution);
    await sco().getByRole('button', { name: 'Run tests' }).click();
    await sco()
      .getByRole('region', { name: 'Test results' })
      .getByRole('status')
      .filter({ hasText: /12 passed, 0 failed/ })
      .waitFor({ timeout: PYTHON_FIRST_RUN_MS });
    // One exercise of the chapter's three at 100 % (in Python), the others not run.
    const expectedScore = String(Math.round(100 / chapter1Exercises.length));
    await expect.poll(() => coreValue(w.page, 'score.raw'), { timeout: 10_000 }).toBe(expectedScore);
    expect(await sco().evaluate(() => localStorage.getItem('aml.progress') ?? '')).toContain(
      '"01-marginal-cost:python":{"passed":true,"solutionShown":false,"best":100}',
    );
  }, 600_000);

  it('without a SCORM API behaves as today: the lab works, no message (French)', async ({ lab }) => {
    const { w, sco } = await launch(lab, 'none', null, 'fr-FR');
    await sectionShown(sco, 0, 'fr');
    await sco().getByRole('link', { name: 'Suivant', exact: true }).click();
    await sectionShown(sco, 1, 'fr');
    await sco().getByText(`1 section lue sur ${chapter1.sections.length}`).first().waitFor();
    expect(await sco().locator('.notice').count()).toBe(0);
    expect(await api<boolean>(w.page, "'API' in window")).toBe(false);
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`keeps working when the platform refuses to save, with a quiet note at most (${lang})`, async ({
      lab,
    }) => {
      const { w, sco } = await launch(lab, 'refuse', null, localeOf(lang));
      await sectionShown(sco, 0, lang);
      await sco()
        .getByRole('link', { name: lang === 'fr' ? 'Suivant' : 'Next', exact: true })
        .click();
      await sectionShown(sco, 1, lang);
      await expect.poll(() => api<string[]>(w.page, 'window.calls')).toContain('LMSSetValue refused');
      // The work is kept in the browser, and the note is an information, not a warning.
      expect(await sco().evaluate(() => localStorage.getItem('aml.progress') ?? '')).toContain(
        `1/${section(0).slug}`,
      );
      const notes = sco().locator('.notice');
      await expect.poll(() => notes.count()).toBeLessThanOrEqual(1);
      expect(await sco().locator('.notice--warning').count()).toBe(0);
      const text = (await notes.allTextContents()).join(' ');
      expect(text).not.toMatch(/error|erreur|failed|échec/i);
    });
  }

  it('ignores suspend_data from an older version quietly and replaces it', async ({ lab }) => {
    const old = {
      core: { lesson_location: 'chapter/1/vocabulary' },
      suspend_data: 'a0.eyJyZWFkIjp7fX0',
    } as unknown as Cmi;
    const { w, sco } = await launch(lab, 'normal', old);
    // The location (a plain string) still applies; the old state is ignored, with nothing said.
    await sectionShown(sco, 1);
    await expect.poll(() => api<string>(w.page, 'window.API.cmi.suspend_data')).toMatch(/^a1\./);
    expect(await sco().locator('.notice').count()).toBe(0);
    await sco().getByText(`0 of ${chapter1.sections.length} sections read`).first().waitFor();
  });

  it('the whole-lab package opens the home page and follows the student into any chapter (French)', async ({
    lab,
  }) => {
    const pkg = scormPackages().find((p) => p.fileName === 'agent-memory-lab.zip')!;
    const { w, sco } = await launch(lab, 'normal', null, 'fr-FR', launchHref(pkg.scope));
    await sco().getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => sco().evaluate(() => location.hash)).toBe('#/fr');
    await expect.poll(() => coreValue(w.page, 'lesson_status')).toBe('incomplete');
    await sco().evaluate(
      (slug) => (location.hash = `#/fr/chapter/3/${slug}`),
      chapters[2]!.sections[1]!.slug,
    );
    await sco().getByRole('heading', { level: 1, name: chapters[2]!.sections[1]!.title.fr }).waitFor();
    await expect
      .poll(() => coreValue(w.page, 'lesson_location'))
      .toBe(`chapter/3/${chapters[2]!.sections[1]!.slug}`);
  });

  it('carries no sentence encoder in chapter 1 and says so where a scene asks for it (English, French)', async ({
    lab,
  }) => {
    expect(chapter1Package.without).toEqual(['encoder', 'bench-data']);
    for (const [locale, lang, relevance, encoder, timeline, note] of [
      [
        'en-US',
        'en',
        'Relevance',
        'Sentence encoder (in this page)',
        'Timeline',
        /not included in this package/,
      ],
      [
        'fr-FR',
        'fr',
        'Pertinence',
        'Encodeur de phrases (dans la page)',
        'Chronologie',
        /n’est pas inclus dans ce paquet/,
      ],
    ] as const) {
      const { w, sco } = await launch(lab, 'normal', null, locale);
      await sco().getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      // The package has no encoder file (asked from here, not from the page, whose console must stay clean).
      expect((await fetch(`${host.origin}/pkg/models/use-lite/model.json`)).status).toBe(404);
      expect((await fetch(`${host.origin}/pkg/models/wllama/wllama.wasm`)).status).toBe(200);
      await sco().evaluate((l) => (location.hash = `#/${l}/visualizer?preset=episodic%2Ffintech-en`), lang);
      const choice = sco().getByRole('radiogroup', { name: relevance });
      await choice.waitFor();
      await sco().getByRole('slider', { name: timeline }).fill('11');
      await choice.getByRole('radio', { name: encoder }).check();
      await sco().getByRole('note').filter({ hasText: note }).waitFor();
      expect(
        await sco()
          .getByRole('button', { name: /sentence encoder|encodeur de phrases/ })
          .count(),
      ).toBe(0);
      const request = sco().locator('.viz-takes__request').last();
      await shot(request, `scorm-no-encoder-${lang}-light`);
      await w.page.emulateMedia({ colorScheme: 'dark' });
      await shot(request, `scorm-no-encoder-${lang}-dark`);
    }
  });

  it("keeps suspend_data within SCORM 1.2's 4,096 characters when the student's code is large, keeping the trail", async ({
    lab,
  }) => {
    const w = await lab.open(null);
    w.allowOrigin(host.origin);
    await w.page.goto(`${host.origin}/host.html`);
    // 20,000 pseudo-random letters of code (deflate cannot shrink them below the limit) and one section read.
    await w.page.evaluate(() => {
      let x = 7;
      let source = '';
      for (let i = 0; i < 20_000; i++) {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        source += String.fromCharCode(97 + ((x >>> 16) % 26));
      }
      localStorage.setItem(
        'aml.exerciseCode',
        JSON.stringify({
          state: { code: { '01-marginal-cost': { source, savedAt: 1 } }, hintsShown: {} },
          version: 1,
        }),
      );
      localStorage.setItem(
        'aml.progress',
        JSON.stringify({
          state: { read: { '1/problem': true }, lastSection: {}, exercises: {} },
          version: 2,
        }),
      );
    });
    await w.page.evaluate(
      (h) => (window as unknown as { launch: (...a: unknown[]) => void }).launch('normal', null, h),
      href,
    );
    await expect
      .poll(() => api<string>(w.page, "window.API ? window.API.cmi.suspend_data : ''"), { timeout: 30_000 })
      .toMatch(/^a1\./);
    const data = await api<string>(w.page, 'window.API.cmi.suspend_data');
    expect(data.length).toBeLessThanOrEqual(4096);
    const back = decodeSuspendData(data)!;
    expect(back.progress.read).toEqual({ '1/problem': true });
    expect(back.exerciseCode.code['01-marginal-cost']).toBeUndefined(); // left out of the platform's copy...
    const frame = w.page.frames().find((f) => f.url().includes('/pkg/index.html'))!;
    expect(
      (await frame.evaluate(() => localStorage.getItem('aml.exerciseCode') ?? '')).length,
    ).toBeGreaterThan(20_000); // ...kept here
  });
});
