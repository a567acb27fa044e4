import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';
import {
  deepEqual,
  expect as kitExpect,
  formatValue,
  LogSink,
  runTests,
  AssertionError,
} from '../../src/exercises/testkit';
import { compileSubmission } from '../../src/sandbox/submission';
import { sanitizeExerciseCode } from '../../src/state/exerciseCode';
import { engineDeclarations } from '../../src/sandbox/vitePlugin';

const root = resolve(import.meta.dirname, '../..');

describe('the test kit', () => {
  it('compares values across realms by content, not prototype', () => {
    const other = vm.runInNewContext('({ a: [1, 2, { b: "x" }], m: new Map([[1, 2]]) })') as unknown;
    expect(deepEqual(other, { a: [1, 2, { b: 'x' }], m: new Map([[1, 2]]) })).toBe(true);
    expect(deepEqual(other, { a: [1, 2, { b: 'y' }], m: new Map([[1, 2]]) })).toBe(false);
    expect(deepEqual({ a: undefined }, {})).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
  });

  it('matches a thrown error from another realm by name and message', () => {
    const thrower = vm.runInNewContext(
      '() => { throw new RangeError("windowSize must be >= 1") }',
    ) as () => void;
    kitExpect(thrower).toThrow({ name: 'RangeError', message: 'windowSize' });
    expect(() => kitExpect(thrower).toThrow({ name: 'TypeError' })).toThrow(AssertionError);
    expect(() => kitExpect(() => 1).toThrow()).toThrow(/expected the call to throw an error/);
  });

  it('explains failures with expected and received, never crashing on odd values', () => {
    try {
      kitExpect({ n: 1 }).toEqual({ n: 2 });
    } catch (e) {
      expect(e).toMatchObject({ matcher: 'toEqual', expected: '{ n: 2 }', actual: '{ n: 1 }' });
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatValue(cyclic)).toBe('{ self: [Circular] }');
    expect(
      formatValue(
        new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('x');
            },
          },
        ),
      ),
    ).toBe('[unprintable value]');
    expect(formatValue('x'.repeat(1000)).length).toBeLessThanOrEqual(400);
  });

  it('runs tests in file order, one failure never stopping the next, and caps the console', async () => {
    const sink = new LogSink(5, 1000);
    const results = await runTests(
      [
        {
          name: { en: 'a', fr: 'a' },
          fn: () => {
            for (let i = 0; i < 1e5; i++) sink.write('log', [i]);
            throw new Error('boom');
          },
        },
        { name: { en: 'b', fr: 'b' }, fn: async () => undefined },
      ],
      { sink },
    );
    expect(results.map((r) => [r.index, r.status])).toEqual([
      [0, 'fail'],
      [1, 'pass'],
    ]);
    expect(results[0]).toMatchObject({
      message: 'Error: boom',
      logs: ['0', '1', '2', '3', '4'],
      logsTruncated: true,
    });
  });
});

describe('compiling a submission', () => {
  it('reports a syntax error with its line', () => {
    expect(compileSubmission('const a = 1;\nfunction (')).toMatchObject({ ok: false, error: { line: 2 } });
    expect(compileSubmission('export const a: number = 1;')).toMatchObject({ ok: true });
  });
});

describe('saved exercise code', () => {
  it('keeps the well-formed exercises and drops (and reports) the unreadable ones', () => {
    const clean = sanitizeExerciseCode({
      code: { a: { source: 'ok', savedAt: 1 }, b: { source: 42 }, c: 'old format' },
      hintsShown: { a: 2, b: -1, c: 'x' },
    });
    expect(clean.code).toEqual({ a: { source: 'ok', savedAt: 1 } });
    expect(clean.discarded.sort()).toEqual(['b', 'c']);
    expect(clean.hintsShown).toEqual({ a: 2 });
    expect(sanitizeExerciseCode('garbage')).toMatchObject({ code: {}, discarded: [] });
  });
});

describe('the sandbox document', () => {
  it('allows exactly its own inline script by hash, and no network', () => {
    const html = readFileSync(resolve(root, 'public/sandbox.html'), 'utf8');
    const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toMatch(/connect-src|allow-same-origin|'unsafe-inline'/);
  });
});

describe("the editor's declarations of 'agent-memory-lab'", () => {
  it('are generated from the engine and declare what the exercises import', async () => {
    const files = await engineDeclarations(root);
    expect(files['index.d.ts']).toContain("export * from './src/engine/student'");
    expect(files['src/engine/student.d.ts']).toContain('BowEmbedder');
    expect(files['src/engine/retrieval/embedder.d.ts']).toMatch(/embed\(text: string\): number\[\]/);
    expect(files['src/engine/window/paging.d.ts']).toMatch(/interface Page/);
  }, 30_000);
});
