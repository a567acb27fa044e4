#!/usr/bin/env node
// Where `npm test`'s time goes: each suite run alone, one after the other, with its wall time and the CPU the whole
// machine spent meanwhile (core-seconds, from /proc/stat, so Chromium's processes count too). On a 2-core machine
// `npm test` is bound by the sum of the core-seconds, not by any one suite's wall time: this is the figure to cut.
// Linux only; run it on an otherwise idle machine.
//
//   node scripts/measure-suite-cpu.mjs              every suite
//   node scripts/measure-suite-cpu.mjs e2e-files    the real-browser files one by one (one worker each)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const bin = (name) => join('node_modules', '.bin', name);

function busyAndIdle() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
}

function measure(label, cmd, args, env = {}) {
  const before = busyAndIdle();
  const from = Date.now();
  const r = spawnSync(cmd, args, { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = (Date.now() - from) / 1000;
  const after = busyAndIdle();
  const busy = after.busy - before.busy;
  const tests = /Tests\s+(\d+) passed/.exec(stripVTControlCharacters(r.stdout ?? ''))?.[1];
  console.log(
    `${label.padEnd(34)} ${r.status === 0 ? 'ok    ' : 'FAILED'} wall ${wall.toFixed(1).padStart(6)} s` +
      `   CPU ${busy.toFixed(0).padStart(5)} core-s${tests ? `   ${tests} tests` : ''}`,
  );
  return { wall, busy };
}

const dist = mkdtempSync(join(tmpdir(), 'aml-measure-dist-'));
const cores = availableParallelism();
console.log(`${cores} cores; load average before: ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
let total = 0;
try {
  const add = ({ busy }) => void (total += busy);
  add(
    measure(
      'site build (for e2e)',
      bin('vite'),
      ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      { NODE_ENV: 'production' },
    ),
  );
  if (process.argv[2] === 'e2e-files') {
    for (const file of readdirSync('test/e2e')
      .filter((f) => f.endsWith('.e2e.ts'))
      .sort())
      add(
        measure(file, bin('vitest'), ['run', '--project', 'e2e', `test/e2e/${file}`], {
          E2E_DIST: dist,
          E2E_WORKERS: '1',
        }),
      );
  } else {
    add(measure('types (tsc -b --force)', bin('tsc'), ['-b', '--force']));
    add(measure('lint', bin('eslint'), ['.', '--max-warnings=0']));
    add(measure('format', bin('prettier'), ['--check', '.']));
    add(measure('unit (every project but e2e)', bin('vitest'), ['run', '--project', '!e2e']));
    add(measure('e2e', bin('vitest'), ['run', '--project', 'e2e'], { E2E_DIST: dist }));
  }
} finally {
  rmSync(dist, { recursive: true, force: true });
}
console.log(
  `total ${total.toFixed(0)} core-s: at best ${(total / cores).toFixed(0)} s of wall time on ${cores} cores, all suites side by side`,
);
