// Notebook section 2: six messages into a rolling window of four (FIFO eviction).
import { createMessage, pyList, RollingWindow } from 'agent-memory-lab';

const rw = new RollingWindow(4);
for (let i = 0; i < 6; i++) {
  const m = createMessage(i % 2 === 0 ? 'user' : 'assistant', `message #${i}`);
  const evicted = rw.append(m); // the messages pushed out by this append (at most one)
  const label = evicted.length > 0 ? `  -> evince(s) : ${pyList(evicted.map((e) => e.content))}` : '';
  console.log(`append #${i}: taille=${rw.size}${label}`);
}
console.log();
console.log('Contenu final de la fenetre :');
console.log(rw.render());
console.log(`Total evicques sur la duree de vie : ${rw.evictedTotal}`);
