import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { inject } from 'vitest';
import { it } from './fixtures';
import { chapters } from '../../src/content/chapters';

describe('the built lab in Chromium', () => {
  it('loads under a sub-path and lists the six chapters in English', async ({ lab }) => {
    const w = await lab.open('', { locale: 'en-US' });
    await w.page.getByRole('heading', { level: 1, name: 'Agent Memory Lab' }).waitFor();
    const titles = await w.page.locator('.chapter-card__title').allTextContents();
    expect(titles).toEqual([
      'Paged agent memory',
      'State and memory per user',
      'Episodic, semantic, reflection',
      'Measuring memory: what it forgets, what it costs',
      'The agent manages its own memory',
      'Compaction and context editing',
    ]);
    expect(w.page.url()).toContain('#/en');
  });

  it('opens in French for a French browser and switches to English with the language switch', async ({
    lab,
  }) => {
    const w = await lab.open('', { locale: 'fr-FR' });
    await w.page.getByRole('heading', { name: 'Chapitres' }).waitFor();
    expect(await w.page.locator('.chapter-card__title').first().textContent()).toBe(
      'Mémoire paginée d’agent',
    );
    await w.page.getByRole('button', { name: 'English' }).click();
    await w.page.getByRole('heading', { name: 'Chapters' }).waitFor();
    expect(w.page.url()).toContain('#/en');
    expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('survives a corrupt saved state with a visible notice', async ({ lab }) => {
    const w = await lab.open('');
    await w.page.evaluate(() => {
      localStorage.setItem('aml.settings', '{not json');
      localStorage.setItem('aml.progress', '"a string"');
    });
    await w.page.reload();
    await w.page.getByRole('heading', { level: 1, name: 'Agent Memory Lab' }).waitFor();
    await w.page.getByText('Some saved data could not be read').first().waitFor();
  });

  it('shows a notice and the home page for an unknown address', async ({ lab }) => {
    const w = await lab.open('#/en/no-such-page');
    await w.page.getByText('This address does not match any page').waitFor();
    await w.page.getByRole('heading', { name: 'Chapters' }).waitFor();
  });

  it('loads no lesson prose, only the navigation data (initial JS of the home page, gzip)', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'en-US' });
    const scripts = new Set<string>();
    w.page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.add(new URL(res.url()).pathname.split('/').pop() as string);
    });
    await w.page.goto(w.url('#/en'));
    await w.page.getByRole('heading', { level: 1, name: 'Agent Memory Lab' }).waitFor();
    await w.page.waitForLoadState('networkidle');
    const assets = join(inject('distDir'), 'assets');
    const code = await Promise.all([...scripts].map((f) => readFile(join(assets, f))));
    const gzip = code.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0);
    console.info(`home page initial JS: ${[...scripts].join(', ')} = ${(gzip / 1024).toFixed(1)} KiB gzip`);
    expect([...scripts].some((s) => /^ChapterPage-|\.(fr|en)-[\w-]+\.js$/.test(s))).toBe(false);

    // The opening of the first lesson, in each language: in that section's own chunk (one per section and
    // language), not in anything the home page loads.
    const text = code.map((c) => c.toString('utf8')).join('\n');
    const first = chapters[0]?.sections[0]?.slug as string;
    for (const lang of ['en', 'fr'] as const) {
      const lessonChunk = (await readdir(assets)).find(
        (f) => f.startsWith(`${first}.${lang}-`) && f.endsWith('.js'),
      );
      expect(lessonChunk).toBeDefined();
      const lessonText = await readFile(join(assets, lessonChunk as string), 'utf8');
      const source = await readFile(
        join(import.meta.dirname, `../../src/content/chapter1/${first}.${lang}.mdx`),
        'utf8',
      );
      const opening = source.slice(0, 60); // plain prose: no markup in the first words
      expect(opening).toMatch(/^[\p{L} ,'’]{60}$/u);
      expect(lessonText).toContain(opening);
      expect(text).not.toContain(opening);
    }
    // The navigation is there: section titles (the home page counts read sections and resumes the last one).
    expect(text).toContain(chapters[0]?.sections[2]?.title.fr);
  });
});
