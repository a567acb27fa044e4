// @vitest-environment node
/**
 * Chapter 6's agent calls under the tool-call grammar, with real weights: llama2.c's stories260K run by llama.cpp
 * (node-llama-cpp's prebuilt CPU build, one thread), held to the grammar made from the compaction scene's three
 * tools, on the scene's first agent prompts (the request as it stands at each of the script's calls). What it writes
 * is nonsense to a reader; under the grammar it is always calls the scene reads and runs: each one of the three
 * tools with its argument, so the executor answers it (the script's result or the tool's empty answer), never a throw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTimeline } from '../../src/engine/scene';
import { emptyTake, withAnswer, type Take } from '../../src/engine/scene/take';
import {
  AGENT_TOOLS,
  COMPACTION_AGENT_HOOK,
  checkAgentCall,
  emptyResult,
} from '../../src/engine/compaction/agentTools';
import { parseModelAnswer, toolCallGrammar } from '../../src/engine/selfManaged/modelTurn';
import { compactionMechanism as M } from '../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../src/mechanisms/compaction/presets';
import { llamaBackend, type LlamaBackend } from '../../tools/modelServer/realModels';
import { STORIES_GGUF as GGUF, STORIES_SKIP as skip } from './stories';

const preset = PRESETS.threshold;
const config = { ...preset.config, answers: 'model' as const };

describe.skipIf(skip !== null)(skip ?? 'stories260K makes chapter 6’s agent calls under the grammar', () => {
  let llama: LlamaBackend;
  beforeAll(async () => {
    llama = await llamaBackend(GGUF as string, { contextSize: 4096 });
  }, 120_000);
  afterAll(async () => llama?.close());

  it('its first three turns are calls of the scene’s tools, which the executor runs', async () => {
    let take: Take = emptyTake();
    const grammar = toolCallGrammar(AGENT_TOOLS);
    for (let turn = 0; turn < 3; turn++) {
      const b = buildTimeline(M, config, preset.ops, { take }).blockedAt(preset.ops.length);
      if (b?.request.kind !== 'chat') throw new Error('the scene asked nothing');
      expect(b.request.hook).toBe(COMPACTION_AGENT_HOOK);
      expect(b.request.tools).toBe(AGENT_TOOLS);
      const r = await llama.answer([{ role: 'user', content: b.request.prompt }], {
        maxTokens: 1024,
        signal: new AbortController().signal,
        onPiece: () => undefined,
        grammar,
      });
      // The whole text is the grammar's JSON: it parses as it is, into 1 to 3 runnable calls.
      expect(() => JSON.parse(r.text) as unknown, r.text).not.toThrow();
      const calls = parseModelAnswer(r.text).calls.map(checkAgentCall);
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.length).toBeLessThanOrEqual(3);
      for (const c of calls) {
        expect(c.error, c.text).toBeNull();
        expect(AGENT_TOOLS.map((t) => t.function.name)).toContain(c.name);
        expect(emptyResult(c).length).toBeGreaterThan(0);
      }
      take = withAnswer(take, {
        hook: b.request.hook,
        prompt: b.request.prompt,
        answer: r.text,
        model: 'stories260K.gguf',
        at: new Date().toISOString(),
        usage: null,
      });
      // And the scene replays the step from the take: the model's calls are its tool calls.
      const frame = buildTimeline(M, config, preset.ops, { take }).frame(b.step);
      expect(frame.state.pending?.records.map((x) => x.call.text)).toEqual(calls.map((c) => c.text));
    }
  }, 300_000);
});
