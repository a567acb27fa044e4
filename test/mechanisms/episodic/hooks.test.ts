import { describe, expect, it } from 'vitest';
import { buildTimeline, emptyTake, withAnswer, type Take } from '../../../src/engine';
import { episodicMechanism } from '../../../src/mechanisms/episodic/mechanism';
import { REFLECTION_HOOK, unreadableLines } from '../../../src/mechanisms/episodic/hooks';
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
    take = answered(take, p2, '**Voici ce que je retiens**\nPréférences des clients : Alex refuse la finance.\nAlex | PREFERE_CONTRE | Finance');

    t = buildTimeline(episodicMechanism, config, preset.ops, { take });
    expect(t.blockedAt(preset.ops.length)).toBeNull();
    const last = t.frame(preset.ops.length).state.s;
    expect(last.reflections[0]?.added).toEqual([{ concept: 'Préférences des clients', knowledge: 'Alex refuse la finance.', kind: 'fact' }]);
    expect(last.reflections[0]?.unreadable).toEqual(['**Voici ce que je retiens**']);
    // Scripted mode never asks.
    expect(buildTimeline(episodicMechanism, preset.config, preset.ops, { take: emptyTake() }).blockedAt(preset.ops.length)).toBeNull();
  });

  it('reads nothing into a line it cannot parse', () => {
    expect(unreadableLines('AUCUN')).toEqual([]);
    expect(unreadableLines('Concept : fait\n\n- just a sentence\nA | B | C\n : vide')).toEqual(['- just a sentence', ': vide']);
  });
});
