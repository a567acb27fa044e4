// Seed section 4 (first half): five messages in an LRU memory of three, then two touches and one append.
// The lab's engine (src/engine), one module per mechanism.
import { LruMemory } from '../../../../engine/lru';
import { createMessage, type Message } from '../../../../engine/message';
import type { Print } from './print';

export function lruDemo(print: Print): void {
  const lru = new LruMemory(3);
  const msgs: Message[] = [];
  for (let i = 0; i < 5; i++) {
    const m = createMessage('user', `message #${i}`);
    msgs.push(m);
    lru.append(m);
  }
  print('Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :');
  print(lru.render());
  print();
  print('On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.');
  lru.touch(msgs[1]!); // returns false: #1 is no longer held
  print(lru.render());
  print();
  print('On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.');
  lru.touch(msgs[2]!); // returns true: #2 moves to the most recently used end
  print(lru.render());
  print();
  const ev = lru.append(createMessage('user', 'message #5'));
  print(`Insertion de #5 -> le message evince est : ${ev[0]!.content}`);
  print("Contenu final (le message touche a survecu a l'eviction) :");
  print(lru.render());
}
