import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { chapters } from '../../src/content/chapters';
import { LANGS } from '../../src/i18n/lang';
import {
  factsOf,
  knownValues,
  mdxFiles,
  parseMdx,
  problems,
  readMdx,
  ROOT,
  structure,
  type KnownValues,
} from './mdxTree';

const files = mdxFiles();
let known: KnownValues;
// Computing every fact the lessons quote (bench runs included) takes seconds of CPU; on two busy cores it passed the
// 10 s default hook limit once. It is a computation, not a wait on something that may never come.
beforeAll(async () => {
  known = await knownValues();
}, 60_000);

describe('every lesson and statement file (MDX)', () => {
  it('finds the lesson files and the statements', () => {
    expect(files.some((f) => f.startsWith('src/content/chapter1/'))).toBe(true);
    expect(files.some((f) => /^exercises\/01-[^/]+\/statement\.fr\.mdx$/.test(f))).toBe(true);
  });

  for (const file of files) {
    it(`${file} compiles and uses only known components with valid props`, async () => {
      await compile(readFileSync(join(ROOT, file), 'utf8'), { remarkPlugins: [remarkGfm] });
      expect(problems(readMdx(file), known, { widgets: !file.startsWith('exercises/') })).toEqual([]);
    });
  }
});

describe('the component check catches what a lesson must not do', () => {
  const check = (source: string) => problems(parseMdx(source), known);

  it('accepts the components with their props', () => {
    expect(
      check(
        [
          '<Visualizer preset="lru" />',
          '<Cell id="rolling-window" />',
          '<CostLab embedded={true} />',
          '<ExerciseCards chapter={1} />',
          '<Note tone="seed" title="T">\n\nText **bold**.\n\n</Note>',
          '<SeedCode caption="c">\n\n```python\nx = 1\n```\n\n</SeedCode>',
          '<Output>\n\n```text\n1\n```\n\n</Output>',
          '<Table caption="c">\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n</Table>',
          'The scene makes <Fact id="chapter3.triggers.reflections" /> reflections.',
        ].join('\n\n'),
      ),
    ).toEqual([]);
  });

  it('rejects an unknown widget, an unknown prop, a wrong value, a missing prop', () => {
    expect(check('<Visualiser preset="lru" />')).toEqual([
      expect.stringContaining('unknown component <Visualiser>'),
    ]);
    expect(check('<Visualizer preset="lru" speed={2} />')).toEqual(['<Visualizer> has no prop "speed"']);
    expect(check('<Visualizer preset="no-such-preset" />')).toEqual([
      expect.stringContaining('no visualizer-preset'),
    ]);
    expect(check('<Cell id="no-such-cell" />')).toEqual([expect.stringContaining('no cell has this name')]);
    expect(check('<Cell demo="lru" />')).toEqual(['<Cell> has no prop "demo"', '<Cell> needs the prop "id"']);
    expect(check('<ExerciseCards chapter="1" />')).toEqual([expect.stringContaining('expected a number')]);
    expect(check('<ExerciseCards chapter={1.5} />')).toEqual([
      expect.stringContaining('expected an integer'),
    ]);
    expect(check('<Note tone="loud">\n\nx\n\n</Note>')).toEqual([expect.stringContaining('expected one of')]);
    expect(check('<Fact id="chapter3.no-such-fact" />')).toEqual([
      expect.stringContaining('no fact has this name'),
    ]);
    expect(check('<Fact />')).toEqual(['<Fact> needs the prop "id"']);
  });

  it('rejects a widget in an exercise statement (statements render prose only)', () => {
    expect(problems(parseMdx('<Cell id="rolling-window" />'), known, { widgets: false })).toEqual([
      '<Cell> is a widget: an exercise statement renders prose only',
    ]);
  });

  it('rejects HTML, expressions, imports, and code wrappers without their fenced block', () => {
    expect(check('Some <b>bold</b> text.')).toEqual([expect.stringContaining('unknown component <b>')]);
    expect(check('A brace {1 + 1} in prose.')).toEqual([expect.stringContaining('expression')]);
    expect(check("import X from './x'\n\nText.")).toEqual([expect.stringContaining('import/export')]);
    expect(check('<SeedCode caption="c">\n\nprose only\n\n</SeedCode>')).toEqual([
      '<SeedCode> must hold exactly one fenced code block',
    ]);
    expect(check('<Output>\n\n```python\nx\n```\n\n</Output>')).toEqual([
      expect.stringContaining('expected text'),
    ]);
    expect(check('```js\nx\n```')).toEqual([expect.stringContaining('language "js"')]);
  });
});

describe('French and English files have the same structure', () => {
  const pairs = new Map<string, string[]>();
  for (const file of files) {
    const key = file.replace(/\.(fr|en)\.mdx$/, '');
    pairs.set(key, [...(pairs.get(key) ?? []), file]);
  }

  it('comes in pairs: every file has its other language', () => {
    for (const [key, group] of pairs)
      expect(group.sort(), key).toEqual(LANGS.map((l) => `${key}.${l}.mdx`).sort());
  });

  for (const [key] of pairs) {
    it(`${key}: same components and props, same code and output blocks, same headings, lists and tables`, () => {
      const fr = structure(readMdx(`${key}.fr.mdx`));
      const en = structure(readMdx(`${key}.en.mdx`));
      expect(fr.length).toBeGreaterThan(0);
      expect(en).toEqual(fr);
      // The same figures, in whatever order each language's sentences put them.
      expect(factsOf(readMdx(`${key}.en.mdx`))).toEqual(factsOf(readMdx(`${key}.fr.mdx`)));
    });
  }

  it('tells a structural difference apart from a prose difference', () => {
    const fr = structure(
      parseMdx('Texte **gras**.\n\n<Note tone="seed" title="Titre">\n\nx\n\n</Note>\n\n```text\n1\n```'),
    );
    const en = structure(
      parseMdx(
        'Bold **text**, longer.\n\n<Note tone="seed" title="Title">\n\ny\n\n</Note>\n\n```text\n1\n```',
      ),
    );
    expect(en).toEqual(fr);
    expect(structure(parseMdx('<Note tone="info">\n\nx\n\n</Note>\n\n```text\n1\n```'))).not.toEqual(fr);
    expect(structure(parseMdx('<Note tone="seed">\n\nx\n\n</Note>\n\n```text\n2\n```'))).not.toEqual(fr);
  });

  it('compares the facts of a section as a set of ids, not as an order', () => {
    const a = parseMdx(
      '<Fact id="chapter3.triggers.reflections" /> et <Fact id="chapter3.triggers.calls" />.',
    );
    const b = parseMdx(
      '<Fact id="chapter3.triggers.calls" /> for <Fact id="chapter3.triggers.reflections" />.',
    );
    expect(structure(b)).toEqual(structure(a));
    expect(factsOf(b)).toEqual(factsOf(a));
    expect(factsOf(parseMdx('<Fact id="chapter3.triggers.calls" />.'))).not.toEqual(factsOf(a));
  });
});

describe('lesson files and navigation', () => {
  it('has both files of every section listed in chapters.ts, and no file for a section it does not list', () => {
    const listed = chapters.flatMap((c) =>
      c.sections.flatMap((s) => LANGS.map((lang) => `src/content/chapter${c.id}/${s.slug}.${lang}.mdx`)),
    );
    const lessons = files.filter((f) => f.startsWith('src/content/'));
    expect(lessons.sort()).toEqual([...listed].sort());
  });
});
