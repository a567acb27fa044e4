import {
  AgentMemory,
  costOfConversation,
  createMessage,
  DESTINATIONS,
  ProgressiveSummary,
  resetMessageIds,
  type Message,
  type Role,
} from '../../src/engine/index';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { readerText } from './mdxTree';

/**
 * Chapter 1's claims about the engine (issue 17, audit rows 1.4 to 1.7, 1.15): each figure or behaviour the lessons
 * state is computed here by running the engine, and the lessons are checked to quote what it computes.
 */

const text = (slug: string, lang: Lang) => readerText(`src/content/chapter1/${slug}.${lang}.mdx`);
const en = (n: number) => n.toLocaleString('en-US');
const fr = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');

/** The cost lab's synthetic conversation: message i is user for even i, assistant for odd i. */
const roleOf = (i: number): Role => (i % 2 === 0 ? 'user' : 'assistant');
/** The seed's synthetic content, `Message #000 - ` + 'x' * n. */
const seedContent = (i: number, n: number) => `Message #${String(i).padStart(3, '0')} - ${'x'.repeat(n)}`;

beforeEach(() => resetMessageIds());

/** Run AgentMemory turn by turn (one message per turn) and collect what context() sends after each turn. */
function runTurns(
  opts: ConstructorParameters<typeof AgentMemory>[0],
  turns: number,
  content: (i: number) => string,
): Array<{ summary: string; chars: number; messages: number }> {
  const mem = new AgentMemory(opts);
  const sent: Array<{ summary: string; chars: number; messages: number }> = [];
  for (let i = 0; i < turns; i++) {
    mem.append(createMessage(roleOf(i), content(i), { ts: i }));
    const ctx = mem.context();
    sent.push({ summary: ctx.summary, chars: ctx.chars, messages: ctx.messages.length });
  }
  return sent;
}

describe('1.4: the summary sent keeps its head, so it freezes once the budget is full', () => {
  it("with the Measurement section's parameters (W = 10, 40-character chunks, B = 200), from turn 14 on", () => {
    const sent = runTurns(
      { window: 10, evictTo: 'summary', summaryBudget: 200, maxCharsPerChunk: 40 },
      1000,
      (i) => seedContent(i, 120),
    );
    const summaries = sent.map((s) => s.summary);
    // Turns 1..10: nothing evicted; turns 11..14: one chunk more each turn, and the text changes each time.
    expect(summaries.slice(0, 10).every((s) => s === '')).toBe(true);
    for (let t = 11; t <= 14; t++) expect(summaries[t - 1], `turn ${t}`).not.toBe(summaries[t - 2]);
    const frozen = summaries[13] as string;
    expect(frozen).toHaveLength(200);
    expect(frozen.endsWith('...')).toBe(true);
    // From turn 14 to turn 1,000 the model is sent the same text: messages #0 to #3, never #4 or later.
    expect(summaries.slice(13).every((s) => s === frozen)).toBe(true);
    for (const i of [0, 1, 2, 3]) expect(frozen).toContain(`Message #00${i}`);
    expect(frozen).not.toContain('Message #004');
  });

  it("in the seed's own demo (80-character chunks, render(max_chars=300)), the fourth chunk is the one cut", () => {
    const sm = new ProgressiveSummary();
    const msg = (i: number): Message =>
      createMessage(
        roleOf(i),
        `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`,
      );
    for (let i = 0; i < 3; i++) sm.add(msg(i));
    expect(sm.render(300)).toBe(sm.render()); // three chunks fit in 300
    sm.add(msg(3));
    const afterFour = sm.render(300);
    expect(afterFour).not.toBe(sm.render());
    for (let i = 4; i < 50; i++) sm.add(msg(i));
    expect(sm.render(300)).toBe(afterFour);
  });

  it('the lessons say so, and name this test', () => {
    expect(text('progressive-summary', 'fr')).toContain(
      'à partir du tour 14, le résumé envoyé est le même texte à chaque tour, celui des messages #0 à #3',
    );
    expect(text('progressive-summary', 'en')).toContain(
      'from turn 14 on, the summary sent is the same text on every turn, the one of messages #0 to #3',
    );
    for (const lang of LANGS)
      expect(text('progressive-summary', lang)).toContain('test/content/chapter1-engine.test.ts');
  });
});

