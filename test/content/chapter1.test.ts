import { chapters, loadSection } from '../../src/content/chapters';
import { findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';
import { costOfConversation } from '../../src/engine/cost';
import { halfCostThreshold } from '../../src/lib/windowThreshold';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { elements, fencedIn, readMdx, textOf, type MdNode } from './mdxTree';

const SLUGS = [
  'problem',
  'vocabulary',
  'rolling-window',
  'progressive-summary',
  'eviction',
  'paging',
  'measurement',
  'exercises',
  'conclusion',
];

const tree = (slug: string, lang: Lang = 'fr') => readMdx(`src/content/chapter1/${slug}.${lang}.mdx`);
const outputOf = (slug: string, lang: Lang = 'fr') => {
  const outputs = elements(tree(slug, lang), 'Output');
  expect(outputs).toHaveLength(1);
  return fencedIn((outputs[0] as { node: MdNode }).node).value;
};
const seedCodeOf = (slug: string, lang: Lang = 'fr') => {
  const [code] = elements(tree(slug, lang), 'SeedCode');
  if (!code) throw new Error(`no <SeedCode> in ${slug}`);
  return fencedIn(code.node);
};
const widgetsOf = (slug: string, lang: Lang = 'fr') =>
  elements(tree(slug, lang))
    .filter((e) => e.name === 'Visualizer' || e.name === 'Cell' || e.name === 'CostLab' || e.name === 'ExerciseCards')
    .map((e) => `${e.name}:${Object.values(e.props).join(',')}`);
/** What the lab's engine prints when it runs the cell (the TypeScript demo) the lesson shows. */
const cellPrints = (id: string) => {
  const source = findCell(id)?.ts;
  if (!source) throw new Error(`no TypeScript cell "${id}"`);
  const outcome = runCellSource(source);
  if (outcome.kind !== 'done' || outcome.error) throw new Error(`cell ${id} failed: ${JSON.stringify(outcome)}`);
  return outputText(outcome);
};
const text = (slug: string, lang: Lang) => textOf(tree(slug, lang));

describe('chapter 1 content', () => {
  it('lists its sections in reading order, each with a title in both languages', () => {
    const chapter = chapters.find((c) => c.id === '1');
    expect(chapter?.sections.map((s) => s.slug)).toEqual(SLUGS);
    for (const section of chapter?.sections ?? []) {
      expect(Object.keys(section).sort()).toEqual(['slug', 'title']);
      for (const lang of LANGS) expect(section.title[lang].trim()).not.toBe('');
      expect(section.title.fr).not.toBe(section.title.en);
    }
  });

  it('loads the prose of every section in both languages, once', async () => {
    for (const slug of SLUGS)
      for (const lang of LANGS) expect(typeof (await loadSection('1', slug, lang))).toBe('function');
    expect(loadSection('1', 'problem', 'fr')).toBe(loadSection('1', 'problem', 'fr'));
    await expect(loadSection('1', 'no-such-section', 'en')).rejects.toThrow('chapter 1 has no lesson "no-such-section" in en');
  });

  it('shows the seed vocabulary table: 4 mechanisms x 3 columns', () => {
    for (const lang of LANGS) {
      const table = findNode(tree('vocabulary', lang), 'table');
      expect(table?.children).toHaveLength(5);
      for (const row of table?.children ?? []) expect(row.children).toHaveLength(3);
    }
    const rows = (findNode(tree('vocabulary'), 'table')?.children ?? []).map((r) => (r.children ?? []).map(textOf));
    expect(rows[0]).toEqual(['Mécanisme', "Question qu'il résout", 'Granularité']);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'Message (1 tour = 1 échange user/assistant)',
      'Bloc résumé cumulatif',
      'FIFO / LRU / importance-scored',
      'Page (sous-unité de mémoire adressable)',
    ]);
  });
});

function findNode(node: MdNode, type: string): MdNode | undefined {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}

describe("the notebook's printed outputs in the lessons equal what the lab's engine prints", () => {
  it('rolling window (seed section 2)', () => {
    expect(outputOf('rolling-window')).toBe(cellPrints('rolling-window'));
    expect(outputOf('rolling-window')).toContain("append #4: taille=4  -> evince(s) : ['message #0']");
  });

  it('progressive summary (seed section 3)', () => {
    expect(outputOf('progressive-summary')).toBe(cellPrints('summary'));
  });

  it('eviction: the LRU demo, a blank line, then the importance demo (seed section 4)', () => {
    expect(outputOf('eviction')).toBe(`${cellPrints('lru')}\n\n${cellPrints('importance')}`);
  });

  it('paging (seed section 5)', () => {
    expect(outputOf('paging')).toBe(cellPrints('paging'));
  });

  it('shows the same output in English (data, not prose)', () => {
    for (const slug of ['rolling-window', 'progressive-summary', 'eviction', 'paging', 'measurement'])
      expect(outputOf(slug, 'en')).toBe(outputOf(slug, 'fr'));
  });

  it('the python code is the code that printed it', () => {
    // Spot checks that each listing is the right cell of the notebook.
    expect(seedCodeOf('rolling-window').value).toContain('rw = RollingWindow(max_messages=4)');
    expect(seedCodeOf('progressive-summary').value).toContain('print(sm.render(max_chars=300))');
    expect(seedCodeOf('eviction').value).toContain('victim = min(self._items, key=lambda m: (m.importance, m.ts))');
    expect(seedCodeOf('paging').value).toContain('loaded = pm.swap_to(2)');
    for (const slug of ['rolling-window', 'progressive-summary', 'eviction', 'paging', 'measurement'])
      expect(seedCodeOf(slug).lang).toBe('python');
  });
});

