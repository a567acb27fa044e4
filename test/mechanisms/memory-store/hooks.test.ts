import { describe, expect, it } from 'vitest';
import { BRIEF_SUFFIX, buildTimeline, EPISODE_LIMIT } from '../../../src/engine';
import { ANSWER_HOOK } from '../../../src/mechanisms/memory-store/hooks';
import { answerChats } from '../answerChats';
import {
  memoryStoreMechanism,
  type MemoryStoreSceneEvent,
} from '../../../src/mechanisms/memory-store/mechanism';
import { PRESETS } from '../../../src/mechanisms/memory-store/presets';

const preset = PRESETS.answer;
const n = preset.ops.length;
const questions = preset.ops.flatMap((o) => (o.op === 'ask' ? [o.question] : []));

/** Answers every request the timeline waits for, in order, as a model would; returns the take and the prompts sent. */
const answerAll = (config: typeof preset.config) =>
  answerChats(memoryStoreMechanism, config, preset.ops, {
    hook: ANSWER_HOOK,
    answer: (prompt) => `model: ${prompt}`,
    most: 40,
    at: '2026-12-01T17:00:00Z',
  });

const answered = (e: MemoryStoreSceneEvent[]) => e.find((x) => x.type === 'answered');

describe('answerWithState answered by the take', () => {
  it('sends the rewritten question first, then the other preference to compare; five exchanges kept', () => {
    const config = { ...preset.config, answers: 'model' as const };
    const { take, sent } = answerAll(config);
    // Bob (no preference) asks first: his question as typed, then the same question with "short" to compare.
    expect(sent.slice(0, 2)).toEqual([questions[0], `${questions[0]}${BRIEF_SUFFIX}`]);
    // Alice's first question is the same: both prompts are in the take already, nothing is asked again.
    // Then each of her questions: rewritten first (her real call), then as typed.
    const alice = questions.slice(2);
    expect(sent.slice(2)).toEqual(alice.flatMap((q) => [`${q}${BRIEF_SUFFIX}`, q]));
    expect(new Set(sent).size).toBe(sent.length);

    const tl = buildTimeline(memoryStoreMechanism, config, preset.ops, { take });
    const last = tl.frame(n).state;
    const episodes = last.conversations.alice?.episodes ?? [];
    expect(episodes.length).toBe(EPISODE_LIMIT);
    // Only her real calls are in her window: the comparison prompts never enter it.
    expect(episodes.every((e) => e.question.endsWith(BRIEF_SUFFIX))).toBe(true);
    expect(episodes.at(-1)?.answer).toBe(`model: ${questions.at(-1)}${BRIEF_SUFFIX}`);

    const e = answered(tl.eventsAt(n) as MemoryStoreSceneEvent[]);
    if (e?.type !== 'answered') throw new Error('answered expected');
    const q = questions.at(-1) ?? '';
    expect(e.sideBySide.mine).toBe('short');
    expect(e.sideBySide.short).toEqual({
      sent: `${q}${BRIEF_SUFFIX}`,
      scripted: 'A short answer.',
      model: `model: ${q}${BRIEF_SUFFIX}`,
    });
    expect(e.sideBySide.none).toEqual({
      sent: q,
      scripted: 'A detailed answer, in several sentences, with an example.',
      model: `model: ${q}`,
    });
  });

  it('scripted: both prompts answered by the scene, no model answer, nothing asked', () => {
    const tl = buildTimeline(memoryStoreMechanism, preset.config, preset.ops);
    expect(tl.blockedAt(n)).toBeNull();
    const e = answered(tl.eventsAt(2) as MemoryStoreSceneEvent[]);
    if (e?.type !== 'answered') throw new Error('answered expected');
    expect(e.owner).toBe('bob');
    expect(e.sideBySide.mine).toBe('none');
    expect(e.sideBySide.none).toEqual({
      sent: questions[0],
      scripted: 'A detailed answer, in several sentences, with an example.',
      model: null,
    });
    expect(e.sideBySide.short.model).toBeNull();
    expect(tl.frame(2).state.conversations.bob?.episodes).toEqual([
      { question: questions[0], answer: 'A detailed answer, in several sentences, with an example.' },
    ]);
  });
});
