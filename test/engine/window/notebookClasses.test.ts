import {
  BinaryHeap,
  createMessage,
  ImportanceMemory,
  LruMemory,
  PagedMemory,
  ProgressiveSummary,
  renderPage,
  resetClock,
  resetMessageIds,
  RollingWindow,
  setClock,
  type Message,
} from '../../../src/engine';

const msg = (content: string, importance = 1, ts?: number): Message =>
  createMessage('user', content, { importance, ...(ts === undefined ? {} : { ts }) });

afterEach(() => {
  resetClock();
  resetMessageIds();
});

describe('createMessage', () => {
  it('gives ids m1, m2, ... from a resettable counter', () => {
    resetMessageIds();
    expect(createMessage('user', 'a').id).toBe('m1');
    expect(createMessage('assistant', 'b').id).toBe('m2');
    resetMessageIds();
    expect(createMessage('user', 'c').id).toBe('m1');
  });

  it('defaults importance to 1 and ts to the injectable clock', () => {
    setClock(() => 42);
    const m = createMessage('tool', 'x');
    expect(m).toMatchObject({ role: 'tool', content: 'x', ts: 42, importance: 1 });
    expect(createMessage('system', 'y', { ts: 7, importance: 3, id: 'custom' })).toMatchObject({
      ts: 7,
      importance: 3,
      id: 'custom',
    });
  });

  it('rejects an unknown role, a non-finite importance or ts', () => {
    expect(() => createMessage('bot' as never, 'x')).toThrow(/role must be one of/);
    expect(() => createMessage('user', 'x', { importance: NaN })).toThrow(RangeError);
    expect(() => createMessage('user', 'x', { ts: Infinity })).toThrow(RangeError);
  });
});

describe('RollingWindow', () => {
  it('evicts the oldest message once full and counts evictions', () => {
    const w = new RollingWindow(2);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((s) => msg(s)) as [Message, Message, Message, Message];
    expect(w.append(a)).toEqual([]);
    expect(w.append(b)).toEqual([]);
    expect(w.append(c)).toEqual([a]);
    expect(w.append(d)).toEqual([b]);
    expect(w.messages).toEqual([c, d]);
    expect(w.size).toBe(2);
    expect(w.evictedTotal).toBe(2);
    expect(w.render()).toBe('[user] c\n[user] d');
  });

  it('keeps arrival order across many wrap-arounds of the ring buffer', () => {
    const w = new RollingWindow(3);
    for (let i = 0; i < 100; i++) w.append(msg(`#${i}`));
    expect(w.messages.map((m) => m.content)).toEqual(['#97', '#98', '#99']);
    expect(w.evictedTotal).toBe(97);
  });

  it.each([0, -1, 1.5, NaN, Infinity])('rejects maxMessages = %s with a RangeError', (n) => {
    expect(() => new RollingWindow(n)).toThrow(RangeError);
    expect(() => new RollingWindow(n)).toThrow(/maxMessages must be an integer >= 1/);
  });

  it('names the bad value in the error', () => {
    expect(() => new RollingWindow(0)).toThrow('maxMessages must be an integer >= 1 (got 0)');
  });
});

describe('ProgressiveSummary', () => {
  it('truncates long content to limit - 3 chars + "..." with a role prefix', () => {
    const s = new ProgressiveSummary({ maxCharsPerChunk: 10 });
    expect(s.add(createMessage('assistant', 'abcdefghijklmno'))).toBe('[assistant] abcdefg...');
    expect(s.add(createMessage('user', 'short'))).toBe('[user] short');
    expect(s.chunks).toEqual(['[assistant] abcdefg...', '[user] short']);
  });

  it('length is the sum of chunk lengths without separators', () => {
    const s = new ProgressiveSummary();
    s.add(createMessage('user', 'aa'));
    s.add(createMessage('user', 'bbb'));
    expect(s.length).toBe(9 + 10);
    expect(s.renderedLength).toBe(9 + 10 + 4);
    expect(s.render()).toBe('[user] aa\n--\n[user] bbb');
  });

  it('render(maxChars) cuts to maxChars - 3 chars + "..."', () => {
    const s = new ProgressiveSummary();
    s.add(createMessage('user', 'aa'));
    s.add(createMessage('user', 'bbb'));
    expect(s.render(15)).toBe('[user] aa\n--...');
    expect(s.render(15)).toHaveLength(15);
    expect(s.render(100)).toBe(s.render());
    expect(s.render(2)).toBe('..');
    expect(new ProgressiveSummary().render(10)).toBe('');
  });

  it('uses the summarize hook instead of truncation', () => {
    const s = new ProgressiveSummary({ summarize: (m) => m.content.toUpperCase() });
    expect(s.add(createMessage('user', 'hello'))).toBe('[user] HELLO');
    const bad = new ProgressiveSummary({ summarize: () => 42 as unknown as string });
    expect(() => bad.add(createMessage('user', 'x'))).toThrow(/summarize must return a string/);
  });

  it('clone is independent', () => {
    const s = new ProgressiveSummary();
    s.add(createMessage('user', 'a'));
    const c = s.clone();
    s.add(createMessage('user', 'b'));
    c.add(createMessage('user', 'c'));
    expect(s.chunks).toEqual(['[user] a', '[user] b']);
    expect(c.chunks).toEqual(['[user] a', '[user] c']);
    expect(c.length).toBe(16);
  });

  it('rejects a bad maxCharsPerChunk or maxChars', () => {
    expect(() => new ProgressiveSummary({ maxCharsPerChunk: 2 })).toThrow(
      /maxCharsPerChunk must be an integer >= 3 \(got 2\)/,
    );
    expect(() => new ProgressiveSummary().render(-1)).toThrow(RangeError);
  });
});

