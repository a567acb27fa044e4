import { countTokens } from '../../../src/engine/tokens/bpe';
import {
  AgentMemory,
  createMessage,
  POLICIES,
  renderPage,
  resetMessageIds,
  type EvictionPolicy,
  type MemoryEvent,
  type Message,
  type Page,
} from '../../../src/engine';

let clock = 0;
const mk = (content: string, importance = 1, role: 'user' | 'assistant' = 'user'): Message =>
  createMessage(role, content, { ts: ++clock, importance });

beforeEach(() => {
  clock = 0;
  resetMessageIds();
});

const types = (evs: MemoryEvent[]): string[] => evs.map((e) => e.type);
const contents = (ms: Message[]): string[] => ms.map((m) => m.content);
type Evicted = Extract<MemoryEvent, { type: 'evicted' }>;
/** The event of a message evicted from the window into the trash. */
const evictedToTrash = (message: Message, reason: Evicted['reason'], position: number): Evicted => ({
  type: 'evicted',
  message,
  destination: 'trash',
  reason,
  position,
});

describe('AgentMemory: append and eviction events', () => {
  it('fifo -> trash: evicts the oldest message and reports where it went', () => {
    const mem = new AgentMemory({ window: 2, policy: 'fifo', evictTo: 'trash' });
    const [a, b, c] = [mk('a'), mk('b'), mk('c')] as [Message, Message, Message];
    expect(mem.append(a)).toEqual([{ type: 'appended', message: a, position: 0, pinned: false }]);
    expect(mem.append(b)).toEqual([{ type: 'appended', message: b, position: 1, pinned: false }]);
    expect(mem.append(c)).toEqual([
      evictedToTrash(a, 'oldest', 0),
      { type: 'trashed', message: a, trashIndex: 0 },
      { type: 'appended', message: c, position: 1, pinned: false },
    ]);
    expect(contents(mem.windowMessages)).toEqual(['b', 'c']);
    expect(mem.evicted).toEqual([a]);
    expect(mem.evictedTotal).toBe(1);
  });

  it('-> summary: the evicted message becomes a truncated chunk', () => {
    const mem = new AgentMemory({ window: 1, evictTo: 'summary', maxCharsPerChunk: 10 });
    const a = mk('abcdefghijklmnop');
    mem.append(a);
    const evs = mem.append(mk('b'));
    expect(evs[0]).toMatchObject({ type: 'evicted', destination: 'summary', reason: 'oldest' });
    expect(evs[1]).toEqual({ type: 'summarized', message: a, chunk: '[user] abcdefg...', chunkIndex: 0 });
    expect(mem.summary.chunks).toEqual(['[user] abcdefg...']);
  });

  it('-> summary uses the summarize hook', () => {
    const mem = new AgentMemory({
      window: 1,
      evictTo: 'summary',
      summarize: (m) => `<${m.content.length} chars>`,
    });
    mem.append(mk('hello'));
    mem.append(mk('b'));
    expect(mem.summary.chunks).toEqual(['[user] <5 chars>']);
  });

  it('-> archive: fills an open page and seals it at pageSize', () => {
    const mem = new AgentMemory({ window: 1, evictTo: 'archive', pageSize: 2 });
    const [a, b, c, d] = [mk('a'), mk('b'), mk('c'), mk('d')] as [Message, Message, Message, Message];
    mem.append(a);
    expect(types(mem.append(b))).toEqual(['evicted', 'archived', 'appended']);
    const evs = mem.append(c);
    expect(evs).toEqual([
      { type: 'evicted', message: b, destination: 'archive', reason: 'oldest', position: 0 },
      { type: 'archived', message: b, pageIndex: 0, slot: 1 },
      { type: 'page-sealed', pageIndex: 0, title: 'page-0', size: 2 },
      { type: 'appended', message: c, position: 0, pinned: false },
    ]);
    expect(mem.append(d)[1]).toEqual({ type: 'archived', message: c, pageIndex: 1, slot: 0 });
    expect(mem.pages.map((p) => [p.title, contents(p.messages)])).toEqual([
      ['page-0', ['a', 'b']],
      ['page-1', ['c']],
    ]);
    expect(mem.sealedPageCount).toBe(1);
    expect(mem.pageCount).toBe(2);
  });

  it('rejects a message whose id is already in the window, and malformed messages', () => {
    const mem = new AgentMemory({ window: 3 });
    const a = mk('a');
    mem.append(a);
    expect(() => mem.append(a)).toThrow(/already in the window/);
    expect(() => mem.append({ ...mk('x'), role: 'robot' } as unknown as Message)).toThrow(/role/);
    expect(() => mem.append({ ...mk('x'), importance: NaN })).toThrow(RangeError);
  });
});

