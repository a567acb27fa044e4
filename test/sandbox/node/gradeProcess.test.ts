/**
 * The grading child's time limit is CPU time: a submission that computes is not cut short by a busy machine, a loop
 * is stopped once it has spent its limit, and a child that makes no progress at all still ends on the wall clock. The children here are tiny scripts of this test, not submissions, so only the limit is under test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { processCpuMs, runGradeChild, type GradeChild } from '../../../src/sandbox/node/gradeProcess';

const dir = mkdtempSync(join(tmpdir(), 'aml-grade-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A child that says it is ready, then on the run request does `body` and answers `{ type: 'result' }`. */
function child(name: string, body: string): string {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(path, `process.on('message', () => { ${body} });\nprocess.send({ type: 'ready' });\n`);
  return path;
}

function grade(childPath: string, timeoutMs: number) {
  let finished = false;
  return runGradeChild({
    childPath,
    args: [],
    nodeFlags: [],
    timeoutMs,
    startupTimeoutMs: 60_000,
    maxStderr: 1000,
    file: childPath,
    onReady: (c: GradeChild) => c.send({ type: 'run' }),
    onMessage: (_m, c) => {
      finished = true;
      c.done();
    },
    conclude: (end, reasons) => ({
      passed: finished ? 1 : 0,
      failed: finished ? 0 : 1,
      timedOut: end.timedOut,
      error: reasons.length ? reasons.join('; ') : null,
      score: finished ? 100 : 0,
    }),
    finished: () => finished,
    flooded: () => false,
  });
}

const linux = processCpuMs(process.pid) !== null;

// Each test starts a Node process with the tsx loader: work that takes seconds on a loaded machine.
describe('a grading child’s time limit', { timeout: 60_000 }, () => {
  it.skipIf(!linux)('reads a process’s CPU time as Node itself counts it', () => {
    const before = processCpuMs(process.pid) ?? 0;
    const start = process.cpuUsage();
    // Spin until Node counts 200 ms of this process's CPU, however loaded the machine is.
    while (process.cpuUsage(start).user + process.cpuUsage(start).system < 200_000);
    const nodeMs = (process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000;
    // /proc counts in 10 ms ticks, and other threads of the process (GC) count there too.
    expect((processCpuMs(process.pid) ?? 0) - before).toBeGreaterThanOrEqual(nodeMs - 20);
  });

  it.skipIf(!linux)(
    'lets a child finish its work on a busy machine, where the wall clock would have stopped it',
    async () => {
      // This process and its children share one core with a process that never stops computing, so the child gets
      // about half of that core: 400 ms of CPU take it about 800 ms, over its limit of 700 ms on the wall clock.
      execFileSync('taskset', ['-p', '-c', '0', String(process.pid)]);
      const hog = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
      try {
        const computes = child(
          'computes',
          "const s = process.cpuUsage(); while (process.cpuUsage(s).user + process.cpuUsage(s).system < 400_000); process.send({ type: 'result' });",
        );
        const from = Date.now();
        const r = await grade(computes, 700);
        expect(Date.now() - from, 'the child took longer than its limit on the wall clock').toBeGreaterThan(
          700,
        );
        expect(r).toMatchObject({ passed: 1, timedOut: false, error: null });
      } finally {
        hog.kill('SIGKILL');
        execFileSync('taskset', ['-p', '-c', `0-${availableParallelism() - 1}`, String(process.pid)]);
      }
    },
  );

  it('stops a loop once it has spent its limit', async () => {
    const r = await grade(child('loops', 'for (;;);'), 500);
    expect(r).toMatchObject({
      passed: 0,
      timedOut: true,
      error: 'timed out after 0.5 s (an infinite loop?)',
    });
  });

  it.skipIf(!linux)('ends a child that makes no progress at all, on the wall clock', async () => {
    const r = await grade(child('stalls', '/* never answers */'), 300);
    expect(r).toMatchObject({ passed: 0, timedOut: true });
    expect(r.error).toBe('timed out: no progress in 0.3 s (waiting on something?)');
  });
});
