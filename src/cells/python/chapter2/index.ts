/**
 * Chapter 2's Python cell. Seed 001 ships no code: it names the lines of its answer_with_state in prose (« Si la
 * préférence est “short”, la question reçoit “(answer briefly)” avant l’appel au modèle. .get évite une erreur quand la
 * préférence n’existe pas. Puis del state.episodes[:-5] efface tout sauf les cinq derniers échanges »). This cell
 * writes exactly those lines, beside the TypeScript cell of the same id (src/cells/chapter2/answerWithState.ts), which
 * runs the same demo on the lab's engine and prints the same lines (test/cells/python/pythonCells.test.ts and
 * test/cells/lines.test.ts). Self-contained: it needs no earlier cell.
 */
import { pythonCells } from '../pythonCells';
import answerWithState from './answer-with-state.py?raw';
import answerWithStateOut from './answer-with-state.out.txt?raw';

export const cells = pythonCells('2', [
  {
    id: 'answer-with-state',
    title: {
      en: 'answerWithState: the preference rewrites the question, five exchanges kept',
      fr: 'answerWithState\u00a0: la préférence réécrit la question, cinq échanges gardés',
    },
    python: answerWithState,
    output: answerWithStateOut,
  },
]);

/** Cells that need no earlier cell of the chapter. */
export const independent: readonly string[] = ['answer-with-state'];
