/** Chapter 6 with the learner's model writing each summary: the fact-by-fact report follows the model's text. */
import type { SceneEnv } from '../../../src/engine/scene/take';
import {
  COMPACTION_SUMMARY_HOOK,
  compactionMechanism as M,
  type CompactionState,
} from '../../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../../src/mechanisms/compaction/presets';
import { COMPACTION_AGENT_HOOK } from '../../../src/engine/compaction/agentTools';
import { scriptedCallAnswer } from './scriptedCalls';
import { configLink } from '../../../src/mechanisms/compaction/link';
import type { CompactionConfig } from '../../../src/mechanisms/compaction/ops';

/**
 * A fake model: makes the script's own tool calls (the agent's hook), and in its summaries keeps the values of every
 * other planted fact it reads in the prompt, dropping the rest.
 */
function fakeModel(values: readonly string[]) {
  const asked: { hook: string; prompt: string; answer: string }[] = [];
  const calls = PRESETS.threshold.ops.flatMap((o) => (o.op === 'call' ? [o.text] : []));
  const env: SceneEnv = {
    ask(hook, prompt) {
      if (hook === COMPACTION_AGENT_HOOK) return scriptedCallAnswer(calls.shift() as string);
      const seen = values.filter((v) => prompt.includes(v));
      const kept = seen.filter((_, i) => i % 2 === 0);
      const answer = `The agent worked on the repository. Facts: ${kept.join(', ') || 'none'}.`;
      asked.push({ hook, prompt, answer });
      return answer;
    },
    embed: () => {
      throw new Error('not used');
    },
  };
  return { env, asked };
}

function run(config: CompactionConfig, env: SceneEnv) {
  const ops = PRESETS.threshold.ops;
  const values = ops.flatMap((o) => ('fact' in o && o.fact ? [o.fact.value] : []));
  let state: CompactionState = M.initial(config, env);
  const lines = new Map<string, string>();
  for (const op of ops) {
    const out = M.apply(state, op);
    state = out.state;
    for (const e of out.events)
      if (e.type === 'item') lines.set(e.item.id, `[${e.item.role}] ${e.item.text}`);
    if (state.last?.event.type === 'compaction') break;
  }
  return { state, values, lines };
}

describe('compaction summaries written by the model', () => {
  const values = PRESETS.threshold.ops.flatMap((o) => ('fact' in o && o.fact ? [o.fact.value] : []));

  it.each(['lossy', 'recoverable'] as const)(
    'the %s summary is the model’s text and the dropped list follows it',
    (style) => {
      const { env, asked } = fakeModel(values);
      const { state, lines } = run({ ...PRESETS.threshold.config, style, answers: 'model' }, env);
      const ev = state.last?.event;
      if (ev?.type !== 'compaction' || !ev.facts) throw new Error('no compaction with facts');
      expect(asked).toHaveLength(1);
      const [q] = asked as [(typeof asked)[number]];
      expect(q.hook).toBe(COMPACTION_SUMMARY_HOOK);
      expect(state.context.summary?.text).toBe(q.answer);
      // The prompt lists every replaced item as the model read it.
      for (const id of ev.replaced) expect(q.prompt).toContain(lines.get(id));
      const replacedFacts = state.facts.filter((f) => ev.replaced.includes(f.itemId));
      const kept = replacedFacts.filter((f) => q.answer.includes(f.value)).map((f) => f.id);
      const dropped = replacedFacts.filter((f) => !q.answer.includes(f.value)).map((f) => f.id);
      expect(kept.length).toBeGreaterThan(0);
      expect(dropped.length).toBeGreaterThan(0);
      for (const id of kept) expect(ev.facts.after.context).toContain(id);
      const lostTo = style === 'lossy' ? ev.facts.after.gone : ev.facts.after.storage;
      expect([...lostTo].sort()).toEqual([...dropped].sort());
    },
  );

  it('a scripted run asks nothing, and the same config without the model keeps the truncation summary', () => {
    const { env, asked } = fakeModel(values);
    const { state } = run({ ...PRESETS.threshold.config }, env);
    expect(asked).toHaveLength(0);
    expect(state.context.summary?.text).not.toMatch(/^The agent worked/);
  });

  it('the opaque style keeps the model’s text unauditable', () => {
    const { env, asked } = fakeModel(values);
    const { state } = run({ ...PRESETS.threshold.config, style: 'opaque', answers: 'model' }, env);
    const ev = state.last?.event;
    if (ev?.type !== 'compaction' || !ev.facts) throw new Error('no compaction with facts');
    expect(state.context.summary).toMatchObject({ opaque: true, text: asked[0]?.answer });
    expect(ev.facts.after.unauditable.length).toBeGreaterThan(0);
  });

  it('answers round-trips through the link and is validated', () => {
    const c = { ...PRESETS.threshold.config, answers: 'model' as const };
    expect(configLink.write(c).answers).toBe('model');
    const back = configLink.read(new URLSearchParams(configLink.write(c)), PRESETS.threshold.config);
    expect(M.validateConfig(back)).toMatchObject({ ok: true, value: { answers: 'model' } });
    expect(M.validateConfig({ ...c, answers: 'oracle' }).ok).toBe(false);
  });
});
