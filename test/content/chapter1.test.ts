import { chapters } from '../../src/content/chapters';
import { loadSection } from '../../src/content/sections';
import { cellsOfChapter, findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';
import { costOfConversation } from '../../src/engine/cost/model';
import { halfCostThreshold } from '../../src/lib/windowThreshold';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { elements, fencedIn, readerText, readRendered, textOf, type MdNode } from './mdxTree';

// The sections as src/content/chapters.ts states them (a new section needs no edit here).
const SLUGS = chapters.find((c) => c.id === '1')?.sections.map((s) => s.slug) ?? [];

const tree = (slug: string, lang: Lang = 'fr') => readRendered(`src/content/chapter1/${slug}.${lang}.mdx`);
const outputOf = (slug: string, lang: Lang = 'fr') => {
  const outputs = elements(tree(slug, lang), 'Output');
  expect(outputs).toHaveLength(1);
  return fencedIn((outputs[0] as { node: MdNode }).node).value;
};
/** The seed's Python a section shows: the Python of its cells, in order (a seed block split in two cells is joined
 * back with the blank line it was cut at). */
const pythonOf = (slug: string, lang: Lang = 'fr') =>
  elements(tree(slug, lang), 'Cell')
    .map((e) => findCell(String(e.props.id))?.python)
    .filter((py): py is string => py !== undefined)
    .join('\n\n');
const widgetsOf = (slug: string, lang: Lang = 'fr') =>
  elements(tree(slug, lang))
    .filter(
      (e) =>
        e.name === 'Visualizer' || e.name === 'Cell' || e.name === 'CostLab' || e.name === 'ExerciseCards',
    )
    .map((e) => `${e.name}:${Object.values(e.props).join(',')}`);
/** What the lab's engine prints when it runs the cell (the TypeScript demo) the lesson shows. */
const cellPrints = (id: string) => {
  const source = findCell(id)?.ts;
  if (!source) throw new Error(`no TypeScript cell "${id}"`);
  const outcome = runCellSource(source);
  if (outcome.kind !== 'done' || outcome.error)
    throw new Error(`cell ${id} failed: ${JSON.stringify(outcome)}`);
  return outputText(outcome);
};
const text = (slug: string, lang: Lang) => readerText(`src/content/chapter1/${slug}.${lang}.mdx`);

describe('chapter 1 content', () => {
  it('opens on the problem and closes on the exercises then the conclusion, each with a title in both languages', () => {
    const chapter = chapters.find((c) => c.id === '1');
    expect(SLUGS[0]).toBe('problem');
    expect(SLUGS.slice(-2)).toEqual(['exercises', 'conclusion']);
    expect(new Set(SLUGS).size).toBe(SLUGS.length);
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
    await expect(loadSection('1', 'no-such-section', 'en')).rejects.toThrow(
      'chapter 1 has no lesson "no-such-section" in en',
    );
  });

  it('shows the seed vocabulary table: 4 mechanisms x 3 columns', () => {
    for (const lang of LANGS) {
      const table = findNode(tree('vocabulary', lang), 'table');
      expect(table?.children).toHaveLength(5);
      for (const row of table?.children ?? []) expect(row.children).toHaveLength(3);
    }
    const rows = (findNode(tree('vocabulary'), 'table')?.children ?? []).map((r) =>
      (r.children ?? []).map(textOf),
    );
    expect(rows[0]).toEqual(['Mécanisme', "Question qu'il résout", 'Granularité']);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'Message (1 tour = 1 message)',
      'Bloc résumé cumulatif',
      'Message (choisi par FIFO, LRU ou importance notée)',
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

  it('eviction: the LRU demo, then the importance demo, which starts with a blank line (seed section 4)', () => {
    expect(outputOf('eviction')).toBe(`${cellPrints('lru')}\n${cellPrints('importance')}`);
  });

  it('paging (seed section 5)', () => {
    expect(outputOf('paging')).toBe(cellPrints('paging'));
  });

  it('shows the same output in English (data, not prose)', () => {
    for (const slug of ['rolling-window', 'progressive-summary', 'eviction', 'paging', 'measurement'])
      expect(outputOf(slug, 'en')).toBe(outputOf(slug, 'fr'));
  });

  it('the python code is the code that printed it, in cells placed where the notebook has it', () => {
    // Spot checks that each section's cells hold the right block of the notebook.
    expect(pythonOf('rolling-window')).toContain('rw = RollingWindow(max_messages=4)');
    expect(pythonOf('progressive-summary')).toContain('print(sm.render(max_chars=300))');
    expect(pythonOf('eviction')).toContain('victim = min(self._items, key=lambda m: (m.importance, m.ts))');
    expect(pythonOf('eviction')).toMatch(/^class LRUMemory:/);
    expect(pythonOf('paging')).toContain('loaded = pm.swap_to(2)');
    for (const slug of [
      'rolling-window',
      'progressive-summary',
      'eviction',
      'paging',
      'measurement',
      'exercises',
    ])
      expect(pythonOf(slug, 'en')).toBe(pythonOf(slug, 'fr'));
  });

  it("shows the Python cells' own expected output as the notebook's printed output", () => {
    const expected = (id: string) => findCell(id)?.expectedOutput;
    expect(outputOf('rolling-window')).toBe(expected('rolling-window'));
    expect(outputOf('progressive-summary')).toBe(expected('summary'));
    // The importance demo's output starts with the blank line its first print() makes.
    expect(outputOf('eviction')).toBe(`${expected('lru') ?? ''}\n${expected('importance') ?? ''}`);
    expect(outputOf('paging')).toBe(expected('paging'));
    expect(outputOf('measurement')).toBe(expected('cost-table'));
  });
});

describe('the two versions of a cell', () => {
  // The cell says "Both versions print the same output": each TypeScript twin prints its Python cell's output.
  const twins = cellsOfChapter('1').filter((c) => c.ts !== undefined && c.python !== undefined);

  it('exist for every demo of the chapter', () => {
    expect(twins.map((c) => c.id)).toEqual(['rolling-window', 'summary', 'lru', 'importance', 'paging']);
  });

  it.each(twins.map((c) => [c.id]))('%s: the TypeScript twin prints what the Python cell prints', (id) => {
    expect(cellPrints(id)).toBe(findCell(id)?.expectedOutput);
  });
});

describe('widgets placed in the lessons', () => {
  it('gives each demo section its visualizer preset and its runnable cell', () => {
    // The cell (the notebook's code, runnable) first, where the notebook has its code; the visualizer after the reading.
    expect(widgetsOf('problem')).toEqual([]); // the first section stays widget-free (the initial-JS measurement)
    expect(widgetsOf('vocabulary')).toEqual(['Cell:setup']); // the notebook's section 0, before its definitions
    expect(widgetsOf('rolling-window')).toEqual(['Cell:rolling-window', 'Visualizer:rolling-window']);
    expect(widgetsOf('progressive-summary')).toEqual(['Cell:summary', 'Visualizer:summary']);
    expect(widgetsOf('eviction')).toEqual([
      'Cell:lru',
      'Cell:importance',
      'Visualizer:lru',
      'Visualizer:importance',
      'Visualizer:compare',
    ]);
    expect(widgetsOf('paging')).toEqual(['Cell:paging', 'Visualizer:paging']);
    expect(widgetsOf('measurement')).toEqual(['Cell:cost-table', 'CostLab:true']);
    expect(widgetsOf('exercises')).toEqual([
      'Cell:exercise-1',
      'Cell:exercise-2',
      'Cell:exercise-3',
      'ExerciseCards:1',
    ]);
  });
});

describe('the measurement section', () => {
  const run = (turns: number, model: 'notebook' | 'exact') =>
    costOfConversation({ turns, model, unit: 'chars' });
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
    const code = pythonOf('measurement');
    expect(code.startsWith('# Conversation synthetique : messages alternes user/assistant.')).toBe(true);
    expect(code).toContain('total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)');
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
    expect(t.en).toContain(
      `\`W*\` = ${halfCostThreshold(100)} at 100 turns, ${halfCostThreshold(1000)} at 1,000`,
    );
  });
});

describe('corrections found on review (issue 8, section 5)', () => {
  it("measurement: the closed form's figures and the notebook table's figures, each named", () => {
    const closed = (n: number) => ((n + 1) * 120) / (2 * (10 * 120 + 200));
    const table = (n: number) => {
      const r = costOfConversation({ turns: n, model: 'notebook', unit: 'chars' });
      return (r.unbounded / r.windowed).toFixed(1);
    };
    expect([closed(100).toFixed(2), closed(1000).toFixed(1)]).toEqual(['4.33', '42.9']);
    expect([table(100), table(1000)]).toEqual(['4.4', '43.0']);
    expect(text('measurement', 'en')).toContain('gives ×4.33 at 100 turns and ×42.9 at 1,000 for the window');
    expect(text('measurement', 'en')).toContain("The notebook's table below says ×4.4 and ×43.0");
    expect(text('measurement', 'fr')).toContain('donne ×4,33 à 100 tours et ×42,9 à 1 000 pour la fenêtre');
    expect(text('measurement', 'fr')).toContain('affiche ×4,4 et ×43,0');
  });

  it('paging: 3.5 in messages (7/2), 3.24 in characters (230/71)', () => {
    // The characters of the seed's seven messages, and of the two on the "preferences" page, from the seed's code.
    const code = pythonOf('paging');
    const contents = [...code.matchAll(/content="([^"]*)"/g)].map((m) => m[1] as string);
    expect(contents).toHaveLength(7);
    const all = contents.reduce((n, c) => n + c.length, 0);
    const preferences = contents.slice(5).reduce((n, c) => n + c.length, 0);
    expect([all, preferences, (all / preferences).toFixed(2)]).toEqual([230, 71, '3.24']);
    expect(text('paging', 'en')).toContain('divided by 3.5 when counted in messages (7/2)');
    expect(text('paging', 'en')).toContain('hold 71 of the 230, a division by only 3.24');
    expect(text('paging', 'fr')).toContain('divisé par 3,5 si on le compte en messages (7/2)');
    expect(text('paging', 'fr')).toContain('en font 71 sur 230, soit une division par 3,24');
  });

  it('eviction: only a and b are evicted by the importance demo, c and d survive (as the output shows)', () => {
    expect(outputOf('eviction').split('\n').slice(-3)).toEqual([
      '[user] (imp=1.00) c',
      '[user] (imp=1.00) d',
      '[user] (imp=10.00) PENSEE-CLE : ne jamais committer un secret',
    ]);
    expect(text('eviction', 'en')).toContain('only 2 messages are evicted, `a` then `b`');
    expect(text('eviction', 'fr')).toContain('seuls 2 messages sont évincés, `a` puis `b`');
    for (const lang of LANGS)
      expect(text('eviction', lang)).not.toMatch(/chosen in turn|préférés à tour de rôle/);
  });

  it('the LRU is a linked list with a map index, and the lessons say why a Map alone degrades', () => {
    for (const slug of ['eviction', 'conclusion']) {
      expect(text(slug, 'en')).toMatch(/doubly linked list/);
      expect(text(slug, 'fr')).toMatch(/liste doublement chaînée/);
      expect(text(slug, 'en')).not.toMatch(/ordered `Map`|same order in a `Map`/);
    }
    expect(text('eviction', 'en')).toContain('Why not a `Map` alone');
    expect(text('eviction', 'fr')).toContain('Pourquoi pas une `Map` seule');
  });

  it("names the seed's four mechanisms and exercise 2's real policy", () => {
    expect(text('vocabulary', 'en')).toContain(
      'The notebook announces "three mechanisms" and then describes four',
    );
    expect(text('vocabulary', 'fr')).toContain(
      'Le notebook annonce « trois mécanismes » puis en décrit quatre',
    );
    expect(text('exercises', 'en')).toContain(
      "Exercise 2 – importance + recency eviction on NB-14's vector memory",
    );
    expect(text('exercises', 'fr')).toContain(
      'Exercice 2 – éviction importance + récence sur la mémoire vectorielle de NB-14',
    );
    expect(text('exercises', 'en')).toContain('The notebook titles this exercise "LRU eviction"');
    expect(text('exercises', 'fr')).toContain('Le notebook intitule cet exercice « éviction LRU »');
  });

  it('writes French in one register ("vous") with French words and French numbers', () => {
    const frProse = (slug: string) => text(slug, 'fr');
    for (const slug of SLUGS) {
      const t = frProse(slug);
      // Imperatives and pronouns of "tu" that the seed used; "chunk", "scorée", "style MemGPT"; 1000 without a space.
      expect(t, slug).not.toMatch(
        /(?<!\p{L})(Reprends|Implémente|Étends|Teste|Trace|Vérifie|ajoute-lui|recalcule|tu|toi|ton|tes)(?!\p{L})/u,
      );
      expect(t, slug).not.toMatch(
        /\bchunks? (?!=)|scorée|importance-scored policy|style (Generative|MemGPT)|\bmemory paging style/,
      );
      expect(t.replace(/`[^`]*`/g, ''), slug).not.toMatch(/(?<![\d,.#])(?!20[0-2]\d)\d{4,}/);
      // A note's tone (`tone="seed"`) is an attribute, not text: only its rendered label (« À propos du notebook ») shows.
      expect(t.replace(/^seed$/gm, ''), slug).not.toMatch(/\bseed\b/i);
    }
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
    expect(text('conclusion', 'fr')).toContain(
      `**${a?.window.replace('.', ',')} puis ${b?.window.replace('.', ',')}**`,
    );
  });

  it("quotes the exact model's factors as the engine computes them", () => {
    const [a, b] = figures('exact');
    expect(text('conclusion', 'en')).toContain(`**${a?.window}, then ${b?.window}**`);
    expect(text('conclusion', 'en')).toContain(`**${a?.paging}, then ${b?.paging}**`);
    expect(text('conclusion', 'fr')).toContain(
      `**${a?.paging.replace('.', ',')} puis ${b?.paging.replace('.', ',')}**`,
    );
  });
});
