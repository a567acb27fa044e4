/**
 * "Download as notebook" in the real browser, French and English: the download event's file is read back, parsed,
 * validated against the nbformat 4.5 JSON schema (test/fixtures/nbformat), and holds the page's language, the
 * chapter's Python cells with their outputs and the exercises' Python starters. Nothing is fetched from another
 * host (the shared `lab` fixture checks it, and console errors).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { expect } from 'vitest';
import { cells as chapter1Python } from '../../src/cells/python/chapter1/index';
import type { Notebook } from '../../src/notebook/types';
import { it } from './fixtures';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/nbformat/nbformat.v4.5.schema.json'), 'utf8'),
) as Record<string, unknown>;
delete schema.$schema; // draft-04 declared; compiled with ajv 8's default draft (see the fixture's README)
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

const CASES = [
  {
    lang: 'fr',
    button: 'Télécharger en notebook',
    section: 'Fenêtre glissante',
    done: /Notebook téléchargé/,
  },
  { lang: 'en', button: 'Download as notebook', section: 'Rolling window', done: /Notebook downloaded/ },
] as const;

for (const c of CASES) {
  it(`downloads chapter 1 as a valid notebook in ${c.lang}`, async ({ lab }) => {
    const w = await lab.open(`#/${c.lang}/chapter/1/rolling-window`);
    const button = w.page.getByRole('button', { name: c.button });
    await button.waitFor();
    const [download] = await Promise.all([w.page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`agent-memory-lab-chapter-1-${c.lang}.ipynb`);
    const path = await download.path();
    const nb = JSON.parse(readFileSync(path, 'utf8')) as Notebook;
    expect(validate(nb), JSON.stringify(validate.errors)).toBe(true);
    expect(nb.nbformat).toBe(4);
    expect(nb.metadata).toMatchObject({ agent_memory_lab: { chapter: '1', lang: c.lang } });

    const markdown = nb.cells
      .filter((x) => x.cell_type === 'markdown')
      .map((x) => x.source.join(''))
      .join('\n');
    expect(markdown).toContain(`## ${c.section}`);
    const code = nb.cells.filter((x) => x.cell_type === 'code');
    const lessonCells = code.filter((x) => !x.metadata.tags?.some((t) => t.startsWith('exercise')));
    expect(lessonCells.map((x) => x.id)).toEqual(chapter1Python.map((x) => x.id));
    const rolling = lessonCells.find((x) => x.id === 'rolling-window');
    expect(rolling?.outputs[0]?.text.join('')).toBe(
      `${chapter1Python.find((x) => x.id === 'rolling-window')?.expectedOutput}\n`,
    );
    // The chapter's exercises (1 to 3) as Python starter cells.
    const starters = code.filter((x) => x.metadata.tags?.includes('exercise'));
    expect(starters.map((x) => (x.metadata.agent_memory_lab as { exercise: string }).exercise)).toEqual([
      '01-marginal-cost',
      '02-paged-vector-memory',
      '03-multi-domain-paging',
    ]);
    expect(starters[0]?.source.join('')).toContain('def cout_marginal(');
    await expect.poll(() => w.page.getByRole('status').filter({ hasText: c.done }).count()).toBe(1);
  });
}
