import { runTaskMaster } from '../../src/engine';
import { elements, fencedIn, readMdx } from './mdxTree';

// The lesson's printed outputs of the TaskMaster demo against what the engine's replays print. The MDX is parsed
// (test/content/mdxTree.ts), not matched with a regular expression, so a reworded caption or a blank line cannot hide
// an output.
const outputs = (file: string): string[] =>
  elements(readMdx(`src/content/chapter3/${file}`), 'Output').map((e) => fencedIn(e.node).value);

describe('chapter 3 lesson outputs', () => {
  for (const lang of ['fr', 'en']) {
    it(`seed-code.${lang}.mdx shows what the seed logic and the fixed version print`, () => {
      const found = outputs(`seed-code.${lang}.mdx`);
      expect(found).toHaveLength(2);
      const [seed, fixed] = found;
      expect(seed).toBe(runTaskMaster({ logic: 'seed' }).lines.join('\n'));
      expect(fixed).toBe(runTaskMaster({ logic: 'fixed' }).lines.join('\n'));
      expect(seed).not.toBe(fixed);
    });
  }
});
