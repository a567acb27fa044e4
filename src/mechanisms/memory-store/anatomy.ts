/**
 * Chapter 2's request by section. A step that asks (`ask`) sends what answerWithState sends: the question as the
 * preference rewrote it, nothing else (the seed's minimal state keeps the exchanges but does not send them). Any
 * other step shows the request a later conversation of the step's owner would send now (`recall`, the memories
 * quoted as data: the recommended of the two prompts): its instructions, the owner's memories, the question. A step
 * without an owner (the clock, a purge) or with an owner the store refuses shows the last valid owner's.
 */
import type { RequestParts } from '../../engine/compaction/context';
import { ownerProblem } from '../../engine/perUser/memoryStore';
import type { Frame, Scene } from '../../engine/scene';
import { memoriesOf, type MemoryStoreSceneEvent, type MemoryStoreSceneState } from './mechanism';
import type { MemoryStoreConfig, Op } from './ops';
import { promptAsData, quote, type RecallLang } from './recall';

function ownerAt(ops: readonly Op[], step: number): string | null {
  for (let i = Math.min(step, ops.length) - 1; i >= 0; i--) {
    const op = ops[i] as Op;
    // A blank owner is refused by the store (the refusal scene): no request is made for it.
    if ('owner' in op && ownerProblem(op.owner) === null) return op.owner;
  }
  return null;
}

/** The owner's next question in the script (or the last one asked), else none. */
function questionOf(ops: readonly Op[], step: number, owner: string): string {
  let last = '';
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op;
    if ((op.op === 'recall' || op.op === 'ask') && op.owner === owner) {
      last = op.question;
      if (i >= step - 1) return last;
    }
  }
  return last;
}

export function memoryStoreAnatomy(
  frame: Frame<MemoryStoreSceneState, Op, MemoryStoreSceneEvent>,
  scene: Scene<MemoryStoreConfig, Op>,
): RequestParts {
  const answered = frame.events.find((e) => e.type === 'answered');
  if (answered) return { messages: [answered.trace.sent] };
  const s = frame.state;
  const owner = ownerAt(scene.ops, frame.step);
  if (owner === null) return {};
  const lang: RecallLang = s.store.get(owner, 'locale') === 'fr' ? 'fr' : 'en';
  const memories = memoriesOf(s, owner);
  const question = questionOf(scene.ops, frame.step, owner);
  // The prompt's own words without the memories: what is left of promptAsData once its data and question are out.
  const instructions = promptAsData(lang, owner, [], '');
  return {
    system: [instructions],
    retrieved: memories.map((m) => `${quote(m.key)}: ${quote(m.value)}`),
    ...(question.length > 0 ? { messages: [question] } : {}),
  };
}