describe('AgentMemory: policies', () => {
  it('lru: touch moves a message to MRU and it survives the next eviction', () => {
    const mem = new AgentMemory({ window: 3, policy: 'lru', evictTo: 'trash' });
    const [a, b, c] = [mk('a'), mk('b'), mk('c')] as [Message, Message, Message];
    [a, b, c].forEach((m) => mem.append(m));
    expect(mem.touch(a.id)).toEqual([{ type: 'touched', message: a, from: 0, to: 2, reordered: true }]);
    expect(contents(mem.windowMessages)).toEqual(['b', 'c', 'a']);
    const evs = mem.append(mk('d'));
    expect(evs[0]).toEqual(evictedToTrash(b, 'least-recently-used', 0));
    expect(contents(mem.windowMessages)).toEqual(['c', 'a', 'd']);
  });

  it('touch of an evicted or unknown id is ignored (no resurrection)', () => {
    const mem = new AgentMemory({ window: 1, policy: 'lru', evictTo: 'trash' });
    const a = mk('a');
    mem.append(a);
    mem.append(mk('b'));
    expect(mem.touch(a.id)).toEqual([{ type: 'touch-ignored', id: a.id, reason: 'not-in-window' }]);
    expect(mem.touch('nope')).toEqual([{ type: 'touch-ignored', id: 'nope', reason: 'not-in-window' }]);
    expect(contents(mem.windowMessages)).toEqual(['b']);
  });

  it('fifo: touch records the use without reordering', () => {
    const mem = new AgentMemory({ window: 3, policy: 'fifo' });
    const a = mk('a');
    mem.append(a);
    mem.append(mk('b'));
    expect(mem.touch(a.id)).toEqual([{ type: 'touched', message: a, from: 0, to: 0, reordered: false }]);
  });

  it('importance: evicts the lowest importance, displays in arrival order', () => {
    const mem = new AgentMemory({ window: 3, policy: 'importance', evictTo: 'trash' });
    const [a, b, c] = [mk('a', 5), mk('b', 1), mk('c', 3)] as [Message, Message, Message];
    [a, b, c].forEach((m) => mem.append(m));
    const evs = mem.append(mk('d', 2));
    expect(evs[0]).toEqual(evictedToTrash(b, 'lowest-importance', 1));
    expect(contents(mem.windowMessages)).toEqual(['a', 'c', 'd']);
  });

  it('importance: setImportance replaces the message and changes the next victim', () => {
    const mem = new AgentMemory({ window: 2, policy: 'importance', evictTo: 'trash' });
    const a = mk('a', 5);
    const b = mk('b', 1);
    mem.append(a);
    mem.append(b);
    const evs = mem.setImportance(a.id, 0);
    expect(evs).toEqual([
      { type: 'importance-set', message: { ...a, importance: 0 }, previous: 5, importance: 0, position: 0 },
    ]);
    expect(a.importance).toBe(5); // the original object is not mutated
    expect(mem.append(mk('c'))[0]).toMatchObject({ type: 'evicted', message: { id: a.id, importance: 0 } });
    expect(() => mem.setImportance(b.id, NaN)).toThrow(RangeError);
    expect(mem.setImportance('gone', 1)).toEqual([
      { type: 'ignored', op: 'set-importance', id: 'gone', reason: 'not-in-window' },
    ]);
  });
});

