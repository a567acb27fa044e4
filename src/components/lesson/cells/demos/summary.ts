// Seed section 3: a rolling window of three feeds its evicted messages to a progressive summary.
// The lab's engine (src/engine), one module per mechanism.
import { ProgressiveSummary } from '../../../../engine/summary';
import { RollingWindow } from '../../../../engine/rollingWindow';
import { createMessage } from '../../../../engine/message';
import type { Print } from './print';

export function summaryDemo(print: Print): void {
  const rw2 = new RollingWindow(3);
  const sm = new ProgressiveSummary(); // 80 characters per chunk, like the seed
  for (let i = 0; i < 7; i++) {
    const m = createMessage(
      i % 2 === 0 ? 'user' : 'assistant',
      `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`,
    );
    for (const evicted of rw2.append(m)) sm.add(evicted); // the seed's sm.ajouter(evicted)
  }
  print('Fenetre finale :');
  print(rw2.render());
  print();
  print(`Resume cumulatif (${sm.length} caracteres) :`); // length: chunks only, separators not counted
  print(sm.render(300));
}
