// A permalink carries the scene's take (src/engine/take.ts): validated whole, like the rest of the link.
import { compressText, formatSceneQuery, parseSceneQuery } from '../../src/mechanisms/permalink';
import { emptyTake, withAnswer, withVector, type Take } from '../../src/engine';
import agentMemory from '../../src/mechanisms/agent-memory';
import { presetScene } from '../components/visualizer/agentMemoryScenes';

const at = '2026-12-01T17:00:00.000Z';
const parse = (s: URLSearchParams) => Promise.resolve(parseSceneQuery(agentMemory, s));

describe('permalinks with a take', () => {
  const take: Take = withVector(
    withAnswer(emptyTake(), {
      hook: 'summary',
      prompt: 'Résume « ceci »',
      answer: 'Un résumé.',
      model: 'llama3',
      at,
      usage: { promptTokens: 12, completionTokens: 4, totalTokens: 16 },
    }),
    { text: 'fintech', vector: [0.25, -0.5, 1e-7], model: 'nomic-embed', at },
  );

  it('round-trips the take and the answers mode exactly', async () => {
    const base = presetScene('summary');
    const scene = { ...base, config: { ...base.config, answers: 'model' as const }, take };
    const q = await formatSceneQuery(agentMemory, { scene, step: 5 });
    expect(q.get('take')?.startsWith('z.')).toBe(true);
    expect(await parse(q)).toEqual({ kind: 'ok', link: { scene, step: 5 } });
  });

  it('writes no take when there is none to carry', async () => {
    const scene = { ...presetScene('summary'), take: emptyTake() };
    expect((await formatSceneQuery(agentMemory, { scene, step: 0 })).has('take')).toBe(false);
  });

  it('refuses a link whose take is unreadable or invalid, saying which field', async () => {
    const q = await formatSceneQuery(agentMemory, { scene: presetScene('summary'), step: 0 });
    q.set('take', 'z.%%%');
    expect(await parse(q)).toEqual({ kind: 'invalid', problem: { field: 'take', detail: 'not readable' } });
    q.set(
      'take',
      await compressText(
        JSON.stringify({
          version: 1,
          answers: [
            {
              hook: 'summary',
              prompt: 'p',
              answer: 'a',
              model: 'm',
              at,
              usage: { promptTokens: 1.5, completionTokens: 0, totalTokens: 0 },
            },
          ],
        }),
      ),
    );
    expect(await parse(q)).toEqual({
      kind: 'invalid',
      problem: { field: 'take.answers[0].usage.promptTokens', detail: 'not a token count' },
    });
  });
});