describe('AgentMemory: pins', () => {
  it('never evicts a pinned message: the oldest unpinned one goes instead', () => {
    const mem = new AgentMemory({ window: 2, policy: 'fifo', evictTo: 'trash' });
    const [a, b] = [mk('a'), mk('b')] as [Message, Message];
    mem.append(a);
    expect(mem.pin(a.id)).toEqual([{ type: 'pinned', message: a, position: 0 }]);
    mem.append(b);
    expect(mem.append(mk('c'))[0]).toEqual(evictedToTrash(b, 'oldest', 1));
    expect(mem.pinned).toEqual([a.id]);
    expect(mem.isPinned(a.id)).toBe(true);
  });

  it('overflows instead of evicting when every message is pinned, and recovers on unpin', () => {
    const mem = new AgentMemory({ window: 2, policy: 'fifo', evictTo: 'trash' });
    const [a, b, c] = [mk('a'), mk('b'), mk('c')] as [Message, Message, Message];
    mem.append(a, { pinned: true });
    mem.append(b, { pinned: true });
    expect(mem.append(c)).toEqual([
      { type: 'appended', message: c, position: 2, pinned: false },
      { type: 'overflow', size: 3, capacity: 2, pinned: 2 },
    ]);
    const d = mk('d');
    expect(types(mem.append(d))).toEqual(['evicted', 'trashed', 'appended', 'overflow']);
    expect(contents(mem.windowMessages)).toEqual(['a', 'b', 'd']);
    expect(mem.unpin(a.id)).toEqual([
      { type: 'unpinned', message: a, position: 0 },
      evictedToTrash(a, 'oldest', 0),
      { type: 'trashed', message: a, trashIndex: 1 },
    ]);
    expect(contents(mem.windowMessages)).toEqual(['b', 'd']);
  });

  it('ignores pin/unpin that change nothing', () => {
    const mem = new AgentMemory({ window: 2 });
    const a = mk('a');
    mem.append(a);
    expect(mem.unpin(a.id)).toEqual([{ type: 'ignored', op: 'unpin', id: a.id, reason: 'not-pinned' }]);
    mem.pin(a.id);
    expect(mem.pin(a.id)).toEqual([{ type: 'ignored', op: 'pin', id: a.id, reason: 'already-pinned' }]);
    expect(mem.pin('x')).toEqual([{ type: 'ignored', op: 'pin', id: 'x', reason: 'not-in-window' }]);
  });
});

describe('AgentMemory: paging and context', () => {
  it('swapTo loads an archive page into the context', () => {
    const mem = new AgentMemory({ window: 1, evictTo: 'archive', pageSize: 2 });
    expect(() => mem.swapTo(0)).toThrow('page index 0 out of range: there are no pages yet');
    ['a', 'b', 'c', 'd'].forEach((s) => mem.append(mk(s)));
    expect(mem.currentPageIndex).toBeNull();
    const evs = mem.swapTo(0);
    expect(evs).toHaveLength(1);
    expect(evs[0]).toMatchObject({ type: 'swapped', from: null, to: 0, page: { title: 'page-0' } });
    expect(mem.swapTo(1)[0]).toMatchObject({ type: 'swapped', from: 0, to: 1 });
    expect(() => mem.swapTo(7)).toThrow(new RangeError('page index 7 out of range (0..1)'));
    const ctx = mem.context();
    expect(ctx.pageIndex).toBe(1);
    expect(contents(ctx.page?.messages ?? [])).toEqual(['c']);
    // window "[user] d" (8) + page "[user] c" (8)
    expect(ctx.chars).toBe(16);
    expect(ctx.tokens).toBe(countTokens('[user] d') + countTokens('[user] c'));
  });

  it('context() sends the window, the summary cut to the budget, and counts chars and tokens', () => {
    const mem = new AgentMemory({ window: 2, evictTo: 'summary', summaryBudget: 20 });
    ['first message here', 'second message here', 'third', 'fourth'].forEach((s, i) =>
      mem.append(mk(s, 1, i % 2 === 0 ? 'user' : 'assistant')),
    );
    const ctx = mem.context();
    expect(contents(ctx.messages)).toEqual(['third', 'fourth']);
    expect(ctx.summary).toBe('[user] first mess...');
    expect(ctx.summary).toHaveLength(20);
    expect(ctx.page).toBeNull();
    expect(ctx.chars).toBe('[user] third'.length + '[assistant] fourth'.length + 20);
    expect(ctx.tokens).toBe(
      countTokens('[user] third') + countTokens('[assistant] fourth') + countTokens(ctx.summary),
    );
    expect(new AgentMemory().context()).toMatchObject({ messages: [], summary: '', chars: 0, tokens: 0 });
  });
});

