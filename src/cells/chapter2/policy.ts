// The written policy at work: what the store refuses, with its kind, the secret masked.
import { detectSensitive, MemoryStore, DEFAULT_STORAGE_POLICY } from 'agent-memory-lab';

console.log('expires after', DEFAULT_STORAGE_POLICY.expiresAfterMs / 86_400_000, 'days');
for (const text of [
  'Answer in French, please.',
  'version 1.2.3, order 458712369, 75011 Paris',
  'my key is sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj',
  'write to alice.martin@example.com or call 06 12 34 56 78',
  'IBAN FR76 3000 6000 0112 3456 7890 189',
]) {
  console.log(JSON.stringify(detectSensitive(text)), '←', text);
}

const store = new MemoryStore();
try {
  store.set('alice', 'profile', { contact: { email: 'alice.martin@example.com' } });
} catch (e) {
  const v = e as Error & { kind?: string };
  console.log(v.name, v.kind, '—', v.message);
}
console.log('alice keys:', store.keys('alice'));
