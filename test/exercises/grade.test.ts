import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { GradeResult } from '../../src/sandbox/node/grader';

// The grading command as a teacher runs it, on fixtures covering every kind of submission.
const root = resolve(import.meta.dirname, '../..');
const fixtureDir = resolve(root, 'test/exercises/fixtures');

type Row = GradeResult;

function grade(args: string[]) {
  const r = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/grade.ts', ...args],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run grade', () => {
  let rows: Row[];
  let stderr: string;
  let csv: string;
  const dir = mkdtempSync(join(tmpdir(), 'aml-grade-'));
  // A copy of the fixtures, where the non-compiling one (kept as .txt so the repository type-checks) becomes .ts.
  const fixtures = join(dir, 'submissions');

  beforeAll(() => {
    mkdirSync(fixtures);
    for (const f of readdirSync(fixtureDir))
      copyFileSync(join(fixtureDir, f), join(fixtures, f.replace(/\.txt$/, '.ts')));
    const csvPath = join(dir, 'grades.csv');
    // Two jobs, and a limit of 3 s of CPU time: a correct submission spends a fraction of that however loaded the
    // machine is (the limit counts the submission's own CPU time, not the wall clock).
    const r = grade(['1', fixtures, '--json', '--csv', csvPath, '--jobs', '2', '--timeout', '3000']);
    expect(r.status, r.stderr).toBe(0);
    rows = JSON.parse(r.stdout) as Row[];
    stderr = r.stderr;
    csv = readFileSync(csvPath, 'utf8');
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const row = (name: string) => {
    const found = rows.find((r) => r.file.endsWith(`${name}.ts`));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  };

  it('grades every submission of the folder, never stopping at a bad one, with the JSON shape', () => {
    expect(rows.map((r) => r.file.split('/').pop()).sort()).toEqual([
      'cheating.ts',
      'correct.ts',
      'crashing.ts',
      'flooding.ts',
      'forging.ts',
      'looping.ts',
      'non-compiling.ts',
      'wrong.ts',
    ]);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['error', 'failed', 'file', 'passed', 'score', 'timedOut']);
      expect(r.passed + r.failed).toBe(12);
      expect(r.score).toBe(Math.round((100 * r.passed) / 12));
    }
  });

  it('prints a progress line per submission as it goes', () => {
    const progress = stderr.split('\n').filter((l) => /^\[\d+\/8\] /.test(l));
    expect(progress).toHaveLength(8);
  });

  it('gives a correct submission written differently 100', () => {
    expect(row('correct')).toMatchObject({ passed: 12, failed: 0, score: 100, timedOut: false, error: null });
  });

  it('gives a wrong submission a partial score and no error', () => {
    const r = row('wrong');
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThan(100);
    expect(r.error).toBe(null);
  });

  it('stops a looping submission after the time limit and says so', () => {
    expect(row('looping')).toMatchObject({ passed: 0, timedOut: true, score: 0 });
    expect(row('looping').error).toMatch(/timed out after 3 s/);
  });

  it('reports a crashing submission (out of memory) with the reason', () => {
    expect(row('crashing')).toMatchObject({ passed: 0, score: 0, timedOut: false });
    expect(row('crashing').error).toMatch(/crashed.*out of memory/);
  });

  it('caps a flooding submission and still scores it', () => {
    expect(row('flooding')).toMatchObject({ passed: 12, score: 100 });
    expect(row('flooding').error).toMatch(/flooded/);
  });

  it('reports a submission that does not compile with its line', () => {
    expect(row('non-compiling')).toMatchObject({ passed: 0, score: 0 });
    expect(row('non-compiling').error).toMatch(/does not compile at line 3/);
  });

  it('does not let a submission raise its own score (fake output, replaced helpers, forged messages, early exit)', () => {
    const r = row('cheating');
    expect(r).toMatchObject({ passed: 0, failed: 12, score: 0 });
    // Its escape to the host is blocked (no code generation from strings), so it cannot even send a forged message.
    expect(r.error ?? '').not.toMatch(/crashed|timed out/);
  });

  it('does not let a submission that escapes to the host rewrite the verdicts on their way out', () => {
    expect(row('forging')).toMatchObject({ passed: 0, failed: 12, score: 0 });
  });

  it('writes the same results as CSV', () => {
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('submission,passed,failed,timed out,score,reason');
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.includes('correct.ts'))).toMatch(/,12,0,no,100,$/);
    expect(lines.find((l) => l.includes('looping.ts'))).toMatch(/,0,12,yes,0,/);
  });

  it('accepts the folder name, prints a table, and explains bad arguments', () => {
    // A time limit no loaded machine reaches: this test is about the arguments and the table, not the limit.
    const table = grade(['01-marginal-cost', `${fixtures}/correct.ts`, 'missing.ts', '--timeout', '30000']);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/submission\s+passed\s+failed\s+timed out\s+score/);
    expect(table.stdout).toMatch(/correct\.ts\s+12\s+0\s+no\s+100/);
    expect(table.stdout).toMatch(/missing\.ts.*cannot read the file/);
    const bad = grade(['42', `${fixtures}/correct.ts`]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown exercise "42"/);
  }, 60_000);
});

/** Pids of every live process under `root` (Linux /proc). */
function descendants(root: number): Map<number, string> {
  const parent = new Map<number, number>();
  const args = new Map<number, string>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      args.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' '));
    } catch {
      // the process ended meanwhile
    }
  }
  const found = new Map<number, string>();
  const stack = [root];
  while (stack.length) {
    const p = stack.pop() as number;
    for (const [child, pp] of parent)
      if (pp === p && !found.has(child)) {
        found.set(child, args.get(child) ?? '');
        stack.push(child);
      }
  }
  return found;
}

describe.skipIf(!existsSync('/proc/self/stat'))('npm run grade, stopped', () => {
  it('takes its grading processes with it: a looping submission is not left running', async () => {
    const cli = spawn(
      process.execPath,
      [
        resolve(root, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/grade.ts',
        '1',
        join(fixtureDir, 'looping.ts'),
      ],
      { cwd: root, stdio: 'ignore' },
    );
    const exited = new Promise<void>((r) => cli.once('exit', () => r()));
    try {
      // The grading process of the submission: the one whose code generation from strings is off.
      const grading = async () =>
        [...descendants(cli.pid as number)].find(([, a]) => a.includes('--disallow-code-generation'))?.[0];
      await expect.poll(grading, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
      const pid = (await grading()) as number;
      cli.kill('SIGTERM');
      await exited;
      await expect.poll(() => existsSync(`/proc/${pid}`), { timeout: 10_000, interval: 100 }).toBe(false);
    } finally {
      cli.kill('SIGKILL');
    }
  }, 90_000);
});
