/**
 * Grade a folder of submissions with the exercise's own tests, each in its own process with a time limit.
 *
 *   npm run grade -- <exercise> <file or folder ...> [--csv FILE] [--json] [--timeout MS] [--jobs N]
 *
 * <exercise> is the folder name (01-marginal-cost) or its number (1). The language is taken from each file's extension:
 * .ts/.js/.mts run the TypeScript tests; .py and Jupyter notebooks (.ipynb, nbformat 4: the code cells in order) run
 * the Python tests (exercises/NN-slug/python/tests.py) with Pyodide, each in its own process too. Prints a progress
 * line per submission (stderr), then a table (stdout), or with --json one JSON array of
 * { file, passed, failed, timedOut, error, score } (the same fields for both languages).
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { exerciseSlugs, hasPythonTests, resolveExercise } from '../src/exercises/node';
import { DEFAULT_TIMEOUT_MS, gradeFile, type GradeResult } from '../src/sandbox/node/grader';
import { gradePythonFile } from '../src/sandbox/node/pythonGrader';
import { makePyodideSnapshot } from '../src/sandbox/node/pyodideSnapshot';
import { exitOnSignals } from '../src/sandbox/node/gradeProcess';

// The exercises are the folders of exercises/ (no list to keep up to date here).
const SLUGS = exerciseSlugs();
const USAGE = `Usage: npm run grade -- <exercise> <file or folder ...> [--csv FILE] [--json] [--timeout MS] [--jobs N]
  <exercise>   ${SLUGS.join(', ')} (or its number: ${SLUGS.map((s) => Number(s.slice(0, 2))).join(', ')})
  files        .ts / .js (TypeScript tests), .py / .ipynb (Python tests, Pyodide); folders are searched for them
  --csv FILE   also write the results as CSV
  --json       print one JSON array instead of the table
  --timeout MS time limit per submission (default ${DEFAULT_TIMEOUT_MS})
  --jobs N     submissions graded in parallel (default: up to 4)`;

interface Args {
  exercise: string;
  paths: string[];
  csv: string | undefined;
  json: boolean;
  timeoutMs: number;
  jobs: number;
}

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let csv: string | undefined;
  let json = false;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  let jobs = Math.max(1, Math.min(4, availableParallelism() - 1));
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value.`);
      return v;
    };
    if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a === '--json') json = true;
    else if (a === '--csv') csv = value();
    else if (a === '--timeout') {
      timeoutMs = Number(value());
      if (!Number.isFinite(timeoutMs) || timeoutMs < 100)
        usage('--timeout must be a number of milliseconds >= 100.');
    } else if (a === '--jobs') {
      jobs = Number(value());
      if (!Number.isInteger(jobs) || jobs < 1) usage('--jobs must be an integer >= 1.');
    } else if (a.startsWith('--')) usage(`Unknown option ${a}.`);
    else positional.push(a);
  }
  const [exercise, ...paths] = positional;
  if (!exercise) usage('Missing the exercise.');
  if (paths.length === 0) usage('Missing the submissions (files or folders).');
  return { exercise, paths, csv, json, timeoutMs, jobs };
}

const SUBMISSION = /\.(ts|js|mts|py|ipynb)$/i;
const PYTHON = /\.(py|ipynb)$/i;

/** Files to grade: a file as given; a folder's submissions, recursively, sorted; a missing path is kept (and fails). */
async function expand(paths: string[]): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (SUBMISSION.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const p of paths) {
    const s = await stat(p).catch(() => null);
    if (s?.isDirectory()) await walk(p);
    else out.push(p);
  }
  return out;
}

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(rows: GradeResult[]): string {
  const head = ['submission', 'passed', 'failed', 'timed out', 'score', 'reason'];
  const lines = rows.map((r) =>
    [r.file, r.passed, r.failed, r.timedOut ? 'yes' : 'no', r.score, r.error ?? ''].map(csvCell).join(','),
  );
  return `${[head.join(','), ...lines].join('\n')}\n`;
}

