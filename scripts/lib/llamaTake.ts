/**
 * A scene's waiting request answered by a GGUF model through node-llama-cpp, as the take driver adds an answer in
 * the page: a request with tools is held to the grammar made from them (at most 1,024 tokens), a plain one is
 * answered as it is (at most 256, the page's default); the runtime's own token counts are the usage.
 */
import type { TakeAnswer, TakeRequest } from '../../src/engine/scene/take';
import { toolCallGrammar } from '../../src/engine/selfManaged/modelTurn';
import type { LlamaBackend } from '../../tools/modelServer/realModels';

export async function llamaTakeAnswer(
  llama: LlamaBackend,
  request: Extract<TakeRequest, { kind: 'chat' }>,
  model: string,
): Promise<TakeAnswer> {
  const r = await llama.answer([{ role: 'user', content: request.prompt }], {
    maxTokens: request.tools ? 1024 : 256,
    signal: new AbortController().signal,
    onPiece: () => undefined,
    ...(request.tools ? { grammar: toolCallGrammar(request.tools) } : {}),
  });
  return {
    hook: request.hook,
    prompt: request.prompt,
    answer: r.text,
    model,
    at: new Date().toISOString(),
    usage: {
      promptTokens: r.promptTokens,
      completionTokens: r.completionTokens,
      totalTokens: r.promptTokens + r.completionTokens,
    },
  };
}