describe('1.5: with P = W = 10, the window and paging cost the same in the notebook model', () => {
  const nb = costOfConversation({ turns: 1000, window: 10, pageSize: 10, model: 'notebook' });
  const ex = costOfConversation({ turns: 1000, window: 10, pageSize: 10, model: 'exact' });

  it('computes the figures the Measurement section quotes', () => {
    expect([nb.windowed, nb.paged]).toEqual([1_397_690, 1_400_000]);
    expect(Math.abs(nb.paged - nb.windowed) / nb.paged).toBeLessThan(0.002);
    expect([ex.windowed, ex.paged]).toEqual([1_392_304, 858_000]);
    for (const n of [nb.windowed, nb.paged, ex.paged]) {
      expect(text('measurement', 'en')).toContain(en(n));
      expect(text('measurement', 'fr')).toContain(fr(n));
    }
  });

  it('in the exact model paging is cheaper because its page empties every P turns: turn 11 sends 1 message + 200', () => {
    const s = costOfConversation({
      turns: 30,
      window: 10,
      pageSize: 10,
      model: 'exact',
      series: true,
    }).series;
    expect(s).toBeDefined();
    const paged = Array.from(s?.paged ?? []);
    const windowed = Array.from(s?.windowed ?? []);
    // Turn t is element t - 1. At each page start (turns 11, 21) the page holds one message of 120 + the summary.
    expect([paged[10], paged[20]]).toEqual([120 + 200, 120 + 200]);
    expect(windowed[10]).toBe(1247);
    expect(text('measurement', 'en')).toContain(
      'the summary, 1,247 characters in all, the page a single message and the summary of the sealed pages, 320 characters in all',
    );
    expect(text('measurement', 'fr')).toContain(
      'le résumé, 1 247 caractères en tout, la page un seul message et le résumé des pages scellées, 320 caractères en tout',
    );
  });
});

describe("1.6: a message's `[role]` prefix is charged, in the cost lab's exact model as in AgentMemory", () => {
  // A message whose line "[role] content" is L characters: AgentMemory.context() charges that line.
  const lineOf = (L: number) => (i: number) => 'x'.repeat(L - roleOf(i).length - 3);
  const cases = [
    { turns: 100, L: 120, W: 10, B: 200, C: 40 },
    { turns: 1000, L: 120, W: 10, B: 200, C: 40 },
    { turns: 60, L: 90, W: 4, B: 150, C: 30 },
  ];

  it.each(cases)('AgentMemory summed over turns = the exact window model (%o)', ({ turns, L, W, B, C }) => {
    const sent = runTurns(
      { window: W, evictTo: 'summary', summaryBudget: B, maxCharsPerChunk: C },
      turns,
      lineOf(L),
    );
    const total = sent.reduce((n, s) => n + s.chars, 0);
    const exact = costOfConversation({
      turns,
      messageLength: L,
      window: W,
      summaryBudget: B,
      chunkChars: C,
      model: 'exact',
    });
    expect(total).toBe(exact.windowed);
  });

  it('the Measurement section says the prefix is included', () => {
    expect(text('measurement', 'en')).toContain(
      '(`[role]` prefix included), is `L` characters and is charged `L`',
    );
    expect(text('measurement', 'fr')).toContain(
      '(préfixe `[rôle]` compris), fait `L` caractères et est facturée `L`',
    );
    for (const lang of LANGS) expect(text('measurement', lang)).not.toMatch(/not charged|n’est pas facturé/);
  });
});

describe('1.7: AgentMemory sends evicted messages to one destination; archive pages get no summary', () => {
  it('takes exactly one of trash, summary or archive', () => {
    expect(DESTINATIONS).toEqual(['trash', 'summary', 'archive']);
    expect(() => new AgentMemory({ evictTo: 'summary+archive' as never })).toThrow();
  });

  it("with evictTo 'archive' the summary sent stays empty, whatever the budget", () => {
    const sent = runTurns({ window: 10, evictTo: 'archive', pageSize: 5, summaryBudget: 200 }, 200, (i) =>
      seedContent(i, 120),
    );
    expect(sent.every((s) => s.summary === '')).toBe(true);
  });

  it('the vocabulary section says so', () => {
    expect(text('vocabulary', 'fr')).toContain(
      "avec `evictTo: 'archive'`, aucun résumé n'accompagne la consigne",
    );
    expect(text('vocabulary', 'en')).toContain("with `evictTo: 'archive'`, no summary goes with the prompt");
  });
});

describe('1.15: the bill, quantified by the cost model', () => {
  it('quotes the unbounded totals at 100 and 1,000 turns', () => {
    const [a, b] = [100, 1000].map((turns) => costOfConversation({ turns, model: 'exact' }).unbounded);
    expect([a, b]).toEqual([606_000, 60_060_000]);
    expect(text('problem', 'en')).toContain(
      `1,000 turns of 120 characters send ${en(b as number)} characters in all, against ${en(a as number)}`,
    );
    expect(text('problem', 'fr')).toContain(
      `1 000 tours de 120 caractères envoient en tout ${fr(b as number)} caractères, contre ${fr(a as number)}`,
    );
  });
});
