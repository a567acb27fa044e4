/**
 * The page side of Python's llm()/embed(): the live connection handed to each run, and the worker's requests
 * written into the request log (the exact prompt before it is sent, then the answer or the failure).
 */
import { getConnection } from '../../model/connection';
import { useRequestLog } from '../../model/requestLog';
import { useSettings } from '../../state/settings';
import type { KernelModel, ModelLogMessage } from './protocol';

export function kernelModel(): { model: KernelModel | null; lang: 'en' | 'fr' } {
  const lang = useSettings.getState().lang;
  const conn = getConnection();
  if (!conn) return { model: null, lang };
  const { baseUrl, chatModel, embeddingModel, timeoutMs } = conn.settings;
  return { model: { baseUrl, chatModel, embeddingModel, apiKey: conn.apiKey, timeoutMs, lang }, lang };
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
