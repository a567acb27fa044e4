/**
 * The scenes' scripted models: the answers each chapter writes beside its mechanism (`src/engine/reflective/llm.ts`,
 * the episodic scene's hooks), given synchronously by the engine. Nothing is sent and nothing is logged, so it has no
 * live model: it is in the registry so that the list of what can answer a hook is complete, and "scripted" in the
 * takes panel names this entry.
 */
import { defineModelBackend } from '../backends/contract';

export const scriptedBackend = defineModelBackend({
  id: 'scripted',
  name: { en: 'the scene’s scripted answers', fr: 'les réponses écrites de la scène' },
  capabilities: { chat: true, embed: false, stream: false, inPage: true, tools: false },
});
