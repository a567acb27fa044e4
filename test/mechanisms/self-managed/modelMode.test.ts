/**
 * "Your model" in the self-managed scene: a user turn asks the take for the model's answer with the block tools, its
 * calls run through the engine's executor (refusals are the tools' errors, returned in the next prompt), the turn is
 * recorded in the transcript that "said but not done" reads, and a full take replays without any model.
 */
import { buildTimeline } from '../../../src/engine/scene';
import { emptyTake, withAnswer, type Take } from '../../../src/engine/scene/take';
import {
  BLOCK_TOOLS,
  SELF_MANAGED_HOOK,
  UNREADABLE_CALL,
  encodeModelAnswer,
  saidButNotDone,
} from '../../../src/engine/selfManaged';
import { selfManagedMechanism as M } from '../../../src/mechanisms/self-managed/mechanism';
import { BASE } from '../../../src/mechanisms/self-managed/presets';
import type { Op, SelfManagedConfig } from '../../../src/mechanisms/self-managed/ops';
import { describeFrame } from '../../../src/mechanisms/self-managed/caption';
import dict from '../../../src/mechanisms/self-managed/selfManaged.messages';
import { pick } from '../../../src/i18n/defineMessages';

const config: SelfManagedConfig = { ...BASE, blockLimit: 40, answers: 'model' };
const ops: Op[] = [
  { op: 'say', text: 'My favourite colour is blue.' },
  { op: 'say', text: 'I live in Lyon.' },
];

/** Answers every blocked step with the next of `answers`, as the take driver would; returns the take. */
function record(answers: string[]): Take {
  let take = emptyTake();
  for (const answer of answers) {
    const b = buildTimeline(M, config, ops, { take }).blockedAt(ops.length);
    if (!b || b.request.kind !== 'chat') throw new Error('not blocked on a chat');
    take = withAnswer(take, {
      hook: b.request.hook,
      prompt: b.request.prompt,
      answer,
      model: 'test',
      at: '2026-12-06T14:00:00Z',
      usage: null,
    });
  }
  return take;
}

describe('self-managed, your model', () => {
  it('a turn the take lacks stops at its step, asking with the block tools; nothing is made up', () => {
    const tl = buildTimeline(M, config, ops, { take: emptyTake() });
    const b = tl.blockedAt(ops.length);
    expect(b?.step).toBe(1);
    expect(b?.request).toMatchObject({ kind: 'chat', hook: SELF_MANAGED_HOOK, tools: BLOCK_TOOLS });
    if (b?.request.kind === 'chat') expect(b.request.prompt).toMatch(/user: My favourite colour is blue\.$/);
    expect(tl.frame(1).state.calls).toEqual([]);
  });

  it('runs the calls it made, each refusal the tool’s own error, and shows the errors in the next prompt', () => {
    const first = encodeModelAnswer('Noted, I will remember that.', [
      { name: 'memory_append', arguments: { label: 'human', content: 'favourite colour: blue' } },
      { name: 'memory_fly', arguments: {} },
      { name: 'memory_append', arguments: '{"label": "human", content' },
      { name: 'memory_append', arguments: { label: 'human', content: 'x'.repeat(60) } },
    ]);
    let take = record([first]);
    const b = buildTimeline(M, config, ops, { take }).blockedAt(ops.length);
    expect(b?.step).toBe(2);
    const prompt = b?.request.kind === 'chat' ? b.request.prompt : '';
    expect(prompt).toContain('memory_append: Block "human" now holds 22 of 40 characters.');
    expect(prompt).toContain('memory_fly: Error: unknown tool "memory_fly"');
    expect(prompt).toContain('memory_append: Error: memory_append: arguments are not valid JSON');
    expect(prompt).toContain('exceeds its 40 character limit');
    expect(prompt).toContain('favourite colour: blue\n</human>');

    // The second answer is cut short: one unreadable call, its error shown, no crash.
    take = record([first, '{"content":"Lyon!","tool_calls":[{"name":"memory_app']);
    const tl = buildTimeline(M, config, ops, { take });
    expect(tl.blockedAt(ops.length)).toBeNull();
    const end = tl.frame(ops.length).state;
    expect(end.calls.map((c) => [c.step, c.name, c.ok])).toEqual([
      [1, 'memory_append', true],
      [1, 'memory_fly', false],
      [1, 'memory_append', false],
      [1, 'memory_append', false],
      [2, UNREADABLE_CALL, false],
    ]);
    expect(end.calls[4]?.output).toMatch(/^Error: the answer is not a tool call/);
    expect(end.blocks.blocks.find((x) => x.label === 'human')?.value).toBe('favourite colour: blue');
    // Step back: the first frame after step 1 is exact, and its caption says what the model answered.
    expect(tl.frame(1).state.calls).toHaveLength(4);
    const caption = describeFrame(pick(dict, 'en'), tl.frame(1));
    expect(caption.slice(0, 3)).toEqual([
      'The user says: “My favourite colour is blue.”',
      'The model answers: “Noted, I will remember that.”',
      'memory_append, as the model called it.',
    ]);
    expect(caption[3]).toMatch(/^memory_fly was refused: Error: unknown tool/);
  });

  it('"said but not done" reads the model’s turns: a claim with no call, a call with no claim', () => {
    const take = record([
      encodeModelAnswer('Blue, lovely.', [
        { name: 'memory_append', arguments: { label: 'human', content: 'colour: blue' } },
      ]),
      encodeModelAnswer('I have saved that to my memory.', []),
    ]);
    const end = buildTimeline(M, config, ops, { take }).frame(ops.length).state;
    expect(end.transcript.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(saidButNotDone(end.transcript).map((f) => [f.type, f.turn])).toEqual([
      ['call-without-claim', 1],
      ['claim-without-call', 3],
    ]);
  });

  it('the scripted mode never consults the take', () => {
    const tl = buildTimeline(M, { ...config, answers: 'scripted' }, ops, { take: emptyTake() });
    expect(tl.blockedAt(ops.length)).toBeNull();
    expect(tl.frame(ops.length).state.calls.length).toBeGreaterThan(0);
  });

  it('validates the answers mode', () => {
    expect(M.validateConfig({ ...config, answers: 'model' }).ok).toBe(true);
    expect(M.validateConfig({ ...BASE }).ok).toBe(true);
    expect(M.validateConfig({ ...config, answers: 'oracle' }).ok).toBe(false);
  });
});
