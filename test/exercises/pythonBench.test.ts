/**
 * The Python side of the memory bench (aml_lab/bench.py: generate_bench, run_bench), which exercise 6's Python tests
 * grade with, gives the engine's figures: the same generated data, and the same recall, tokens and cost for
 * window:N, unbounded and a custom strategy (each language's reference solution of exercise 6), counted with the
 * chars/4 proxy as the exercise's TypeScript tests count them. Run in Node's Pyodide, as the grader runs Python.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { generateBench, parseStrategy, runBench, type GeneratorParams } from '../../src/engine/student';
import { nameRecall } from '../../exercises/06-name-recall/solution';
import { nodeHarnessSources } from '../../src/sandbox/python/exercise/node';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

let py: PyodideAPI;
beforeAll(async () => {
  py = await loadPyodide({
    indexURL: `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`,
  });
  py.FS.writeFile('/home/pyodide/aml_lab.py', nodeHarnessSources().lab);
  py.FS.writeFile('/home/pyodide/student.py', read('exercises/06-name-recall/python/solution.py'));
  py.runPython('import sys; sys.path.insert(0, "/home/pyodide")');
}, 180_000);

/** A Python expression's value, through JSON. */
function python(expression: string): unknown {
  return JSON.parse(py.runPython(`import json, aml_lab, student\njson.dumps(${expression})`) as string);
}

const pyArgs = (p: GeneratorParams) =>
  `turns=${p.turns}, questions=${p.questions}, seed=${p.seed ?? 1}, lang="${p.lang ?? 'en'}", updates=${p.updates ?? 0.25}`;

const CASES: GeneratorParams[] = [
  { turns: 300, questions: 15, seed: 1, lang: 'en' },
  { turns: 300, questions: 15, seed: 3, lang: 'fr' },
  { turns: 240, questions: 12, seed: 29, lang: 'fr', updates: 0.6 },
  { turns: 1001, questions: 60, seed: 7, lang: 'en', updates: 1 },
  { turns: 40, questions: 10, seed: 4_000_000_000, lang: 'fr', updates: 0 },
];

it.each(CASES)('generate_bench gives the engine’s data: %o', (p) => {
  expect(python(`aml_lab.generate_bench(${pyArgs(p)})`)).toEqual(generateBench(p));
});

it('generate_bench refuses what the engine refuses', () => {
  expect(() => generateBench({ turns: 10, questions: 4 })).toThrow(RangeError);
  expect(() => python('aml_lab.generate_bench(10, 4)')).toThrow(/questions must be at most 2/);
  expect(() => python('aml_lab.generate_bench(10, 2, lang="de")')).toThrow(/lang must be/);
});

it.each(CASES)('run_bench gives runBench’s figures (window, unbounded, names): %o', (p) => {
  const ts = runBench(
    generateBench(p),
    [parseStrategy('window:10'), parseStrategy('window:3'), parseStrategy('unbounded'), nameRecall(8, 4)],
    { approxTokens: true },
  );
  const pyRows = python(
    `[{k: v for k, v in r.items() if k != "per_question"} | {"per_question": [[q["question_id"], q["evidence_recall"], q["answer_in_context"], q["drift"], q["memory_tokens"]] for q in r["per_question"]]}
      for r in aml_lab.run_bench(aml_lab.generate_bench(${pyArgs(p)}), ["window:10", "window:3", "unbounded", student.strategie(8, 4)])]`,
  ) as Record<string, unknown>[];
  expect(pyRows).toHaveLength(4);
  ts.forEach((r, i) => {
    const row = pyRows[i] as Record<string, unknown>;
    // The custom strategy's names differ by language (names:4:8, noms:4:8); the figures must not.
    expect({
      questions: row.questions,
      recall: row.evidence_recall,
      answerInContext: row.answer_in_context,
      tokensPerTurn: row.tokens_per_turn,
      totalTokens: row.total_tokens,
      costUsd: row.cost_usd,
      drift: row.drift,
      perQuestion: row.per_question,
    }).toEqual({
      questions: r.questions,
      recall: r.evidenceRecall,
      answerInContext: r.answerInContext,
      tokensPerTurn: r.tokensPerTurn,
      totalTokens: r.totalTokens,
      costUsd: r.costUsd,
      drift: { new: r.drift.new, old: r.drift.old, both: r.drift.both, neither: r.drift.neither },
      perQuestion: r.perQuestion.map((q) => [
        q.questionId,
        q.evidenceRecall,
        q.answerInContext,
        q.drift,
        q.tokens.memory,
      ]),
    });
  });
  // Not a vacuous comparison: the strategies differ, and the custom one recalls more than window:10 here.
  expect(new Set(ts.map((r) => r.totalTokens)).size).toBe(4);
  expect(ts[3]?.evidenceRecall).toBeGreaterThan(ts[0]?.evidenceRecall ?? 1);
});

it('run_bench refuses a strategy it does not know', () => {
  expect(() => python('aml_lab.run_bench(aml_lab.generate_bench(20, 2), ["summary:4:100"])')).toThrow(
    /strategy must be/,
  );
});