describe('AgentMemory: snapshots and serialization', () => {
  it('a snapshot is independent of later operations, both ways', () => {
    const mem = new AgentMemory({ window: 2, policy: 'lru', evictTo: 'archive', pageSize: 2 });
    ['a', 'b', 'c'].forEach((s) => mem.append(mk(s)));
    const snap = mem.snapshot();
    const before = JSON.stringify(snap);
    mem.append(mk('d'));
    mem.touch(mem.windowMessages[0]?.id ?? '');
    mem.pin(mem.windowMessages[0]?.id ?? '');
    mem.swapTo(0);
    expect(JSON.stringify(snap)).toBe(before);
    const e = mk('e');
    snap.append(e);
    expect(mem.has(e.id)).toBe(false);
    expect(contents(mem.pages[0]?.messages ?? [])).toEqual(['a', 'b']);
    expect(contents(snap.pages[0]?.messages ?? [])).toEqual(['a', 'b']);
  });

  it('a clone replays the same events as the original', () => {
    for (const policy of POLICIES) {
      const mem = new AgentMemory({ window: 3, policy, evictTo: 'summary' });
      for (let i = 0; i < 7; i++) mem.append(mk(`m${i}`, i % 3));
      const c = mem.clone();
      const next = mk('next', 1);
      expect(c.append(next)).toEqual(mem.append(next));
      const id = mem.windowMessages[1]?.id ?? '';
      expect(c.touch(id)).toEqual(mem.touch(id));
    }
  });

  it('toJSON / fromJSON round-trips and keeps behaving identically', () => {
    const mem = new AgentMemory({
      window: 3,
      policy: 'lru',
      evictTo: 'archive',
      pageSize: 2,
      summaryBudget: 50,
    });
    for (let i = 0; i < 9; i++) mem.append(mk(`m${i}`));
    mem.touch(mem.windowMessages[0]?.id ?? '');
    mem.pin(mem.windowMessages[1]?.id ?? '');
    mem.swapTo(1);
    const restored = AgentMemory.fromJSON(JSON.parse(JSON.stringify(mem)));
    expect(restored.toJSON()).toEqual(mem.toJSON());
    const next = mk('next');
    expect(restored.append(next)).toEqual(mem.append(next));
    expect(restored.context()).toEqual(mem.context());
  });

  it('fromJSON rejects a corrupt state with a clear error', () => {
    expect(() => AgentMemory.fromJSON(null)).toThrow(/invalid AgentMemory state/);
    expect(() => AgentMemory.fromJSON({ version: 3 })).toThrow(/unsupported version/);
    const good = new AgentMemory({ window: 2 });
    good.append(mk('a'));
    const state = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
    expect(() => AgentMemory.fromJSON({ ...state, window: 'x' })).toThrow(/window must be an array/);
    expect(() =>
      AgentMemory.fromJSON({ ...state, config: { ...(state.config as object), window: 0 } }),
    ).toThrow(RangeError);
    expect(() => AgentMemory.fromJSON({ ...state, currentPageIndex: 3 })).toThrow(/out of range/);
  });
});

// The seed's section 5 (PagedMemory demo), page for page.
function seedPages(): Page[] {
  const m = (role: 'user' | 'assistant', content: string) => createMessage(role, content, { ts: ++clock });
  return [
    {
      title: 'onboarding',
      domain: 'onboarding',
      messages: [m('user', "Bonjour, je m'appelle Alice."), m('assistant', 'Bonjour Alice, bienvenue.')],
    },
    {
      title: 'bug-investigation',
      domain: 'code',
      messages: [
        m('user', 'Le test #42 echoue avec une AssertionError.'),
        m('assistant', 'Voyons la trace... la ligne 17.'),
        m('user', "C'etait bien la ligne 17, merci."),
      ],
    },
    {
      title: 'preferences',
      domain: 'preferences',
      messages: [
        m('user', "Je prefere qu'on reponde en francais."),
        m('assistant', 'Compris, je repondrai en francais.'),
      ],
    },
  ];
}

