// The memory bench widget's view logic, in Node: the form's checks, the chart's points and frontier, the decay
// rows, "which memory for which job", and the exports, each checked against the engine's own results.
import '../../../src/engine/tokens/bpe';
import {
  cheapestReaching,
  frontier,
  generateBench,
  parseBenchData,
  parseStrategies,
  runBench,
  summaryRow,
  type BenchData,
} from '../../../src/engine';
import {
  CSV_COLUMNS,
  costDomain,
  decayRows,
  exportName,
  FORM_DEFAULTS,
  frontierPoints,
  generatorProblems,
  logTicks,
  maxQuestions,
  runOf,
  strategiesProblem,
  strategyPoints,
  toCsv,
  toJson,
  whichMemory,
  type BenchRun,
} from '../../../src/components/memoryBench/benchView';

const small = generateBench({ turns: 200, questions: 20, seed: 3, lang: 'en' });
const results = runBench(small, parseStrategies('unbounded,window:10,paging:10,retrieval:5'), {
  price: 'gpt-4o-mini',
});
const rows = results.map(summaryRow);
const meta: Omit<BenchRun, 'rows'> = {
  data: 'generator',
  name: small.name,
  generator: { turns: 200, questions: 20, seed: 3, lang: 'en' },
  strategies: 'unbounded,window:10,paging:10,retrieval:5',
  price: 'gpt-4o-mini',
  prefillTokensPerSecond: 1000,
  tokensExact: true,
};

describe('the form', () => {
  it('accepts the defaults, and names each field out of range with its bounds', () => {
    expect(generatorProblems(FORM_DEFAULTS)).toEqual([]);
    expect(generatorProblems({ ...FORM_DEFAULTS, turns: 3 })).toContainEqual({
      field: 'turns',
      min: 4,
      max: 20_000,
    });
    expect(generatorProblems({ ...FORM_DEFAULTS, turns: 100, questions: 26 })).toEqual([
      { field: 'questions', min: 1, max: 25 },
    ]);
    expect(maxQuestions(100)).toBe(25);
    expect(generatorProblems({ ...FORM_DEFAULTS, seed: Number.NaN })).toEqual([
      { field: 'seed', max: 2 ** 32 - 1 },
    ]);
    expect(generatorProblems({ ...FORM_DEFAULTS, updates: 1.5 })).toEqual([{ field: 'updates' }]);
  });

  it("checks the strategies with the engine's parser, and refuses sentence vectors the page does not compute", () => {
    expect(strategiesProblem('unbounded,window:10')).toBeNull();
    expect(strategiesProblem('window:0')).toMatchObject({
      field: 'strategies',
      message: expect.stringMatching(/from 1/),
    });
    expect(strategiesProblem('window:10,retrieval-embed:3')).toEqual({
      field: 'strategies-embed',
      name: 'retrieval-embed:3',
    });
  });

  it('accepts every generator setting the form allows, as the engine does', () => {
    // The form's bounds are the generator's: what the form lets through, the engine generates.
    const edge = { ...FORM_DEFAULTS, turns: 101, questions: maxQuestions(101) };
    expect(generatorProblems(edge)).toEqual([]);
    expect(() => generateBench(edge)).not.toThrow();
    expect(() => generateBench({ ...edge, questions: edge.questions + 1 })).toThrow();
  });
});

describe('the chart', () => {
  it('draws each strategy at its cost with and without caching, at the same recall', () => {
    const u = rows.find((r) => r.strategy === 'unbounded')!;
    expect(strategyPoints(u, 'evidenceRecall')).toEqual([
      { strategy: 'unbounded', cost: u.costUsd, recall: 100, cached: false },
      { strategy: 'unbounded', cost: u.cachedCostUsd, recall: 100, cached: true },
    ]);
  });

  it("joins the engine's frontier, by the cost chosen", () => {
    for (const cost of ['cachedCostUsd', 'costUsd'] as const)
      for (const recall of ['evidenceRecall', 'answerInContext'] as const)
        expect(frontierPoints(rows, recall, cost).map((p) => p.strategy)).toEqual(
          frontier(rows, { cost, recall }).map((r) => r.strategy),
        );
  });

  it('spans every cost on a log axis, with ticks inside it', () => {
    const [lo, hi] = costDomain(rows);
    for (const r of rows) {
      expect(r.costUsd).toBeGreaterThan(lo);
      expect(r.cachedCostUsd).toBeLessThan(hi);
    }
    const ticks = logTicks([0.013, 0.7]);
    expect(ticks).toEqual([0.02, 0.05, 0.1, 0.2, 0.5]);
  });
});

