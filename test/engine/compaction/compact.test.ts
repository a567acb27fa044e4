import { describe, expect, it } from 'vitest';
import {
  anatomy,
  clearToolResults,
  compactAtThreshold,
  compactionCut,
  factReport,
  readStored,
  searchStore,
  thresholdTokens,
  CLEARED_PLACEHOLDER,
  type CompactionStore,
  type Context,
  type ContextItem,
  type PlantedFact,
} from '../../../src/engine/compaction/index';

// One token per character: the arithmetic of the tests is readable by hand.
const count = (s: string) => s.length;

function agentContext(): { ctx: Context; facts: PlantedFact[] } {
  const items: ContextItem[] = [
    { id: 'u0', kind: 'message', role: 'user', text: 'Fix the failing test. The deploy port is 4821.' },
    { id: 'c1', kind: 'toolCall', role: 'assistant', text: 'read_file("config.yaml")' },
    {
      id: 'r1',
      kind: 'toolResult',
      role: 'tool',
      text: `retries: 3\n${'x'.repeat(300)}\nsecret_label: ORCHID`,
    },
    { id: 'c2', kind: 'toolCall', role: 'assistant', text: 'run_tests()' },
    {
      id: 'r2',
      kind: 'toolResult',
      role: 'tool',
      text: `12 passed, 1 failed: test_cache\n${'y'.repeat(300)}`,
    },
    { id: 'a3', kind: 'message', role: 'assistant', text: 'The cache test fails on a stale key.' },
    { id: 'c4', kind: 'toolCall', role: 'assistant', text: 'search("stale key")' },
    { id: 'r4', kind: 'toolResult', role: 'tool', text: `cache.ts:42 key = "v7"\n${'z'.repeat(300)}` },
  ];
  const facts: PlantedFact[] = [
    { id: 'port', value: '4821', itemId: 'u0' },
    { id: 'label', value: 'ORCHID', itemId: 'r1' },
    { id: 'key', value: 'v7', itemId: 'r4' },
  ];
  return {
    ctx: {
      system: 'You are a coding agent.',
      tools: ['read_file', 'run_tests'],
      summary: null,
      items,
      reserved: 100,
    },
    facts,
  };
}

describe('anatomy', () => {
  it('splits the request by section and the total adds them up', () => {
    const { ctx } = agentContext();
    const a = anatomy(ctx, count);
    expect(a.system).toBe('You are a coding agent.'.length);
    expect(a.tools).toBe('read_file'.length + 'run_tests'.length);
    expect(a.reserved).toBe(100);
    expect(a.toolResults).toBeGreaterThan(a.messages + a.toolCalls);
    expect(a.total).toBe(
      a.system + a.tools + a.summary + a.messages + a.toolCalls + a.toolResults + a.reserved,
    );
  });
});

describe('compaction at a threshold', () => {
  it('does nothing under the trigger', () => {
    const { ctx } = agentContext();
    const r = compactAtThreshold(ctx, { saved: [] }, { trigger: 100_000, keep: 2, style: 'lossy', count });
    expect(r.event).toBeNull();
    expect(r.context).toBe(ctx);
  });

  it('never separates a tool result from its call', () => {
    expect(compactionCut(['message', 'toolCall', 'toolResult', 'message'], 2)).toBe(1);
    expect(compactionCut(['message', 'toolCall', 'toolResult', 'message'], 1)).toBe(3);
    expect(compactionCut(['message'], 3)).toBe(0);
  });

  it('lossy: the old items become a truncation summary, facts cut from it are gone', () => {
    const { ctx, facts } = agentContext();
    const trigger = thresholdTokens(1000, 80);
    expect(trigger).toBe(800);
    const r = compactAtThreshold(ctx, { saved: [] }, { trigger, keep: 2, style: 'lossy', count, facts });
    expect(r.event?.replaced).toEqual(['u0', 'c1', 'r1', 'c2', 'r2', 'a3']);
    expect(r.context.items.map((it) => it.id)).toEqual(['c4', 'r4']);
    expect(r.event!.tokensAfter).toBeLessThan(r.event!.tokensBefore);
    expect(r.event!.tokensBefore).toBe(anatomy(ctx, count).total);
    // The user's short message survives its 80-character chunk; the label on r1's second line does not.
    expect(r.event!.facts!.after).toEqual({
      context: ['port', 'key'],
      storage: [],
      unauditable: [],
      gone: ['label'],
    });
    expect(r.event!.facts!.before.context).toEqual(['port', 'label', 'key']);
    expect(r.store.saved).toEqual([]);
    expect(ctx.items).toHaveLength(8); // the input is unchanged
  });

  it('recoverable: the old items are saved whole, searchable and readable back', () => {
    const { ctx, facts } = agentContext();
    const store: CompactionStore = { saved: [] };
    const r = compactAtThreshold(ctx, store, { trigger: 800, keep: 2, style: 'recoverable', count, facts });
    expect(r.event!.facts!.after.storage).toEqual(['label']);
    expect(r.event!.facts!.after.gone).toEqual([]);
    expect(searchStore(r.store, 'secret_label orchid').map((it) => it.id)).toEqual(['r1']);
    expect(readStored(r.store, 'r2')?.text).toContain('12 passed');
    expect(readStored(r.store, 'c4')).toBeNull();
  });

  it('opaque: a fact inside the summary cannot be audited', () => {
    const { ctx, facts } = agentContext();
    const r = compactAtThreshold(
      ctx,
      { saved: [] },
      { trigger: 800, keep: 2, style: 'opaque', count, facts },
    );
    expect(r.context.summary?.opaque).toBe(true);
    expect(r.event!.facts!.after.unauditable).toEqual(['port']);
    expect(r.event!.facts!.after.gone).toEqual(['label']);
  });

  it('a second compaction folds the previous summary in', () => {
    const { ctx } = agentContext();
    const first = compactAtThreshold(ctx, { saved: [] }, { trigger: 800, keep: 4, style: 'lossy', count });
    const second = compactAtThreshold(first.context, first.store, {
      trigger: 100,
      keep: 1,
      style: 'lossy',
      count,
    });
    expect(second.context.summary?.text.startsWith(first.context.summary!.text)).toBe(true);
    expect(second.context.summary?.replaced).toEqual([
      ...first.context.summary!.replaced,
      ...second.event!.replaced,
    ]);
  });
});

describe('clearing tool results', () => {
  it('keeps the last N results and every call, behind placeholders', () => {
    const { ctx, facts } = agentContext();
    const r = clearToolResults(ctx, { trigger: 800, keep: 1, count, facts });
    expect(r.event?.cleared).toEqual(['r1', 'r2']);
    expect(r.context.items.filter((it) => it.kind === 'toolCall')).toHaveLength(3);
    expect(r.context.items.find((it) => it.id === 'r1')?.text).toBe(CLEARED_PLACEHOLDER);
    expect(r.event!.tokensBefore - r.event!.tokensAfter).toBe(r.event!.clearedTokens);
    expect(r.event!.facts!.after.gone).toEqual(['label']);
    expect(factReport(r.context, facts).context).toEqual(['port', 'key']);
  });

  it('does not clear when it would free less than clearAtLeast', () => {
    const { ctx } = agentContext();
    expect(clearToolResults(ctx, { trigger: 800, keep: 2, clearAtLeast: 10_000, count }).event).toBeNull();
    expect(clearToolResults(ctx, { trigger: 800, keep: 2, clearAtLeast: 100, count }).event?.cleared).toEqual(
      ['r1'],
    );
    expect(clearToolResults(ctx, { trigger: 100_000, keep: 0, count }).event).toBeNull();
  });
});
