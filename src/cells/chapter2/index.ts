/**
 * Chapter 2's cells, in the lesson's order: the seed's demos written against the lab's engine (see src/cells/README.md).
 */
import type { CellDef } from '../types';
import answerWithState from './answerWithState.ts?raw';
import memoryStore from './memoryStore.ts?raw';
import policy from './policy.ts?raw';

export const cells: CellDef[] = [
  {
    id: 'answer-with-state',
    chapter: '2',
    // Its calls record a memory-store scene (view "answer"): the visualizer replays it, and its code lights up.
    animate: 'memory-store',
    title: {
      en: 'answerWithState: the preference rewrites the question, five exchanges kept',
      fr: 'answerWithState\u00a0: la préférence réécrit la question, cinq échanges gardés',
    },
    ts: answerWithState,
  },
  {
    id: 'memory-store',
    chapter: '2',
    animate: 'memory-store',
    title: {
      en: 'MemoryStore: two users, a blank owner, copies, “forget me”',
      fr: 'MemoryStore\u00a0: deux utilisateurs, un propriétaire vide, des copies, «\u00a0oubliez-moi\u00a0»',
    },
    ts: memoryStore,
  },
  {
    id: 'storage-policy',
    chapter: '2',
    animate: 'memory-store',
    title: {
      en: 'The written policy: what is refused, and why',
      fr: 'La politique écrite\u00a0: ce qui est refusé, et pourquoi',
    },
    ts: policy,
  },
];
