#!/usr/bin/env node
// Runs every suite of the lab (types, lint, format, unit + component + exercise checks, real browser) and ends with
// one plain line, `N passed, M failed`, totalled over all of them. Types, lint and format count as one check each.
// A run that executed no test exits non-zero: silence is never a pass.
//
// The suites share the machine's cores without oversubscribing them where it matters. Tests that wait on a page, a
// worker or a child process have time limits; run side by side with everything else on 2 cores (load 15 to 17),
// those limits failed one run in two. So the suites run in three phases, each sized to the cores:
//   1. the site's build, types, lint and format together: they have no time limit, they only share the cores;
//   2. the unit projects alone, with one vitest worker per core;
//   3. the real-browser suite alone, with one browser per core (E2E_WORKERS overrides it).
// Sums of CPU, not the order, bound the whole run (`node scripts/measure-suite-cpu.mjs` measures both). Each suite's
// output is kept whole and printed when it ends, so logs never interleave. Under the table, each vitest suite's
// slowest files with their worker time (`.test-results/<suite>.files.json` holds every file's). `npm test -- unit e2e` runs only the
// suites named.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';

const resultsDir = '.test-results';
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join('node_modules', '.bin', name);
const startedAt = Date.now();
const clock = () => ((Date.now() - startedAt) / 1000).toFixed(1);

