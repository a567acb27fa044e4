/**
 * The facts a lesson quotes (src/content/facts/, `<Fact id>`): how each kind is written in French and English,
 * that every fact computes (its claims hold), and that remarkFacts puts the text where the element was.
 */
import { createProcessor } from '@mdx-js/mdx';
import { factIds, factText, getFact } from '../../src/content/facts/index';
import {
  code,
  count,
  date,
  decimal,
  euros,
  formatFact,
  fraction,
  ordinal,
  percent,
  quantity,
  range,
  text,
  times,
  word,
  type Fact,
} from '../../src/content/facts/format';
import { claim, defineFacts, once } from '../../src/content/facts/define';
import remarkFacts from '../../src/content/remarkFacts';
import remarkFrenchTypography from '../../src/content/remarkFrenchTypography';
import { mdxToBlocks } from '../../src/notebook/mdxToBlocks';
import { LANGS } from '../../src/i18n/lang';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const both = (f: Fact) => [formatFact(f, 'en').text, formatFact(f, 'fr').text];

describe('a fact, written in each language', () => {
  it('counts and decimals: grouping and decimal separator', () => {
    expect(both(count(1_397_690))).toEqual(['1,397,690', `1${NNBSP}397${NNBSP}690`]);
    expect(both(count(7))).toEqual(['7', '7']);
    expect(both(decimal(0.3271, 3))).toEqual(['0.327', '0,327']);
    expect(both(decimal(0.1, 2, { trim: true }))).toEqual(['0.1', '0,1']);
    expect(both(decimal(0, 2, { trim: true }))).toEqual(['0', '0']);
    expect(both(decimal(1000, 2, { trim: true }))).toEqual(['1,000', `1${NNBSP}000`]);
    expect(() => count(1.5)).toThrow(/whole number/);
    expect(() => count(Number.NaN)).toThrow(/finite/);
  });

  it('ratios, percentages, units, euros, fractions, ranges', () => {
    expect(both(times(4.4))).toEqual(['×4.4', '×4,4']);
    expect(both(percent(5814 / 5998))).toEqual(['96.9%', `96,9${NNBSP}%`]);
    expect(both(quantity(500, 'ms'))).toEqual([`500${NBSP}ms`, `500${NBSP}ms`]);
    expect(both(quantity(450, { en: 'MB/s', fr: 'Mo/s' }))).toEqual([`450${NBSP}MB/s`, `450${NBSP}Mo/s`]);
    expect(both(euros(450))).toEqual(['€450', `450${NBSP}€`]);
    expect(both(fraction(5814, 5998))).toEqual(['5,814/5,998', `5${NNBSP}814/5${NNBSP}998`]);
    expect(both(range(1.6, 2.4, 1, { prefix: '×' }))).toEqual(['×1.6 to ×2.4', '×1,6 à ×2,4']);
    expect(both(range(75, 78, 0, { unit: { en: 'MB/s', fr: 'Mo/s' } }))).toEqual([
      `75 to 78${NBSP}MB/s`,
      `75 à 78${NBSP}Mo/s`,
    ]);
  });

  it('words and ordinals, with the French feminine for one and first', () => {
    expect(both(word(4))).toEqual(['four', 'quatre']);
    expect(both(word(1, { feminine: true }))).toEqual(['one', 'une']);
    expect(both(ordinal(3))).toEqual(['third', 'troisième']);
    expect(both(ordinal(1, { feminine: true }))).toEqual(['first', 'première']);
    expect(() => word(21)).toThrow();
    expect(() => ordinal(0)).toThrow();
  });

  it('dates in UTC, with or without the time, the weekday and the year', () => {
    const t = Date.UTC(2026, 0, 12, 9, 0);
    expect(both(date(t))).toEqual(['12 January 2026', '12 janvier 2026']);
    expect(both(date(t, { time: true, year: false }))).toEqual([
      '12 January, 09:00',
      `12 janvier à 9${NBSP}h`,
    ]);
    expect(both(date(Date.UTC(2026, 0, 15, 14, 30), { time: true, weekday: true }))).toEqual([
      'Thursday 15 January 2026, 14:30',
      `jeudi 15 janvier 2026 à 14${NBSP}h${NBSP}30`,
    ]);
  });

  it('text in each language, and code as inline code', () => {
    expect(both(text({ en: 'novelty', fr: 'nouveauté' }))).toEqual(['novelty', 'nouveauté']);
    expect(formatFact(code('{ episode, events }'), 'fr')).toEqual({
      text: '{ episode, events }',
      code: true,
    });
  });
});

