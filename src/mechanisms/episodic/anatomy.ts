/**
 * Chapter 3's request by section: the prompt TaskMaster answers a query with (the source's `context_prompt`,
 * `finalAnswerPromptFor`), as it would be sent at this step. Its fixed words are the system prompt; the knowledge the
 * last query retrieved (as the memories read now: a forgotten one is gone) are the retrieved memories; the last three
 * episodes of the buffer and the query are the messages. Before the first query, the query is the script's next one.
 * Reflection's own prompts are separate requests and are not drawn here.
 */
import type { RequestParts } from '../../engine/compaction/context';
import { episodeSummaryLine } from '../../engine/reflective/reflection';
import type { Frame, Scene } from '../../engine/scene';
import type { EpisodicSceneEvent, EpisodicSceneState } from './mechanism';
import type { EpisodicConfig, Op } from './ops';
import { finalAnswerPrompt } from './queryHooks';

function nextQuery(ops: readonly Op[], step: number): string {
  for (let i = Math.max(0, step); i < ops.length; i++) {
    const op = ops[i] as Op;
    if (op.op === 'query') return op.text;
  }
  return '';
}

export function episodicAnatomy(
  frame: Frame<EpisodicSceneState, Op, EpisodicSceneEvent>,
  scene: Scene<EpisodicConfig, Op>,
): RequestParts {
  const { s } = frame.state;
  const last = s.queries[s.queries.length - 1];
  const query = last?.text ?? nextQuery(scene.ops, frame.step);
  const knowledge: string[] = [];
  for (const id of last?.retrieved ?? []) {
    const m = s.memories.find((x) => x.id === id);
    if (m && m.status === 'active' && m.kind !== 'episode') knowledge.push(`- ${m.text}`);
  }
  return {
    system: [finalAnswerPrompt('', [], [])],
    retrieved: knowledge.length > 0 ? knowledge : ['- (aucune)'],
    messages: [...s.buffer.recent(3).map((e) => `- ${episodeSummaryLine(e)}`), query],
  };
}
