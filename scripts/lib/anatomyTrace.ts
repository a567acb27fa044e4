/**
 * Reads a Chromium trace of scripts/lib/anatomyHarness.tsx's step loop. Each step runs in a main-thread task of its
 * own ("step" user timings mark them): the task's thread clock (`tdur`) is the CPU the step used, its wall time
 * (`dur`) includes waiting for a CPU on a shared machine. For the steps over 16 ms of wall time ("slow-step"), the
 * garbage collections and layouts inside them, wall and CPU; and the rendering the browser did between steps
 * (style, layout, paint), which a step's own timing leaves out.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
}

const TASK = 'ThreadControllerImpl::RunTask';
const GC = new Set(['MinorGC', 'MajorGC']);
const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);
const ms = (us: number) => (us / 1000).toFixed(0);
const f1 = (us: number) => (us / 1000).toFixed(2);

function spans(events: readonly TraceEvent[], name: string): [number, number][] {
  const begins = events.filter((e) => e.name === name && e.ph === 'b');
  const ends = events.filter((e) => e.name === name && e.ph === 'e');
  return begins.map((b, k) => [b.ts, ends[k]?.ts ?? b.ts]);
}

function quantile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function stepBreakdown(events: readonly TraceEvent[]): string {
  const loop = spans(events, 'steps')[0];
  const main = events.find((e) => e.name === 'steps' && e.ph === 'b')?.tid;
  if (!loop || main === undefined) return '  trace: no step loop found';
  const [from, to] = loop;
  const onMain = events.filter((e) => e.tid === main && e.ph === 'X' && e.ts >= from && e.ts < to);
  const tasks = onMain.filter((e) => e.name === TASK).sort((a, b) => a.ts - b.ts);
  // The task around a span: tasks on one thread do not overlap, so the last one starting before it.
  const taskOf = (start: number, end: number) => {
    let lo = 0;
    let hi = tasks.length - 1;
    let found: TraceEvent | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = tasks[mid] as TraceEvent;
      if (t.ts <= start) {
        found = t;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && found.ts + (found.dur ?? 0) >= end ? found : undefined;
  };
  const lines: string[] = [];
  const steps = spans(events, 'step');
  if (steps.length > 0) {
    const found = steps.map(([s, e]) => taskOf(s, e)?.tdur);
    const cpu = found.filter((c): c is number => c !== undefined).sort((a, b) => a - b);
    const lost = found.length - cpu.length;
    lines.push(
      `  main-thread CPU of a step (${steps.length} steps, the trace's thread clock): p50 ${f1(quantile(cpu, 50))} ms, ` +
        `p95 ${f1(quantile(cpu, 95))} ms, p99 ${f1(quantile(cpu, 99))} ms, max ${f1(cpu[cpu.length - 1] ?? NaN)} ms, ` +
        `${cpu.filter((c) => c > 16_000).length} over 16 ms` +
        (lost > 0 ? ` (${lost} steps without a task in the trace)` : ''),
    );
  }
  const slow = spans(events, 'slow-step');
  let wall = 0;
  let cpu = 0;
  let busy = 0;
  let withGc = 0;
  const sums = { gcWall: 0, gcCpu: 0, layoutWall: 0, layoutCpu: 0 };
  const inner = onMain.filter((e) => GC.has(e.name) || e.name === 'Layout');
  for (const [s, e] of slow) {
    wall += e - s;
    const c = taskOf(s, e)?.tdur ?? 0;
    cpu += c;
    if (c > 16_000) busy += 1;
    let gc = false;
    for (const x of inner) {
      if (x.ts < s || x.ts >= e) continue;
      if (GC.has(x.name)) {
        gc = true;
        sums.gcWall += x.dur ?? 0;
        sums.gcCpu += x.tdur ?? 0;
      } else {
        sums.layoutWall += x.dur ?? 0;
        sums.layoutCpu += x.tdur ?? 0;
      }
    }
    if (gc) withGc += 1;
  }
  lines.push(
    `  the ${slow.length} steps over 16 ms of wall time: wall ${ms(wall)} ms in all, main-thread CPU ${ms(cpu)} ms; ` +
      `${busy} used over 16 ms of CPU; ${withGc} held a garbage collection (GC wall ${ms(sums.gcWall)} ms, ` +
      `CPU ${ms(sums.gcCpu)} ms); their layouts wall ${ms(sums.layoutWall)} ms, CPU ${ms(sums.layoutCpu)} ms`,
  );
  const render = new Map<string, [number, number]>();
  const gcAll: [number, number, number] = [0, 0, 0];
  for (const x of onMain) {
    if (GC.has(x.name)) {
      gcAll[0] += 1;
      gcAll[1] += x.dur ?? 0;
      gcAll[2] += x.tdur ?? 0;
    }
    if (!RENDER.has(x.name)) continue;
    const r = render.get(x.name) ?? [0, 0];
    render.set(x.name, [r[0] + 1, r[1] + (x.tdur ?? 0)]);
  }
  lines.push(
    `  the whole loop: ${gcAll[0]} garbage collections (wall ${ms(gcAll[1])} ms, CPU ${ms(gcAll[2])} ms); ` +
      `rendering CPU ${[...render].map(([k, [n, c]]) => `${k} ${n}× ${ms(c)} ms`).join(', ')}`,
  );
  return lines.join('\n');
}
