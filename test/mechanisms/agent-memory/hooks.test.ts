import { describe, expect, it } from 'vitest';
import { buildTimeline, emptyTake, withAnswer, type Take } from '../../../src/engine';
import { agentMemoryMechanism } from '../../../src/mechanisms/agent-memory/mechanism';
import {
  DEFAULT_SUMMARY_PROMPT,
  SUMMARY_HOOK,
  summaryPromptFor,
} from '../../../src/mechanisms/agent-memory/hooks';
import { configLink } from '../../../src/mechanisms/agent-memory/link';
import { validateConfig } from '../../../src/mechanisms/agent-memory/ops';
import { PRESETS } from '../../../src/mechanisms/agent-memory/presets';
import { answerChats } from '../answerChats';

const at = '2026-12-01T17:00:00.000Z';

describe('the summary hook answered by the take', () => {
  const preset = PRESETS.summary;
  const config = { ...preset.config, answers: 'model' as const };
  const n = preset.ops.length;

  it('stops at each eviction until the take holds the summary, then makes it the chunk', () => {
    const { take } = answerChats(agentMemoryMechanism, config, preset.ops, {
      hook: SUMMARY_HOOK,
      answer: (_prompt, before) => `  résumé ${before}\n`,
      most: 10,
      at,
    });
    const mem = buildTimeline(agentMemoryMechanism, config, preset.ops, { take }).frame(n).state.mem;
    expect(mem.summary.chunks).toEqual([
      '[user] résumé 0',
      '[assistant] résumé 1',
      '[user] résumé 2',
      '[assistant] résumé 3',
    ]);
    // Scripted: the source's truncation, no request.
    const scripted = buildTimeline(agentMemoryMechanism, preset.config, preset.ops, { take }).frame(n).state
      .mem;
    expect(scripted.summary.chunks[0]).toMatch(/\.\.\.$/);
  });

  it('builds the prompt from the template and the evicted message', () => {
    expect(summaryPromptFor(undefined, { role: 'user', content: 'Bonjour' })).toBe(
      DEFAULT_SUMMARY_PROMPT.replace('{role}', 'user').replace('{content}', 'Bonjour'),
    );
    expect(summaryPromptFor('{role}: {content} / {content}', { role: 'tool', content: 'x' })).toBe(
      'tool: x / x',
    );
  });

  it('carries the mode and the prompt in a link, and refuses a bad one', () => {
    const c = { ...config, summaryPrompt: 'Résume : {content}' };
    const q = new URLSearchParams(configLink.write(c));
    expect(validateConfig(configLink.read(q, preset.config))).toEqual({ ok: true, value: c });
    q.set('answers', 'oracle');
    expect(validateConfig(configLink.read(q, preset.config))).toMatchObject({
      ok: false,
      problem: { field: 'answers' },
    });
  });
});

describe('the importance hook (Generative Agents poignancy)', () => {
  it('reads a rating 1..10 or nothing', async () => {
    const { parseRating } = await import('../../../src/mechanisms/agent-memory/hooks');
    expect(
      ['7', 'Rating: 8/10', '**3**', 'I would say 10.', '0', '11', 'high', '7.5'].map(parseRating),
    ).toEqual([7, 8, 3, 10, null, null, null, null]);
  });

  it('evicts by the model’s ratings under the importance policy', async () => {
    const { IMPORTANCE_HOOK, importancePromptFor } =
      await import('../../../src/mechanisms/agent-memory/hooks');
    const preset = PRESETS.importance;
    const config = { ...preset.config, answers: 'model' as const, policy: 'importance' as const };
    const n = preset.ops.length;
    // The model finds the first message the most poignant, the rest mundane.
    let take: Take = emptyTake();
    const ratings: Record<string, string> = {};
    preset.ops.forEach((o, i) => {
      if (o.op === 'append')
        ratings[importancePromptFor(o.content)] = i === 0 ? 'Rating: 9' : i === 1 ? 'no idea' : '2';
    });
    for (const [prompt, answer] of Object.entries(ratings))
      take = withAnswer(take, { hook: IMPORTANCE_HOOK, prompt, answer, model: 'm', at, usage: null });
    const t = buildTimeline(agentMemoryMechanism, config, preset.ops, { take });
    expect(t.blockedAt(n)).toBeNull();
    const kept = t.frame(n).state.mem.windowMessages.map((m) => m.id);
    const first = preset.ops[0];
    expect(first?.op === 'append' && kept).toContain(first?.op === 'append' ? first.id : '');
    const events = [...Array(n).keys()].flatMap((i) => t.eventsAt(i + 1)).filter((e) => e.type === 'rated');
    expect(events.map((e) => (e.type === 'rated' ? e.rating : -1)).slice(0, 3)).toEqual([9, null, 2]);
  });
});
