import { expect } from 'vitest';
import { buildTimeline, emptyTake, withAnswer, type Mechanism, type Take } from '../../src/engine';

/**
 * Plays a scene whose steps wait for a model, answering each chat request in order as a model would, until no step
 * waits (or after `most` rounds); every request must be a chat of `hook`. `answer` gets the prompt and how many were
 * answered before it. Returns the take and the prompts sent, in order.
 */
export function answerChats<Config, State, Op, Event>(
  mechanism: Mechanism<Config, State, Op, Event>,
  config: Config,
  ops: readonly Op[],
  {
    hook,
    answer,
    most,
    at,
  }: { hook: string; answer: (prompt: string, index: number) => string; most: number; at: string },
): { take: Take; sent: string[] } {
  let take: Take = emptyTake();
  const sent: string[] = [];
  for (let round = 0; round < most; round += 1) {
    const b = buildTimeline(mechanism, config, ops, { take }).blockedAt(ops.length);
    if (!b) break;
    if (b.request.kind !== 'chat') throw new Error('chat expected');
    expect(b.request.hook).toBe(hook);
    const { prompt } = b.request;
    take = withAnswer(take, {
      hook,
      prompt,
      answer: answer(prompt, sent.length),
      model: 'm',
      at,
      usage: null,
    });
    sent.push(prompt);
  }
  return { take, sent };
}
