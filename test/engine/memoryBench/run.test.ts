import '../../../src/engine/tokens/bpe';
import {
  AgentMemory,
  countTokens,
  DEFAULT_SYSTEM_PROMPT,
  formatLine,
  modelPrice,
  parseStrategies,
  runBench,
  generateBench,
  type BenchQuestion,
  type Message,
} from '../../../src/engine';
import { one, turns } from './helpers';

const sys = countTokens(DEFAULT_SYSTEM_PROMPT);
const line = (t: { role: Message['role']; content: string }) => countTokens(formatLine(t));

describe('runBench: recall', () => {
  // 40 turns; questions after turn 39 whose evidence lies 0, 3, 9, 10, 25 and 39 turns back.
  const conv = turns(40);
  const backs = [[0], [3, 9], [10], [25, 39], [1, 2, 3]];
  const questions: BenchQuestion[] = backs.map((b, i) => ({
    id: `q${i}`,
    after: 't39',
    question: `question ${i}`,
    answer: `topic${39 - (b[0] as number)}`,
    evidence: b.map((d) => `t${39 - d}`),
  }));
  const data = one(conv, questions);

  it('window:N recalls exactly the share of evidence within N turns of the question', () => {
    for (const N of [1, 4, 10, 11, 26, 40]) {
      const [r] = runBench(data, parseStrategies(`window:${N}`));
      const expected = backs.map((b) => b.filter((d) => d < N).length / b.length);
      expect(r?.perQuestion.map((q) => q.evidenceRecall)).toEqual(expected);
      expect(r?.evidenceRecall).toBeCloseTo(expected.reduce((a, b) => a + b, 0) / expected.length, 12);
    }
  });

  it('unbounded recalls every evidence turn', () => {
    const [r] = runBench(data, parseStrategies('unbounded'));
    expect(r?.evidenceRecall).toBe(1);
    expect(r?.perQuestion.every((q) => q.recalled === q.evidence)).toBe(true);
    expect(r?.answerInContext).toBe(1);
  });

  it('recall by distance: evidence counted in power-of-two buckets of turns back', () => {
    const [r] = runBench(data, parseStrategies('window:10'));
    // Distances 0 | 3, 9, 1, 2, 3 | 10, 25, 39: buckets [0], [1], [2,3], [8,15], [16,31], [32,63].
    expect(r?.recallByDistance).toEqual([
      { from: 0, to: 0, evidence: 1, recalled: 1, recall: 1 },
      { from: 1, to: 1, evidence: 1, recalled: 1, recall: 1 },
      { from: 2, to: 3, evidence: 3, recalled: 3, recall: 1 },
      { from: 8, to: 15, evidence: 2, recalled: 1, recall: 0.5 },
      { from: 16, to: 31, evidence: 1, recalled: 0, recall: 0 },
      { from: 32, to: 63, evidence: 1, recalled: 0, recall: 0 },
    ]);
  });

  it('answerInContext ignores case and looks only at what is sent', () => {
    const conv2 = turns(6, (i) => (i === 0 ? 'The code is AbC-42.' : `small talk ${i}`));
    const q = (answer: string, after: string): BenchQuestion => ({
      id: answer + after,
      after,
      question: 'code?',
      answer,
      evidence: ['t0'],
    });
    const [w] = runBench(
      one(conv2, [q('abc-42', 't1'), q('ABC-42', 't5'), q('nowhere', 't5')]),
      parseStrategies('window:2'),
    );
    expect(w?.perQuestion.map((x) => x.answerInContext)).toEqual([true, false, false]);
  });
});

