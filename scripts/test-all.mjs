#!/usr/bin/env node
// Runs every suite of the lab (types, lint, format, unit + component + exercise checks, real browser) and ends with
// one plain line, `N passed, M failed`, totalled over all of them. Types, lint and format count as one check each.
// A run that executed no test exits non-zero: silence is never a pass.
//
// The suites run side by side, because on a 2-core machine none of them keeps both cores busy alone: the real-browser
// suite mostly waits (animations, streamed answers, Python start-up), so it starts first, as soon as the site is
// built, and the checks and unit tests fill the cores around it. Each suite's output is kept whole and printed when
// it ends, so logs never interleave. `npm test -- unit e2e` runs only the suites named.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  rmSync(out, { force: true });
  const r = await run(
    name,
    bin('vitest'),
    ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    let failed = json.numFailedTests ?? 0;
    // A suite file that failed to load (syntax error, failing hook) has no failed test but must not pass.
    if (!r.ok && failed === 0) failed = 1;
    return { name, passed: json.numPassedTests ?? 0, failed, ...r };
  } catch {
    return { name, passed: 0, failed: 1, ...r };
  }
}

/**
 * The real-browser suite on a production build made once, in a private folder (parallel runs never share one). Its
 * result carries the build's seconds (`buildSeconds`, null when E2E_DIST gave a build).
 */
async function e2eSuite() {
  let dist = process.env.E2E_DIST;
  let made = null;
  let buildSeconds = null;
  if (!dist) {
    made = mkdtempSync(join(tmpdir(), 'aml-e2e-dist-'));
    dist = made;
    // NODE_ENV=production: the build must be React's production one, as `npm run build` makes it.
    const built = await run(
      'build',
      bin('vite'),
      ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        NODE_ENV: 'production',
      },
    );
    if (!built.ok) {
      rmSync(made, { recursive: true, force: true });
      return { name: 'e2e', passed: 0, failed: 1, ...built, buildSeconds: built.seconds };
    }
    buildSeconds = built.seconds;
  }
  try {
    return { ...(await vitestSuite('e2e', ['--project', 'e2e'], { E2E_DIST: dist })), buildSeconds };
  } finally {
    if (made) rmSync(made, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

// The static checks run together, then the unit tests; the real-browser suite runs beside all of them.
const checks = (async () => {
  const results = await Promise.all([
    want('types') ? check('types', bin('tsc'), ['-b']) : null,
    want('lint') ? check('lint', bin('eslint'), ['.', '--max-warnings=0']) : null,
    want('format') ? check('format', bin('prettier'), ['--check', '.']) : null,
  ]);
  const unit = want('unit') ? await vitestSuite('unit', ['--project', '!e2e']) : null;
  return [...results, unit];
})();
const browser = want('e2e') ? e2eSuite() : Promise.resolve(null);
const e2e = await browser;
const suites = [...(await checks), e2e].filter(Boolean);

console.log('\nSuite        passed  failed   started   seconds');
for (const s of suites)
  console.log(
    `${s.name.padEnd(12)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${`+${s.started.toFixed(1)}`.padStart(8)}  ${s.seconds.toFixed(1).padStart(8)}`,
  );
if (e2e?.buildSeconds != null)
  console.log(`(the site's build for e2e took ${e2e.buildSeconds.toFixed(1)} s before it)`);
console.log(`whole run: ${clock()} s`);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
if (passed + failed === 0) console.log('no test was executed');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