function table(rows: GradeResult[]): string {
  const head = ['submission', 'passed', 'failed', 'timed out', 'score', 'reason'];
  const body = rows.map((r) => [
    r.file,
    String(r.passed),
    String(r.failed),
    r.timedOut ? 'yes' : 'no',
    String(r.score),
    r.error ?? '',
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((b) => (i === 5 ? 0 : (b[i] as string).length))),
  );
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...body.map(fmt)].join('\n');
}

/** The language is the extension's: Python files run the exercise's Python tests, the others its TypeScript tests. */
async function gradeOne(
  slug: string,
  file: string,
  timeoutMs: number,
  snapshotPath: string | undefined,
): Promise<GradeResult> {
  if (!PYTHON.test(file)) return gradeFile(slug, file, { timeoutMs });
  if (!hasPythonTests(slug))
    return {
      file,
      passed: 0,
      failed: 0,
      timedOut: false,
      error: `${slug} has no Python tests (python/tests.py)`,
      score: 0,
    };
  return gradePythonFile(slug, file, { timeoutMs, ...(snapshotPath ? { snapshotPath } : {}) });
}

/**
 * Python submissions restore one Pyodide memory snapshot made for this run (about 5 times quicker than loading
 * Pyodide in each process; see src/sandbox/node/pyodideSnapshot.ts). AML_GRADER_SNAPSHOT=0 turns it off.
 */
async function pythonSnapshot(
  files: string[],
): Promise<{ path: string | undefined; cleanup: () => Promise<void> }> {
  const none = { path: undefined, cleanup: async () => {} };
  if (process.env.AML_GRADER_SNAPSHOT === '0' || files.filter((f) => PYTHON.test(f)).length < 2) return none;
  const dir = await mkdtemp(join(tmpdir(), 'aml-grade-'));
  const path = join(dir, 'pyodide.snapshot');
  console.error('Preparing Pyodide for the Python submissions (memory snapshot)…');
  const ok = await makePyodideSnapshot(path);
  if (!ok) console.error('  (no snapshot: each Python submission loads Pyodide itself)');
  return { path: ok ? path : undefined, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const slug = resolveExercise(args.exercise);
  if (!slug) usage(`Unknown exercise "${args.exercise}".`);
  const files = await expand(args.paths);
  if (files.length === 0) usage('No submission found (.ts, .js, .py or .ipynb files).');
  const display = (f: string) => {
    const r = relative(process.cwd(), resolve(f));
    return r.startsWith('..') ? f : r;
  };
  console.error(
    `Grading ${files.length} submission${files.length > 1 ? 's' : ''} for ${slug} (time limit ${args.timeoutMs / 1000} s)…`,
  );

  const snapshot = await pythonSnapshot(files);
  const results: GradeResult[] = new Array(files.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const file = files[i] as string;
      const r = { ...(await gradeOne(slug, file, args.timeoutMs, snapshot.path)), file: display(file) };
      results[i] = r;
      finished++;
      const total = r.passed + r.failed;
      console.error(
        `[${finished}/${files.length}] ${r.file}: ${r.passed}/${total} passed, score ${r.score}${r.error ? ` (${r.error})` : ''}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(args.jobs, files.length) }, worker)).finally(() =>
    snapshot.cleanup(),
  );

  if (args.csv) {
    await writeFile(args.csv, toCsv(results), 'utf8');
    console.error(`CSV written to ${args.csv}`);
  }
  if (args.json)
    console.log(
      JSON.stringify(
        results.map(({ file, passed, failed, timedOut, error, score }) => ({
          file,
          passed,
          failed,
          timedOut,
          error,
          score,
        })),
        null,
        2,
      ),
    );
  else console.log(`\n${table(results)}`);
}

exitOnSignals();
main().catch((e: unknown) => {
  console.error(`grade: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
