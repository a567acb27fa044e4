#!/usr/bin/env node
// The CPU time (user + system, core-seconds) a command's whole process tree spends, on a machine others share.
// `/usr/bin/time` counts only the children a parent waited for, and Chromium's renderers are not all waited for: six
// page loads in fresh contexts measured 16.4 core-s by `time` and 36.7 by this count. /proc/stat counts the whole machine, which
// others' work inflates. So this polls /proc every 100 ms and keeps each descendant's last seen own time (a process
// that lives under 100 ms, or the last 100 ms of one, is missed: a lower bound, close on long-lived browsers).
// Linux only.
//
//   node scripts/tree-cpu.mjs -- npx vitest run --project e2e test/e2e/a11y.e2e.ts
//
// `--by-kind` also splits the time by kind of process (Chromium's browser, renderers, GPU and utility processes,
// node, others), to tell where a suite's time goes.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux
const byKind = process.argv[2] === '--by-kind';
const args = process.argv.slice(byKind ? 3 : 2);
const command = args[0] === '--' ? args.slice(1) : args;
if (command.length === 0) {
  console.error('usage: node scripts/tree-cpu.mjs -- <command> [args…]');
  process.exit(2);
}

/** Every process's parent and own CPU seconds (all its threads; not its reaped children). */
function snapshot() {
  const rows = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state, ppid, …, utime (14th), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.set(Number(entry), {
        parent: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
        start: fields[19], // a reused pid has another start time
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return rows;
}

const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const seen = new Map(); // `pid:start` → last own CPU seconds, for every descendant ever seen
const kinds = new Map(); // `pid:start` → kind of process, read once when first seen

/** Chromium's process type from its command line (`--type=renderer`), else the program's name. */
function kindOf(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/); // Chromium rewrites its children's titles, spaces between arguments
    const type = argv.find((a) => a.startsWith('--type='));
    if (type) return `chromium ${type.slice(7)}${argv.includes('--extension-process') ? ' (extension)' : ''}`;
    const program = (argv[0] ?? '').split('/').pop() ?? '';
    if (program.includes('chrom')) return 'chromium browser';
    return program || 'unknown';
  } catch {
    return 'unknown';
  }
}
const inTree = new Set([child.pid]);
function poll() {
  const rows = snapshot();
  for (const pid of inTree) if (!rows.has(pid)) inTree.delete(pid); // ended: its pid may be reused by a stranger
  // A child may be listed before its parent: repeat until no new descendant is found.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, row] of rows)
      if (!inTree.has(pid) && inTree.has(row.parent)) {
        inTree.add(pid);
        grew = true;
      }
  }
  for (const pid of inTree) {
    const row = rows.get(pid);
    if (!row) continue;
    const key = `${pid}:${row.start}`;
    seen.set(key, row.seconds);
    // A renderer starts as a fork of the zygote and takes its own title a moment later: read again until it has.
    if (byKind && (kinds.get(key) ?? 'chromium zygote') === 'chromium zygote') kinds.set(key, kindOf(pid));
  }
}
const timer = setInterval(poll, 100);
poll();
child.on('close', (code) => {
  clearInterval(timer);
  const cpu = [...seen.values()].reduce((a, b) => a + b, 0);
  const wall = (Date.now() - started) / 1000;
  console.error(
    `tree-cpu: ${cpu.toFixed(1)} core-s over ${seen.size} processes, wall ${wall.toFixed(1)} s, exit ${code}`,
  );
  if (byKind) {
    const perKind = new Map();
    for (const [key, seconds] of seen) {
      const kind = kinds.get(key) ?? 'unknown';
      const k = perKind.get(kind) ?? { seconds: 0, count: 0 };
      perKind.set(kind, { seconds: k.seconds + seconds, count: k.count + 1 });
    }
    for (const [kind, k] of [...perKind].sort((a, b) => b[1].seconds - a[1].seconds))
      console.error(`  ${k.seconds.toFixed(1).padStart(8)} core-s  ${String(k.count).padStart(4)} × ${kind}`);
  }
  process.exit(code ?? 1);
});
