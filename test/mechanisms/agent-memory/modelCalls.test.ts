import { describe, expect, it } from 'vitest';
import { buildTimeline, emptyTake, withAnswer, type Take, type TakeUsage } from '../../../src/engine';
import { approxTokens } from '../../../src/engine/tokens/approx';
import { countTokens, hasTokenCounter } from '../../../src/engine/tokens/counter';
import { agentMemoryMechanism } from '../../../src/mechanisms/agent-memory/mechanism';
import { SUMMARY_HOOK } from '../../../src/mechanisms/agent-memory/hooks';
import { callTokens, modelCallsUpTo } from '../../../src/mechanisms/agent-memory/modelCalls';
import { PRESETS } from '../../../src/mechanisms/agent-memory/presets';

const at = '2026-12-01T17:00:00.000Z';
const preset = PRESETS.summary;
const config = { ...preset.config, answers: 'model' as const };
const n = preset.ops.length;

/** Answers every summary the scene asks for; the k-th answer's usage is `usage(k)`. */
function answered(usage: (k: number) => TakeUsage | null): { take: Take; prompts: string[] } {
  let take: Take = emptyTake();
  const prompts: string[] = [];
  for (let k = 0; k < 10; k += 1) {
    const b = buildTimeline(agentMemoryMechanism, config, preset.ops, { take }).blockedAt(n);
    if (!b || b.request.kind !== 'chat') break;
    prompts.push(b.request.prompt);
    take = withAnswer(take, {
      hook: b.request.hook,
      prompt: b.request.prompt,
      answer: `s${k}`,
      model: 'm',
      at,
      usage: usage(k),
    });
  }
  return { take, prompts };
}

describe('what the hooks sent to your model, counted for the meter', () => {
  it('lists each summary prompt sent up to a step, in order, once', () => {
    const { take, prompts } = answered(() => null);
    expect(prompts.length).toBe(4);
    const tl = buildTimeline(agentMemoryMechanism, config, preset.ops, { take });
    expect(modelCallsUpTo(tl, config.summaryPrompt, n)).toEqual(
      prompts.map((prompt) => ({ hook: SUMMARY_HOOK, prompt })),
    );
    // The first eviction is at step 4 (a window of three): nothing was sent before it.
    expect(modelCallsUpTo(tl, config.summaryPrompt, 3)).toEqual([]);
    expect(modelCallsUpTo(tl, config.summaryPrompt, 4)).toHaveLength(1);
  });

  it('counts with the server’s usage where the take holds it, the lab’s estimate elsewhere, and says which', () => {
    // Answers 0 and 2 carry the server's usage; 1 and 3 do not (a server that reports none).
    const usage = (k: number): TakeUsage | null =>
      k % 2 === 0 ? { promptTokens: 100 + k, completionTokens: 10 + k, totalTokens: 110 + 2 * k } : null;
    const { take, prompts } = answered(usage);
    const tl = buildTimeline(agentMemoryMechanism, config, preset.ops, { take });
    const t = callTokens(modelCallsUpTo(tl, config.summaryPrompt, n), take);
    expect(t.calls).toBe(4);
    expect(t.reported).toBe(2);
    expect(t.promptTokens).toBe(100 + 102);
    expect(t.completionTokens).toBe(10 + 12);
    // The lab's count of the two prompts without usage: o200k_base once the tokenizer is registered, else
    // characters / 4 (and the result says which).
    const lab = (p: string) => (t.estimateExact ? countTokens(p) : approxTokens(p));
    expect(t.estimateExact).toBe(hasTokenCounter());
    expect(t.estimatedPromptTokens).toBe(lab(prompts[1] ?? '') + lab(prompts[3] ?? ''));
    // Up to the first eviction only: one call, the server's count.
    expect(callTokens(modelCallsUpTo(tl, config.summaryPrompt, 4), take)).toMatchObject({
      calls: 1,
      reported: 1,
      promptTokens: 100,
      completionTokens: 10,
      estimatedPromptTokens: 0,
    });
    // A prompt the take does not hold yet (the step waits) is not counted.
    expect(callTokens([{ hook: SUMMARY_HOOK, prompt: 'not sent' }], take).calls).toBe(0);
  });
});
