/**
 * Chapter 4 prints the command that gives its figures in a code block, where a fact cannot go: the block must be
 * the command the engine's defaults build (the generator's and the bench's), or a changed default leaves it behind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchCommand } from '../../src/content/facts/chapter4Explanations';

describe("chapter 4's command", () => {
  it.each(['fr', 'en'])('question.%s.mdx prints the command built from the defaults', (lang) => {
    const mdx = readFileSync(
      new URL(`../../src/content/chapter4/question.${lang}.mdx`, import.meta.url),
      'utf8',
    );
    const commands = mdx.split('\n').filter((line) => line.includes('bench:memory -- --generate'));
    expect(commands).toEqual([benchCommand()]);
  });
});