// Copied verbatim from the seed's output of `print(loaded.render())` after `pm.swap_to(2)`.
const SEED_PREFERENCES_RENDER = `=== Page: preferences (2 msg) ===
  [user] Je prefere qu'on reponde en francais.
  [assistant] Compris, je repondrai en francais.`;

describe('AgentMemory: pages given whole (addPage, swapToDomain)', () => {
  it("runs the seed's paging demo: 3 pages, 7 messages, onboarding current, swap_to(2) sends preferences", () => {
    const mem = new AgentMemory({ window: 4, evictTo: 'archive', pageSize: 3 });
    const [a, b, c] = seedPages() as [Page, Page, Page];
    expect(mem.addPage(a)).toEqual([
      { type: 'page-added', pageIndex: 0, title: 'onboarding', size: 2, domain: 'onboarding' },
      { type: 'swapped', from: null, to: 0, page: mem.page(0) },
    ]);
    expect(mem.addPage(b)).toEqual([
      { type: 'page-added', pageIndex: 1, title: 'bug-investigation', size: 3, domain: 'code' },
    ]);
    expect(types(mem.addPage(c))).toEqual(['page-added']);
    expect(mem.pages.map((p) => p.title)).toEqual(['onboarding', 'bug-investigation', 'preferences']);
    expect(mem.pages.reduce((n, p) => n + p.messages.length, 0)).toBe(7);
    expect(mem.currentPageIndex).toBe(0);
    expect(mem.context().page?.title).toBe('onboarding');

    expect(mem.swapTo(2)).toEqual([{ type: 'swapped', from: 0, to: 2, page: mem.page(2) }]);
    const ctx = mem.context();
    expect(ctx.page?.title).toBe('preferences');
    expect(ctx.page?.messages).toHaveLength(2);
    expect(ctx.pageIndex).toBe(2);
    expect(renderPage(ctx.page as Page)).toBe(SEED_PREFERENCES_RENDER);
    expect(ctx.chars).toBe(
      "[user] Je prefere qu'on reponde en francais.".length +
        '[assistant] Compris, je repondrai en francais.'.length,
    );
  });

  it('keeps a frozen copy: later changes to the given page or its array do not reach the memory', () => {
    const mem = new AgentMemory();
    const page = { title: 'notes', messages: [mk('x')] };
    mem.addPage(page);
    page.messages.push(mk('y'));
    page.title = 'renamed';
    const stored = mem.page(0) as Page;
    expect(stored.title).toBe('notes');
    expect(contents(stored.messages)).toEqual(['x']);
    expect(Object.isFrozen(stored) && Object.isFrozen(stored.messages)).toBe(true);
    expect(mem.pageOrigin(0)).toBe('added');
    expect(mem.sealedPageCount).toBe(1);
  });

  it('shares one index space with archive pages; the open archive page stays last', () => {
    const mem = new AgentMemory({ window: 1, evictTo: 'archive', pageSize: 2 });
    ['a', 'b', 'c'].forEach((s) => mem.append(mk(s))); // page 0 = [a, b] sealed
    mem.append(mk('d')); // c opens page 1
    expect(mem.pageOrigin(1)).toBe('archive');
    mem.swapTo(1); // the open page is current
    expect(mem.addPage({ title: 'given', messages: [mk('g')] })).toEqual([
      { type: 'page-added', pageIndex: 1, title: 'given', size: 1 },
    ]);
    // The open page moved to index 2, and the current index followed it.
    expect(mem.currentPageIndex).toBe(2);
    expect(contents(mem.context().page?.messages ?? [])).toEqual(['c']);
    const evs = mem.append(mk('e')); // d fills the open page: it is sealed with its index
    expect(evs).toContainEqual({
      type: 'archived',
      message: expect.objectContaining({ content: 'd' }),
      pageIndex: 2,
      slot: 1,
    });
    expect(evs).toContainEqual({ type: 'page-sealed', pageIndex: 2, title: 'page-2', size: 2 });
    expect(mem.pages.map((p) => [p.title, contents(p.messages)])).toEqual([
      ['page-0', ['a', 'b']],
      ['given', ['g']],
      ['page-2', ['c', 'd']],
    ]);
    expect([0, 1, 2, 3].map((i) => mem.pageOrigin(i))).toEqual(['archive', 'added', 'archive', null]);
    // Archive pages existed but none was current: only then does the first given page become current.
    const fresh = new AgentMemory({ window: 1, evictTo: 'archive', pageSize: 1 });
    fresh.append(mk('x'));
    fresh.append(mk('y'));
    expect(fresh.currentPageIndex).toBeNull();
    expect(types(fresh.addPage({ title: 't', messages: [] }))).toEqual(['page-added', 'swapped']);
    expect(fresh.currentPageIndex).toBe(1);
  });

  it('swapToDomain loads the last page added with that domain (exercise 3)', () => {
    const mem = new AgentMemory();
    const page = (title: string, domain: string): Page => ({ title, domain, messages: [mk(title)] });
    for (let i = 0; i < 3; i++) mem.addPage(page(`code-${i}`, 'code'));
    mem.addPage(page('prefs-0', 'preferences'));
    mem.addPage(page('prefs-1', 'preferences'));
    expect(mem.swapToDomain('preferences')).toEqual([{ type: 'swapped', from: 0, to: 4, page: mem.page(4) }]);
    expect(mem.swapToDomain('code')[0]).toMatchObject({
      type: 'swapped',
      from: 4,
      to: 2,
      page: { title: 'code-2' },
    });
    expect(mem.context().page?.title).toBe('code-2');
    expect(mem.domainNames).toEqual(['code', 'preferences']);
    expect(() => mem.swapToDomain('math')).toThrow(
      new RangeError('unknown domain "math": known domains are "code", "preferences"'),
    );
    expect(() => new AgentMemory().swapToDomain('code')).toThrow(
      'unknown domain "code": no page has a domain yet',
    );
    expect(() => mem.swapToDomain(3 as unknown as string)).toThrow(TypeError);
    expect(mem.currentPageIndex).toBe(2); // a refused swap changes nothing
  });

  it('refuses malformed pages with a clear error, and changes nothing', () => {
    const mem = new AgentMemory();
    const bad: [unknown, RegExp][] = [
      [null, /page must be an object \{ title, messages, domain\? \}/],
      ['notes', /page must be an object/],
      [[mk('a')], /page must be an object/],
      [{ title: '', messages: [] }, /page title must be a non-empty string/],
      [{ title: '   ', messages: [] }, /page title must be a non-empty string/],
      [{ title: 7, messages: [] }, /page title must be a string \(got 7\)/],
      [{ title: 'x' }, /page "x": messages must be an array/],
      [
        { title: 'x', messages: [mk('a'), { role: 'user' }] },
        /page "x", messages\[1\]: message id must be a non-empty string/,
      ],
      [
        { title: 'x', messages: [{ ...mk('a'), importance: NaN }] },
        /page "x", messages\[0\]: message importance must be a finite number/,
      ],
      [{ title: 'x', messages: [], domain: '' }, /page "x": domain must be a non-empty string/],
      [{ title: 'x', messages: [], domain: 3 }, /page domain must be a string/],
    ];
    for (const [page, message] of bad) expect(() => mem.addPage(page as Page)).toThrow(message);
    expect(mem.pageCount).toBe(0);
    expect(mem.currentPageIndex).toBeNull();
  });

  it('clone and toJSON / fromJSON keep given pages, domains and the current page', () => {
    const mem = new AgentMemory({ window: 2, policy: 'lru', evictTo: 'archive', pageSize: 2 });
    for (const p of seedPages()) mem.addPage(p);
    for (let i = 0; i < 5; i++) mem.append(mk(`m${i}`)); // m0, m1 sealed as page 3; m2 opens page 4
    mem.swapToDomain('code');
    const snap = mem.clone();
    const state = JSON.parse(JSON.stringify(mem)) as Record<string, unknown>;
    expect(state.version).toBe(2);
    expect((state.pages as { origin: string }[]).map((p) => p.origin)).toEqual([
      'added',
      'added',
      'added',
      'archive',
    ]);
    const restored = AgentMemory.fromJSON(state);
    expect(restored.toJSON()).toEqual(mem.toJSON());
    expect(restored.pages).toEqual(mem.pages);
    expect(restored.context()).toEqual(mem.context());

    // The clone and the restored copy share no domain map with the original (copy-on-write).
    const extra: Page = { title: 'more code', domain: 'code', messages: [mk('z')] };
    const evs = mem.addPage(extra);
    expect(evs).toEqual([{ type: 'page-added', pageIndex: 4, title: 'more code', size: 1, domain: 'code' }]);
    expect(snap.addPage(extra)).toEqual(evs);
    expect(restored.addPage(extra)).toEqual(evs);
    mem.addPage({ title: 'math', domain: 'math', messages: [] });
    expect(() => snap.swapToDomain('math')).toThrow(/unknown domain "math"/);
    expect(() => restored.swapToDomain('math')).toThrow(/unknown domain "math"/);
    const snapSwap = snap.swapToDomain('code');
    expect(snapSwap[0]).toMatchObject({ from: 1, to: 4, page: { title: 'more code' } });
    expect(restored.swapToDomain('code')).toEqual(snapSwap);
    const next = mk('next');
    expect(restored.append(next)).toEqual(snap.append(next));
    expect(restored.toJSON()).toEqual(snap.toJSON());
  });

  it('fromJSON migrates a version-1 state (archive pages only) and checks page origins', () => {
    const mem = new AgentMemory({ window: 1, evictTo: 'archive', pageSize: 2 });
    ['a', 'b', 'c', 'd'].forEach((s) => mem.append(mk(s)));
    mem.swapTo(1);
    const v2 = JSON.parse(JSON.stringify(mem)) as Record<string, unknown>;
    const v1 = {
      ...v2,
      version: 1,
      pages: (v2.pages as Record<string, unknown>[]).map(({ title, messages }) => ({ title, messages })),
    };
    const migrated = AgentMemory.fromJSON(v1);
    expect(migrated.toJSON()).toEqual(mem.toJSON());
    expect(migrated.context()).toEqual(mem.context());
    const page0 = (v2.pages as Record<string, unknown>[])[0];
    expect(() => AgentMemory.fromJSON({ ...v2, pages: [{ ...page0, origin: 'stolen' }] })).toThrow(
      /page origin must be 'added' or 'archive'/,
    );
    expect(() =>
      AgentMemory.fromJSON({ ...v2, pages: [{ ...page0, origin: 'archive', domain: 'x' }] }),
    ).toThrow(/cannot have a domain/);
    expect(() => AgentMemory.fromJSON({ ...v2, pages: [{ ...page0, origin: 'added', title: '' }] })).toThrow(
      /page title must be a non-empty string/,
    );
  });
});