/** Runs one command with its output kept in `.test-results/<name>.log`; resolves when it exits. */
function run(name, cmd, args, env = {}) {
  const log = join(resultsDir, `${name}.log`);
  const chunks = [];
  const from = Date.now();
  console.log(`▶ ${name} started at +${clock()} s`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const done = (status) => {
      const output = Buffer.concat(chunks).toString('utf8');
      writeFileSync(log, output);
      const seconds = (Date.now() - from) / 1000;
      console.log(
        `\n━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s (ended at +${clock()} s)`,
      );
      process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
      resolve({ ok: status === 0, seconds, started: (from - startedAt) / 1000 });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function check(name, cmd, args) {
  const r = await run(name, cmd, args);
  return { name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, ...r };
}

async function vitestSuite(name, projectArgs, env = {}) {
  const out = join(resultsDir, `${name}.json`);
  const times = join(resultsDir, `${name}.files.json`);
  rmSync(out, { force: true });
  rmSync(times, { force: true });
  const r = await run(
    name,
    bin('vitest'),
    [
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      '--reporter=./scripts/file-times-reporter.mjs',
    ],
    { ...env, AML_FILE_TIMES: times },
  );
  const slowest = slowestFiles(times);
  try {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    let failed = json.numFailedTests ?? 0;
    // A suite file that failed to load (syntax error, failing hook) has no failed test but must not pass.
    if (!r.ok && failed === 0) failed = 1;
    return { name, passed: json.numPassedTests ?? 0, failed, failures: failuresOf(json), slowest, ...r };
  } catch {
    return { name, passed: 0, failed: 1, slowest, ...r };
  }
}

/** How many of a suite's slowest files are printed under the table. */
const SLOWEST_SHOWN = 8;

/**
 * A suite's slowest files (scripts/file-times-reporter.mjs wrote each file's time: environment, imports, tests), so
 * the next slow test names itself; null when the reporter wrote nothing (the run ended before it).
 */
function slowestFiles(path) {
  try {
    const files = JSON.parse(readFileSync(path, 'utf8'));
    const total = files.reduce((ms, f) => ms + f.ms, 0);
    return { count: files.length, total, top: files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN) };
  } catch {
    return null;
  }
}

const OUTSIDE_TESTS = 'failed outside its tests (a hook, or an error after a test): quoted below';

/**
 * What failed in a vitest JSON report, a line each: the file, the test and the first line of its message. Printed
 * again beside the total, because a CI log is often read from its end, far below the test's own report.
 */
function failuresOf(json) {
  const lines = [];
  const firstLine = (messages) =>
    String(messages?.[0] ?? '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  for (const file of json.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const t of tests) lines.push(`${path} > ${t.fullName}: ${firstLine(t.failureMessages)}`);
    if (tests.length === 0 && file.status === 'failed')
      lines.push(`${path}: ${firstLine([file.message]) || OUTSIDE_TESTS}`);
  }
  return lines;
}

/**
 * A suite that failed with no failed test (an error outside any test: an unhandled rejection, a failing hook, a type
 * or lint error): the first lines of its log that say why, so a CI log read from its end still names the cause.
 */
function explainFromLog(name) {
  const log = join(resultsDir, `${name}.log`);
  let text;
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return `  ${name}: no log`;
  }
  // The log keeps the tools' colours; they are dropped here.
  const lines = stripVTControlCharacters(text).split('\n');
  // Vitest's error sections first, then a thrown error, then prettier's and ESLint's findings.
  const why = [/Unhandled Error|Failed Suites/, /^\s*FAIL\s/, /^\s*\w*Error\b/, /\[warn\]|\d+:\d+\s+error\s/];
  const first = why.map((re) => lines.findIndex((l) => re.test(l))).find((i) => i >= 0) ?? -1;
  const shown = first < 0 ? lines.filter((l) => l.trim() !== '').slice(-8) : lines.slice(first, first + 18);
  return [`  ${name} (from ${log}):`, ...shown.map((l) => `    ${l.slice(0, 300)}`)].join('\n');
}

/** The production build the real-browser suite runs on, in a private folder (parallel runs never share one). */
async function e2eBuild() {
  if (process.env.E2E_DIST) return { dist: process.env.E2E_DIST, made: null, result: null };
  const made = mkdtempSync(join(tmpdir(), 'aml-e2e-dist-'));
  // NODE_ENV=production: the build must be React's production one, as `npm run build` makes it.
  const result = await run(
    'build',
    bin('vite'),
    ['build', '--outDir', made, '--emptyOutDir', '--logLevel', 'warn'],
    {
      NODE_ENV: 'production',
    },
  );
  return { dist: made, made, result };
}

/** The real-browser suite on that build; its result carries the build's seconds (null when E2E_DIST gave one). */
async function e2eSuite(built) {
  const { dist, made, result } = built;
  try {
    if (result && !result.ok)
      return { name: 'e2e', passed: 0, failed: 1, ...result, buildSeconds: result.seconds };
    const workers = process.env.E2E_WORKERS ?? String(cores);
    return {
      ...(await vitestSuite('e2e', ['--project', 'e2e'], { E2E_DIST: dist, E2E_WORKERS: workers })),
      buildSeconds: result?.seconds ?? null,
    };
  } finally {
    if (made) rmSync(made, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

const cores = availableParallelism();
console.log(`${cores} cores: one unit worker and one browser per core`);

// Phase 1: no time limits inside, so these only share the cores.
const [built, ...checks] = await Promise.all([
  want('e2e') ? e2eBuild() : null,
  want('types') ? check('types', bin('tsc'), ['-b']) : null,
  want('lint') ? check('lint', bin('eslint'), ['.', '--max-warnings=0']) : null,
  want('format') ? check('format', bin('prettier'), ['--check', '.']) : null,
]);
// Phases 2 and 3: the suites whose tests wait on time-limited work, each alone with the cores.
const unit = want('unit') ? await vitestSuite('unit', ['--project', '!e2e', `--maxWorkers=${cores}`]) : null;
const e2e = built ? await e2eSuite(built) : null;
const suites = [...checks, unit, e2e].filter(Boolean);

console.log('\nSuite        passed  failed   started   seconds');
for (const s of suites)
  console.log(
    `${s.name.padEnd(12)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${`+${s.started.toFixed(1)}`.padStart(8)}  ${s.seconds.toFixed(1).padStart(8)}`,
  );
if (e2e?.buildSeconds != null)
  console.log(`(the site's build for e2e took ${e2e.buildSeconds.toFixed(1)} s before it)`);
// Worker time per file (its imports and its tests; files run side by side, so these add up to more than the wall).
for (const s of suites) {
  if (!s.slowest) continue;
  const { count, total, top } = s.slowest;
  console.log(
    `\nSlowest ${s.name} files (of ${count}, ${(total / 1000).toFixed(1)} s of worker time in all):`,
  );
  for (const f of top)
    console.log(
      `${(f.ms / 1000).toFixed(1).padStart(8)} s  ${f.file}  (imports ${(f.importMs / 1000).toFixed(1)} s, tests ${(f.testsMs / 1000).toFixed(1)} s)`,
    );
}
console.log(`whole run: ${clock()} s`);
const failures = suites.flatMap((s) =>
  (s.failures ?? []).map((line) => `  ${s.name}: ${line.slice(0, 300)}`),
);
if (failures.length > 0) console.log(`failed:\n${failures.join('\n')}`);
for (const s of suites)
  if (s.failed > 0 && (!s.failures?.length || s.failures.some((l) => l.endsWith(OUTSIDE_TESTS))))
    console.log(explainFromLog(s.name));
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
if (passed + failed === 0) console.log('no test was executed');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
