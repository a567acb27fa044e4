import { countTokens } from '../../../src/engine/tokens/bpe';
import {
  costOfConversation,
  ProgressiveSummary,
  createMessage,
  representativeMessage,
  seedGainsPour,
  truncateContent,
  type CostParams,
} from '../../../src/engine';

const sum = (a: Float64Array): number => a.reduce((s, x) => s + x, 0);

/** The hand-computed conversation: 3 turns of 10 characters, a window of 2, pages of 2, a large summary budget. */
const THREE_TURNS = { turns: 3, window: 2, messageLength: 10, pageSize: 2, summaryBudget: 1000 };

describe('costOfConversation, notebook model', () => {
  it('reproduces the seed table for 100 and 1000 turns', () => {
    const a = costOfConversation({ turns: 100, model: 'notebook' });
    expect([a.unbounded, a.windowed, a.paged]).toEqual([606_000, 137_690, 80_000]);
    const b = costOfConversation({ turns: 1000, model: 'notebook' });
    expect([b.unbounded, b.windowed, b.paged]).toEqual([60_060_000, 1_397_690, 800_000]);
  });

  it('gives the seed ratios 4.4, 7.6, 43.0 and 75.1', () => {
    const a = costOfConversation({ turns: 100, model: 'notebook' });
    const b = costOfConversation({ turns: 1000, model: 'notebook' });
    expect((a.unbounded / a.windowed).toFixed(1)).toBe('4.4');
    expect((a.unbounded / a.paged).toFixed(1)).toBe('7.6');
    expect((b.unbounded / b.windowed).toFixed(1)).toBe('43.0');
    expect((b.unbounded / b.paged).toFixed(1)).toBe('75.1');
  });

  it('matches a hand computation (3 turns, W=2, L=10, P=2)', () => {
    // content = "Message #000 - " + 10 x = 25 chars <= 40, so the chunk of message 0 is 7 + 25 = 32.
    const r = costOfConversation({ ...THREE_TURNS, model: 'notebook' });
    expect(r.unbounded).toBe(10 + 20 + 30);
    expect(r.windowed).toBe(20 + 20 + (20 + 32));
    expect(r.paged).toBe(3 * (2 * 10 + 1000));
  });

  it.each<Partial<CostParams> & { turns: number }>([
    { turns: 1 },
    { turns: 57, window: 3, pageSize: 4, summaryBudget: 500, chunkChars: 30, messageLength: 7 },
    { turns: 1100, window: 10, summaryBudget: 100_000, chunkChars: 200, messageLength: 10 },
    { turns: 400, window: 1, summaryBudget: 0, chunkChars: 3, messageLength: 1 },
    { turns: 250, window: 300, pageSize: 1, summaryBudget: 77, messageLength: 500 },
  ])('gives what the seed procedure gives for %o', (p) => {
    const r = costOfConversation({ ...p, model: 'notebook' });
    const seed = seedGainsPour(p.turns, {
      msgAvgLen: p.messageLength ?? 120,
      window: p.window ?? 10,
      resumeMax: p.summaryBudget ?? 200,
      pageSize: p.pageSize ?? 5,
      chunkChars: p.chunkChars ?? 40,
    });
    expect([r.unbounded, r.windowed, r.paged]).toEqual(seed);
  });

  it('counts 4 digits from message #1000 on (the summary keeps growing)', () => {
    const p = { turns: 1005, window: 1, summaryBudget: 10_000_000, chunkChars: 1000, messageLength: 1 };
    const r = costOfConversation({ ...p, model: 'notebook', series: true });
    const s = r.series as { windowed: Float64Array };
    // turn index 1001 evicts message 1000: "[user] Message #1000 - x" = 7 + 17 chars
    expect((s.windowed[1001] as number) - (s.windowed[1000] as number)).toBe(7 + 17);
    expect((s.windowed[1000] as number) - (s.windowed[999] as number)).toBe(12 + 16);
  });

  it('converts to tokens with the per-message ratio and to approx with chars / 4', () => {
    const chars = costOfConversation({ turns: 100, model: 'notebook' });
    const tok = costOfConversation({ turns: 100, model: 'notebook', unit: 'tokens' });
    const ratio = (tok.messageTokens as number) / 120;
    expect(tok.unbounded).toBeCloseTo(chars.unbounded * ratio, 6);
    expect(tok.windowed).toBeCloseTo(chars.windowed * ratio, 6);
    const approx = costOfConversation({ turns: 100, model: 'notebook', unit: 'approx' });
    expect(approx.paged).toBe(chars.paged / 4);
  });
});

