/**
 * Chapter 4: which strategy keeps the evidence. The engine's verdicts against naive strategies written here (the last
 * N turns; the last N turns and the summary's head cut to B − 3 characters; the K turns with the highest cosine to the
 * question, ties to the more recent), on a hundred seeds; and the rule each wrong answer breaks.
 */
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
  const ranked = turns
    .map((t, i) => ({ i, r: naiveCosine(question, t.content) }))
    .filter((x) => x.r > 0)
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
