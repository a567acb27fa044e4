/** Chapter 6's mechanism without a DOM: presets, compaction and clearing as the engine does them, facts, forget me, link. */
import { buildTimeline, validateScript } from '../../../src/engine/scene';
import { approxTokens } from '../../../src/engine/tokens/approx';
import { CLEARED_PLACEHOLDER } from '../../../src/engine/compaction/compact';
import {
  compactionMechanism as M,
  placesOf,
  requestTexts,
} from '../../../src/mechanisms/compaction/mechanism';
import { PRESETS, FORGOTTEN } from '../../../src/mechanisms/compaction/presets';
import { configLink } from '../../../src/mechanisms/compaction/link';
import { describeFrame } from '../../../src/mechanisms/compaction/caption';
import dict from '../../../src/mechanisms/compaction/compaction.messages';
import compaction from '../../../src/mechanisms/compaction';
import type { Op } from '../../../src/mechanisms/compaction/ops';

const end = (name: keyof typeof PRESETS, patch: object = {}) => {
  const p = PRESETS[name];
  const tl = buildTimeline(M, { ...p.config, ...patch }, p.ops);
  return { p, tl, last: tl.frame(p.ops.length) };
};

describe('compaction presets', () => {
  it('every preset is a valid script that plays to the end and compacts or clears at least once', () => {
    for (const [name, p] of Object.entries(PRESETS)) {
      expect(M.validateConfig(p.config).ok, name).toBe(true);
      expect(validateScript(M, p.ops).ok, name).toBe(true);
      const f = buildTimeline(M, p.config, p.ops).frame(p.ops.length);
      expect(f.step).toBe(p.ops.length);
      expect(f.state.operations, name).toBeGreaterThan(0);
      expect(f.state.facts.length, name).toBeGreaterThan(0);
    }
  });

  it('refuses a fact planted twice and an unknown op', () => {
    const ops: Op[] = [
      { op: 'user', text: 'a', fact: { id: 'x', value: '1' } },
      { op: 'result', text: 'b', fact: { id: 'x', value: '2' } },
    ];
    expect(validateScript(M, ops).ok).toBe(false);
    expect(validateScript(M, [{ op: 'erase' }]).ok).toBe(false);
    expect(M.validateConfig({ ...PRESETS.threshold.config, threshold: 5 }).ok).toBe(false);
    expect(M.validateConfig({ ...PRESETS.threshold.config, reserved: 4000 }).ok).toBe(false);
  });
});

describe('compaction at a threshold', () => {
  it('compacts exactly when the request passes T% of the limit, keeping the last K items', () => {
    const { p, tl } = end('threshold');
    const trigger = Math.floor((p.config.limit * p.config.threshold) / 100);
    for (let i = 1; i <= p.ops.length; i++) {
      const f = tl.frame(i);
      const ev = f.events.find((e) => e.type === 'compaction');
      const item = f.events.find((e) => e.type === 'item');
      if (item?.type !== 'item') continue;
      // Independent count: every section's text at chars / 4, plus the reserved space.
      const before = tl.frame(i - 1).state.context;
      const texts = [...requestTexts(before), `[${item.item.role}] ${item.item.text}`];
      const total = texts.reduce((n, t) => n + approxTokens(t), 0) + before.reserved;
      expect(item.total).toBe(total);
      if (total > trigger) {
        expect(ev, `step ${i}`).toBeDefined();
        expect(f.state.context.items.length).toBeLessThanOrEqual(p.config.keep + 1);
      } else expect(ev).toBeUndefined();
    }
  });

  it('the three styles replace the same items; only recoverable keeps them, only opaque hides the summary', () => {
    const lossy = end('threshold', { style: 'lossy' }).last.state;
    const rec = end('threshold', { style: 'recoverable' }).last.state;
    const opa = end('threshold', { style: 'opaque' }).last.state;
    expect(rec.context.summary?.replaced).toEqual(lossy.context.summary?.replaced);
    expect(lossy.store.saved).toHaveLength(0);
    expect(rec.store.saved.map((i) => i.id)).toEqual(rec.context.summary?.replaced);
    expect(opa.context.summary?.opaque).toBe(true);
    expect(lossy.context.summary?.opaque).toBe(false);
    // A fact planted in a replaced item and past the summary's chunk: gone when lossy, in storage when recoverable.
    const rep = lossy.last?.event.facts;
    expect(rep?.after.gone.length).toBeGreaterThan(0);
    const recRep = rec.last?.event.facts;
    expect(recRep?.after.gone).toEqual([]);
    expect(recRep?.after.storage).toEqual(rep?.after.gone);
  });

  it('a compaction changes the prefix: the next request shares only the system prompt and tools', () => {
    const { p, tl } = end('threshold');
    const sys = approxTokens(tl.frame(0).state.context.system);
    for (let i = 1; i <= p.ops.length; i++) {
      const f = tl.frame(i);
      const req = f.events.find((e) => e.type === 'request');
      if (req?.type !== 'request') continue;
      const compacted = f.events.some((e) => e.type === 'compaction');
      if (compacted) expect(req.prefix).toBeLessThan(req.tokens / 2);
      if (compacted) expect(req.prefix).toBeGreaterThanOrEqual(sys);
    }
  });

  it('steps back exactly', () => {
    const { p, tl } = end('threshold');
    const early = JSON.stringify(tl.frame(20).state.context);
    tl.frame(p.ops.length);
    expect(JSON.stringify(tl.frame(20).state.context)).toBe(early);
  });
});

