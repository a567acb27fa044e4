/** Chapter 2's model hooks: the take's hook names (a take answer is keyed by hook and prompt). */

/** answerWithState's question (the seed 001 call after the rewrite). */
export const ANSWER_HOOK = 'answer';

/** A later conversation recalling its memories (the poisoning scene). */
export const RECALL_HOOK = 'recall';