describe('runBench: tokens, as the lab counts them', () => {
  const conv = turns(30, (i) => `message ${i}: ${'words and more words '.repeat(1 + (i % 4))}`);
  const data = one(conv, [{ id: 'q', after: 't29', question: 'what?', answer: 'x', evidence: [] }]);

  it("window:N sends AgentMemory's window, and summary:N:B its window and summary", () => {
    const [w, s] = runBench(data, parseStrategies('window:7,summary:7:150'));
    const mw = new AgentMemory({ window: 7, evictTo: 'trash' });
    const ms = new AgentMemory({ window: 7, evictTo: 'summary', summaryBudget: 150, maxCharsPerChunk: 80 });
    conv.forEach((t, i) => {
      const m: Message = { id: t.id, role: t.role, content: t.content, ts: i, importance: 1 };
      mw.append(m);
      ms.append(m);
      expect(w?.series.tokens[i]).toBe(sys + mw.context().tokens);
      expect(s?.series.tokens[i]).toBe(sys + ms.context().tokens);
    });
  });

  it('unbounded sends every turn so far; its prefix is the whole previous request', () => {
    const [u] = runBench(data, parseStrategies('unbounded'));
    let total = sys;
    conv.forEach((t, i) => {
      total += line(t);
      expect(u?.series.tokens[i]).toBe(total);
      expect(u?.series.prefix[i]).toBe(i === 0 ? 0 : (u?.series.tokens[i - 1] as number));
    });
  });

  it('approxTokens counts with the chars/4 proxy even where the BPE tables are loaded', () => {
    const [bpe] = runBench(data, parseStrategies('window:7'));
    const [proxy] = runBench(data, parseStrategies('window:7'), { approxTokens: true });
    expect(bpe?.tokensExact).toBe(true);
    expect(proxy?.tokensExact).toBe(false);
    const approx = (s: string) => Math.ceil(s.length / 4);
    conv.forEach((_, i) => {
      const window = conv.slice(Math.max(0, i - 6), i + 1);
      const expected = window.reduce((n, t) => n + approx(formatLine(t)), approx(DEFAULT_SYSTEM_PROMPT));
      expect(proxy?.series.tokens[i]).toBe(expected);
    });
    expect(proxy?.totalTokens).not.toBe(bpe?.totalTokens);
  });

  it('a rolling window shares only the system prompt once it is full', () => {
    const [w] = runBench(data, parseStrategies('window:5'));
    for (let i = 1; i < conv.length; i++)
      expect(w?.series.prefix[i]).toBe(i < 5 ? (w?.series.tokens[i - 1] as number) : sys);
  });
});

describe('runBench: caching', () => {
  const conv = turns(
    400,
    (i) => `turn ${i}: ${'a sentence of ordinary length for a chat message. '.repeat(2)}`,
  );
  const data = one(conv, [{ id: 'q', after: 't399', question: 'what?', answer: 'x', evidence: [] }]);

  it('lowers the unbounded cost far more than a rolling window’s', () => {
    for (const price of ['gpt-4o-mini', 'claude-sonnet-4.5', 'deepseek-flash']) {
      const [u, w] = runBench(data, parseStrategies('unbounded,window:10'), { price });
      const saved = (r: typeof u) => 1 - (r?.cachedCostUsd as number) / (r?.costUsd as number);
      expect(saved(u)).toBeGreaterThan(0.4);
      expect(saved(u)).toBeGreaterThan(5 * Math.max(saved(w), 0.01));
    }
  });

  it('prices cached tokens as an independent sum: every previous request, at the cached rate', () => {
    const p = modelPrice('deepseek-flash'); // 64-token units, no write fee
    const [u] = runBench(data, parseStrategies('unbounded'), { price: 'deepseek-flash' });
    const t = Array.from(u?.series.tokens ?? []);
    const total = t.reduce((a, b) => a + b, 0);
    const cached = t.slice(0, -1).reduce((a, b) => a + (b >= 64 ? 64 * Math.floor(b / 64) : 0), 0);
    expect(u?.cachedTokens).toBe(cached);
    expect(u?.costUsd).toBeCloseTo((total * p.input) / 1e6, 12);
    expect(u?.cachedCostUsd).toBeCloseTo((cached * p.cachedInput + (total - cached) * p.input) / 1e6, 12);
    expect(u?.cacheHitRate).toBeCloseTo(cached / total, 12);
  });

  it("applies OpenAI's 1,024-token minimum and 128-token steps", () => {
    const [w] = runBench(data, parseStrategies('window:10'), { price: 'gpt-4o-mini' });
    // A window of 10 of these turns is about 260 tokens: never 1,024, so nothing is cached.
    expect(Math.max(...(w?.series.tokens ?? []))).toBeLessThan(1024);
    expect(w?.cachedTokens).toBe(0);
    const [u] = runBench(data, parseStrategies('unbounded'), { price: 'gpt-4o-mini' });
    const t = Array.from(u?.series.tokens ?? []);
    let expected = 0;
    for (let i = 1; i < t.length; i++) {
      const prev = t[i - 1] as number;
      if (prev >= 1024) expected += 1024 + Math.floor((prev - 1024) / 128) * 128;
    }
    expect(u?.cachedTokens).toBe(expected);
  });

  it('starts each case of a file without a cached prefix', () => {
    const c = one(conv.slice(0, 50), [
      { id: 'q', after: 't49', question: 'what?', answer: 'x', evidence: [] },
    ]);
    const two = { ...c, cases: [c.cases[0]!, { ...c.cases[0]!, id: 'c2' }] };
    const [u1] = runBench(c, parseStrategies('unbounded'), { price: 'deepseek-flash' });
    const [u2] = runBench(two, parseStrategies('unbounded'), { price: 'deepseek-flash' });
    expect(u2?.series.starts).toEqual([0, 50]);
    expect(u2?.cachedTokens).toBe(2 * (u1?.cachedTokens as number));
  });

  it('estimates latency from the prefill tokens at the speed given', () => {
    const [u] = runBench(data, parseStrategies('unbounded'), {
      prefillTokensPerSecond: 500,
      price: 'deepseek-flash',
    });
    expect(u?.latencyMsPerTurn).toBeCloseTo(((u?.tokensPerTurn as number) / 500) * 1000, 9);
    expect(u?.cachedLatencyMsPerTurn).toBeCloseTo(
      (((u?.totalTokens as number) - (u?.cachedTokens as number)) / 400 / 500) * 1000,
      9,
    );
  });
});

