// @vitest-environment node
/**
 * The chapter notebooks ("Download as notebook"), built by the page's own code (chapterNotebook, with the build-time
 * MDX conversion of vitest.config.ts): each chapter in each language is valid against the nbformat 4.5 JSON schema
 * (test/fixtures/nbformat, from jupyter/nbformat), holds the lesson's prose and every Python cell with the lab's
 * output, and its code cells, run in order with Pyodide (the same package and cell runner as the page's kernel),
 * print what the notebook says they print.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chapters } from '../../src/content/chapters';
import type { CellDef } from '../../src/cells/types';
import { LANGS } from '../../src/i18n/lang';
import { COMPAT_TAG } from '../../src/notebook/build';
import { chapterNotebook, notebookJson } from '../../src/notebook/chapterNotebook';
import type { Notebook, NotebookCodeCell } from '../../src/notebook/types';
import { exercisesOfChapter } from '../../src/exercises/catalog';
import { cellFilename } from '../../src/sandbox/python/core';
import { loadNodeCellKernel, type NodeCellKernel } from '../helpers/pyodide';

vi.setConfig({ testTimeout: 60_000 });

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/nbformat/nbformat.v4.5.schema.json'), 'utf8'),
) as Record<string, unknown>;
delete schema.$schema; // draft-04 declared; no keyword of it differs from ajv 8's default here (see the fixture's README)
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

const pythonLists = import.meta.glob<{ cells: readonly CellDef[] }>(
  '../../src/cells/python/chapter*/index.ts',
  { eager: true },
);
const pythonCellsOf = (id: string) =>
  pythonLists[`../../src/cells/python/chapter${id}/index.ts`]?.cells ?? [];
const starters = import.meta.glob<string>('../../exercises/*/python/starter.py', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const starterOf = (slug: string) => starters[`../../exercises/${slug}/python/starter.py`];

const cases = chapters.flatMap((c) =>
  LANGS.map((lang) => ({ chapter: c, lang, name: `chapter ${c.id} (${lang})` })),
);
const notebooks = new Map<string, Notebook>();
// Building the notebooks converts every section of every chapter, and the first section that quotes a fact loads
// the facts' registry through Vite's module runner (src/content/vitePlugin.ts): seconds of work on a busy machine.
beforeAll(async () => {
  for (const c of cases)
    notebooks.set(c.name, JSON.parse(notebookJson(await chapterNotebook(c.chapter.id, c.lang))) as Notebook);
}, 120_000);

const text = (source: string[]) => source.join('');
const codeCells = (nb: Notebook) => nb.cells.filter((c): c is NotebookCodeCell => c.cell_type === 'code');
const markdownOf = (nb: Notebook) =>
  nb.cells
    .filter((c) => c.cell_type === 'markdown')
    .map((c) => text(c.source))
    .join('\n');

describe.each(cases)('the notebook of $name', ({ chapter, lang, name }) => {
  it('is valid nbformat 4.5 (JSON schema)', () => {
    const nb = notebooks.get(name) as Notebook;
    const ok = validate(nb);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(new Set(nb.cells.map((c) => c.id)).size).toBe(nb.cells.length);
  });

  it("holds the lesson's prose in the page's language, with no JSX left", () => {
    const nb = notebooks.get(name) as Notebook;
    const md = markdownOf(nb);
    for (const s of chapter.sections) expect(md).toContain(`## ${s.title[lang]}`);
    expect(md).toContain(chapter.title[lang]);
    expect(md).not.toMatch(
      /<(Cell|Note|Output|SeedCode|Table|Visualizer|CostLab|ExerciseCards|MemoryBench)\b/,
    );
    expect(nb.metadata).toMatchObject({ agent_memory_lab: { chapter: chapter.id, lang } });
  });

  it("has every Python cell, in the kernel's order, with the lab's output", () => {
    const nb = notebooks.get(name) as Notebook;
    const py = pythonCellsOf(chapter.id);
    const cells = codeCells(nb).filter(
      (c) => !c.metadata.tags?.some((t) => t.startsWith('exercise') || t === COMPAT_TAG),
    );
    expect(cells.map((c) => c.id)).toEqual(py.map((c) => c.id));
    for (const [i, def] of py.entries()) {
      const cell = cells[i] as NotebookCodeCell;
      expect(text(cell.source)).toBe(def.python);
      if (def.expectedOutput === undefined) {
        expect(cell.outputs).toEqual([]);
        expect(cell.metadata.tags).toContain('raises-exception');
      } else
        expect(cell.outputs).toEqual([{ output_type: 'stream', name: 'stdout', text: expect.any(Array) }]);
      if (def.expectedOutput !== undefined)
        expect(text(cell.outputs[0]?.text ?? [])).toBe(`${def.expectedOutput}\n`);
    }
  });

  it("has the chapter's exercises, with the Python starter as a code cell where it exists", () => {
    const nb = notebooks.get(name) as Notebook;
    const md = markdownOf(nb);
    const starterCells = codeCells(nb).filter((c) => c.metadata.tags?.includes('exercise'));
    const exercises = exercisesOfChapter(chapter.number);
    const withStarter = exercises.filter((e) => starterOf(e.slug) !== undefined);
    for (const e of exercises) expect(md).toContain(e.title[lang]);
    expect(starterCells.map((c) => (c.metadata.agent_memory_lab as { exercise: string }).exercise)).toEqual(
      withStarter.map((e) => e.slug),
    );
    // The starters import aml_lab: a cell before them defines it (a plain Jupyter kernel has no such module).
    if (starterCells.some((c) => text(c.source).includes('aml_lab'))) {
      const helpers = codeCells(nb).findIndex((c) => c.metadata.tags?.includes('exercise-helpers'));
      expect(helpers).toBeGreaterThanOrEqual(0);
      expect(helpers).toBeLessThan(codeCells(nb).indexOf(starterCells[0] as NotebookCodeCell));
    }
    for (const c of starterCells) {
      const slug = (c.metadata.agent_memory_lab as { exercise: string }).exercise;
      expect(`${text(c.source)}\n`).toBe(starterOf(slug)?.replace(/\n*$/, '\n'));
    }
  });
});

describe('the code cells, run in order with Pyodide', () => {
  let kernel: NodeCellKernel;
  beforeAll(async () => {
    kernel = await loadNodeCellKernel();
  }, 180_000);

  it.each(cases)('$name prints what its outputs say', async ({ name, chapter }) => {
    const nb = notebooks.get(name) as Notebook;
    kernel.reset();
    for (const cell of codeCells(nb)) {
      const { stdout, error } = await kernel.run(
        text(cell.source),
        cellFilename(`chapter${chapter.id}`, cell.id),
      );
      if (cell.metadata.tags?.includes('raises-exception')) {
        expect(error, `${cell.id} should raise`).not.toBeNull();
        continue;
      }
      expect(error, `${cell.id}: ${error?.traceback ?? ''}`).toBeNull();
      // Starters (and the helpers cell) carry no recorded output: the lab never printed them. They must run.
      if (cell.metadata.tags?.some((t) => t.startsWith('exercise'))) continue;
      expect(stdout, cell.id).toBe(text(cell.outputs[0]?.text ?? []));
    }
  });
});
