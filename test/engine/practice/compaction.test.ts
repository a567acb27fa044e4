/**
 * Chapter 6's practice kinds, each answer checked against a computation written here: the tokens of each section
 * from the facts' numbers (chars / 4), the compaction's cut and the summary chunk, and the cost of clearing on an
 * OpenAI-style cache (prefix rule, minimum, steps, no write fee) written out by hand.
 */
import { checkAnswer, clearingPays, compactionDrops, sectionFills } from '../../../src/engine/practice';
import { modelPrice } from '../../../src/engine/cost/prices';

const SEEDS = Array.from({ length: 100 }, (_, i) => i);
const tok = (chars: number) => Math.ceil(chars / 4);

describe('section-fills', () => {
  it('the answer is the section with the most tokens, recomputed from the facts', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const q = sectionFills.generate(seed);
      const s = q.data.shape;
      const calls = Array.from({ length: s.tasks }, (_, t) =>
        Array.from({ length: s.callsPerTask }, (_, c) =>
          tok(`[assistant] read_file("src/m${t}/f${c}.ts")`.length),
        ),
      ).flat();
      const tokens = {
        system: tok(s.systemChars),
        tools: s.toolCount * tok(s.toolChars),
        messages:
          s.tasks * (tok('[user] '.length + s.messageChars) + tok('[assistant] '.length + s.messageChars)),
        toolCalls: calls.reduce((a, b) => a + b, 0),
        toolResults: s.tasks * s.callsPerTask * tok('[tool] '.length + s.resultChars),
      };
      expect(q.data.tokens).toEqual(tokens);
      const max = Math.max(...Object.values(tokens));
      expect(tokens[q.answer as keyof typeof tokens]).toBe(max);
      seen.add(q.answer);
      for (const o of q.choices.options) {
        const v = checkAnswer(q, o.id);
        expect(v.correct).toBe(o.id === q.answer);
        if (!v.correct) expect(v.explanation.broken?.id).toBe('largest-section');
      }
    }
    // Tool results usually win, but not always: the question is not a giveaway.
    expect(seen.has('toolResults')).toBe(true);
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('compaction-drops', () => {
  it('the cut keeps the last K (never splitting a call from its result), the chunk keeps its first characters', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const q = compactionDrops.generate(seed);
      const d = q.data;
      const kind = (i: number) => (i % 2 === 1 ? 'toolResult' : i % 4 === 0 ? 'message' : 'toolCall');
      let cut = d.items - d.keep;
      if (kind(cut) === 'toolResult' && kind(cut - 1) === 'toolCall') cut--;
      const replaced = d.position < cut;
      expect(d.replaced).toBe(replaced);
      const expected = !replaced
        ? 'context'
        : d.inChunk
          ? d.style === 'opaque'
            ? 'unauditable'
            : 'context'
          : d.style === 'recoverable'
            ? 'storage'
            : 'gone';
      expect(q.answer, `seed ${seed}`).toBe(expected);
      seen.add(q.answer);
      const wrong = q.choices.options.find((o) => o.id !== q.answer)!;
      const v = checkAnswer(q, wrong.id);
      expect(v.correct).toBe(false);
      expect(v.explanation.broken?.id).toBe(
        !replaced ? 'kept-verbatim' : d.inChunk ? 'chunk-keeps' : 'past-chunk',
      );
    }
    expect([...seen].sort()).toEqual(['context', 'gone', 'storage', 'unauditable']);
  });
});

describe('clearing-pays', () => {
  /** An OpenAI-style bill written out: each request reads the shared prefix (min 1,024, steps of 128) at the cached rate. */
  function openaiCost(tokens: number[], prefix: number[], input: number, cached: number): number {
    let usd = 0;
    tokens.forEach((t, i) => {
      const p = i === 0 ? 0 : Math.min(prefix[i] as number, t);
      const read = p < 1024 ? 0 : 1024 + Math.floor((p - 1024) / 128) * 128;
      usd += (read * cached + (t - read) * input) / 1e6;
    });
    return usd;
  }

  it('on GPT-4o mini the answer matches a bill written out by hand; on every model it follows the payback point', () => {
    const answers = new Set<string>();
    let openai = 0;
    for (const seed of SEEDS) {
      const q = clearingPays.generate(seed);
      const d = q.data;
      answers.add(q.answer);
      expect(q.answer).toBe(d.payback !== null && d.requests >= d.payback ? 'yes' : 'no');
      if (d.model === 'gpt-4o-mini') {
        openai++;
        const p = modelPrice(d.model);
        const series = (start: number, firstPrefix: number) => {
          const tokens = [d.before];
          const prefix = [0];
          for (let i = 1; i <= d.requests; i++) {
            tokens.push(start + i * d.grow);
            prefix.push(i === 1 ? firstPrefix : (tokens[i - 1] as number));
          }
          return openaiCost(tokens, prefix, p.input, p.cachedInput) - (d.before * p.input) / 1e6;
        };
        const kept = series(d.before, d.before);
        const cleared = series(d.after, 1200);
        expect(d.kept).toBeCloseTo(kept, 12);
        expect(d.cleared).toBeCloseTo(cleared, 12);
        expect(q.answer).toBe(cleared <= kept ? 'yes' : 'no');
      }
      const v = checkAnswer(q, q.answer === 'yes' ? 'no' : 'yes');
      expect(v.explanation.broken?.id).toBe('pays-after-miss');
    }
    expect(openai).toBeGreaterThan(10);
    expect([...answers].sort()).toEqual(['no', 'yes']);
  });
});
