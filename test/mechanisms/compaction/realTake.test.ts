/**
 * The take recorded with real weights (docs/takes/, stories260K: its calls under the tool-call grammar, its summaries
 * plain text) replays the threshold scene without any model: valid as a take, every prompt answered, every call it
 * made run by the scene's executor or refused with the tool's error, each summary its text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildTimeline } from '../../../src/engine/scene';
import { parseTakeJson } from '../../../src/engine/scene/take';
import { COMPACTION_AGENT_HOOK } from '../../../src/engine/compaction/agentTools';
import { parseModelAnswer } from '../../../src/engine/selfManaged/modelTurn';
import {
  COMPACTION_SUMMARY_HOOK,
  compactionMechanism as M,
} from '../../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../../src/mechanisms/compaction/presets';

const FILE = resolve(import.meta.dirname, '../../../docs/takes/compaction-threshold.stories260K.json');

describe('the stories260K take of the threshold scene', () => {
  it('replays to the end from the file alone: its calls, their results or errors, its summaries', () => {
    const parsed = parseTakeJson(readFileSync(FILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const take = parsed.value;
    const p = PRESETS.threshold;
    expect(take.answers.every((a) => a.model === 'stories260K.gguf')).toBe(true);
    const tl = buildTimeline(M, { ...p.config, answers: 'model' }, p.ops, { take });
    expect(tl.blockedAt(p.ops.length)).toBeNull();
    const end = tl.frame(p.ops.length).state;
    const agent = take.answers.filter((a) => a.hook === COMPACTION_AGENT_HOOK);
    expect(agent).toHaveLength(p.ops.filter((o) => o.op === 'call').length);
    const made = agent.reduce((n, a) => n + parseModelAnswer(a.answer).calls.length, 0);
    // The last call's result step may be past the script's end: the rest wait, none is lost.
    expect(end.modelCalls.length + (end.pending?.records.length ?? 0)).toBe(made);
    for (const r of end.modelCalls) {
      expect(r.output).not.toBeNull();
      if (r.call.error !== null) expect(r.output).toMatch(/^Error: /);
    }
    // One summary a compaction (its calls may keep the request under the threshold: then none), each the model's text.
    const summaries = take.answers.filter((a) => a.hook === COMPACTION_SUMMARY_HOOK);
    expect(summaries.length).toBe(end.operations);
    expect(end.summaryBy).toBe(end.operations > 0 ? 'model' : null);
    expect(end.context.summary?.text).toBe(summaries.at(-1)?.answer.trim());
  });
});
