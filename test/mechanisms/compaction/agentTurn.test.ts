/**
 * Chapter 6's agent with the learner's model making its tool calls (a fake port: answers written here): the calls
 * come from the take, run through the scene's executor, a refusal is the tool's error, and a recorded take replays
 * without the model.
 */
import { buildTimeline } from '../../../src/engine/scene';
import { emptyTake, withAnswer, type SceneEnv, type Take } from '../../../src/engine/scene/take';
import {
  AGENT_TOOLS,
  COMPACTION_AGENT_HOOK,
  checkAgentCall,
  emptyResult,
} from '../../../src/engine/compaction/agentTools';
import { encodeModelAnswer, toolCallGrammar } from '../../../src/engine/selfManaged/modelTurn';
import {
  COMPACTION_SUMMARY_HOOK,
  compactionMechanism as M,
  type CompactionState,
} from '../../../src/mechanisms/compaction/mechanism';
import { describeFrame } from '../../../src/mechanisms/compaction/caption';
import dict from '../../../src/mechanisms/compaction/compaction.messages';
import { PRESETS } from '../../../src/mechanisms/compaction/presets';
import type { CompactionConfig, Op } from '../../../src/mechanisms/compaction/ops';
import { scriptedCallAnswer } from './scriptedCalls';

const preset = PRESETS.threshold;
const modelConfig: CompactionConfig = { ...preset.config, answers: 'model' };
const SUMMARY = 'The agent fixed modules; nothing else kept.';

/** A fake port: the agent's hook answered by `agent(prompt, callIndex)`, every summary by SUMMARY. */
function fakeEnv(agent: (prompt: string, call: number) => string) {
  const prompts: { hook: string; prompt: string; tools: unknown }[] = [];
  let call = 0;
  const env: SceneEnv = {
    ask(hook, prompt, tools) {
      prompts.push({ hook, prompt, tools });
      return hook === COMPACTION_AGENT_HOOK ? agent(prompt, call++) : SUMMARY;
    },
    embed: () => {
      throw new Error('not used');
    },
  };
  return { env, prompts };
}

function play(ops: readonly Op[], env: SceneEnv, config = modelConfig) {
  let state: CompactionState = M.initial(config, env);
  const frames = [];
  for (const op of ops) {
    const out = M.apply(state, op);
    state = out.state;
    frames.push(out);
  }
  return { state, frames };
}

const scriptCalls = preset.ops.flatMap((o) => (o.op === 'call' ? [o.text] : []));

