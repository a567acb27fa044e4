import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkFrenchTypography, { frenchSpacing } from '../../src/content/remarkFrenchTypography';

const NBSP = '\u00A0';

async function compiled(source: string, path: string): Promise<string> {
  return String(
    await compile({ value: source, path }, { remarkPlugins: [remarkGfm, remarkFrenchTypography] }),
  );
}

describe('remarkFrenchTypography (French spacing in *.fr.mdx)', () => {
  it('puts a no-break space before : ; ? ! and inside « »', () => {
    expect(frenchSpacing('LRU : ordre ; vraiment ? oui ! « mot »')).toBe(
      `LRU${NBSP}: ordre${NBSP}; vraiment${NBSP}? oui${NBSP}! «${NBSP}mot${NBSP}»`,
    );
  });

  it('turns the typewriter apostrophe into the French one (’) in prose', () => {
    expect(frenchSpacing("l'éviction qu'il faut")).toBe('l’éviction qu’il faut');
  });

  it('leaves a colon without a space before it alone (URLs, times)', () => {
    expect(frenchSpacing('https://example.org 10:30')).toBe('https://example.org 10:30');
  });

  it('changes the prose and a Note title of a French file, not its code', async () => {
    const out = await compiled(
      "<Note tone=\"seed\" title=\"LRU : l'ordre\">\n\nTexte : l'suite, `a : b` et `'x'`.\n\n</Note>\n\n```ts\nx ? y : 'z'\n```\n",
      'x.fr.mdx',
    );
    expect(out).toContain(`LRU${NBSP}: l’ordre`);
    expect(out).toContain(`Texte${NBSP}: l’suite`);
    expect(out).toContain("'x'");
    expect(out).toContain("x ? y : 'z'");
    expect(out).toContain('a : b');
  });

  it('leaves an English file unchanged', async () => {
    const out = await compiled('Text : rest.\n', 'x.en.mdx');
    expect(out).toContain('Text : rest.');
    expect(out).not.toContain(NBSP);
  });
});
