/** Each mechanism's request by section (`anatomy`), checked against what the mechanism itself sends or counts. */
import '../../src/engine/tokens/bpe';
import { sectionTokens, tokenCounter } from '../../src/engine/compaction/context';
import { buildTimeline, type Scene } from '../../src/engine/scene';
import { countTokens } from '../../src/engine/tokens/counter';
import { PRESSURE_WARNING } from '../../src/engine/selfManaged/blocks';
import { BLOCK_TOOLS } from '../../src/engine/selfManaged/tools';
import { agentMemoryAnatomy } from '../../src/mechanisms/agent-memory/anatomy';
import { agentMemoryMechanism } from '../../src/mechanisms/agent-memory/mechanism';
import { PRESETS as AGENT } from '../../src/mechanisms/agent-memory/presets';
import { episodicAnatomy } from '../../src/mechanisms/episodic/anatomy';
import { episodicMechanism } from '../../src/mechanisms/episodic/mechanism';
import { PRESETS as EPISODIC } from '../../src/mechanisms/episodic/presets';
import { memoryStoreAnatomy } from '../../src/mechanisms/memory-store/anatomy';
import { memoryStoreMechanism } from '../../src/mechanisms/memory-store/mechanism';
import { PRESETS as STORE } from '../../src/mechanisms/memory-store/presets';
import { selfManagedAnatomy } from '../../src/mechanisms/self-managed/anatomy';
import { selfManagedMechanism } from '../../src/mechanisms/self-managed/mechanism';
import { PRESETS as SELF } from '../../src/mechanisms/self-managed/presets';

const count = tokenCounter('o200k_base');

function sceneOf<C, O>(id: string, preset: string, p: { config: C; ops: O[] }): Scene<C, O> {
  return { mechanism: id, preset, config: p.config, ops: p.ops, compare: false, focus: null, take: null };
}

describe('chapter 1 (agent-memory)', () => {
  it('sends the summary and the window, and its tokens are the meter’s', () => {
    const p = AGENT.summary;
    const tl = buildTimeline(agentMemoryMechanism, p.config, p.ops);
    let withSummary = 0;
    for (let i = 0; i < tl.length; i++) {
      const f = tl.frame(i);
      const parts = agentMemoryAnatomy(f);
      const ctx = f.state.mem.context();
      expect(parts.messages).toHaveLength(ctx.messages.length);
      expect(parts.messages?.length ?? 0).toBeLessThanOrEqual(p.config.window);
      const a = sectionTokens(parts, count);
      // AgentMemory counts the same lines and the same summary: the split adds up to its own total.
      expect(a.total).toBe(ctx.tokens);
      if (a.summary > 0) withSummary++;
    }
    expect(withSummary).toBeGreaterThan(0);
  });

  it('counts the page swapped in as memories brought back', () => {
    const p = AGENT.paging;
    const tl = buildTimeline(agentMemoryMechanism, p.config, p.ops);
    const steps = [...Array(tl.length).keys()].filter((i) => tl.frame(i).state.mem.currentPageIndex !== null);
    expect(steps.length).toBeGreaterThan(0);
    const f = tl.frame(steps[0]!);
    const page = f.state.mem.page(f.state.mem.currentPageIndex!)!;
    expect(agentMemoryAnatomy(f).retrieved).toEqual(page.messages.map((m) => `[${m.role}] ${m.content}`));
    expect(sectionTokens(agentMemoryAnatomy(f), count).total).toBe(f.state.mem.context().tokens);
  });
});

describe('chapter 2 (memory-store)', () => {
  it('an ask sends the question as rewritten, nothing else', () => {
    const p = STORE.answer;
    const scene = sceneOf('memory-store', 'answer', p);
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    const f = tl.frame(3); // alice's first question, after her preference "short"
    const answered = f.events.find((e) => e.type === 'answered');
    expect(answered?.type === 'answered' && answered.trace.sent.endsWith(' (answer briefly)')).toBe(true);
    const parts = memoryStoreAnatomy(f, scene);
    expect(parts).toEqual({ messages: [answered?.type === 'answered' ? answered.trace.sent : ''] });
  });

  it('a recall sends the owner’s memories quoted as data: each line is in the prompt the scene shows', () => {
    const p = STORE.poisoning;
    const scene = sceneOf('memory-store', 'poisoning', p);
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    const step = [...Array(tl.length).keys()].find((i) =>
      tl.frame(i).events.some((e) => e.type === 'recalled'),
    )!;
    const f = tl.frame(step);
    const recalled = f.events.find((e) => e.type === 'recalled');
    if (recalled?.type !== 'recalled') throw new Error('no recall');
    const parts = memoryStoreAnatomy(f, scene);
    expect(parts.retrieved).toHaveLength(recalled.memories.length);
    expect(recalled.memories.length).toBeGreaterThan(1);
    for (const line of parts.retrieved ?? []) expect(recalled.asData.prompt).toContain(line);
    expect(parts.messages).toEqual([recalled.question]);
    // The parts are the prompt cut in pieces: their tokens are the prompt's within a few joining tokens.
    const a = sectionTokens(parts, count);
    expect(Math.abs(a.total - countTokens(recalled.asData.prompt))).toBeLessThanOrEqual(8);
  });
});

