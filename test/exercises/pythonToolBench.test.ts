/**
 * The Python side of chapter 6's generator (aml_lab/tool_bench.py: generate_tool_bench), which exercise 8's Python
 * tests grade with, gives the engine's data (generateToolBench, tools=1) for the same parameters, and refuses what
 * it refuses.
 * Run in Node's Pyodide, as the grader runs Python.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { generateToolBench, type GeneratorParams } from '../../src/engine/student';
import { nodeHarnessSources } from '../../src/sandbox/python/exercise/node';

let py: PyodideAPI;
beforeAll(async () => {
  py = await loadPyodide({
    indexURL: `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`,
  });
  py.FS.writeFile('/home/pyodide/aml_lab.py', nodeHarnessSources().lab);
  py.runPython('import sys; sys.path.insert(0, "/home/pyodide")');
}, 180_000);

/** A Python expression's value, through JSON. */
function python(expression: string): unknown {
  return JSON.parse(py.runPython(`import json, aml_lab\njson.dumps(${expression})`) as string);
}

const pyArgs = (p: GeneratorParams) =>
  `turns=${p.turns}, questions=${p.questions}, seed=${p.seed ?? 1}, lang="${p.lang ?? 'en'}"`;

// Exercise 8's scenes (statement and hidden), and the edges: a short one, a seed past 2^31.
const CASES: GeneratorParams[] = [
  { turns: 200, questions: 30, seed: 1, lang: 'en' },
  { turns: 200, questions: 30, seed: 2, lang: 'fr' },
  { turns: 500, questions: 50, seed: 101, lang: 'en' },
  { turns: 240, questions: 30, seed: 4242, lang: 'fr' },
  { turns: 12, questions: 2, seed: 4_000_000_000, lang: 'en' },
];

it.each(CASES)('generate_tool_bench gives the engine’s data: %o', (p) => {
  expect(python(`aml_lab.generate_tool_bench(${pyArgs(p)})`)).toEqual(generateToolBench(p));
});

it('generate_tool_bench refuses what the engine refuses', () => {
  expect(() => generateToolBench({ turns: 3, questions: 1 })).toThrow(RangeError);
  expect(() => python('aml_lab.generate_tool_bench(3, 1)')).toThrow(/turns must be an integer/);
  expect(() => generateToolBench({ turns: 8, questions: 50 })).toThrow(/questions must be at most/);
  expect(() => python('aml_lab.generate_tool_bench(8, 50)')).toThrow(/questions must be at most/);
  expect(() => python('aml_lab.generate_tool_bench(40, 2, lang="de")')).toThrow(/lang must be/);
});
