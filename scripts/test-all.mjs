#!/usr/bin/env node
// Runs every suite of the lab in order (types, lint, format, unit + component + exercise checks, real browser) and ends
// with one plain line, `N passed, M failed`, totalled over all of them. Types, lint and format count as one check each.
// A run that executed no test exits non-zero: silence is never a pass.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const resultsDir = '.test-results';
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join('node_modules', '.bin', name);

function run(cmd, args) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}

function check(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  const r = run(cmd, args);
  return { name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds };
}

function vitestSuite(name, projectArgs) {
  console.log(`\n▶ ${name}`);
  const out = join(resultsDir, `${name}.json`);
  rmSync(out, { force: true });
  const r = run(bin('vitest'), [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  try {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    let failed = json.numFailedTests ?? 0;
    // A suite file that failed to load (syntax error, failing hook) has no failed test but must not pass.
    if (!r.ok && failed === 0) failed = 1;
    return { name, passed: json.numPassedTests ?? 0, failed, seconds: r.seconds };
  } catch {
    return { name, passed: 0, failed: 1, seconds: r.seconds };
  }
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
const suites = [];
if (want('types')) suites.push(check('types', bin('tsc'), ['-b']));
if (want('lint')) suites.push(check('lint', bin('eslint'), ['.', '--max-warnings=0']));
if (want('format')) suites.push(check('format', bin('prettier'), ['--check', '.']));
if (want('unit')) suites.push(vitestSuite('unit', ['--project', '!e2e']));
if (want('e2e')) suites.push(vitestSuite('e2e', ['--project', 'e2e']));

console.log('\nSuite        passed  failed   seconds');
for (const s of suites)
  console.log(
    `${s.name.padEnd(12)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${s.seconds.toFixed(1).padStart(8)}`,
  );
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
if (passed + failed === 0) console.log('no test was executed');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
