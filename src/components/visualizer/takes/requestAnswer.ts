/**
 * What the user's model answered to one waiting request of a take: a chat answer, or one vector per text. The driver
 * (useTakeDriver.ts) fetches it, then adds it once, to the take the scene holds when it arrives (the take may have
 * been replaced meanwhile by a loaded file). Pure: tested in node.
 */
import { withAnswer, withVector, type Take, type TakeAnswer, type TakeVector } from '../../../engine';

export type RequestAnswer = { kind: 'chat'; answer: TakeAnswer } | { kind: 'embed'; vectors: TakeVector[] };

/** The take with the answer added (the one merge of an answer into a take). */
export function withRequestAnswer(take: Take, answer: RequestAnswer): Take {
  switch (answer.kind) {
    case 'chat':
      return withAnswer(take, answer.answer);
    case 'embed':
      return answer.vectors.reduce(withVector, take);
  }
}