describe('the learner’s model makes the agent’s tool calls (chapter 6)', () => {
  it('making the script’s own calls, the scene plants the same facts and compacts at the same step', () => {
    const { env, prompts } = fakeEnv((_, i) => scriptedCallAnswer(scriptCalls[i] as string));
    const model = play(preset.ops, env);
    const scripted = play(preset.ops, env, preset.config);
    expect(model.state.facts).toEqual(scripted.state.facts);
    const firstCompaction = (r: typeof model) =>
      r.frames.findIndex((f) => f.events.some((e) => e.type === 'compaction'));
    expect(firstCompaction(model)).toBe(firstCompaction(scripted));
    expect(firstCompaction(model)).toBeGreaterThan(0);
    // Asked once per script call, with the scene's three tools; every call was the script's and got its result.
    const agentAsks = prompts.filter((p) => p.hook === COMPACTION_AGENT_HOOK);
    expect(agentAsks).toHaveLength(scriptCalls.length);
    for (const a of agentAsks) expect(a.tools).toBe(AGENT_TOOLS);
    expect(model.state.modelCalls.map((r) => r.call.text)).toEqual(scriptCalls);
    expect(model.state.modelCalls.every((r) => r.scripted && r.output !== null)).toBe(true);
    expect(model.state.summaryBy).toBe('model');
    expect(scripted.state.summaryBy).toBe('lab');
  });

  it('the prompt is the request as it stands: the system prompt, the summary, every item', () => {
    const { env, prompts } = fakeEnv((_, i) => scriptedCallAnswer(scriptCalls[i] as string));
    const { state } = play(preset.ops, env);
    const last = prompts.filter((p) => p.hook === COMPACTION_AGENT_HOOK).at(-1)?.prompt ?? '';
    expect(last.startsWith(state.context.system)).toBe(true);
    expect(last).toContain(SUMMARY);
    // The last item of the scene before the script's last call is in the prompt (a user task or a result).
    expect(last).toContain('Call the tool you need next');
    expect(prompts.some((p) => p.hook === COMPACTION_SUMMARY_HOOK)).toBe(true);
  });

  it('an invalid call is the tool’s error, another valid call gets the empty answer and plants nothing', () => {
    const ops = preset.ops;
    const firstCall = ops.findIndex((o) => o.op === 'call');
    const fact = ops.findIndex((o, i) => i > firstCall && o.op === 'result' && o.fact);
    // Answer the call just before the first planted result with four calls of each kind.
    const factCall = fact - 1;
    expect(ops[factCall]?.op).toBe('call');
    const factCallIndex = ops.slice(0, factCall).filter((o) => o.op === 'call').length;
    const odd = encodeModelAnswer('Looking.', [
      { name: 'delete_repo', arguments: {} },
      { name: 'read_file', arguments: {} },
      { name: 'search', arguments: { query: 'nothing here' } },
    ]);
    const { env } = fakeEnv((_, i) =>
      i === factCallIndex ? odd : scriptedCallAnswer(scriptCalls[i] as string),
    );
    const { state, frames } = play(ops.slice(0, fact + 1), env);
    const made = state.modelCalls.slice(-3);
    expect(made.map((r) => r.call.error === null)).toEqual([false, false, true]);
    expect(made[0]?.output).toMatch(/^Error: unknown tool "delete_repo"; the tools are read_file, search/);
    expect(made[1]?.output).toBe('Error: read_file: missing required argument "path"');
    expect(made[2]?.output).toBe('0 matches for "nothing here"');
    // The result step adds the three outputs as tool results; the script's fact is not planted.
    const items = state.context.items.slice(-3);
    expect(items.map((it) => [it.kind, it.text])).toEqual(made.map((r) => ['toolResult', r.output]));
    const planted = ops[fact];
    if (planted?.op !== 'result' || !planted.fact) throw new Error('no planted result');
    expect(state.facts.map((f) => f.id)).not.toContain(planted.fact.id);
    // The caption says what happened, in both languages.
    const frame = { step: fact + 1, op: ops[fact] as Op, events: frames.at(-1)?.events ?? [], state };
    const en = describeFrame(dict.en, frame).join(' ');
    expect(en).toContain('The tool refuses delete_repo({})');
    expect(describeFrame(dict.fr, frame).join(' ')).toContain('L’outil refuse delete_repo({})');
  });

  it('an answer with no call is the agent’s reply, and the result step adds nothing', () => {
    const { env } = fakeEnv(() => 'I think the code is fine.');
    const ops = preset.ops;
    const callAt = ops.findIndex((o) => o.op === 'call');
    const { state, frames } = play(ops.slice(0, callAt + 2), env);
    const last = state.context.items.at(-1);
    expect(last).toMatchObject({ kind: 'message', role: 'assistant', text: 'I think the code is fine.' });
    expect(state.modelCalls).toEqual([]);
    // No result came back: the model is not asked again at the result step.
    expect(ops[callAt + 1]?.op).toBe('result');
    expect(frames.at(-1)?.events.map((e) => e.type)).toEqual(['model-results']);
  });

  it('a recorded take replays without the model: same frames, nothing blocked', () => {
    let take: Take = emptyTake();
    let asked = 0;
    for (;;) {
      const b = buildTimeline(M, modelConfig, preset.ops, { take }).blockedAt(preset.ops.length);
      if (!b) break;
      if (b.request.kind !== 'chat') throw new Error('asked for vectors');
      const answer =
        b.request.hook === COMPACTION_AGENT_HOOK
          ? scriptedCallAnswer(scriptCalls[asked++] as string)
          : SUMMARY;
      if (b.request.hook === COMPACTION_AGENT_HOOK) expect(b.request.tools).toEqual(AGENT_TOOLS);
      take = withAnswer(take, {
        hook: b.request.hook,
        prompt: b.request.prompt,
        answer,
        model: 'fake',
        at: '2026-12-06T00:00:00Z',
        usage: null,
      });
    }
    expect(asked).toBe(scriptCalls.length);
    const tl = buildTimeline(M, modelConfig, preset.ops, { take });
    expect(tl.blockedAt(preset.ops.length)).toBeNull();
    const end = tl.frame(preset.ops.length).state;
    expect(end.modelCalls.map((r) => r.call.text)).toEqual(scriptCalls);
    expect(end.summaryBy).toBe('model');
    expect(end.context.summary?.text).toBe(SUMMARY);
  });

  it('checks calls against the three tools, and the grammar holds a model to them', () => {
    expect(checkAgentCall({ name: 'run_tests', arguments: '{"module":"billing"}' })).toMatchObject({
      text: 'run_tests("billing")',
      error: null,
    });
    expect(checkAgentCall({ name: 'run_tests', arguments: '{"module":' }).error).toBe(
      'Error: run_tests: arguments are not valid JSON',
    );
    const r = checkAgentCall({ name: 'read_file', arguments: { path: 'src/x.ts' } });
    expect(emptyResult(r)).toBe('read_file: no file "src/x.ts" in the repository');
    const g = toolCallGrammar(AGENT_TOOLS);
    for (const t of AGENT_TOOLS) expect(g).toContain(t.function.name);
  });
});
