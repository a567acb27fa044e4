import {
  generateBench,
  parseBenchData,
  parseGeneratorSpec,
  parseStrategies,
  parseStrategy,
  runBench,
  STRATEGY_HELP,
} from '../../../src/engine/memoryBench';
import { thresholdTokens } from '../../../src/engine/compaction';
import { approxTokens } from '../../../src/engine/tokens/approx';

describe('chapter 6 strategy names', () => {
  it('reads compact, compact-recoverable and clear, with their defaults', () => {
    expect(parseStrategies('compact:80:10,compact-recoverable:80:10:500,clear:80:5,clear:70:3:2000')).toEqual(
      [
        { kind: 'compact', name: 'compact:80:10', threshold: 80, keep: 10 },
        {
          kind: 'compact-recoverable',
          name: 'compact-recoverable:80:10:500',
          threshold: 80,
          keep: 10,
          budget: 500,
        },
        { kind: 'clear', name: 'clear:80:5', threshold: 80, keep: 5, clearAtLeast: 0 },
        { kind: 'clear', name: 'clear:70:3:2000', threshold: 70, keep: 3, clearAtLeast: 2000 },
      ],
    );
    expect(STRATEGY_HELP.map((h) => h.form)).toContain('compact-recoverable:T:K[:B]');
  });

  it('says what is wrong', () => {
    expect(() => parseStrategy('compact:80')).toThrow(/compact:T:K\[:B\]/);
    expect(() => parseStrategy('compact:120:10')).toThrow(/percent from 1 to 100/);
    expect(() => parseStrategy('clear:80:x')).toThrow(/not a whole number/);
    expect(() => parseStrategy('clear:80:0')).toThrow(/from 1/);
  });
});

describe('the generator with tools=1', () => {
  const params = parseGeneratorSpec('turns=600,questions=30,seed=5,tools=1');
  const data = generateBench(params);
  const c = data.cases[0]!;

  it('is valid bench data, the same for the same parameters', () => {
    expect(params.tools).toBe(true);
    expect(parseBenchData(data).ok).toBe(true);
    expect(generateBench(params)).toEqual(data);
    expect(c.conversation).toHaveLength(600);
    expect(c.questions).toHaveLength(30);
    expect(() => parseGeneratorSpec('turns=600,tools=2')).toThrow(/tools must be 0 or 1/);
  });

  it('makes tool results most of the context, each call before its result', () => {
    const chars = (role: string) =>
      c.conversation.filter((t) => t.role === role).reduce((s, t) => s + t.content.length, 0);
    const all = c.conversation.reduce((s, t) => s + t.content.length, 0);
    expect(chars('tool') / all).toBeGreaterThan(0.5);
    c.conversation.forEach((t, i) => {
      if (t.role === 'tool') expect(c.conversation[i - 1]?.role).toBe('assistant');
    });
  });

  it('plants each answer in its evidence turn, past what a summary chunk keeps', () => {
    const byId = new Map(c.conversation.map((t) => [t.id, t]));
    for (const q of c.questions) {
      const turn = byId.get(q.evidence[0]!)!;
      expect(turn.content.indexOf(q.answer)).toBeGreaterThanOrEqual(80);
      // No other turn holds the answer: answerInContext cannot be met by chance.
      expect(c.conversation.filter((t) => t.content.includes(q.answer))).toEqual([turn]);
    }
  });
});

describe('compaction in the bench', () => {
  const data = generateBench({ turns: 600, questions: 30, seed: 5, tools: true });
  const specs = parseStrategies('window:20,compact:80:10,compact-recoverable:80:10,clear:80:5');
  const limit = 6000;
  const [win, lossy, recoverable, clear] = runBench(data, specs, { contextLimit: limit, approxTokens: true });

  it('needs a context limit', () => {
    expect(() => runBench(data, parseStrategies('compact:80:10'), { approxTokens: true })).toThrow(
      /context limit/,
    );
  });

  it('compacts past the threshold, and each compaction breaks the cache once', () => {
    expect(lossy!.compactions).toBeGreaterThan(0);
    expect(lossy!.cacheBreaks).toBe(lossy!.compactions);
    // Between compactions a request is the previous one plus a turn: under the trigger plus that turn.
    const trigger = thresholdTokens(limit, 80);
    const biggestTurn = Math.max(
      ...data.cases[0]!.conversation.map((t) => approxTokens(`[${t.role}] ${t.content}`)),
    );
    for (const tokens of lossy!.series.tokens) expect(tokens).toBeLessThan(trigger + biggestTurn);
    expect(win!.compactions).toBe(0);
    expect(win!.cacheBreaks).toBe(600 - 20);
  });

  it('counts the facts lost for good: none when the store is searched', () => {
    const dropped = (r: typeof lossy) => Math.round(r!.questions * (1 - r!.answerInContext));
    expect(win!.factsDropped).toBe(dropped(win));
    expect(lossy!.factsDropped).toBe(dropped(lossy));
    expect(lossy!.factsDropped).toBeGreaterThan(0);
    expect(recoverable!.factsDropped).toBe(0);
    expect(recoverable!.answerInContext).toBeGreaterThan(lossy!.answerInContext);
    // The same compactions: only a question's request differs (the search tool's answer).
    expect(recoverable!.tokensPerTurn).toBe(lossy!.tokensPerTurn);
  });

  it('clears tool results behind placeholders, the calls and messages staying', () => {
    expect(clear!.compactions).toBeGreaterThan(0);
    expect(clear!.cacheBreaks).toBe(clear!.compactions);
    expect(clear!.questionTokens.memory).toBeGreaterThan(0);
    expect(clear!.questionTokens.summary).toBe(0);
  });
});
