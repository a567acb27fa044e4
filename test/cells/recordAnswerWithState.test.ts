/**
 * answerWithState recorded as a memory-store scene (src/mechanisms/memory-store/record.ts): each state is an owner,
 * its preferences are set in the store, each call is an `ask`; replayed by the mechanism, every question is sent as
 * the cell sent it and the same exchanges are kept.
 */
import { scenesOf, type MechanismScene } from '../../src/cells/record';
import { findCell } from '../../src/cells/registry';
import { runCellSource } from '../../src/cells/run';
import { buildTimeline, validateScript } from '../../src/engine/scene';
import {
  memoryStoreMechanism,
  type MemoryStoreSceneEvent,
} from '../../src/mechanisms/memory-store/mechanism';

function answerScene(source: string): MechanismScene {
  const outcome = runCellSource(source, () => 0);
  if (outcome.kind !== 'done' || outcome.error) throw new Error('the cell did not run');
  const scene = scenesOf(outcome.recording, 'memory-store').find((s) => s.source === 'answerWithState');
  if (!scene) throw new Error('no answerWithState scene');
  return scene;
}

function answered(scene: MechanismScene) {
  const config = memoryStoreMechanism.validateConfig(scene.config);
  const ops = validateScript(memoryStoreMechanism, scene.ops);
  if (!config.ok || !ops.ok) throw new Error('the scene does not validate');
  const tl = buildTimeline(memoryStoreMechanism, config.value, ops.value);
  const out: (MemoryStoreSceneEvent & { type: 'answered' })[] = [];
  for (let i = 1; i <= ops.value.length; i++)
    for (const e of tl.frame(i).events) if (e.type === 'answered') out.push(e);
  return out;
}

describe('recording answerWithState', () => {
  it('records chapter 2’s cell: one owner per state, the preference set, every question asked', () => {
    const scene = answerScene(findCell('answer-with-state')!.ts as string);
    expect(scene.truncated).toBe(false);
    expect(scene.config).toEqual({ expiryHours: 720, view: 'answer' });
    expect(scene.ops).toEqual([
      { op: 'set', owner: 'user-1', key: 'length', value: 'short' },
      { op: 'ask', owner: 'user-1', question: 'What is a rolling window?' },
      { op: 'ask', owner: 'user-2', question: 'What is a rolling window?' },
      ...[2, 3, 4, 5, 6, 7].map((i) => ({ op: 'ask', owner: 'user-1', question: `question ${i}` })),
    ]);
    const events = answered(scene);
    expect(events.map((e) => e.trace.sent)).toEqual([
      'What is a rolling window? (answer briefly)',
      'What is a rolling window?',
      ...[2, 3, 4, 5, 6, 7].map((i) => `question ${i} (answer briefly)`),
    ]);
    // The cell prints the exchanges its state keeps: the replay keeps the same ones.
    expect(events[events.length - 1]!.trace.episodes.map((e) => e.question)).toEqual(
      [3, 4, 5, 6, 7].map((i) => `question ${i} (answer briefly)`),
    );
  });

  it('follows a preference that changes or goes, between calls', () => {
    const scene = answerScene(`
import { answerWithState, type ConversationState } from 'agent-memory-lab';
const llm = (p: string) => p.toUpperCase();
const s: ConversationState = { preferences: {}, episodes: [] };
answerWithState('a', s, llm);
s.preferences.length = 'short';
s.preferences.locale = 'fr';
answerWithState('b', s, llm);
delete s.preferences.length;
answerWithState('c', s, llm);
`);
    expect(scene.ops).toEqual([
      { op: 'ask', owner: 'user-1', question: 'a' },
      { op: 'set', owner: 'user-1', key: 'length', value: 'short' },
      { op: 'set', owner: 'user-1', key: 'locale', value: 'fr' },
      { op: 'ask', owner: 'user-1', question: 'b' },
      { op: 'delete', owner: 'user-1', key: 'length' },
      { op: 'ask', owner: 'user-1', question: 'c' },
    ]);
    expect(answered(scene).map((e) => e.trace.sent)).toEqual(['a', 'b (answer briefly)', 'c']);
  });

  it('stops where the cell fills its state’s episodes itself (the replay could not keep them)', () => {
    const scene = answerScene(`
import { answerWithStateTraced, type ConversationState } from 'agent-memory-lab';
const llm = (p: string) => p;
const s: ConversationState = { preferences: {}, episodes: [] };
answerWithStateTraced('a', s, llm);
s.episodes.push({ question: 'typed by hand', answer: '?' });
answerWithStateTraced('b', s, llm);
`);
    expect(scene.truncated).toBe(true);
    expect(scene.ops).toEqual([{ op: 'ask', owner: 'user-1', question: 'a' }]);
  });
});