describe('costOfConversation, exact model', () => {
  it('charges min(t, W) messages and the summary of evicted messages (3 turns, W=2, P=2)', () => {
    const r = costOfConversation({ ...THREE_TURNS, series: true });
    const s = r.series as { unbounded: Float64Array; windowed: Float64Array; paged: Float64Array };
    expect([...s.unbounded]).toEqual([10, 20, 30]);
    // turn 3 evicts message 1 (user): chunk "[user] " + 10 chars = 17
    expect([...s.windowed]).toEqual([10, 20, 20 + 17]);
    // turn 3: page 1 holds 1 message; page 0 (user + assistant) is summarized: 17 + 4 + 22 = 43
    expect([...s.paged]).toEqual([10, 20, 10 + 43]);
    expect([r.unbounded, r.windowed, r.paged]).toEqual([60, 67, 83]);
  });

  it('cuts the summary at the budget, separators included', () => {
    const r = costOfConversation({ ...THREE_TURNS, summaryBudget: 30, series: true });
    const s = r.series as { paged: Float64Array };
    expect(s.paged[2]).toBe(10 + 30);
  });

  it('truncates the chunk content to chunkChars', () => {
    const r = costOfConversation({
      turns: 2,
      window: 1,
      messageLength: 50,
      chunkChars: 40,
      summaryBudget: 1000,
      series: true,
    });
    expect((r.series as { windowed: Float64Array }).windowed[1]).toBe(50 + 47);
  });

  it('matches a ProgressiveSummary replay turn by turn', () => {
    const L = 60;
    const W = 4;
    const B = 500;
    const r = costOfConversation({
      turns: 40,
      window: W,
      messageLength: L,
      summaryBudget: B,
      chunkChars: 40,
      series: true,
    });
    const sm = new ProgressiveSummary({ maxCharsPerChunk: 40 });
    const s = r.series as { windowed: Float64Array };
    for (let t = 1; t <= 40; t++) {
      if (t > W) sm.add(createMessage((t - W - 1) % 2 === 0 ? 'user' : 'assistant', 'x'.repeat(L)));
      const summary = sm.chunkCount === 0 ? '' : sm.render(B);
      expect(s.windowed[t - 1], `turn ${t}`).toBe(Math.min(t, W) * L + summary.length);
    }
  });

  it('series sums equal the totals, and the O(1)-memory path gives the same totals', () => {
    for (const model of ['exact', 'notebook'] as const) {
      for (const unit of ['chars', 'tokens', 'approx'] as const) {
        const p: CostParams = { turns: 777, window: 7, pageSize: 3, summaryBudget: 150, model, unit };
        const a = costOfConversation({ ...p, series: true });
        const b = costOfConversation(p);
        const s = a.series as { unbounded: Float64Array; windowed: Float64Array; paged: Float64Array };
        expect(s.unbounded.length).toBe(777);
        expect(b.series).toBeUndefined();
        expect(sum(s.unbounded)).toBeCloseTo(b.unbounded, 3);
        expect(sum(s.windowed)).toBeCloseTo(b.windowed, 3);
        expect(sum(s.paged)).toBeCloseTo(b.paged, 3);
      }
    }
  });

  it('in tokens, charges real token counts of the message and of the rendered summary', () => {
    const L = 90;
    const W = 3;
    const B = 2000; // large: the summary grows for many turns (exercises the 2-chunk extrapolation)
    const turns = 60;
    const r = costOfConversation({
      turns,
      window: W,
      messageLength: L,
      summaryBudget: B,
      chunkChars: 50,
      unit: 'tokens',
      series: true,
    });
    const msgTokens = countTokens(representativeMessage(L));
    expect(r.messageTokens).toBe(msgTokens);
    expect(r.unbounded).toBe((msgTokens * turns * (turns + 1)) / 2);
    const content = truncateContent(representativeMessage(L), 50);
    const chunks: string[] = [];
    const s = r.series as { windowed: Float64Array };
    for (let t = 1; t <= turns; t++) {
      if (t > W) chunks.push(`${(t - W - 1) % 2 === 0 ? '[user]' : '[assistant]'} ${content}`);
      const body = chunks.join('\n--\n');
      const rendered = body.length > B ? body.slice(0, B - 3) + '...' : body;
      expect(s.windowed[t - 1], `turn ${t}`).toBe(Math.min(t, W) * msgTokens + countTokens(rendered));
    }
  });

  // Its speed is `npm run bench`'s (section 1), not a stopwatch in the suite.
  it('computes 10^6 turns with no NaN', () => {
    const r = costOfConversation({ turns: 1_000_000 });
    expect(Number.isFinite(r.windowed)).toBe(true);
    expect(r.unbounded).toBe((120 * 1_000_000 * 1_000_001) / 2);
  });
});

describe('costOfConversation, bad input', () => {
  it.each([
    [{ turns: 0 }, /turns must be an integer in 1\.\.10000000 \(got 0\)/],
    [{ turns: 1.5 }, /turns must be an integer/],
    [{ turns: NaN }, /turns must be an integer.*got NaN/],
    [{ turns: Infinity }, /turns/],
    [{ turns: 10_000_001 }, /turns/],
    [{ turns: 10, messageLength: 0 }, /messageLength must be an integer in 1\.\./],
    [{ turns: 10, window: -1 }, /window must be an integer/],
    [{ turns: 10, pageSize: 0 }, /pageSize/],
    [{ turns: 10, summaryBudget: -1 }, /summaryBudget/],
    [{ turns: 10, chunkChars: 2 }, /chunkChars must be an integer in 3\.\./],
    [{ turns: 3_000_000, series: true }, /series/],
  ] as [CostParams, RegExp][])('rejects %o with a RangeError', (p, msg) => {
    expect(() => costOfConversation(p)).toThrow(RangeError);
    expect(() => costOfConversation(p)).toThrow(msg);
  });

  it('rejects unknown model, unit and encoding', () => {
    expect(() => costOfConversation({ turns: 1, model: 'x' as never })).toThrow(
      /model must be one of 'exact' \| 'notebook'/,
    );
    expect(() => costOfConversation({ turns: 1, unit: 'bytes' as never })).toThrow(RangeError);
    expect(() => costOfConversation({ turns: 1, encoding: 'p50k' as never })).toThrow(RangeError);
  });
});
