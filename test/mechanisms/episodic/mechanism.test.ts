import { buildTimeline, validateScript } from '../../../src/engine/scene';
import { episodicMechanism, type EpisodicSceneState } from '../../../src/mechanisms/episodic/mechanism';
import { configLink } from '../../../src/mechanisms/episodic/link';
import { validateConfig, validateOp } from '../../../src/mechanisms/episodic/ops';
import { PRESETS } from '../../../src/mechanisms/episodic/presets';

const summary = (s: EpisodicSceneState) => ({
  time: s.s.time,
  episodes: s.s.buffer.all().map((e) => [e.id, e.at]),
  concepts: s.s.store.concepts().map((c) => [c, s.s.store.get(c)]),
  relations: s.s.graph.relations().map((r) => [r.id, r.object, r.validAt, r.invalidAt]),
  reflections: s.s.reflections.map((r) => [r.id, r.reasons, r.episodes]),
  memories: s.s.memories.map((m) => [m.id, m.status, m.lastAccessAt, m.importance]),
});

describe('the episodic mechanism', () => {
  it('every preset validates: config, script and link round trip', () => {
    for (const [name, p] of Object.entries(PRESETS)) {
      expect(validateConfig(p.config).ok, name).toBe(true);
      expect(validateScript(episodicMechanism, p.ops).ok, name).toBe(true);
      const q = new URLSearchParams(configLink.write(p.config));
      const back = validateConfig(configLink.read(q, p.config));
      expect(back.ok && back.value, name).toEqual(p.config);
    }
  });

  it('refuses bad operations and configurations with the field named', () => {
    const bad = validateOp({ op: 'wait', hours: -1 }, 3);
    expect(bad.ok ? null : bad.problem.field).toBe('ops[3].hours');
    const noAction = validateOp(
      { op: 'episode', thought: '', input: '', action: ' ', outcome: '', feedback: '' },
      0,
    );
    expect(noAction.ok ? null : noAction.problem.field).toBe('ops[0].action');
    expect(validateOp({ op: 'explode' }, 1).ok).toBe(false);
    const c = validateConfig({ ...PRESETS.triggers.config, decay: 2 });
    expect(c.ok ? null : c.problem.field).toBe('decay');
  });

  it('frames rebuilt from checkpoints (every 4 steps) equal a fresh replay, at every step and backwards', () => {
    const p = PRESETS.triggers;
    const timeline = buildTimeline(episodicMechanism, p.config, p.ops);
    const fresh = (n: number) => {
      let st = episodicMechanism.initial(p.config);
      for (const op of p.ops.slice(0, n)) st = episodicMechanism.apply(st, op).state;
      return summary(st);
    };
    for (let i = timeline.length - 1; i >= 0; i--)
      expect(summary(timeline.frame(i).state), `step ${i}`).toEqual(fresh(i));
  });

  it('the triggers preset reflects for its reasons, and the graph dates the rate change', () => {
    const p = PRESETS.triggers;
    const timeline = buildTimeline(episodicMechanism, p.config, p.ops);
    const last = timeline.frame(timeline.length - 1).state.s;
    expect(last.reflections.map((r) => r.reasons.join('+'))).toEqual([
      'negative',
      'novelty',
      'novelty',
      'negative',
      'schedule',
      'negative',
      'schedule',
    ]);
    const rates = last.graph.relations().filter((r) => r.relation === 'TARIF_JOURNALIER');
    expect(rates.map((r) => [r.object, r.invalidAt === null])).toEqual([
      ['450 €', false],
      ['550 €', true],
    ]);
    expect(rates[0]?.invalidAt).toBe(rates[1]?.validAt);
  });

  it('the seed preset replays the seed: one reflection called by the script, one fact', () => {
    const p = PRESETS.taskmaster;
    const timeline = buildTimeline(episodicMechanism, p.config, p.ops);
    const last = timeline.frame(timeline.length - 1).state.s;
    expect(last.reflections.map((r) => r.reasons)).toEqual([['manual']]);
    expect(last.store.get('Préférences des clients')?.facts).toHaveLength(1);
    expect(last.queries).toHaveLength(2);
  });
});
