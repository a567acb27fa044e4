/**
 * Throughput of the grading command on a class's folder: makes N submissions in a temp dir (Python by default:
 * .py and .ipynb, solutions, starters, wrong answers, a loop every tenth), runs `npm run grade` on it with --jobs J,
 * and prints submissions per second (wall clock of the whole command, start-up included), with Pyodide's memory
 * snapshot (the default) and without it (AML_GRADER_SNAPSHOT=0).
 *
 *   npx tsx scripts/measure-grade-throughput.ts [--count 50] [--jobs 2] [--lang py|ts] [--exercise 1] [--timeout MS] [--no-compare]
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exerciseSlugs, resolveExercise } from '../src/exercises/node';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const count = Number(arg('count', '50'));
const jobs = Number(arg('jobs', '2'));
const lang = arg('lang', 'py');
const slug = resolveExercise(arg('exercise', '1'), exerciseSlugs());
if (!slug) throw new Error('unknown exercise');
const compare = !process.argv.includes('--no-compare');
const timeout = arg('timeout', '3000'); // the grading command's default

function notebook(source: string): string {
  return JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {},
    cells: [{ cell_type: 'code', id: 'c0', metadata: {}, source, outputs: [], execution_count: null }],
  });
}

function makeFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aml-throughput-'));
  const ex = join(root, 'exercises', slug as string);
  for (let i = 0; i < count; i++) {
    const name = `student-${String(i + 1).padStart(3, '0')}`;
    if (lang === 'ts') {
      copyFileSync(join(ex, i % 3 === 0 ? 'starter.ts' : 'solution.ts'), join(dir, `${name}.ts`));
      continue;
    }
    const solution = readFileSync(join(ex, 'python', 'solution.py'), 'utf8');
    const starter = readFileSync(join(ex, 'python', 'starter.py'), 'utf8');
    const source =
      i % 10 === 9
        ? 'while True:\n    pass\n'
        : i % 3 === 0
          ? starter
          : i % 5 === 1
            ? solution.replace(/return /, 'return None or ')
            : solution;
    if (i % 2 === 0) writeFileSync(join(dir, `${name}.py`), source);
    else writeFileSync(join(dir, `${name}.ipynb`), notebook(source));
  }
  return dir;
}

function run(dir: string, snapshot: boolean) {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/grade.ts',
      slug as string,
      dir,
      '--json',
      '--jobs',
      String(jobs),
      '--timeout',
      timeout,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, AML_GRADER_SNAPSHOT: snapshot ? '1' : '0' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`grade failed: ${r.stderr.slice(-2000)}`);
  const rows = JSON.parse(r.stdout) as Array<{ score: number; timedOut: boolean }>;
  return { seconds, rows };
}

const dir = makeFolder();
try {
  console.log(
    `${count} ${lang} submissions for ${slug}, --jobs ${jobs}, --timeout ${timeout}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const snapshot of lang === 'ts' || !compare ? [true] : [true, false]) {
    const { seconds, rows } = run(dir, snapshot);
    const full = rows.filter((r) => r.score === 100).length;
    const loops = rows.filter((r) => r.timedOut).length;
    const label =
      lang === 'ts'
        ? 'TypeScript'
        : snapshot
          ? 'with the memory snapshot'
          : 'without the snapshot (Pyodide loaded per process)';
    console.log(
      `${label}: ${rows.length} graded in ${seconds.toFixed(1)} s = ${(rows.length / seconds).toFixed(2)} submissions/s` +
        ` (${full} at 100, ${loops} timed out)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
