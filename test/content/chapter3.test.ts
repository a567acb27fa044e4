import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runTaskMaster } from '../../src/engine';

// The lesson's printed outputs of the TaskMaster demo against what the engine's replays print.
const dir = resolve(import.meta.dirname, '../../src/content/chapter3');

function outputs(file: string): string[] {
  const text = readFileSync(resolve(dir, file), 'utf8');
  return [...text.matchAll(/<Output[^>]*>\s*```text\n([\s\S]*?)\n```\s*<\/Output>/g)].map((m) => m[1] ?? '');
}

describe('chapter 3 lesson outputs', () => {
  for (const lang of ['fr', 'en']) {
    it(`seed-code.${lang}.mdx shows what the seed logic and the fixed version print`, () => {
      const [seed, fixed] = outputs(`seed-code.${lang}.mdx`);
      expect(seed).toBe(runTaskMaster({ logic: 'seed' }).lines.join('\n'));
      expect(fixed).toBe(runTaskMaster({ logic: 'fixed' }).lines.join('\n'));
      expect(seed).not.toBe(fixed);
    });
  }
});
