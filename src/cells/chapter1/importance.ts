// Notebook section 4 (second half): an importance memory of three keeps the key thought.
import { createMessage, ImportanceMemory } from 'agent-memory-lab';

const imp = new ImportanceMemory(3);
const items: [string, number][] = [
  ['a', 1.0],
  ['b', 1.0],
  ['c', 1.0],
  ['d', 1.0],
  ['PENSEE-CLE : ne jamais committer un secret', 10.0],
];
// Increasing timestamps, as time.time() gives in the notebook: among equal importances the oldest goes first.
items.forEach(([contenu, importance], k) =>
  imp.append(createMessage('user', contenu, { importance, ts: k })),
);
console.log(); // the notebook's print(): a blank line after the LRU demo's output
console.log('ImportanceMemory apres 5 insertions :');
console.log(imp.render());
