import { POLICIES, POLICY_ORDER, type EvictionPolicy } from '../../../src/engine/agentMemory';
import { describeFrame } from '../../../src/mechanisms/agent-memory/caption';
import dict from '../../../src/mechanisms/agent-memory/agentMemory.messages';
import { policyStats, sentContext, unboundedContext } from '../../../src/mechanisms/agent-memory/mechanism';
import {
  buildFrames as buildTimeline,
  presetScene,
  type AgentScene as Scene,
  type Frame,
} from '../../components/visualizer/agentMemoryScenes';

const last = (frames: Frame[]) => frames[frames.length - 1] as Frame;
const contents = (f: Frame) => f.mem.windowMessages.map((m) => m.content);

describe('the presets reproduce the seed’s demos through AgentMemory', () => {
  it('rolling window: 6 messages in a window of 4, #0 and #1 to the trash', () => {
    const t = buildTimeline(presetScene('rolling-window'));
    expect(t.frames).toHaveLength(7);
    const sizes = t.frames.slice(1).map((f) => f.mem.size);
    expect(sizes).toEqual([1, 2, 3, 4, 4, 4]);
    const f = last(t.frames);
    expect(contents(f)).toEqual(['message #2', 'message #3', 'message #4', 'message #5']);
    expect(f.mem.windowMessages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(f.mem.evicted.map((m) => m.content)).toEqual(['message #0', 'message #1']);
    expect(t.frames[5]?.events.find((e) => e.type === 'evicted')).toMatchObject({
      reason: 'oldest',
      destination: 'trash',
    });
  });

  it('summary: window 3, 7 messages, a summary of 358 characters rendered at 300', () => {
    const t = buildTimeline(presetScene('summary'));
    const f = last(t.frames);
    expect(contents(f).map((c) => c.slice(23, 34))).toEqual(['iteration 4', 'iteration 5', 'iteration 6']);
    expect(f.mem.summary.length).toBe(358);
    expect(f.mem.summary.chunks).toHaveLength(4);
    const sent = f.mem.context().summary;
    expect(sent).toHaveLength(300);
    expect(sent.endsWith('[assistant] Le proj...')).toBe(true);
    // The summary grows with each truncated chunk.
    const lengths = t.frames.map((fr) => fr.mem.summary.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBe(5);
  });

  it('LRU: touching the evicted #1 is ignored, touching #2 saves it, #5 evicts #3', () => {
    const t = buildTimeline(presetScene('lru'));
    expect(contents(t.frames[5] as Frame)).toEqual(['message #2', 'message #3', 'message #4']);
    expect(t.frames[6]?.events).toEqual([{ type: 'touch-ignored', id: 'm1', reason: 'not-in-window' }]);
    expect(contents(t.frames[6] as Frame)).toEqual(['message #2', 'message #3', 'message #4']);
    expect(contents(t.frames[7] as Frame)).toEqual(['message #3', 'message #4', 'message #2']);
    const f = last(t.frames);
    expect(f.events.find((e) => e.type === 'evicted')).toMatchObject({
      message: { content: 'message #3' },
      reason: 'least-recently-used',
    });
    expect(contents(f)).toEqual(['message #4', 'message #2', 'message #5']);
  });

  it('importance: the key thought survives a, b, c, d', () => {
    const f = last(buildTimeline(presetScene('importance')).frames);
    expect(f.mem.windowMessages.map((m) => [m.content, m.importance])).toEqual([
      ['c', 1],
      ['d', 1],
      ['PENSEE-CLE : ne jamais committer un secret', 10],
    ]);
  });

  it('paging: three pages (7 messages), onboarding current, then swap_to(2) sends the 2 messages of preferences', () => {
    const t = buildTimeline(presetScene('paging'));
    const before = t.frames[3] as Frame;
    expect(before.mem.pages.map((p) => [p.title, p.messages.length])).toEqual([
      ['onboarding', 2],
      ['bug-investigation', 3],
      ['preferences', 2],
    ]);
    expect(before.mem.currentPageIndex).toBe(0);
    const f = last(t.frames);
    expect(f.mem.currentPageIndex).toBe(2);
    const sent = sentContext(f.state);
    expect(sent.messages).toBe(2);
    expect(sent.page?.title).toBe('preferences');
    expect(unboundedContext(f.state).messages).toBe(7);
    expect(sent.chars).toBe(
      "[user] Je prefere qu'on reponde en francais.".length +
        '[assistant] Compris, je repondrai en francais.'.length,
    );
  });

  it('paging: every page comes from the engine’s events (page-added, then swapped for the first page)', () => {
    const t = buildTimeline(presetScene('paging'));
    expect(t.frames[1]?.events).toEqual([
      { type: 'page-added', pageIndex: 0, title: 'onboarding', size: 2, domain: 'onboarding' },
      { type: 'swapped', from: null, to: 0, page: t.frames[1]?.mem.page(0) },
    ]);
    expect(t.frames[2]?.events).toEqual([
      { type: 'page-added', pageIndex: 1, title: 'bug-investigation', size: 3, domain: 'code' },
    ]);
    expect(describeFrame(dict.en, t.frames[1] as Frame)).toEqual([
      'Page 0 "onboarding" is added (2 messages, domain "onboarding").',
      'No page was current: page 0 becomes the current page (as PagedMemory starts at current = 0), its messages are sent to the model.',
    ]);
    expect(describeFrame(dict.fr, last(t.frames))).toEqual([
      'La page 2 «\u00a0preferences\u00a0» est chargée\u00a0: ses 2 messages sont envoyés au modèle.',
    ]);
  });

  it('swap_to_domain loads the last page of a domain; an unknown domain is a readable step', () => {
    const scene = presetScene('paging');
    scene.ops.push(
      {
        op: 'addPage',
        title: 'refactor',
        domain: 'code',
        messages: [{ role: 'user', content: 'Renomme foo.' }],
      },
      { op: 'swapToDomain', domain: 'code' },
      { op: 'swapToDomain', domain: 'math' },
    );
    const t = buildTimeline(scene);
    const swapped = t.frames[6] as Frame;
    expect(swapped.mem.currentPageIndex).toBe(3);
    expect(sentContext(swapped.state).page?.title).toBe('refactor');
    const failed = last(t.frames);
    expect(failed.events).toEqual([
      {
        type: 'swap-failed',
        requested: 'math',
        pageCount: 4,
        domains: ['onboarding', 'code', 'preferences'],
      },
    ]);
    expect(failed.mem.currentPageIndex).toBe(3);
    expect(describeFrame(dict.en, failed)).toEqual([
      'No page has the domain "math" (known domains: onboarding, code, preferences).',
    ]);
    expect(unboundedContext(failed.state).messages).toBe(8);
  });

  it('pages given by the script and archive pages share one index space', () => {
    const scene = presetScene('paging');
    scene.ops.push(
      ...[0, 1, 2, 3, 4].map((n) => ({
        op: 'append' as const,
        id: `m${n}`,
        role: 'user' as const,
        content: `n${n}`,
      })),
    );
    const t = buildTimeline(scene);
    const f = last(t.frames); // window 4, pageSize 3: m0 is archived in the open page #3
    expect(f.mem.pages.map((p) => p.title)).toEqual([
      'onboarding',
      'bug-investigation',
      'preferences',
      'page-3',
    ]);
    expect(f.events).toContainEqual({ type: 'archived', message: t.appended[0], pageIndex: 3, slot: 0 });
    expect(describeFrame(dict.en, f)).toContain('#0 is written to archive page 3.');
    expect(t.evictions[0]?.pageIndex).toBe(3);
  });

  it('a swap to a missing page is an event, not a crash', () => {
    const scene: Scene = { ...presetScene('playground'), ops: [{ op: 'swapTo', page: 3 }] };
    const f = last(buildTimeline(scene).frames);
    expect(f.events).toEqual([{ type: 'swap-failed', requested: 3, pageCount: 0 }]);
  });

  it('archives evicted messages into pages of pageSize, and swaps them in', () => {
    const scene = presetScene('rolling-window');
    scene.config = { ...scene.config, window: 2, evictTo: 'archive', pageSize: 2 };
    scene.ops.push({ op: 'swapTo', page: 0 });
    const t = buildTimeline(scene);
    const f = last(t.frames);
    expect(f.mem.pages.map((p) => p.messages.map((m) => m.id))).toEqual([
      ['m0', 'm1'],
      ['m2', 'm3'],
    ]);
    expect(sentContext(f.state).messages).toBe(4);
  });

  it('compare: only importance keeps the key thought; LRU keeps the re-read name', () => {
    const scene = presetScene('compare');
    // Every policy of the engine, each with its expectation: a new policy is a type error here until it has one.
    const stats = Object.fromEntries(
      POLICIES.map((policy) => {
        const t = buildTimeline(scene, { policy });
        const f = last(t.frames);
        return [policy, { ids: f.mem.windowMessages.map((m) => m.id), ...policyStats(f.state, 'm1') }];
      }),
    ) as Record<EvictionPolicy, { ids: string[] } & ReturnType<typeof policyStats>>;
    for (const policy of POLICIES) {
      expect(stats[policy].keyInWindow, policy).toBe(POLICY_ORDER[policy].byImportance);
      expect(stats[policy].retained, policy).toBe(4);
      expect(stats[policy].firstEvictionTurn, policy).toBe(5);
    }
    expect(stats.lru.ids).toContain('m0');
    expect(stats.fifo.ids).not.toContain('m0');
    expect(stats.importance.meanImportance).toBe(4);
  });

  it('stays exact when stepping back: frames are independent snapshots', () => {
    const t = buildTimeline(presetScene('lru'));
    const before = contents(t.frames[4] as Frame);
    buildTimeline(presetScene('lru'));
    expect(contents(t.frames[4] as Frame)).toEqual(before);
    expect(contents(t.frames[4] as Frame)).toEqual(
      ['message #0', 'message #1', 'message #2', 'message #3'].slice(1),
    );
  });
});
