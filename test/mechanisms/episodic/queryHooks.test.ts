import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  emptyTake,
  withAnswer,
  withVector,
  type Take,
  type TakeRequest,
} from '../../../src/engine';
import { SEED_MOCK_RULES } from '../../../src/engine/reflective/llm';
import { episodicMechanism, type QueryRecord } from '../../../src/mechanisms/episodic/mechanism';
import { FINAL_ANSWER_HOOK } from '../../../src/mechanisms/episodic/hooks';
import { finalAnswerPrompt } from '../../../src/mechanisms/episodic/queryHooks';
import { PRESETS } from '../../../src/mechanisms/episodic/presets';

const at = '2026-12-01T17:00:00.000Z';
const preset = PRESETS.taskmaster;
const n = preset.ops.length;
const queries = (take: Take | null, config = preset.config): QueryRecord[] =>
  buildTimeline(episodicMechanism, config, preset.ops, { take }).frame(n).state.s.queries;

// The source's line (seed 002, retrieve_context), copied here as it is written, to hold the template to it.
const SOURCE =
  "Sur la base de la requête '{query}', voici des connaissances pertinentes de haut niveau :\\n{relevant_semantic_info}\\n\\nVoici quelques expériences récentes :\\n{recent_episodes}\\n\\nSynthétisez ces informations pour répondre à la requête ou guider l'action :";

describe('TaskMaster’s final answer (the source’s third prompt)', () => {
  it('quotes the source’s context_prompt exactly', () => {
    const filled = SOURCE.replaceAll('\\n', '\n')
      .replace('{query}', 'Q ?')
      .replace('{relevant_semantic_info}', 'K1\nK2')
      .replace('{recent_episodes}', 'E1');
    expect(finalAnswerPrompt('Q ?', ['K1', 'K2'], ['E1'])).toBe(filled);
  });

  it('scripted: each query of the source’s scenario gets the source MockLLM’s answer to that prompt', () => {
    const qs = queries(null);
    expect(qs).toHaveLength(2);
    for (const q of qs) {
      expect(q.final?.prompt.startsWith(`Sur la base de la requête '${q.text}'`)).toBe(true);
      expect(
        q.final?.prompt.endsWith(
          "Synthétisez ces informations pour répondre à la requête ou guider l'action :",
        ),
      ).toBe(true);
      // The last three episodes, one a line.
      expect(q.final?.prompt.match(/\n- Timestamp : /g)).toHaveLength(3);
      // The answer is the source's rule for this prompt, nothing else.
      const rule = SEED_MOCK_RULES.find((r) => r.when.every((w) => q.final?.prompt.includes(w)));
      expect(q.final?.answer).toBe(rule?.answer);
    }
    // The fintech query retrieves the stored preference: the source's model refuses the fintech client.
    expect(qs[0]?.final?.prompt).toContain('- Préférences des clients : Alex préfère ne pas travailler');
    expect(qs[0]?.final?.answer).toBe(
      "Compris. Éviter de proposer aux clients du secteur financier. Se concentrera sur d'autres opportunités.",
    );
    // The story's scenes (not the source's) ask nothing more.
    const story = buildTimeline(episodicMechanism, PRESETS.scores.config, PRESETS.scores.ops).frame(
      PRESETS.scores.ops.length,
    );
    expect(story.state.s.queries.every((q) => q.final === undefined)).toBe(true);
  });

  it('your model: the step waits for the final answer, then replays it from the take', () => {
    const config = { ...preset.config, answers: 'model' as const };
    let take = emptyTake();
    const asked: TakeRequest[] = [];
    for (let round = 0; round < 12; round += 1) {
      const b = buildTimeline(episodicMechanism, config, preset.ops, { take }).blockedAt(n);
      if (!b) break;
      asked.push(b.request);
      if (b.request.kind === 'embed')
        for (const text of b.request.texts)
          take = withVector(take, { text, vector: [text.length % 7, 1], model: 'e', at });
      else
        take = withAnswer(take, {
          ...b.request,
          answer: b.request.hook === FINAL_ANSWER_HOOK ? `Non, pas de fintech (${asked.length}).` : 'AUCUN',
          model: 'm',
          at,
          usage: null,
        });
    }
    const finals = asked.filter((r) => r.kind === 'chat' && r.hook === FINAL_ANSWER_HOOK);
    expect(finals).toHaveLength(2);
    const qs = queries(take, config);
    expect(qs.map((q) => q.final?.prompt)).toEqual(finals.map((r) => (r.kind === 'chat' ? r.prompt : '')));
    expect(qs.every((q) => q.final?.answer.startsWith('Non, pas de fintech'))).toBe(true);
    // Replayed from the take: nothing waits any more, and the same answers come back.
    expect(buildTimeline(episodicMechanism, config, preset.ops, { take }).blockedAt(n)).toBeNull();
    expect(queries(take, config)).toEqual(qs);
  });
});
