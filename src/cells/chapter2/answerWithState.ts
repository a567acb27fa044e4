// The source's answer_with_state: the preference rewrites the question, the state keeps five exchanges.
import { answerWithState, type ConversationState } from 'agent-memory-lab';

// A stand-in model that shows what it received.
const llm = (prompt: string): string => `answer to «${prompt}»`;

const state: ConversationState = { preferences: { length: 'short' }, episodes: [] };
console.log(answerWithState('What is a rolling window?', state, llm));

const noPreference: ConversationState = { preferences: {}, episodes: [] };
console.log(answerWithState('What is a rolling window?', noPreference, llm));

for (let i = 2; i <= 7; i++) answerWithState(`question ${i}`, state, llm);
console.log(state.episodes.length, 'exchanges kept:');
for (const e of state.episodes) console.log(' ', e.question);