describe('clearing tool results', () => {
  it('calls stay, old results become the placeholder, the last N stay whole', () => {
    const { p, last } = end('clearing');
    const items = last.state.context.items;
    const results = items.filter((i) => i.kind === 'toolResult');
    const live = results.filter((i) => !i.cleared);
    expect(results.some((i) => i.cleared && i.text === CLEARED_PLACEHOLDER)).toBe(true);
    expect(live.length).toBeGreaterThanOrEqual(p.config.keep);
    expect(items.filter((i) => i.kind === 'toolCall').length).toBe(
      p.ops.filter((o) => o.op === 'call').length,
    );
    expect(last.state.context.summary).toBeNull();
  });

  it('clears only when at least M tokens go', () => {
    const { p } = end('clearing');
    const big = buildTimeline(M, { ...p.config, clearAtLeast: 100_000 }, p.ops).frame(p.ops.length);
    expect(big.state.operations).toBe(0);
  });
});

describe('a forgotten fact lives on', () => {
  it('forget me empties the store, and the value is still in the summary, the storage and the reflection', () => {
    const { last } = end('forgotten');
    expect(last.state.memories.entries()).toEqual([]);
    const r = last.state.forgotten;
    expect(r?.values.map((v) => v.value)).toEqual([FORGOTTEN.value]);
    expect(r?.values[0]?.places).toEqual(placesOf(last.state, FORGOTTEN.value));
    expect(r?.values[0]?.places).toEqual(expect.arrayContaining(['summary', 'storage', 'reflection']));
    const lossy = end('forgotten', { style: 'opaque' }).last.state.forgotten;
    expect(lossy?.values[0]?.places).toContain('unauditable');
  });
});

describe('caption, link and anatomy', () => {
  it('says the compaction and its facts in both languages', () => {
    const { p, tl } = end('threshold');
    const i = Array.from({ length: p.ops.length }, (_, k) => k + 1).find((k) =>
      tl.frame(k).events.some((e) => e.type === 'compaction'),
    ) as number;
    for (const lang of ['en', 'fr'] as const) {
      const lines = describeFrame(dict[lang], tl.frame(i)).join(' ');
      expect(lines).toMatch(lang === 'en' ? /summary/ : /résumé/);
    }
  });

  it('writes and reads T, K, M by name', () => {
    const c = { ...PRESETS.clearing.config, threshold: 70, keep: 4, clearAtLeast: 300 };
    const q = new URLSearchParams(configLink.write(c));
    expect(q.get('T')).toBe('70');
    expect(configLink.read(q, PRESETS.threshold.config)).toEqual(c);
  });

  it('gives the request by section, the same texts the mechanism counts', () => {
    const { p, last } = end('clearing');
    const parts = compaction.anatomy?.(last, {
      mechanism: 'compaction',
      preset: 'clearing',
      config: p.config,
      ops: p.ops,
      compare: false,
      focus: null,
    });
    const ctx = last.state.context;
    const all = [
      ...(parts?.system ?? []),
      ...(parts?.tools ?? []),
      ...(parts?.summary ?? []),
      ...(parts?.messages ?? []),
      ...(parts?.toolCalls ?? []),
      ...(parts?.toolResults ?? []),
    ];
    expect(all.length).toBe(requestTexts(ctx).length);
    expect(parts?.reserved).toBe(p.config.reserved);
    expect(parts?.toolResults?.some((t) => t.includes(CLEARED_PLACEHOLDER))).toBe(true);
  });
});
