/**
 * What the summary sent contains at turn t: the engine's answer against a naive summary built here (a FIFO window,
 * chunks "[role] content" cut to C characters, joined by "\n--\n", sent cut to B − 3 characters and "..."), on a
 * hundred seeds; and the rule each wrong answer breaks.
 */
import { summaryHead } from '../../../src/engine/practice';
import { expectRightAnswer, opsOf, SEEDS, tally, wrongAnswers } from './naive';

type Op = { op: 'append'; id: string; role: string; content: string };
interface Config {
  window: number;
  summaryBudget: number;
  maxCharsPerChunk: number;
  evictTo: string;
}

/** The ids of the evicted messages whose chunk the sent summary shows (even cut), after `ops`. */
function shownAfter(
  config: Config,
  ops: readonly Op[],
): { evicted: string[]; shown: string[]; cut: boolean } {
  const window: Op[] = [];
  const evicted: Op[] = [];
  for (const op of ops) {
    window.push(op);
    if (window.length > config.window) evicted.push(window.shift() as Op);
  }
  const c = config.maxCharsPerChunk;
  const chunks = evicted.map(
    (e) => `[${e.role}] ${e.content.length > c ? `${e.content.slice(0, c - 3)}...` : e.content}`,
  );
  const body = chunks.join('\n--\n');
  if (body.length <= config.summaryBudget)
    return { evicted: evicted.map((e) => e.id), shown: evicted.map((e) => e.id), cut: false };
  const sent = body.slice(0, config.summaryBudget - 3);
  const shown: string[] = [];
  let at = 0;
  chunks.forEach((ch, i) => {
    if (at < sent.length) shown.push((evicted[i] as Op).id);
    at += ch.length + 4;
  });
  return { evicted: evicted.map((e) => e.id), shown, cut: true };
}

describe('what the summary sent contains at turn t', () => {
  const questions = SEEDS.map((s) => summaryHead.generate(s));

  it('shows the head a naive summary shows, on a hundred seeds', () => {
    for (const q of questions) {
      const config = q.scene!.scene.config as Config;
      expect(config.evictTo).toBe('summary');
      const { evicted, shown, cut } = shownAfter(config, opsOf<Op>(q));
      expect(cut, `seed ${q.seed}`).toBe(true);
      // The right choice is "the first evicted message to the last one shown".
      expect(q.answer, `seed ${q.seed}`).toBe(`head:${shown[shown.length - 1]}`);
      expect(shown[0]).toBe(evicted[0]);
      expect(shown.length).toBeLessThan(evicted.length);
      expectRightAnswer(summaryHead, q);
    }
  });

  it('is frozen: once cut at the question, the summary sent at turn t shows the same messages', () => {
    let frozen = 0;
    for (const q of questions) {
      const config = q.scene!.scene.config as Config;
      const ops = opsOf<Op>(q);
      const atAsk = shownAfter(config, ops.slice(0, q.scene!.askAt));
      if (!atAsk.cut) continue;
      frozen += 1;
      expect(shownAfter(config, ops).shown).toEqual(atAsk.shown);
      expect(q.data.cutAtAsk).toBe(true);
    }
    expect(frozen).toBeGreaterThan(10);
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const { evicted, shown } = shownAfter(q.scene!.scene.config as Config, opsOf<Op>(q));
      for (const w of wrongAnswers(summaryHead, q)) {
        let expected: string;
        if (w.id === 'none') expected = 'summary-head-sent';
        else if (w.id.startsWith('tail:')) expected = 'summary-head-frozen';
        else {
          const last = evicted.indexOf(w.id.slice('head:'.length));
          expected = last < shown.length - 1 ? 'summary-cut-inside' : 'summary-budget-cut';
        }
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of ['summary-head-sent', 'summary-head-frozen', 'summary-cut-inside', 'summary-budget-cut'])
      expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});
