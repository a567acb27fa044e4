// Notebook section 4 (first half): five messages in an LRU memory of three, then two touches and one append.
import { createMessage, LruMemory, type Message } from 'agent-memory-lab';

const lru = new LruMemory(3);
const msgs: Message[] = [];
for (let i = 0; i < 5; i++) {
  const m = createMessage('user', `message #${i}`);
  msgs.push(m);
  lru.append(m);
}
console.log('Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :');
console.log(lru.render());
console.log();
console.log('On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.');
lru.touch(msgs[1]!); // returns false: #1 is no longer held
console.log(lru.render());
console.log();
console.log('On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.');
lru.touch(msgs[2]!); // returns true: #2 moves to the most recently used end
console.log(lru.render());
console.log();
const evicted = lru.append(createMessage('user', 'message #5'));
console.log(`Insertion de #5 -> le message evince est : ${evicted[0]!.content}`);
console.log("Contenu final (le message touche a survecu a l'eviction) :");
console.log(lru.render());
