// The source's MemoryStore: keyed by (owner, key), blank owners refused, copies in and out, "forget me".
import { MemoryStore } from 'agent-memory-lab';

const store = new MemoryStore();
store.set('alice', 'locale', 'fr');
store.set('bob', 'locale', 'en');
console.log('alice:', store.get('alice', 'locale'), '| bob:', store.get('bob', 'locale'));

store.set('alice', 'length', 'short');
console.log('bob reads length:', store.get('bob', 'length'));

try {
  store.set('  ', 'locale', 'fr');
} catch (e) {
  console.log((e as Error).name + ':', (e as Error).message);
}

// Copies on the way in and out: the reader cannot become a second writer.
store.set('alice', 'topics', ['memory']);
const mine = store.get('alice', 'topics') as string[];
mine.push('written by a reader');
console.log('my copy:', JSON.stringify(mine), '| the store:', JSON.stringify(store.get('alice', 'topics')));

console.log(
  'forgotten:',
  store.forgetOwner('alice'),
  'entries; alice keys:',
  store.keys('alice'),
  '| bob:',
  store.get('bob', 'locale'),
);
