import { findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';

// Chapter 3's TypeScript cells run in the sandbox's compiler and evaluator print what the Python cells promise.
describe('chapter 3 cells', () => {
  for (const id of ['taskmaster-seed-logic', 'taskmaster-fixed']) {
    it(`${id}: the TypeScript tab prints the Python cell's expected output`, () => {
      const cell = findCell(id);
      expect(cell?.ts).toBeTruthy();
      expect(cell?.python).toBeTruthy();
      const outcome = runCellSource(cell?.ts ?? '');
      if (outcome.kind !== 'done') throw new Error(`the cell did not run: ${outcome.kind}`);
      expect(outcome.error).toBeNull();
      expect(outputText(outcome)).toBe(cell?.expectedOutput);
    });
  }
});
