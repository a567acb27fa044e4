import { describe, expect, it } from 'vitest';
import { buildTimeline, emptyTake, withAnswer, type Take } from '../../../src/engine';
import { episodicMechanism } from '../../../src/mechanisms/episodic/mechanism';
import { REFLECTION_HOOK, RETRIEVAL_HOOK, unreadableLines } from '../../../src/mechanisms/episodic/hooks';
import { withVector } from '../../../src/engine';
import { PRESETS } from '../../../src/mechanisms/episodic/presets';

const at = '2026-12-01T17:00:00.000Z';
const answered = (take: Take, prompt: string, answer: string) =>
  withAnswer(take, { hook: REFLECTION_HOOK, prompt, answer, model: 'test-chat', at, usage: null });

describe('reflection answered by the take', () => {
  const preset = PRESETS.taskmaster;
  const config = { ...preset.config, answers: 'model' as const };
  const reflectStep = preset.ops.findIndex((o) => o.op === 'reflect') + 1;

  it('asks the source’s two prompts in turn, then parses the answer with the lab’s parser', () => {
    let take = emptyTake();
    let t = buildTimeline(episodicMechanism, config, preset.ops, { take });
    const first = t.blockedAt(preset.ops.length);
    expect(first?.step).toBe(reflectStep);
    expect(first?.request.kind === 'chat' && first.request.prompt).toMatch(/Enseignements clés :$/);
    const p1 = first?.request.kind === 'chat' ? first.request.prompt : '';
    take = answered(take, p1, "Alex n'aime pas les clients du secteur financier.");

    t = buildTimeline(episodicMechanism, config, preset.ops, { take });
    const second = t.blockedAt(preset.ops.length);
    expect(second?.step).toBe(reflectStep);
    const p2 = second?.request.kind === 'chat' ? second.request.prompt : '';
    expect(p2).toContain("Alex n'aime pas les clients du secteur financier.");
    expect(p2).toMatch(/Connaissances extraites :$/);
    take = answered(
      take,
      p2,
      '**Voici ce que je retiens**\nPréférences des clients : Alex refuse la finance.\nAlex | PREFERE_CONTRE | Finance',
    );

    t = buildTimeline(episodicMechanism, config, preset.ops, { take });
    expect(t.blockedAt(reflectStep)).toBeNull();
    // The queries after it now wait for embeddings (retrieval's hook).
    expect(t.blockedAt(preset.ops.length)?.request.kind).toBe('embed');
    const last = t.frame(reflectStep).state.s;
    expect(last.reflections[0]?.added).toEqual([
      { concept: 'Préférences des clients', knowledge: 'Alex refuse la finance.', kind: 'fact' },
    ]);
    expect(last.reflections[0]?.unreadable).toEqual(['**Voici ce que je retiens**']);
    // Scripted mode never asks.
    expect(
      buildTimeline(episodicMechanism, preset.config, preset.ops, { take: emptyTake() }).blockedAt(
        preset.ops.length,
      ),
    ).toBeNull();
  });

  it('ranks by embedding cosine from the take, the bag of words kept beside it', () => {
    let take = emptyTake();
    const vec = (text: string) => (/financ|fintech/i.test(text) ? [1, 0.1] : [0.1, 1]);
    for (let round = 0; round < 12; round += 1) {
      const b = buildTimeline(episodicMechanism, config, preset.ops, { take }).blockedAt(preset.ops.length);
      if (!b) break;
      if (b.request.kind === 'chat' && b.request.hook !== REFLECTION_HOOK)
        // TaskMaster's final answer (tested in queryHooks.test.ts).
        take = withAnswer(take, { ...b.request, answer: 'Non.', model: 'test-chat', at, usage: null });
      else if (b.request.kind === 'chat')
        take = answered(
          take,
          b.request.prompt,
          b.request.prompt.endsWith('Enseignements clés :')
            ? "Alex n'aime pas le secteur financier."
            : 'Préférences : Alex refuse le secteur financier.',
        );
      else {
        expect(b.request.hook).toBe(RETRIEVAL_HOOK);
        for (const text of b.request.texts)
          take = withVector(take, { text, vector: vec(text), model: 'test-embed', at });
      }
    }
    const t = buildTimeline(episodicMechanism, config, preset.ops, { take });
    expect(t.blockedAt(preset.ops.length)).toBeNull();
    const fintech = t.frame(preset.ops.length).state.s.queries[0];
    expect(fintech?.text).toContain('fintech');
    const pair = fintech?.relevance;
    expect(pair?.ids.length).toBe(pair?.model?.length);
    const k = pair?.ids.findIndex((id) => id.startsWith('k')) ?? -1;
    expect(k).toBeGreaterThanOrEqual(0);
    // The stored fact says "secteur financier", the query "fintech": close vectors.
    expect(pair?.model?.[k]).toBeGreaterThan(0.9);
    expect(fintech?.retrieved).toContain(pair?.ids[k]);
  });

  it('reads nothing into a line it cannot parse', () => {
    expect(unreadableLines('AUCUN')).toEqual([]);
    expect(unreadableLines('Concept : fait\n\n- just a sentence\nA | B | C\n : vide')).toEqual([
      '- just a sentence',
      ': vide',
    ]);
  });
});