describe('LruMemory', () => {
  /** An LruMemory of this capacity that was given `a`, then `b`. */
  function lruGivenAThenB(capacity: number) {
    const l = new LruMemory(capacity);
    const [a, b] = [msg('a'), msg('b')];
    l.append(a);
    l.append(b);
    return { l, a, b };
  }

  it('evicts the least recently used message', () => {
    const { l, a, b } = lruGivenAThenB(2);
    const c = msg('c');
    expect(l.touch(a)).toBe(true);
    expect(l.append(c)).toEqual([b]);
    expect(l.messages).toEqual([a, c]);
    expect(l.evictedTotal).toBe(1);
  });

  it('touch of an evicted or unknown message returns false and changes nothing', () => {
    const { l, a, b } = lruGivenAThenB(1);
    expect(l.touch(a)).toBe(false);
    expect(l.touch(msg('never'))).toBe(false);
    expect(l.messages).toEqual([b]);
  });

  it('appending a held message moves it to MRU without evicting', () => {
    const { l, a, b } = lruGivenAThenB(2);
    expect(l.append(a)).toEqual([]);
    expect(l.messages).toEqual([b, a]);
  });

  it('rejects a bad capacity', () => {
    expect(() => new LruMemory(0)).toThrow(RangeError);
  });
});

describe('ImportanceMemory', () => {
  it('evicts the lowest importance, then the oldest ts, then the first inserted', () => {
    const im = new ImportanceMemory(2);
    const hi = msg('hi', 5, 1);
    const lowOld = msg('low-old', 1, 2);
    const lowNew = msg('low-new', 1, 3);
    im.append(hi);
    im.append(lowNew);
    expect(im.append(lowOld)).toEqual([lowNew]); // new message is never the victim
    const tieA = msg('tieA', 1, 10);
    const tieB = msg('tieB', 1, 10);
    const im2 = new ImportanceMemory(2);
    im2.append(tieA);
    im2.append(tieB);
    expect(im2.append(msg('x', 9))).toEqual([tieA]);
    expect(im2.evictedTotal).toBe(1);
  });

  it('renders survivors in insertion order with imp=%.2f', () => {
    const im = new ImportanceMemory(3);
    im.append(msg('a', 2.5));
    im.append(msg('b', 0.125));
    expect(im.render()).toBe('[user] (imp=2.50) a\n[user] (imp=0.12) b');
    expect(im.size).toBe(2);
  });

  it('rejects a bad capacity', () => {
    expect(() => new ImportanceMemory(-3)).toThrow(/maxMessages must be an integer >= 1 \(got -3\)/);
  });
});

describe('BinaryHeap', () => {
  it('pops in order', () => {
    const h = new BinaryHeap<number>((a, b) => a < b, [5, 3, 9]);
    [7, 1, 4].forEach((x) => h.push(x));
    const out: number[] = [];
    while (h.size > 0) out.push(h.pop() as number);
    expect(out).toEqual([1, 3, 4, 5, 7, 9]);
    expect(h.pop()).toBeUndefined();
  });
});

describe('PagedMemory', () => {
  const page = (title: string, n: number) => ({
    title,
    messages: Array.from({ length: n }, (_, i) => msg(`${title}${i}`)),
  });

  it('adds pages, swaps and counts messages', () => {
    const pm = new PagedMemory();
    expect(pm.currentPage()).toBeNull();
    expect(pm.addPage(page('a', 2))).toBe(0);
    expect(pm.addPage(page('b', 3))).toBe(1);
    expect(pm.totalMessages()).toBe(5);
    expect(pm.current).toBe(0);
    expect(pm.swapTo(1).title).toBe('b');
    expect(pm.currentPage()?.title).toBe('b');
  });

  it('throws a RangeError naming the range when swapping out of range', () => {
    const pm = new PagedMemory();
    expect(() => pm.swapTo(0)).toThrow('page index 0 out of range: there are no pages yet');
    pm.addPage(page('a', 1));
    pm.addPage(page('b', 1));
    pm.addPage(page('c', 1));
    expect(() => pm.swapTo(7)).toThrow(new RangeError('page index 7 out of range (0..2)'));
    expect(() => pm.swapTo(-1)).toThrow(RangeError);
    expect(() => pm.swapTo(0.5)).toThrow(RangeError);
  });

  it('renderPage prints like the seed', () => {
    const p = { title: 't', messages: [createMessage('user', 'u'), createMessage('assistant', 'v')] };
    expect(renderPage(p)).toBe('=== Page: t (2 msg) ===\n  [user] u\n  [assistant] v');
  });
});
