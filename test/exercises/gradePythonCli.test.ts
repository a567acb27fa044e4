/**
 * `npm run grade` with Python beside TypeScript, as a teacher runs it on a class's folder: the language comes from
 * the extension, the JSON and CSV have the same fields for both, notebooks are graded by their code cells.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { GradeResult } from '../../src/sandbox/node/grader';
import { chapterNotebook, notebookJson } from '../../src/notebook/chapterNotebook';
import { lines as toLines } from '../../src/notebook/build';

const root = resolve(import.meta.dirname, '../..');
const ex1 = join(root, 'exercises/01-marginal-cost/python');

function notebook(cells: Array<['code' | 'markdown', string]>): string {
  return JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3' } },
    cells: cells.map(([type, source], i) => ({
      cell_type: type,
      id: `c${i}`,
      metadata: {},
      source: source.split(/(?<=\n)/),
      ...(type === 'code' ? { outputs: [], execution_count: null } : {}),
    })),
  });
}

describe('npm run grade with .py, .ipynb and .ts submissions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aml-grade-py-'));
  let rows: GradeResult[];
  let csv: string;
  let stderr: string;

  beforeAll(async () => {
    // Chapter 1 downloaded as a notebook, exercise 1's starter cell replaced by the solution: only that cell counts.
    const nb = await chapterNotebook('1', 'en');
    const cell = nb.cells.find(
      (c) =>
        (c.metadata.agent_memory_lab as { exercise?: string } | undefined)?.exercise === '01-marginal-cost',
    );
    if (!cell) throw new Error('no exercise 1 cell');
    cell.source = toLines(readFileSync(join(ex1, 'solution.py'), 'utf8'));
    writeFileSync(join(dir, 'grace.ipynb'), notebookJson(nb));
    const solution = readFileSync(join(ex1, 'solution.py'), 'utf8');
    const lines = solution.split('\n');
    const half = Math.floor(lines.length / 2);
    // Split where a top-level statement starts, so each cell is valid on its own.
    let cut = half;
    while (cut < lines.length && (/^\s/.test(lines[cut] ?? '') || lines[cut] === '')) cut++;
    writeFileSync(join(dir, 'alice.py'), solution);
    copyFileSync(join(ex1, 'starter.py'), join(dir, 'bob.py'));
    writeFileSync(
      join(dir, 'carol.ipynb'),
      notebook([
        ['markdown', '# Exercice 1'],
        ['code', `${lines.slice(0, cut).join('\n')}\n`],
        ['code', '%load_ext autoreload\n'],
        ['code', lines.slice(cut).join('\n')],
      ]),
    );
    writeFileSync(join(dir, 'dave.ipynb'), notebook([['code', 'while True:\n    pass\n']]));
    writeFileSync(join(dir, 'erin.ipynb'), '{"nbformat": 4, "cells": [');
    copyFileSync(join(root, 'test/exercises/fixtures/correct.ts'), join(dir, 'frank.ts'));
    const r = spawnSync(
      process.execPath,
      [
        resolve(root, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/grade.ts',
        '1',
        dir,
        '--json',
        '--csv',
        join(dir, 'out.csv'),
        '--jobs',
        '2',
        '--timeout',
        '8000',
      ],
      { cwd: root, encoding: 'utf8', timeout: 400_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    rows = JSON.parse(r.stdout) as GradeResult[];
    csv = readFileSync(join(dir, 'out.csv'), 'utf8');
    stderr = r.stderr;
  }, 420_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const row = (name: string) => rows.find((r) => r.file.endsWith(name)) as GradeResult;

  it('grades every file of the folder by its extension, with the same fields for both languages', () => {
    expect(rows.map((r) => r.file.split('/').pop())).toEqual([
      'alice.py',
      'bob.py',
      'carol.ipynb',
      'dave.ipynb',
      'erin.ipynb',
      'frank.ts',
      'grace.ipynb',
    ]);
    for (const r of rows)
      expect(Object.keys(r).sort()).toEqual(['error', 'failed', 'file', 'passed', 'score', 'timedOut']);
    expect(stderr).toMatch(/Grading 7 submissions/);
  });

  it('gives the Python solution, the same split over notebook cells, a downloaded chapter notebook solved, and a TypeScript solution 100', () => {
    for (const f of ['alice.py', 'carol.ipynb', 'frank.ts', 'grace.ipynb'])
      expect(row(f), f).toMatchObject({ failed: 0, score: 100, timedOut: false, error: null });
    expect(row('alice.py').passed).toBeGreaterThan(0);
  });

  it('gives the starter 0 without any unusual reason, a looping notebook its time-out, a broken one its reason', () => {
    expect(row('bob.py')).toMatchObject({ passed: 0, score: 0, timedOut: false, error: null });
    expect(row('dave.ipynb')).toMatchObject({
      passed: 0,
      timedOut: true,
      error: expect.stringMatching(/timed out/),
    });
    expect(row('erin.ipynb')).toMatchObject({ passed: 0, error: expect.stringMatching(/not valid JSON/) });
  });

  it('writes the same rows as CSV, one line per submission', () => {
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('submission,passed,failed,timed out,score,reason');
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.includes('alice.py'))).toMatch(/,0,no,100,$/);
    expect(lines.find((l) => l.includes('dave.ipynb'))).toMatch(/,yes,0,/);
  });
});
