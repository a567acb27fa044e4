// Notebook section 3: a rolling window of three feeds its evicted messages to a progressive summary.
import { createMessage, ProgressiveSummary, RollingWindow } from 'agent-memory-lab';

const rw2 = new RollingWindow(3);
const sm = new ProgressiveSummary(); // 80 characters per chunk, like the notebook
for (let i = 0; i < 7; i++) {
  const m = createMessage(
    i % 2 === 0 ? 'user' : 'assistant',
    `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`,
  );
  for (const evicted of rw2.append(m)) sm.add(evicted); // the notebook's sm.ajouter(evicted)
}
console.log('Fenetre finale :');
console.log(rw2.render());
console.log();
console.log(`Resume cumulatif (${sm.length} caracteres) :`); // length: chunks only, separators not counted
console.log(sm.render(300));