describe('the decay curve', () => {
  it("is a window's exact share of evidence within its turns, bucket by bucket", () => {
    // Facts planted at known distances: a window of 10 keeps those 0 to 9 turns back, and none further.
    const conversation = Array.from({ length: 60 }, (_, i) => ({
      id: `t${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: i % 2 === 0 ? `Fact number ${i} is value${i}.` : 'Noted.',
    }));
    const data: BenchData = (() => {
      const parsed = parseBenchData({
        name: 'distances',
        source: 'test',
        licence: 'MIT',
        conversation,
        questions: [0, 2, 4, 8, 16, 32, 48].map((d, k) => ({
          id: `q${k}`,
          after: 't58',
          question: `What is fact number ${58 - d}?`,
          answer: `value${58 - d}`,
          evidence: [`t${58 - d}`],
        })),
      });
      if (!parsed.ok) throw new Error(parsed.problem.detail);
      return parsed.value;
    })();
    const d = decayRows(runBench(data, parseStrategies('window:10,unbounded')).map(summaryRow));
    expect(d.map((b) => b.bucket)).toEqual(['0', '2–3', '4–7', '8–15', '16–31', '32–63']);
    expect(d.map((b) => b['window:10'])).toEqual([100, 100, 100, 100, 0, 0]);
    expect(d.map((b) => b['unbounded'])).toEqual([100, 100, 100, 100, 100, 100]);
  });
});

describe('which memory for which job', () => {
  it("is the engine's cheapest strategy reaching the recall asked for, or the closest one", () => {
    for (const min of [0, 0.3, 0.6, 0.9, 1]) {
      const w = whichMemory(rows, min, 'evidenceRecall', 'cachedCostUsd');
      expect(w.best?.strategy).toBe(cheapestReaching(rows, min)?.strategy);
    }
    const none = whichMemory(rows, 1.01, 'evidenceRecall', 'costUsd');
    expect(none.best).toBeNull();
    // The closest: the highest recall, the cheaper of those that tie.
    const max = Math.max(...rows.map((r) => r.evidenceRecall));
    const tied = rows.filter((r) => r.evidenceRecall === max).sort((a, b) => a.costUsd - b.costUsd);
    expect(none.top?.strategy).toBe(tied[0]!.strategy);
  });
});

describe('the exports', () => {
  const run = runOf(results, meta);

  it('CSV: one line per strategy, every figure of the table, as the engine gave it', () => {
    const lines = toCsv(run.rows).trimEnd().split('\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(rows.length + 1);
    const cells = lines[2]!.split(',');
    const at = (c: (typeof CSV_COLUMNS)[number]) => cells[CSV_COLUMNS.indexOf(c)];
    const w = rows[1]!;
    expect(at('strategy')).toBe('window:10');
    expect(Number(at('evidence_recall'))).toBe(w.evidenceRecall);
    expect(Number(at('cached_cost_usd'))).toBe(w.cachedCostUsd);
    expect(Number(at('question_tokens_window'))).toBe(w.questionTokens.window);
    expect(at('answer_accuracy_contains')).toBe(''); // no model: an empty cell, never a made-up 0
  });

  it('CSV: quotes a cell that holds a comma or a quote', () => {
    const odd = { ...rows[0]!, strategy: 'a,"b"' };
    expect(toCsv([odd]).split('\n')[1]!.startsWith('"a,""b""",')).toBe(true);
  });

  it("JSON: what was measured, then the command's fields for each strategy", () => {
    const parsed = JSON.parse(toJson(run)) as Record<string, unknown>;
    expect(parsed).toMatchObject({ format: 'aml-memory-bench', version: 1, price: 'gpt-4o-mini' });
    expect(parsed.results).toEqual(JSON.parse(JSON.stringify(rows)));
    expect(exportName(run, 'csv')).toBe('memory-bench-generated-200-turns-seed-3-en-gpt-4o-mini.csv');
  });
});