describe('defineFacts, once and claim', () => {
  it('prefixes ids with the chapter, computes once, and a claim that fails throws its sentence', () => {
    let runs = 0;
    const shared = once(() => ++runs);
    const table = defineFacts('chapter9', { 'a.b': () => count(shared()), c: () => count(shared()) });
    expect(Object.keys(table)).toEqual(['chapter9.a.b', 'chapter9.c']);
    expect([table['chapter9.a.b']?.(), table['chapter9.c']?.()]).toEqual([count(1), count(1)]);
    expect(runs).toBe(1);
    expect(() => claim(false, 'the sky is green')).toThrow('the sky is green');
  });
});

describe('every fact of the lab', () => {
  const ids = factIds();

  it('has an id `chapterN.…`, unique', () => {
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id).toMatch(/^chapter\d+\.[\w.]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const id of ids)
    it(`${id} computes (its claims hold) and reads in both languages`, () => {
      for (const lang of LANGS) expect(factText(id, lang).text.trim(), lang).not.toBe('');
    });

  it('names an unknown id and its neighbours', () => {
    expect(() => getFact('chapter3.triggers.reflection')).toThrow(
      /unknown fact.*chapter3\.triggers\.reflections/,
    );
  });
});

describe('remarkFacts: the element becomes its text at build time', () => {
  const processor = createProcessor({
    remarkPlugins: [[remarkFacts, { load: () => Promise.resolve(factText) }], remarkFrenchTypography],
  });
  const compile = async (source: string, path: string) =>
    String(await processor.process({ value: source, path }));
  const id = 'chapter3.triggers.reflections';
  const value = (lang: 'fr' | 'en') => factText(id, lang).text;

  it('in a sentence, in each language, with no component left', async () => {
    for (const lang of LANGS) {
      const out = await compile(`The scene makes <Fact id="${id}" /> reflections.`, `x/section.${lang}.mdx`);
      expect(out).toContain(`makes ${value(lang)} reflections.`);
      expect(out).not.toContain('Fact');
    }
  });

  it('alone on its line, in a table cell, and as inline code for code facts', async () => {
    const out = await compile(
      `<Fact id="${id}" />\n\n| a | b |\n|---|---|\n| x | <Fact id="${id}" /> |\n\nIt returns <Fact id="chapter3.buffer.addReturns" />.`,
      'x/s.en.mdx',
    );
    expect(out).not.toContain('Fact');
    expect(out.split(value('en')).length - 1).toBe(2);
    expect(out).toMatch(/_components\.code, \{\s*children: "\{ episode, events \}"/);
  });

  it('stops the build on an unknown id or a file whose language it cannot tell, naming the file', async () => {
    await expect(compile('<Fact id="chapter3.nope" />', 'x/s.fr.mdx')).rejects.toThrow(
      /x\/s\.fr\.mdx.*unknown fact/,
    );
    await expect(compile(`<Fact id="${id}" />`, 'x/s.mdx')).rejects.toThrow(/language is unknown/);
  });

  it('the notebook export writes the same text', () => {
    const blocks = mdxToBlocks(`Il y a <Fact id="${id}" /> réflexions.`, 'fr', 1, factText);
    expect(blocks).toEqual([{ kind: 'markdown', text: `Il y a ${value('fr')} réflexions.` }]);
    expect(() => mdxToBlocks(`<Fact id="${id}" />`, 'fr')).toThrow(/needs `facts` or `load`/);
  });

  // The build's way (vite.config.ts): the registry through Vite's module runner, once. A second Vite starts here,
  // which takes seconds on a loaded machine.
  it('loads the registry through Vite once, with the same facts', { timeout: 60_000 }, async () => {
    const { loadFacts } = await import('../../src/content/vitePlugin');
    const facts = await loadFacts();
    expect(facts(id, 'fr')).toEqual(factText(id, 'fr'));
    expect(await loadFacts()).toBe(facts);
  });
});
