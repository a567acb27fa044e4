import { emptyTake, withAnswer, type Take, type TakeAnswer } from '../../../../src/engine';
import { withRequestAnswer } from '../../../../src/components/visualizer/takes/requestAnswer';

const at = '2026-12-01T10:00:00.000Z';
const answer = (prompt: string, text: string): TakeAnswer => ({
  hook: 'summary',
  prompt,
  answer: text,
  model: 'm',
  at,
  usage: null,
});

describe("the take driver's one merge: an answer added to the take current when it arrives", () => {
  it('adds a chat answer to the take the scene holds now (a take loaded meanwhile keeps its answers)', () => {
    const loadedMeanwhile: Take = withAnswer(emptyTake(), answer('p0', 'from the file'));
    const merged = withRequestAnswer(loadedMeanwhile, { kind: 'chat', answer: answer('p1', 'streamed') });
    expect(merged.answers.map((a) => [a.prompt, a.answer])).toEqual([
      ['p0', 'from the file'],
      ['p1', 'streamed'],
    ]);
    // Pure: the take it was given is unchanged.
    expect(loadedMeanwhile.answers).toHaveLength(1);
  });

  it('adds every vector of an embedding answer, in order', () => {
    const merged = withRequestAnswer(emptyTake(), {
      kind: 'embed',
      vectors: [
        { text: 'a', vector: [1, 0], model: 'e', at },
        { text: 'b', vector: [0, 1], model: 'e', at },
      ],
    });
    expect(merged.vectors.map((v) => [v.text, v.vector])).toEqual([
      ['a', [1, 0]],
      ['b', [0, 1]],
    ]);
    expect(merged.answers).toEqual([]);
  });
});
