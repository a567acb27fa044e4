/**
 * Chapter 5's three kinds on the agent that manages its own memory, each computed by the chapter's engine
 * (src/engine/selfManaged/) exactly as the self-managed visualizer runs it, one file each:
 * - `tool-call` (toolCall.ts): which tool the scripted agent calls first after the user's last turn (or none);
 * - `write-decision` (writeDecision.ts): which decision the write path takes on the last turn's fact;
 * - `believed-on` (believedOn.ts): in the bitemporal design, what the agent believed the user's city was at a turn.
 * Their conversations are data in both languages (selfManagedWords.ts): a seed is the same question, with the same
 * decisions, in French and in English.
 */
export { toolCall, type ToolCallData } from './toolCall';
export { writeDecision, type WriteDecisionData } from './writeDecision';
export { believedOn, type BelievedOnData } from './believedOn';
