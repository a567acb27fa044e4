/**
 * Figures for exercise 6 (npx tsx scripts/measure-exercise6.ts): its reference strategy, nameRecall(8, 4), against
 * window:10 (the bar) and retrieval:4:8 (the lab's bag-of-words retrieval with the same window) on generated
 * conversations: evidence recall, tokens per turn and cost, with the chars/4 proxy the exercise's tests count with and
 * with real BPE tokens. Two sets of seeds: those the tests use, and 20 seeds no test or choice of the exercise has
 * looked at (1000..1019, each language, 300 turns and 15 questions as in the statement).
 */
import '../src/engine/tokens/bpe';
import { generateBench, parseStrategy, runBench, type GeneratorParams } from '../src/engine/student';
import { nameRecall } from '../exercises/06-name-recall/solution';

const TESTED: GeneratorParams[] = [
  { seed: 1, lang: 'en', turns: 300, questions: 15 },
  { seed: 2, lang: 'en', turns: 300, questions: 15 },
  { seed: 3, lang: 'fr', turns: 300, questions: 15 },
  { seed: 17, lang: 'en', turns: 600, questions: 30 },
  { seed: 29, lang: 'fr', turns: 240, questions: 12, updates: 0.6 },
  { seed: 101, lang: 'en', turns: 200, questions: 10, updates: 0.6 },
  { seed: 4242, lang: 'fr', turns: 500, questions: 25 },
];
const HELD_OUT: GeneratorParams[] = (['en', 'fr'] as const).flatMap((lang) =>
  Array.from({ length: 20 }, (_, i) => ({ seed: 1000 + i, lang, turns: 300, questions: 15 })),
);

const strategies = () => [parseStrategy('window:10'), nameRecall(8, 4), parseStrategy('retrieval:4:8')];
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function report(title: string, runs: GeneratorParams[]): void {
  console.log(`\n${title} (${runs.length} conversations)`);
  for (const approxTokens of [true, false]) {
    const sums = new Map<string, { recall: number; tokens: number; cost: number; wins: number }>();
    for (const run of runs) {
      const rows = runBench(generateBench(run), strategies(), { approxTokens, perQuestion: false });
      const bar = rows[0];
      for (const r of rows) {
        const s = sums.get(r.strategy) ?? { recall: 0, tokens: 0, cost: 0, wins: 0 };
        s.recall += r.evidenceRecall;
        s.tokens += r.tokensPerTurn;
        s.cost += r.costUsd;
        if (bar && r.evidenceRecall > bar.evidenceRecall && r.costUsd <= bar.costUsd) s.wins++;
        sums.set(r.strategy, s);
      }
    }
    console.log(`  tokens: ${approxTokens ? 'chars/4 proxy (as the tests count)' : 'BPE o200k_base'}`);
    for (const [name, s] of sums)
      console.log(
        `    ${name.padEnd(14)} mean recall ${pct(s.recall / runs.length).padStart(7)}   tokens/turn ${(s.tokens / runs.length).toFixed(1).padStart(6)}   cost (USD, sum) ${s.cost.toFixed(5)}   beats window:10 on ${s.wins}/${runs.length}`,
      );
  }
}

report('Seeds the tests use', TESTED);
report('Held-out seeds 1000..1019, English and French', HELD_OUT);