describe('runBench: drift after an update', () => {
  const conv = turns(20, (i) =>
    i === 2
      ? 'The door code is 1111.'
      : i === 10
        ? 'Change of plan: the door code is now 2222.'
        : `chat ${i}`,
  );
  const q = (after: string): BenchQuestion => ({
    id: after,
    after,
    question: 'What is the door code?',
    answer: '2222',
    previous: ['1111'],
    evidence: ['t10'],
  });
  const data = one(conv, [q('t11'), q('t19')]);

  it('tells new value, old value, both or neither', () => {
    const result = (s: string) => runBench(data, parseStrategies(s))[0]?.perQuestion.map((x) => x.drift);
    expect(result('unbounded')).toEqual(['both', 'both']);
    expect(result('window:4')).toEqual(['new', 'neither']);
    expect(result('window:10')).toEqual(['both', 'new']);
    const [r] = runBench(data, parseStrategies('window:10'));
    expect(r?.drift).toEqual({ questions: 2, new: 1, old: 0, both: 1, neither: 0 });
  });
});

describe('runBench: memories beyond the window', () => {
  // The fact is longer than a summary chunk (80 characters), so a truncated chunk does not hold it whole.
  const fact = 'The codename of project K7 is Falcon, and the team will say more about it next month.';
  const conv = turns(60, (i) => (i === 4 ? fact : `small talk number ${i}`));
  const data = one(conv, [
    {
      id: 'q',
      after: 't59',
      question: 'What is the codename of project K7?',
      answer: 'Falcon',
      evidence: ['t4'],
    },
  ]);

  it('retrieval:K finds the fact by its words; the window alone does not', () => {
    const [w, r, f] = runBench(data, parseStrategies('window:10,retrieval:3,reflective:3'));
    expect(w?.evidenceRecall).toBe(0);
    expect(r?.evidenceRecall).toBe(1);
    expect(r?.perQuestion[0]?.tokens.memory).toBeGreaterThan(0);
    // Reflection kept the statement under its concept: the fact is sent, and its episode too.
    expect(f?.evidenceRecall).toBe(1);
    expect(f?.answerInContext).toBe(1);
  });

  it('paging:P holds the open page; with domains, the page of the question’s domain', () => {
    const [p] = runBench(data, parseStrategies('paging:10'));
    expect(p?.perQuestion[0]?.evidenceRecall).toBe(0); // page 50..59 open; t4 only cut short in the summary
    const withDomains = one(
      conv.map((t, i) => ({ ...t, domain: i === 4 || i === 5 ? 'work' : 'chat' })),
      [{ ...data.cases[0]!.questions[0]!, domain: 'work' }],
    );
    const [d] = runBench(withDomains, parseStrategies('paging:10'));
    expect(d?.evidenceRecall).toBe(1);
  });

  it('counts a turn kept verbatim in the summary as recalled', () => {
    const short = one(
      turns(12, (i) => (i === 0 ? 'Luna.' : `x${i}`)),
      [{ id: 'q', after: 't11', question: 'name?', answer: 'Luna', evidence: ['t0'] }],
    );
    const [s] = runBench(short, parseStrategies('summary:2:400'));
    expect(s?.perQuestion[0]?.tokens.summary).toBeGreaterThan(0);
    expect(s?.evidenceRecall).toBe(1);
  });

  it('refuses retrieval-embed without vectors, and uses the vectors given', () => {
    expect(() => runBench(data, parseStrategies('retrieval-embed:3'))).toThrow(/needs sentence vectors/);
    // A stand-in for a sentence encoder (the real one is loaded outside the engine): 1 on "codename", else 0.
    const embed = (t: string) => [t.includes('codename') ? 1 : 0, 1];
    const [e] = runBench(data, parseStrategies('retrieval-embed:1'), { embed });
    expect(e?.evidenceRecall).toBe(1);
  });
});

