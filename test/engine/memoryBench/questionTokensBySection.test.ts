/** The bench's question tokens by the anatomy's sections: the same request, split by chapter 6's function. */
import '../../../src/engine/tokens/bpe';
import { ANATOMY_SECTIONS } from '../../../src/engine/compaction';
import { generateBench, parseStrategies, runBench } from '../../../src/engine/memoryBench';
import { summaryRow } from '../../../src/engine/memoryBench/summary';

const data = generateBench({ turns: 400, questions: 20, seed: 7, tools: true });
const specs = parseStrategies('window:20,retrieval:5,blocks:2000,clear:80:5,summary:10:400');
const results = runBench(data, specs, { contextLimit: 6000, perQuestion: true });
const byName = new Map(results.map((r) => [r.strategy, r]));
const sum = (t: Record<string, number>) => Object.values(t).reduce((s, x) => s + x, 0);

describe('questionTokensBySection', () => {
  it('splits the very request questionTokens counts: per question the totals are equal', () => {
    for (const r of results) {
      expect(r.perQuestion.length, r.strategy).toBe(20);
      for (const q of r.perQuestion) {
        expect(q.tokensBySection.total, `${r.strategy} ${q.questionId}`).toBe(sum(q.tokens));
        expect(q.tokensBySection.reserved).toBe(0);
      }
      const mean = r.questionTokensBySection;
      expect(mean.total).toBeCloseTo(sum(r.questionTokens), 6);
      expect(ANATOMY_SECTIONS.reduce((s, k) => s + mean[k], 0)).toBeCloseTo(mean.total, 6);
    }
  });

  it('puts each strategy’s memory where it belongs', () => {
    const win = byName.get('window:20')!.questionTokensBySection;
    expect(win.toolResults).toBeGreaterThan(win.messages); // a tool-using agent: results fill the window
    expect(win.toolCalls).toBeGreaterThan(0);
    expect(win.retrieved + win.blocks + win.summary).toBe(0);
    expect(byName.get('retrieval:5')!.questionTokensBySection.retrieved).toBeGreaterThan(0);
    const blocks = byName.get('blocks:2000')!.questionTokensBySection;
    expect(blocks.blocks).toBeGreaterThan(0);
    expect(byName.get('summary:10:400')!.questionTokensBySection.summary).toBeGreaterThan(0);
    // The memory section of questionTokens is exactly what the anatomy calls blocks + retrieved (+ cleared results).
    const r = byName.get('retrieval:5')!;
    expect(r.questionTokensBySection.retrieved).toBeCloseTo(r.questionTokens.memory, 6);
  });

  it('is in the rows the command prints as JSON', () => {
    const rows = results.map(summaryRow);
    expect(rows[0]!.questionTokensBySection).toEqual(results[0]!.questionTokensBySection);
    expect(JSON.parse(JSON.stringify(rows[0])).questionTokensBySection.messages).toBeGreaterThan(0);
  });
});
