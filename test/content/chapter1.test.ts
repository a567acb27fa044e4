import { chapters, loadChapterContent } from '../../src/content/chapters';
import { chapter1Sections } from '../../src/content/chapter1';
import { measurementSection } from '../../src/content/chapter1/measurement';
import { exercisesSection } from '../../src/content/chapter1/exercises';
import type { Block, Section } from '../../src/content/types';
import { DEMO_IDS, runDemo } from '../../src/components/lesson/cells/demos';
import { demoSources } from '../../src/components/lesson/cells/demos/sources';
import { costOfConversation } from '../../src/engine/cost';
import { seedDemoOutput } from '../../src/engine/seedPrint';
import { LANGS } from '../../src/i18n/lang';
import { parseInline, type InlineNode } from '../../src/components/lesson/Inline';

const bySlug = (slug: string): Section => {
  const s = chapter1Sections.find((x) => x.slug === slug);
  if (!s) throw new Error(`no section ${slug}`);
  return s;
};
const blocksOf = (slug: string, kind: Block['kind'], lang: 'fr' | 'en' = 'fr') =>
  bySlug(slug).blocks[lang].filter((b) => b.kind === kind);
const outputOf = (slug: string, lang: 'fr' | 'en' = 'fr') => {
  const outputs = blocksOf(slug, 'output', lang);
  expect(outputs).toHaveLength(1);
  return (outputs[0] as Extract<Block, { kind: 'output' }>).text;
};
const widgetsOf = (slug: string, lang: 'fr' | 'en' = 'fr') =>
  (blocksOf(slug, 'widget', lang) as Extract<Block, { kind: 'widget' }>[]).map(
    (w) => `${w.widget}:${Object.values(w.props ?? {}).join(',')}`,
  );

/** The plain-text runs left after parsing: a stray marker there would show up on the page. */
function plainTexts(nodes: InlineNode[]): string[] {
  return nodes.flatMap((n) =>
    n.type === 'bold' ? plainTexts(n.children) : n.type === 'text' ? [n.text] : [],
  );
}

/** Every piece of inline text of a block, for the markup checks. */
function texts(block: Block): string[] {
  switch (block.kind) {
    case 'p':
    case 'h':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return [...block.head, ...block.rows.flat(), ...(block.caption ? [block.caption] : [])];
    case 'note':
      return [block.text, ...(block.title ? [block.title] : [])];
    default:
      return [];
  }
}