describe('AgentMemory: configuration', () => {
  it.each([
    [{ window: 0 }, 'window must be an integer >= 1 (got 0)'],
    [{ window: 2.5 }, 'window must be an integer >= 1 (got 2.5)'],
    [{ pageSize: NaN }, 'pageSize must be an integer >= 1 (got NaN)'],
    [{ summaryBudget: -1 }, 'summaryBudget must be an integer >= 0 (got -1)'],
    [{ policy: 'random' }, "policy must be one of 'fifo' | 'lru' | 'importance'"],
    [{ evictTo: 'void' }, "evictTo must be one of 'trash' | 'summary' | 'archive'"],
  ])('rejects %o', (opts, message) => {
    expect(() => new AgentMemory(opts as never)).toThrow(RangeError);
    expect(() => new AgentMemory(opts as never)).toThrow(message);
  });

  it('exposes its config', () => {
    expect(new AgentMemory({ window: 4, policy: 'lru' }).config).toEqual({
      window: 4,
      policy: 'lru',
      evictTo: 'summary',
      pageSize: 5,
      summaryBudget: 200,
      maxCharsPerChunk: 80,
    });
  });
});

// Thousands of random operations checked against the reference after each one: over 5 s on a busy 2-core machine.
describe('AgentMemory: matches a naive reference model under random operations', { timeout: 60_000 }, () => {
  interface Ref {
    m: Message;
    pinned: boolean;
  }
  // Naive O(W) reference: display array + scanning for the victim.
  function refVictim(win: Ref[], policy: EvictionPolicy, arrival: Map<string, number>): number {
    let best = -1;
    for (let i = 0; i < win.length; i++) {
      const r = win[i] as Ref;
      if (r.pinned) continue;
      if (best === -1) {
        best = i;
        continue;
      }
      const b = win[best] as Ref;
      switch (policy) {
        case 'importance': {
          const ka = [r.m.importance, r.m.ts, arrival.get(r.m.id) as number];
          const kb = [b.m.importance, b.m.ts, arrival.get(b.m.id) as number];
          const less =
            ka[0] !== kb[0]
              ? (ka[0] as number) < (kb[0] as number)
              : ka[1] !== kb[1]
                ? (ka[1] as number) < (kb[1] as number)
                : (ka[2] as number) < (kb[2] as number);
          if (less) best = i;
          break;
        }
        case 'fifo':
        case 'lru':
          break;
        default: {
          // A new policy needs its rule here too: a type error until it has one.
          const unhandled: never = policy;
          throw new Error(`no reference rule for ${String(unhandled)}`);
        }
      }
      // fifo and lru: the display order is the eviction order, first unpinned wins
    }
    return best;
  }

  it.each(POLICIES)('%s', (policy) => {
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (const W of [1, 4, 40]) {
      const mem = new AgentMemory({ window: W, policy, evictTo: 'summary' });
      const win: Ref[] = [];
      const arrival = new Map<string, number>();
      let n = 0;
      for (let step = 0; step < 3000; step++) {
        const op = rnd(10);
        if (op < 5 || win.length === 0) {
          const m = createMessage('user', `x${n}`, { ts: rnd(50), importance: rnd(4) });
          arrival.set(m.id, n++);
          const evs = mem.append(m);
          const expected: number[] = [];
          while (win.length >= W) {
            const v = refVictim(win, policy, arrival);
            if (v === -1) break;
            expected.push(v);
            expect(
              evs.find((e) => e.type === 'evicted' && e.message.id === (win[v] as Ref).m.id),
            ).toMatchObject({ position: v });
            win.splice(v, 1);
          }
          expect(evs.filter((e) => e.type === 'evicted')).toHaveLength(expected.length);
          win.push({ m, pinned: false });
        } else {
          const i = rnd(win.length);
          const r = win[i] as Ref;
          if (op === 5) {
            const evs = mem.touch(r.m.id);
            expect(evs[0]).toMatchObject({ type: 'touched', from: i });
            if (policy === 'lru') {
              win.splice(i, 1);
              win.push(r);
            }
          } else if (op === 6) {
            mem.pin(r.m.id);
            r.pinned = true;
          } else if (op === 7) {
            const evs = mem.unpin(r.m.id);
            if (r.pinned) {
              r.pinned = false;
              while (win.length > W) {
                const v = refVictim(win, policy, arrival);
                if (v === -1) break;
                const id = (win[v] as Ref).m.id;
                expect(evs.find((e) => e.type === 'evicted' && e.message.id === id)).toMatchObject({
                  position: v,
                });
                win.splice(v, 1);
              }
            }
          } else {
            const value = rnd(4);
            mem.setImportance(r.m.id, value);
            r.m = { ...r.m, importance: value };
          }
        }
        expect(mem.windowMessages.map((m) => m.id)).toEqual(win.map((r) => r.m.id));
        for (const r of win) if (r.pinned) expect(mem.has(r.m.id)).toBe(true);
      }
    }
  });
});