describe('chapter 3 (episodic)', () => {
  it('a query sends the source’s prompt: its knowledge, the last three episodes and the query', () => {
    const p = EPISODIC.taskmaster;
    const scene = sceneOf('episodic', 'taskmaster', p);
    const tl = buildTimeline(episodicMechanism, p.config, p.ops);
    const step = [...Array(tl.length).keys()].find((i) =>
      tl.frame(i).events.some((e) => e.type === 'query' && e.record.final),
    )!;
    const f = tl.frame(step);
    const q = f.events.find((e) => e.type === 'query');
    if (q?.type !== 'query' || !q.record.final) throw new Error('no final answer');
    const parts = episodicAnatomy(f, scene);
    for (const line of [...(parts.retrieved ?? []), ...(parts.messages ?? [])])
      expect(q.record.final.prompt).toContain(line);
    expect(parts.messages?.at(-1)).toBe(q.record.text);
    const a = sectionTokens(parts, count);
    expect(Math.abs(a.total - countTokens(q.record.final.prompt))).toBeLessThanOrEqual(12);
  });

  it('before the first query, the request grows with the episodes and asks the script’s next query', () => {
    const p = EPISODIC.taskmaster;
    const scene = sceneOf('episodic', 'taskmaster', p);
    const tl = buildTimeline(episodicMechanism, p.config, p.ops);
    const first = p.ops.find((o) => o.op === 'query');
    const at0 = episodicAnatomy(tl.frame(0), scene);
    const at2 = episodicAnatomy(tl.frame(2), scene);
    expect(at0.messages).toEqual([first?.op === 'query' ? first.text : '']);
    expect(at2.messages).toHaveLength(3);
    expect(sectionTokens(at2, count).messages).toBeGreaterThan(sectionTokens(at0, count).messages);
  });
});

describe('chapter 5 (self-managed)', () => {
  it('sends the six tools, the blocks, the window and this step’s calls with their results', () => {
    const p = SELF['two-favourites'];
    const tl = buildTimeline(selfManagedMechanism, p.config, p.ops);
    const f = tl.frame(p.ops.length);
    const calls = f.events.filter((e) => e.type === 'call');
    expect(calls.length).toBeGreaterThan(0);
    const parts = selfManagedAnatomy(f);
    expect(parts.tools).toHaveLength(BLOCK_TOOLS.length);
    expect(parts.blocks).toHaveLength(f.state.blocks.blocks.length);
    expect(parts.toolCalls).toHaveLength(calls.length);
    expect(parts.toolResults).toEqual(calls.map((e) => (e.type === 'call' ? e.call.output : '')));
    expect(parts.system).toBeUndefined();
    const a = sectionTokens(parts, count);
    expect(a.tools).toBe(BLOCK_TOOLS.reduce((s, t) => s + countTokens(JSON.stringify(t)), 0));
    expect(a.tools).toBeGreaterThan(a.messages);
  });

  it('the memory-pressure warning enters as a system message at its step', () => {
    const p = SELF.pressure;
    const tl = buildTimeline(selfManagedMechanism, p.config, p.ops);
    const steps = [...Array(tl.length).keys()].filter((i) =>
      tl.frame(i).events.some((e) => e.type === 'pressure'),
    );
    expect(steps.length).toBeGreaterThan(0);
    expect(selfManagedAnatomy(tl.frame(steps[0]!)).system).toEqual([PRESSURE_WARNING]);
    expect(selfManagedAnatomy(tl.frame(steps[0]! - 1)).system).toBeUndefined();
  });
});

describe('chapter 2, an owner the store refuses', () => {
  it('makes no request for a blank owner, and does not throw', () => {
    const p = STORE['two-users'];
    const scene = sceneOf('memory-store', 'two-users', p);
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    const blank = p.ops.findIndex((o) => 'owner' in o && o.owner.trim() === '');
    expect(blank).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < tl.length; i++) expect(() => memoryStoreAnatomy(tl.frame(i), scene)).not.toThrow();
    const before = blank === 0 ? {} : memoryStoreAnatomy(tl.frame(blank), scene);
    expect(memoryStoreAnatomy(tl.frame(blank + 1), scene)).toEqual(before);
  });
});
