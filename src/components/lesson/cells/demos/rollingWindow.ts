// Seed section 2: six messages into a rolling window of four (FIFO eviction).
// The lab's engine (src/engine), one module per mechanism.
import { RollingWindow } from '../../../../engine/rollingWindow';
import { createMessage } from '../../../../engine/message';
import { pyList } from '../../../../engine/pyFormat';
import type { Print } from './print';

export function rollingWindowDemo(print: Print): void {
  const rw = new RollingWindow(4);
  for (let i = 0; i < 6; i++) {
    const m = createMessage(i % 2 === 0 ? 'user' : 'assistant', `message #${i}`);
    const ev = rw.append(m); // the messages pushed out by this append (at most one)
    const label = ev.length > 0 ? `  -> evince(s) : ${pyList(ev.map((e) => e.content))}` : '';
    print(`append #${i}: taille=${rw.size}${label}`);
  }
  print();
  print('Contenu final de la fenetre :');
  print(rw.render());
  print(`Total evicques sur la duree de vie : ${rw.evictedTotal}`);
}
