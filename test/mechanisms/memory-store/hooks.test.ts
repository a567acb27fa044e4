import { describe, expect, it } from 'vitest';
import {
  BRIEF_SUFFIX,
  buildTimeline,
  emptyTake,
  EPISODE_LIMIT,
  withAnswer,
  type Take,
} from '../../../src/engine';
import { ANSWER_HOOK, memoryStoreMechanism } from '../../../src/mechanisms/memory-store/mechanism';
import { PRESETS } from '../../../src/mechanisms/memory-store/presets';

describe('answerWithState answered by the take', () => {
  it('sends the rewritten question: "short" for Alice, as asked for Bob; five exchanges kept', () => {
    const preset = PRESETS.answer;
    const config = { ...preset.config, answers: 'model' as const };
    const n = preset.ops.length;
    let take: Take = emptyTake();
    const sent: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const b = buildTimeline(memoryStoreMechanism, config, preset.ops, { take }).blockedAt(n);
      if (!b) break;
      if (b.request.kind !== 'chat') throw new Error('chat expected');
      expect(b.request.hook).toBe(ANSWER_HOOK);
      sent.push(b.request.prompt);
      take = withAnswer(take, {
        hook: ANSWER_HOOK,
        prompt: b.request.prompt,
        answer: `model: ${b.request.prompt.length}`,
        model: 'm',
        at: '2026-12-01T17:00:00Z',
        usage: null,
      });
    }
    const first = preset.ops.find((o) => o.op === 'ask');
    expect(first?.op === 'ask' && sent[0]).toBe(first?.op === 'ask' ? first.question : '');
    expect(sent.slice(1).every((p) => p.endsWith(BRIEF_SUFFIX))).toBe(true);
    const last = buildTimeline(memoryStoreMechanism, config, preset.ops, { take }).frame(n).state;
    expect(last.conversations.alice?.episodes.length).toBe(Math.min(EPISODE_LIMIT, sent.length - 1));
    expect(last.conversations.alice?.episodes.at(-1)?.answer).toMatch(/^model: \d+$/);
  });
});
