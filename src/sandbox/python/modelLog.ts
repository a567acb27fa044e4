/**
 * The page side of Python's llm()/embed(): the model that answers, handed to each run; the worker's requests to a
 * server written into the request log (the exact prompt before it is sent, then the answer or the failure); and the
 * answers of a model file run in the page, which the worker asks for (`model-call`) since it cannot run it itself.
 */
import { useModelConnection } from '../../model/connection';
import { useRequestLog } from '../../model/requestLog';
import { getTarget } from '../../model/target';
import { useSettings } from '../../state/settings';
import type { KernelModel, ModelCall, ModelLogMessage, ModelReply } from './protocol';

export function kernelModel(): { model: KernelModel | null; lang: 'en' | 'fr' } {
  const lang = useSettings.getState().lang;
  const target = getTarget();
  if (!target) return { model: null, lang };
  if (target.kind === 'page') {
    const timeoutMs = useModelConnection.getState().settings.timeoutMs;
    return { model: { kind: 'page', model: target.fileName, timeoutMs, lang }, lang };
  }
  const { baseUrl, chatModel, embeddingModel, timeoutMs } = target.conn.settings;
  return {
    model: {
      kind: 'server',
      baseUrl,
      chatModel,
      embeddingModel,
      apiKey: target.conn.apiKey,
      timeoutMs,
      lang,
    },
    lang,
  };
}

/**
 * Answers one llm() call with the model run in the page (logged like any hook as 'python.llm'); `signal` aborts it
 * when the kernel stops. The reply carries the answer, or the failure in the page's words.
 */
export async function answerModelCall(call: ModelCall, signal: AbortSignal): Promise<ModelReply> {
  try {
    const { sendChat } = await import('../../model/send');
    const r = await sendChat('python.llm', call.messages, { signal });
    return { type: 'model-reply', id: call.id, ok: true, text: r.text };
  } catch (err) {
    const { toShownError } = await import('../../model/shown');
    const shown = await toShownError(err);
    const lang = useSettings.getState().lang;
    return { type: 'model-reply', id: call.id, ok: false, error: `${shown.title[lang]} ${shown.fix[lang]}` };
  }
}

/** Worker request id (per chapter) → request log id. */
const logIds = new Map<string, number>();

export function onModelLog(chapterId: string, m: ModelLogMessage) {
  const key = `${chapterId}/${m.id}`;
  const log = useRequestLog.getState();
  if (m.phase === 'start') {
    const hook = m.kind === 'chat' ? 'python.llm' : 'python.embed';
    logIds.set(key, log.add({ hook, host: m.host, kind: m.kind, model: m.model, messages: m.messages }));
    log.update(logIds.get(key) ?? -1, { status: 'sending' });
    return;
  }
  const id = logIds.get(key);
  if (id === undefined) return;
  logIds.delete(key);
  log.update(id, { status: m.ok ? 'done' : 'error', answer: m.answer, ms: m.ms });
}
