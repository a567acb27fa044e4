/**
 * The scoreMemories benchmark (bench section 4), runnable in Node (`npm run bench`) and in a browser page
 * (`npx tsx scripts/measure-score-browser.ts`): 100,000 memories of 12 words, timed per case. Returns printable lines.
 */
import { scoreMemories } from '../../src/engine/retrieval/score';
import { fmtMs, median } from './stats';

/** CPU time used so far (ms), where the platform can tell (Node); null in a browser. */
export type CpuClock = (() => number) | null;

export function scoreBenchLines(cpu: CpuClock): string[] {
  const vocab =
    'client finance web email révision retard proposition contrat alex upwork linkedin tarif projet design réunion facture relance devis'.split(
      ' ',
    );
  let seed = 7;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const memories = Array.from({ length: 100_000 }, (_, i) => ({
    id: `m${i}`,
    text: Array.from({ length: 12 }, () => vocab[Math.floor(rnd() * vocab.length)] ?? '').join(' '),
    importance: 1 + Math.floor(rnd() * 10),
    lastAccessAt: Math.floor(rnd() * 1e9),
  }));
  const lines: string[] = [];
  // The first call of the process: the character table fills and the code is compiled.
  const cold0 = performance.now();
  scoreMemories('client en retard de paiement', memories, { now: 1e9 });
  lines.push(`  first call (cold):                           ${fmtMs(performance.now() - cold0)}`);
  /** 7 timed runs; `list(i)` gives the memories of run i (built outside the timing). */
  const measure = (list: (i: number) => typeof memories): string => {
    const walls: number[] = [];
    const cpus: number[] = [];
    scoreMemories('client en retard de paiement', memories, { now: 1e9 });
    for (let i = 0; i < 7; i++) {
      const input = list(i);
      const c0 = cpu?.() ?? 0;
      const t0 = performance.now();
      scoreMemories(i % 2 === 0 ? 'client en retard de paiement' : 'facture relance', input, { now: 1e9 });
      walls.push(performance.now() - t0);
      if (cpu) cpus.push(cpu() - c0);
    }
    const wall = `wall best ${fmtMs(Math.min(...walls))}, median ${fmtMs(median(walls))}`;
    return cpu ? `${wall}; CPU best ${fmtMs(Math.min(...cpus))}, median ${fmtMs(median(cpus))}` : wall;
  };
  // Every text new (a suffix word per run), so every text is read. Texts parsed from JSON or typed are flat strings;
  // texts built by concatenation are cons strings, which V8 flattens on their first read, at a cost.
  lines.push(
    `  every text new, flat strings (as from JSON):  ${measure((i) => memories.map((m) => ({ ...m, text: JSON.parse(JSON.stringify(`${m.text} r${i}`)) as string })))}   (target < 200 ms)`,
  );
  lines.push(
    `  every text new, built by concatenation:      ${measure((i) => memories.map((m) => ({ ...m, text: `${m.text} r${i}` })))}   (target < 200 ms)`,
  );
  // New list, same texts: what the scene does at each query (it filters its memories into a new array).
  lines.push(`  new list, same texts:                        ${measure(() => memories.slice())}`);
  // The same list re-scored (a weight moved).
  lines.push(`  same list re-scored:                         ${measure(() => memories)}`);
  return lines;
}
