import { answerWithState, answerWithStateTraced, type ConversationState } from '../../../src/engine';

const echo = (prompt: string): string => `A:${prompt}`;

describe('answerWithState', () => {
  it('appends " (answer briefly)" when the preference length is short, before the model is called', () => {
    const prompts: string[] = [];
    const state: ConversationState = { preferences: { length: 'short' }, episodes: [] };
    const answer = answerWithState('What is RAG?', state, (p) => {
      prompts.push(p);
      return 'ok';
    });
    expect(prompts).toEqual(['What is RAG? (answer briefly)']);
    expect(answer).toBe('ok');
    expect(state.episodes).toEqual([{ question: 'What is RAG? (answer briefly)', answer: 'ok' }]);
  });

  it('leaves the question as typed when the preference is missing or another value', () => {
    for (const preferences of [{}, { length: 'long' }, { locale: 'fr' }]) {
      const state: ConversationState = { preferences, episodes: [] };
      expect(answerWithState('Q', state, echo)).toBe('A:Q');
    }
  });

  it('keeps only the last five exchanges, oldest dropped first', () => {
    const state: ConversationState = { preferences: {}, episodes: [] };
    for (let i = 1; i <= 7; i++) answerWithState(`q${i}`, state, echo);
    expect(state.episodes.map((e) => e.question)).toEqual(['q3', 'q4', 'q5', 'q6', 'q7']);
  });

  it('the trace says what was typed, what was sent, and what left the window', () => {
    const state: ConversationState = { preferences: { length: 'short' }, episodes: [] };
    for (let i = 1; i <= 5; i++) answerWithState(`q${i}`, state, echo);
    const t = answerWithStateTraced('q6', state, echo);
    expect(t).toMatchObject({
      asked: 'q6',
      sent: 'q6 (answer briefly)',
      rewritten: true,
      answer: 'A:q6 (answer briefly)',
    });
    expect(t.dropped).toEqual([{ question: 'q1 (answer briefly)', answer: 'A:q1 (answer briefly)' }]);
    expect(t.episodes).toHaveLength(5);
  });

  it('rejects a malformed state or model with a TypeError that names it', () => {
    expect(() => answerWithState('q', { preferences: {} } as never, echo)).toThrow(/episodes/);
    expect(() => answerWithState('q', { preferences: {}, episodes: [] }, 'nope' as never)).toThrow(/llm/);
    expect(() => answerWithState('q', { preferences: {}, episodes: [] }, () => 42 as never)).toThrow(
      /string/,
    );
  });
});
