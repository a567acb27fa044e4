// @vitest-environment node
/**
 * Every chapter's notebook, in both languages, built by the page's own code (chapterNotebook, the function the
 * "Download as notebook" button calls, with the build-time MDX conversion of vitest.config.ts), run top to bottom in
 * a real Jupyter kernel by `nbconvert --to notebook --execute`, as a learner who takes a chapter to Jupyter would.
 * A cell tagged `raises-exception` may fail (nbconvert's convention); any other error fails the notebook.
 *
 * The notebooks run side by side (one kernel each, a few at a time): the whole file takes about the time of the
 * slowest notebook times the batches. Skipped, with one line, where no Python with nbconvert and ipykernel is found
 * (`.ci/run` installs Debian's python3-nbconvert and python3-ipykernel).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../src/content/chapters';
import { LANGS } from '../../src/i18n/lang';
import { chapterNotebook, notebookJson } from '../../src/notebook/chapterNotebook';
import { notebookFileName } from '../../src/notebook/build';
import type { Notebook, NotebookCodeCell } from '../../src/notebook/types';

/** A command that runs nbconvert with a Python that also has ipykernel, or null. */
function findNbconvert(): string[] | null {
  const candidates = [
    ['jupyter', 'nbconvert'],
    ['/usr/bin/python3', '-m', 'nbconvert'],
    ['python3', '-m', 'nbconvert'],
  ];
  for (const cmd of candidates) {
    try {
      // A generous limit: on a loaded 2-core machine Python's start took over 30 s, and the whole suite was then
      // skipped as if nbconvert were missing (a skip that hid the test, not a failure).
      execFileSync(cmd[0] as string, [...cmd.slice(1), '--version'], { stdio: 'ignore', timeout: 300_000 });
      // The kernel runs under the same Python as nbconvert (ipykernel's native kernel): it must be importable there.
      if (cmd[1] === '-m')
        execFileSync(cmd[0] as string, ['-c', 'import ipykernel'], { stdio: 'ignore', timeout: 300_000 });
      return cmd;
    } catch {
      // not this one
    }
  }
  return null;
}

const nbconvert = findNbconvert();
const cases = chapters.flatMap((c) =>
  LANGS.map((lang) => ({ chapter: c, lang, name: `chapter ${c.id} (${lang})` })),
);

interface Run {
  seconds: number;
  error: string | null;
  executed: Notebook | null;
}

describe.skipIf(nbconvert === null)('the exported notebooks, run in a Jupyter kernel', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aml-notebooks-'));
  const runs = new Map<string, Run>();
  const notebooks = new Map<string, Notebook>();

  function execute(file: string): Promise<Run> {
    const cmd = nbconvert as string[];
    const started = performance.now();
    const out = file.replace(/\.ipynb$/, '.out.ipynb');
    return new Promise((done) => {
      execFile(
        cmd[0] as string,
        [
          ...cmd.slice(1),
          '--to',
          'notebook',
          '--execute',
          '--ExecutePreprocessor.timeout=120',
          '--output',
          out,
          file,
        ],
        { cwd: dir, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          const seconds = (performance.now() - started) / 1000;
          if (error) done({ seconds, error: `${error.message}\n${stderr}`.slice(-4000), executed: null });
          else done({ seconds, error: null, executed: JSON.parse(readFileSync(out, 'utf8')) as Notebook });
        },
      );
    });
  }

  beforeAll(async () => {
    const started = performance.now();
    const files = await Promise.all(
      cases.map(async (c) => {
        const file = join(dir, notebookFileName(c.chapter.number, c.lang));
        const notebook = await chapterNotebook(c.chapter.id, c.lang);
        notebooks.set(c.name, notebook);
        writeFileSync(file, notebookJson(notebook));
        return { name: c.name, file };
      }),
    );
    // A few kernels at a time: each is a Python process that starts in about a second and then mostly computes.
    const width = Math.max(2, availableParallelism());
    const queue = [...files];
    await Promise.all(
      Array.from({ length: width }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          runs.set(next.name, await execute(next.file));
      }),
    );
    const each = [...runs].map(([name, r]) => `${name} ${r.seconds.toFixed(1)} s`).join(', ');
    console.log(
      `notebooks run in Jupyter in ${((performance.now() - started) / 1000).toFixed(1)} s (${width} at a time): ${each}`,
    );
  }, 600_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const codeCells = (nb: Notebook) => nb.cells.filter((c): c is NotebookCodeCell => c.cell_type === 'code');
  const stdout = (cell: NotebookCodeCell) =>
    cell.outputs
      .filter((o) => o.output_type === 'stream' && o.name === 'stdout')
      .map((o) => o.text.join(''))
      .join('');

  it.each(cases)('$name runs top to bottom and prints what the notebook says', ({ name }) => {
    const run = runs.get(name) as Run;
    expect(run.error, name).toBeNull();
    const executed = codeCells(run.executed as Notebook);
    const written = new Map(codeCells(notebooks.get(name) as Notebook).map((c) => [c.id, c]));
    expect(executed.map((c) => c.id)).toEqual([...written.keys()]);
    for (const cell of executed) {
      // Every code cell ran (nbconvert numbers each one it executes), and only the tagged ones raised.
      expect(cell.execution_count, cell.id).not.toBeNull();
      const raised = cell.outputs.some((o) => (o.output_type as string) === 'error');
      expect(raised, `${cell.id} raised`).toBe(cell.metadata.tags?.includes('raises-exception') ?? false);
      // A cell with the lab's recorded output prints the same in this Python.
      const recorded = written.get(cell.id)?.outputs[0];
      if (recorded) expect(stdout(cell), cell.id).toBe(recorded.text.join(''));
    }
  });
});

if (nbconvert === null)
  describe('the exported notebooks, run in a Jupyter kernel', () => {
    it.skip('skipped: no Python with nbconvert and ipykernel (apt-get install python3-nbconvert python3-ipykernel)', () => {});
  });