describe('widgets placed in the lessons', () => {
  it('gives each demo section its visualizer preset and its runnable cell', () => {
    expect(widgetsOf('rolling-window')).toEqual(['Visualizer:rolling-window', 'Cell:rolling-window']);
    expect(widgetsOf('progressive-summary')).toEqual(['Visualizer:summary', 'Cell:summary']);
    expect(widgetsOf('eviction')).toEqual([
      'Visualizer:lru',
      'Cell:lru',
      'Visualizer:importance',
      'Cell:importance',
      'Visualizer:compare',
    ]);
    expect(widgetsOf('paging')).toEqual(['Visualizer:paging', 'Cell:paging']);
    expect(widgetsOf('measurement')).toEqual(['CostLab:true']);
    expect(widgetsOf('exercises')).toEqual(['ExerciseCards:1']);
  });
});

describe('the measurement section', () => {
  const run = (turns: number, model: 'notebook' | 'exact') => costOfConversation({ turns, model, unit: 'chars' });
  const py = (n: number) => n.toLocaleString('en-US');
  const fr = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');

  it('prints the seed table that the notebook model computes', () => {
    const output = outputOf('measurement');
    expect(output.split('\n')).toHaveLength(11);
    for (const turns of [100, 1000]) {
      const r = run(turns, 'notebook');
      const line = output.split('\n').find((l) => l.trimStart().startsWith(`${turns} tours`));
      expect(line, `line for ${turns}`).toBeDefined();
      const [n, ub, w, rw, p, rp] = (line as string).match(/\d+\.\d|[\d,]*\d/g) ?? [];
      expect(n).toBe(String(turns));
      expect(ub).toBe(py(r.unbounded));
      expect(w).toBe(py(r.windowed));
      expect(rw).toBe((r.unbounded / r.windowed).toFixed(1));
      expect(p).toBe(py(r.paged));
      expect(rp).toBe((r.unbounded / r.paged).toFixed(1));
    }
  });

  it('keeps the seed code whole', () => {
    const code = seedCodeOf('measurement').value;
    expect(code.startsWith('# Conversation synthetique : messages alternes user/assistant.')).toBe(true);
    expect(code).toContain('total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)');
    expect(seedCodeOf('measurement', 'en').value).toBe(code);
  });

  it('quotes exact-model figures and decompositions that the engine confirms', () => {
    const nb100 = run(100, 'notebook');
    const ex100 = run(100, 'exact');
    const ex1000 = run(1000, 'exact');
    expect(ex100.windowed).toBe(132_304);
    expect(nb100.windowed - 5400 + 14).toBe(ex100.windowed);
    expect(ex100.paged).toBe(55_000);
    expect(nb100.paged - 24_000 - 1000).toBe(ex100.paged);
    expect(ex1000.windowed).toBe(1_392_304);
    expect(ex1000.paged).toBe(559_000);
    const t = { en: text('measurement', 'en'), fr: text('measurement', 'fr') };
    for (const n of [ex100.windowed, ex1000.windowed, ex1000.paged]) {
      expect(t.en).toContain(py(n));
      expect(t.fr).toContain(fr(n));
    }
    for (const [num, den] of [
      [ex100.unbounded, ex100.windowed],
      [ex100.unbounded, ex100.paged],
      [ex1000.unbounded, ex1000.windowed],
      [ex1000.unbounded, ex1000.paged],
    ] as const) {
      const ratio = (num / den).toFixed(1);
      expect(t.en).toContain(`×${ratio}`);
      expect(t.fr).toContain(`×${ratio.replace('.', ',')}`);
    }
    expect(t.en).toContain(`\`W*\` = ${halfCostThreshold(100)} at 100 turns, ${halfCostThreshold(1000)} at 1,000`);
  });
});

describe('figures quoted in the conclusion', () => {
  const ratio = (a: number, b: number) => (a / b).toFixed(1);
  const figures = (model: 'notebook' | 'exact') =>
    [100, 1000].map((turns) => {
      const r = costOfConversation({ turns, model });
      return { window: ratio(r.unbounded, r.windowed), paging: ratio(r.unbounded, r.paged) };
    });

  it("quotes the notebook model's factors as the engine computes them", () => {
    const [a, b] = figures('notebook');
    expect(text('conclusion', 'en')).toContain(`**${a?.window}, then ${b?.window}**`);
    expect(text('conclusion', 'en')).toContain(`**${a?.paging}, then ${b?.paging}**`);
    expect(text('conclusion', 'fr')).toContain(`**${a?.window.replace('.', ',')} puis ${b?.window.replace('.', ',')}**`);
  });

  it("quotes the exact model's factors as the engine computes them", () => {
    const [a, b] = figures('exact');
    expect(text('conclusion', 'en')).toContain(`**${a?.window}, then ${b?.window}**`);
    expect(text('conclusion', 'en')).toContain(`**${a?.paging}, then ${b?.paging}**`);
    expect(text('conclusion', 'fr')).toContain(`**${a?.paging.replace('.', ',')} puis ${b?.paging.replace('.', ',')}**`);
  });
});
