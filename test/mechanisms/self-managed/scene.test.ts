/** The self-managed presets and operations, without a DOM (the panels: Panels.test.tsx). */
import { buildTimeline, validateScript } from '../../../src/engine/scene';
import { selfManagedMechanism as M } from '../../../src/mechanisms/self-managed/mechanism';
import { PRESETS } from '../../../src/mechanisms/self-managed/presets';
import type { Op } from '../../../src/mechanisms/self-managed/ops';

const play = (name: keyof typeof PRESETS) => {
  const p = PRESETS[name];
  return { p, tl: buildTimeline(M, p.config, p.ops) };
};

describe('self-managed presets', () => {
  it('every preset is a valid script, and its timeline runs to the end', () => {
    for (const [name, p] of Object.entries(PRESETS)) {
      expect(M.validateConfig(p.config).ok, name).toBe(true);
      expect(validateScript(M, p.ops).ok, name).toBe(true);
      expect(buildTimeline(M, p.config, p.ops).frame(p.ops.length).step).toBe(p.ops.length);
    }
  });

  it('the write-path presets end on their decision, with the block edited by the matching call', () => {
    const last = (name: keyof typeof PRESETS) => {
      const { p, tl } = play(name);
      return tl.frame(p.ops.length);
    };
    const f = last('two-favourites');
    expect(f.events.map((e) => (e.type === 'write' ? e.step.decision.event : e.type))).toEqual([
      'call',
      'ADD',
    ]);
    expect(f.state.blocks.blocks[1]!.value).toBe('favourite colour: blue\nfavourite colour: green');
    const n = last('negation');
    expect(n.events.find((e) => e.type === 'write')).toMatchObject({
      step: { decision: { event: 'DELETE' } },
    });
    expect(n.state.blocks.blocks[1]!.value).toBe('favourite colour: blue');
    const r = last('restatement');
    expect(r.events.map((e) => (e.type === 'write' ? e.step.decision.event : e.type))).toEqual(['NOOP']);
    const c = last('correction');
    expect(c.state.blocks.blocks[1]!.value).toBe('favourite colour: red\nfavourite colour: green');
    // Bitemporal: blue was believed, then corrected; the history keeps it.
    expect(c.state.path.believedAt(1).map((b) => b.value)).toEqual(['blue']);
  });

  it('every preset in French is valid and plays; the French pressure scene warns, archives and finds the code', () => {
    for (const [name, p] of Object.entries(PRESETS)) {
      const fr = p.inLanguage.fr;
      expect(M.validateConfig(fr.config).ok, name).toBe(true);
      expect(fr.config.language, name).toBe('fr');
      expect(fr.ops.length, name).toBe(p.ops.length);
      expect(validateScript(M, fr.ops).ok, name).toBe(true);
    }
    const fr = PRESETS.pressure.inLanguage.fr;
    const tl = buildTimeline(M, fr.config, fr.ops);
    const all = Array.from({ length: fr.ops.length }, (_, i) => tl.frame(i + 1));
    expect(all.some((f) => f.events.some((e) => e.type === 'pressure'))).toBe(true);
    const names = all.at(-1)!.state.calls.map((c) => c.name);
    expect(names).toContain('archival_insert');
    expect(
      all.at(-1)!.events.find((e) => e.type === 'call' && e.call.name === 'archival_search'),
    ).toMatchObject({ call: { ok: true, output: expect.stringContaining('4412') } });
  });

  it('steps back exactly: a frame read after a later one is the same as before', () => {
    const { p, tl } = play('pressure');
    const early = JSON.stringify(tl.frame(3).state.blocks);
    tl.frame(p.ops.length);
    expect(JSON.stringify(tl.frame(3).state.blocks)).toBe(early);
    expect(tl.frame(3).state.calls.length).toBeLessThan(tl.frame(p.ops.length).state.calls.length);
  });

  it('memory pressure: the warning fires past the share, the agent archives, and the question searches', () => {
    const { p, tl } = play('pressure');
    const all = Array.from({ length: p.ops.length }, (_, i) => tl.frame(i + 1));
    const warned = all.filter((f) => f.events.some((e) => e.type === 'pressure'));
    expect(warned.length).toBeGreaterThan(0);
    expect(all[0]!.events.some((e) => e.type === 'pressure')).toBe(false);
    const names = all.at(-1)!.state.calls.map((c) => c.name);
    expect(names).toContain('archival_insert');
    expect(names.at(-1)).toBe('archival_search');
    expect(
      all.at(-1)!.events.find((e) => e.type === 'call' && e.call.name === 'archival_search'),
    ).toMatchObject({
      call: { ok: true, output: expect.stringContaining('4412') },
    });
  });

  it("a model's invalid call is the tool's error, not a crash", () => {
    const ops: Op[] = [
      { op: 'user', text: 'My name is Ada.' },
      {
        op: 'reply',
        text: 'Saved.',
        calls: [
          { name: 'memory_delete_all', arguments: {} },
          { name: 'memory_append', arguments: '{"label":"human","content":"' + 'x'.repeat(500) + '"}' },
          { name: 'memory_append', arguments: { label: 'human', content: 'name: Ada' } },
        ],
      },
    ];
    const f = buildTimeline(M, PRESETS['two-favourites'].config, ops).frame(2);
    expect(f.state.calls.map((c) => [c.name, c.ok])).toEqual([
      ['memory_delete_all', false],
      ['memory_append', false],
      ['memory_append', true],
    ]);
    expect(f.state.calls[1]!.output).toMatch(/character limit/);
  });

  it('refuses a malformed configuration or operation before anything runs', () => {
    expect(M.validateOp({ op: 'say', text: '' }, 2)).toEqual({
      ok: false,
      problem: { field: 'ops[2].text', detail: 'must not be empty' },
    });
    expect(M.validateOp({ op: 'jump' }, 0).ok).toBe(false);
    expect(M.validateConfig({ ...PRESETS.negation.config, design: 'git' }).ok).toBe(false);
    expect(M.validateConfig({ ...PRESETS.negation.config, blockLimit: 5 }).ok).toBe(false);
  });
});
