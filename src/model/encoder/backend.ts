/**
 * The sentence encoder whose weights come with the site (Universal Sentence Encoder lite, run by TensorFlow.js's
 * WebAssembly backend, `core.ts`): vectors only, computed in the page (`page.ts`) or in Node (`../node/encoder.ts`).
 * It answers the takes' `page-encoder` requests (src/state/encoder.ts), not the hooks a live model answers.
 */
import { defineModelBackend } from '../backends/contract';

export const encoderBackend = defineModelBackend({
  id: 'encoder',
  name: { en: 'the sentence encoder (in this page)', fr: 'l’encodeur de phrases (dans la page)' },
  capabilities: { chat: false, embed: true, stream: false, inPage: true, tools: false },
});