describe('runBench: a model through a take', () => {
  const conv = turns(8, (i) => (i === 0 ? 'My cat is Luna.' : `chat ${i}`));
  const data = one(conv, [{ id: 'q', after: 't7', question: 'Cat?', answer: 'Luna', evidence: ['t0'] }]);

  it('lists the prompts a take lacks, then grades the replies under both rules', async () => {
    const { NeedsAnswer, takeEnv, takeLlm, emptyTake, withAnswer } =
      await import('../../../src/engine/scene/take');
    const missing = takeEnv(emptyTake());
    const [first] = runBench(data, parseStrategies('unbounded'), {
      models: { answer: takeLlm(missing, 'memory-bench-answer') },
      onNeedsAnswer: 'collect',
    });
    expect(first?.needs).toHaveLength(1);
    expect(() =>
      runBench(data, parseStrategies('unbounded'), {
        models: { answer: takeLlm(missing, 'memory-bench-answer') },
      }),
    ).toThrow(NeedsAnswer);
    const need = first?.needs[0];
    if (need?.kind !== 'chat') throw new Error('expected a chat request');
    expect(need.prompt).toContain('[user] My cat is Luna.');
    // The reply stands for what a model would say (no model runs in unit tests).
    const take = withAnswer(emptyTake(), {
      hook: need.hook,
      prompt: need.prompt,
      answer: 'Your cat is called Luna.',
      model: 'test',
      at: '2026-12-02T00:00:00Z',
      usage: null,
    });
    const [graded] = runBench(data, parseStrategies('unbounded'), {
      models: { answer: takeLlm(takeEnv(take), 'memory-bench-answer') },
    });
    expect(graded?.answerAccuracy).toMatchObject({ answered: 1, contains: 1, exact: 0 });
    expect(graded?.needs).toEqual([]);
  });

  it('writes the summary chunks with the model when one answers', () => {
    const summary = (p: string) => `S${p.length}`;
    const [s] = runBench(data, parseStrategies('summary:2:400'), { models: { summary } });
    // At the question (after t7, window t6..t7) turns t0..t5 were summarised, one chunk each.
    const chunks = conv.slice(0, 6).map((t) => {
      const prompt = `Summarize this message in one short sentence, keeping names, numbers and dates:\n${formatLine(t)}`;
      return `[${t.role}] S${prompt.length}`;
    });
    expect(s?.perQuestion[0]?.tokens.summary).toBe(countTokens(chunks.join('\n--\n')));
    expect(s?.evidenceRecall).toBe(0); // the model's chunks do not hold the turn's text
  });
});

describe('runBench: a strategy written outside the engine', () => {
  const data = generateBench({ turns: 600, questions: 20, seed: 5, lang: 'en', updates: 0 });

  it('sends its window like window:N when it selects nothing', () => {
    const none = { kind: 'custom' as const, name: 'none', window: 10, create: () => ({ select: () => [] }) };
    const [c, w] = runBench(data, [none, ...parseStrategies('window:10')]);
    expect(Array.from(c!.series.tokens)).toEqual(Array.from(w!.series.tokens));
    expect(c?.evidenceRecall).toBe(w?.evidenceRecall);
  });

  it('recalls what it selects: the turns naming a label the query names', () => {
    // The exercise's idea: keep the window, and fetch the earlier turns that mention a name the question mentions.
    const byName = {
      kind: 'custom' as const,
      name: 'names',
      window: 10,
      create: () => {
        const seen: string[] = [];
        return {
          advance: (turn: { content: string }) => void seen.push(turn.content),
          select: (query: string, before: number) => {
            const names = query.match(/\b[A-Z]\d+\b/g) ?? [];
            return seen.flatMap((t, i) => (i < before && names.some((n) => t.includes(n)) ? [i] : []));
          },
        };
      },
    };
    const [c, w] = runBench(data, [byName, ...parseStrategies('window:10')]);
    expect(c!.evidenceRecall).toBeGreaterThan(0.9);
    expect(c!.evidenceRecall).toBeGreaterThan(w!.evidenceRecall);
  });
});
