import { costOfConversation } from '../../src/engine';
import { halfCostThreshold } from '../../src/lib/windowThreshold';
import { measurementSection, SEED_COST_CODE, SEED_COST_OUTPUT } from '../../src/content/chapter1/measurement';
import type { Block } from '../../src/content/types';

const run = (turns: number, model: 'notebook' | 'exact') => costOfConversation({ turns, model, unit: 'chars' });
const py = (n: number) => n.toLocaleString('en-US');

function allText(blocks: Block[]): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
        case 'h':
          return b.text;
        case 'list':
          return b.items.join('\n');
        case 'table':
          return [b.caption ?? '', ...b.head, ...b.rows.flat()].join('\n');
        case 'note':
          return `${b.title ?? ''}\n${b.text}`;
        default:
          return '';
      }
    })
    .join('\n');
}

describe('the measurement section', () => {
  it('has the slug and titles of the chapter plan', () => {
    expect(measurementSection.slug).toBe('measurement');
    expect(measurementSection.title.en).toBe('Measurement: the cost of a long conversation');
    expect(measurementSection.title.fr).toBe("Mesure : le coût d'une longue conversation");
  });

  it('prints the seed table that the notebook model computes', () => {
    for (const turns of [100, 1000]) {
      const r = run(turns, 'notebook');
      const line = SEED_COST_OUTPUT.split('\n').find((l) => l.trimStart().startsWith(`${turns} tours`));
      expect(line, `line for ${turns}`).toBeDefined();
      const nums = (line as string).match(/\d+\.\d|[\d,]*\d/g) ?? [];
      const [n, ub, w, rw, p, rp] = nums;
      expect(n).toBe(String(turns));
      expect(ub).toBe(py(r.unbounded));
      expect(w).toBe(py(r.windowed));
      expect(rw).toBe((r.unbounded / r.windowed).toFixed(1));
      expect(p).toBe(py(r.paged));
      expect(rp).toBe((r.unbounded / r.paged).toFixed(1));
    }
  });

  it('keeps the seed code and output whole', () => {
    expect(SEED_COST_CODE.startsWith('# Conversation synthetique : messages alternes user/assistant.')).toBe(true);
    expect(SEED_COST_CODE).toContain('total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)');
    expect(SEED_COST_OUTPUT.split('\n')).toHaveLength(11);
    for (const lang of ['en', 'fr'] as const) {
      const blocks = measurementSection.blocks[lang];
      expect(blocks).toContainEqual(expect.objectContaining({ kind: 'code', language: 'python', code: SEED_COST_CODE }));
      expect(blocks).toContainEqual(expect.objectContaining({ kind: 'output', text: SEED_COST_OUTPUT }));
      expect(blocks).toContainEqual({ kind: 'widget', widget: 'cost-lab', props: { embedded: true } });
    }
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
    const text = { en: allText(measurementSection.blocks.en), fr: allText(measurementSection.blocks.fr) };
    const fr = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');
    for (const n of [ex100.windowed, ex1000.windowed, ex1000.paged]) {
      expect(text.en).toContain(py(n));
      expect(text.fr).toContain(fr(n));
    }
    for (const [num, den] of [
      [ex100.unbounded, ex100.windowed],
      [ex100.unbounded, ex100.paged],
      [ex1000.unbounded, ex1000.windowed],
      [ex1000.unbounded, ex1000.paged],
    ] as const) {
      const ratio = (num / den).toFixed(1);
      expect(text.en).toContain(`×${ratio}`);
      expect(text.fr).toContain(`×${ratio.replace('.', ',')}`);
    }
    expect(text.en).toContain(`\`W*\` = ${halfCostThreshold(100)} at 100 turns, ${halfCostThreshold(1000)} at 1,000`);
  });
});
