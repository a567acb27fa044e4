/**
 * Chapter 4: which strategy keeps the evidence. The engine's verdicts against naive strategies written here (the last
 * N turns; the last N turns and the summary's head cut to B − 3 characters; the last N turns and the K turns before
 * them with the highest cosine to the question, ties to the more recent), on a hundred seeds; the same verdicts from
 * chapter 4's memory bench for the names it shares (`window:N`, `retrieval:K:N`); and the rule each wrong answer breaks.
 */
import { parseStrategy, runBench, type BenchData } from '../../../src/engine/memoryBench';
import { strategyEvidence } from '../../../src/engine/practice';
import { expectRightAnswer, naiveCosine, SEEDS, tally, wrongAnswers } from './naive';

type Turn = { id: string; role: string; content: string };

function keeps(name: string, turns: readonly Turn[], e: number, question: string, chunk: number): boolean {
  const [kind, a, b] = name.split(':');
  const n = turns.length;
  if (kind === 'window') return e >= n - Number(a);
  if (kind === 'summary') {
    const w = Number(a);
    if (e >= n - w) return true;
    const evicted = turns.slice(0, n - w);
    const chunks = evicted.map(
      (t) => `[${t.role}] ${t.content.length > chunk ? `${t.content.slice(0, chunk - 3)}...` : t.content}`,
    );
    const body = chunks.join('\n--\n');
    const budget = Number(b);
    const sent = body.length <= budget ? body : body.slice(0, budget - 3);
    const start = chunks.slice(0, e).reduce((s, c) => s + c.length + 4, 0);
    return chunks[e]!.endsWith(turns[e]!.content) && start + chunks[e]!.length <= sent.length;
  }
  const before = n - Number(b);
  if (e >= before) return true;
  const ranked = turns
    .map((t, i) => ({ i, r: naiveCosine(question, t.content) }))
    .filter((x) => x.i < before && x.r > 0)
    .sort((x, y) => y.r - x.r || y.i - x.i);
  return ranked.slice(0, Number(a)).some((x) => x.i === e);
}

describe('which strategy keeps the evidence of this question', () => {
  const questions = SEEDS.map((s) => strategyEvidence.generate(s));

  it('is the one strategy naive versions say keeps the evidence whole, or none, on a hundred seeds', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      const e = q.data.turns.findIndex((t) => t.id === q.data.evidence);
      const offered = q.choices.options.map((o) => o.id).filter((id) => id !== 'none');
      const kept = offered.filter((name) => keeps(name, q.data.turns, e, q.data.question, q.data.chunkChars));
      expect(kept.length, `seed ${q.seed}`).toBeLessThanOrEqual(1);
      expect(q.answer, `seed ${q.seed}`).toBe(kept[0] ?? 'none');
      answers.add(q.answer.split(':')[0]!);
      expectRightAnswer(strategyEvidence, q);
    }
    expect([...answers].sort()).toEqual(['none', 'retrieval', 'summary', 'window']);
  });

  it("gives the verdicts of chapter 4's bench, which runs the same names on the same conversation", () => {
    let compared = 0;
    for (const q of questions) {
      const last = q.data.turns.at(-1)!;
      const data: BenchData = {
        name: 'practice',
        source: 'strategy-evidence',
        licence: 'MIT',
        cases: [
          {
            id: `seed-${q.seed}`,
            conversation: q.data.turns.map((t) => ({ id: t.id, role: t.role, content: t.content })),
            questions: [
              { id: 'q', after: last.id, question: q.data.question, answer: '', evidence: [q.data.evidence] },
            ],
          },
        ],
      };
      for (const name of q.choices.options.map((o) => o.id)) {
        if (!/^(window|retrieval):/.test(name)) continue;
        const [result] = runBench(data, [parseStrategy(name)], { approxTokens: true });
        expect(result!.evidenceRecall === 1, `seed ${q.seed}, ${name}`).toBe(q.answer === name);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('names the rule of the strategy a wrong answer misjudged', () => {
    const seen = new Map<string, number>();
    for (const q of questions)
      for (const w of wrongAnswers(strategyEvidence, q)) {
        const judged = w.id === 'none' ? q.answer : w.id;
        expect(w.rule).toBe(`strategy-${judged.split(':')[0]}`);
        tally(seen, w.rule);
      }
    for (const r of ['strategy-window', 'strategy-summary', 'strategy-retrieval'])
      expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});