describe('chapter 1 content', () => {
  it('has its sections in reading order, measurement and exercises joining when they exist', () => {
    const expected = [
      'problem',
      'vocabulary',
      'rolling-window',
      'progressive-summary',
      'eviction',
      'paging',
      ...(measurementSection ? [measurementSection.slug] : []),
      ...(exercisesSection ? [exercisesSection.slug] : []),
      'conclusion',
    ];
    expect(chapter1Sections.map((s) => s.slug)).toEqual(expected);
    expect(chapters[0]?.sections.map((s) => s.slug)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('has navigation data equal to its content: same sections, same titles, same order', () => {
    // chapters.ts (in the home page's chunk) carries slugs and titles; the prose loads on demand from chapter1/.
    expect(chapters[0]?.sections).toEqual(chapter1Sections.map(({ slug, title }) => ({ slug, title })));
    for (const section of chapters[0]?.sections ?? []) expect(Object.keys(section).sort()).toEqual(['slug', 'title']);
  });

  it('loads the blocks of every section of the navigation, and nothing else', async () => {
    const content = await loadChapterContent('1');
    expect(Object.keys(content)).toEqual(chapters[0]?.sections.map((s) => s.slug));
    for (const section of chapter1Sections) expect(content[section.slug]).toBe(section.blocks);
    expect(loadChapterContent('1')).toBe(loadChapterContent('1'));
    await expect(loadChapterContent('2')).rejects.toThrow('chapter 2 has no lesson content');
  });

  for (const section of chapter1Sections) {
    describe(`section ${section.slug}`, () => {
      it('has a title and the same block structure in French and English', () => {
        for (const lang of LANGS) expect(section.title[lang].trim()).not.toBe('');
        expect(section.title.fr).not.toBe(section.title.en);
        const { fr, en } = section.blocks;
        expect(fr.length).toBeGreaterThan(0);
        expect(en.map((b) => b.kind)).toEqual(fr.map((b) => b.kind));
        fr.forEach((b, i) => {
          const e = en[i] as Block;
          if (b.kind === 'widget' && e.kind === 'widget') {
            expect(e.widget).toBe(b.widget);
            expect(e.props).toEqual(b.props);
          }
          if (b.kind === 'table' && e.kind === 'table') {
            expect(e.head.length).toBe(b.head.length);
            expect(e.rows.map((r) => r.length)).toEqual(b.rows.map((r) => r.length));
          }
          if (b.kind === 'list' && e.kind === 'list') expect(e.items.length).toBe(b.items.length);
          // Code and printed output are data: identical in both languages.
          if (b.kind === 'code' && e.kind === 'code')
            expect([e.code, e.language]).toEqual([b.code, b.language]);
          if (b.kind === 'output' && e.kind === 'output') expect(e.text).toBe(b.text);
          if (b.kind === 'note' && e.kind === 'note') expect(e.tone).toBe(b.tone);
        });
      });

      it('uses only the inline markup the renderer knows (`code` and **bold**), balanced', () => {
        for (const lang of LANGS) {
          for (const text of section.blocks[lang].flatMap(texts)) {
            for (const plain of plainTexts(parseInline(text))) {
              expect(plain, text).not.toContain('`');
              expect(plain, text).not.toContain('**');
            }
          }
        }
      });
    });
  }

  it('shows the seed vocabulary table: 4 mechanisms x 3 columns', () => {
    for (const lang of LANGS) {
      const [table] = blocksOf('vocabulary', 'table', lang) as Extract<Block, { kind: 'table' }>[];
      expect(table?.head).toHaveLength(3);
      expect(table?.rows).toHaveLength(4);
      for (const row of table?.rows ?? []) expect(row).toHaveLength(3);
    }
    const [fr] = blocksOf('vocabulary', 'table') as Extract<Block, { kind: 'table' }>[];
    expect(fr?.head).toEqual(['Mécanisme', "Question qu'il résout", 'Granularité']);
    expect(fr?.rows.map((r) => r[2])).toEqual([
      'Message (1 tour = 1 échange user/assistant)',
      'Bloc résumé cumulatif',
      'FIFO / LRU / importance-scored',
      'Page (sous-unité de mémoire adressable)',
    ]);
  });
});

describe('printed outputs equal what the engine prints', () => {
  it('rolling window (seed section 2)', () => {
    expect(outputOf('rolling-window')).toBe(runDemo('rolling-window'));
    expect(outputOf('rolling-window')).toBe(seedDemoOutput(2));
  });

  it('progressive summary (seed section 3)', () => {
    expect(outputOf('progressive-summary')).toBe(runDemo('summary'));
    expect(outputOf('progressive-summary')).toBe(seedDemoOutput(3));
  });

  it('eviction: the LRU demo, a blank line, then the importance demo (seed section 4)', () => {
    expect(outputOf('eviction')).toBe(`${runDemo('lru')}\n\n${runDemo('importance')}`);
    expect(outputOf('eviction')).toBe(seedDemoOutput(4));
  });

  it('paging (seed section 5)', () => {
    expect(outputOf('paging')).toBe(runDemo('paging'));
    expect(outputOf('paging')).toBe(seedDemoOutput(5));
  });

  it('the python code is the code that printed it', () => {
    // Spot checks that each listing is the right cell of the notebook (the seed file itself is not in the repo).
    const code = (slug: string) => (blocksOf(slug, 'code')[0] as Extract<Block, { kind: 'code' }>).code;
    expect(code('rolling-window')).toContain('rw = RollingWindow(max_messages=4)');
    expect(code('progressive-summary')).toContain('print(sm.render(max_chars=300))');
    expect(code('eviction')).toContain('victim = min(self._items, key=lambda m: (m.importance, m.ts))');
    expect(code('paging')).toContain('loaded = pm.swap_to(2)');
    for (const slug of ['rolling-window', 'progressive-summary', 'eviction', 'paging']) {
      expect((blocksOf(slug, 'code')[0] as Extract<Block, { kind: 'code' }>).language).toBe('python');
    }
  });
});

describe('widgets placed in the lessons', () => {
  it('gives each demo section its visualizer preset and its runnable cell', () => {
    expect(widgetsOf('rolling-window')).toEqual(['visualizer:rolling-window', 'cell:rolling-window']);
    expect(widgetsOf('progressive-summary')).toEqual(['visualizer:summary', 'cell:summary']);
    expect(widgetsOf('eviction')).toEqual([
      'visualizer:lru',
      'cell:lru',
      'visualizer:importance',
      'cell:importance',
      'visualizer:compare',
    ]);
    expect(widgetsOf('paging')).toEqual(['visualizer:paging', 'cell:paging']);
  });

  it('has a cell for every runnable demo, showing the source that runs', () => {
    const cells = chapter1Sections.flatMap((s) => widgetsOf(s.slug)).filter((w) => w.startsWith('cell:'));
    expect(cells.map((c) => c.slice(5)).sort()).toEqual([...DEMO_IDS].sort());
    expect(demoSources['rolling-window']).toContain('new RollingWindow(4)');
    expect(demoSources.lru).toContain('lru.touch(msgs[2]!)');
  });
});

describe('figures quoted in the conclusion', () => {
  const ratio = (a: number, b: number) => (a / b).toFixed(1);
  const figures = (model: 'notebook' | 'exact') =>
    [100, 1000].map((turns) => {
      const r = costOfConversation({ turns, model });
      return { window: ratio(r.unbounded, r.windowed), paging: ratio(r.unbounded, r.paged) };
    });
  const conclusion = (lang: 'fr' | 'en') => bySlug('conclusion').blocks[lang].flatMap(texts).join('\n');

  it("quotes the notebook model's factors as the engine computes them", () => {
    const [a, b] = figures('notebook');
    expect(conclusion('en')).toContain(`**${a?.window}, then ${b?.window}**`);
    expect(conclusion('en')).toContain(`**${a?.paging}, then ${b?.paging}**`);
    expect(conclusion('fr')).toContain(
      `**${a?.window.replace('.', ',')} puis ${b?.window.replace('.', ',')}**`,
    );
  });

  it("quotes the exact model's factors as the engine computes them", () => {
    const [a, b] = figures('exact');
    expect(conclusion('en')).toContain(`**${a?.window}, then ${b?.window}**`);
    expect(conclusion('en')).toContain(`**${a?.paging}, then ${b?.paging}**`);
    expect(conclusion('fr')).toContain(
      `**${a?.paging.replace('.', ',')} puis ${b?.paging.replace('.', ',')}**`,
    );
  });
});
