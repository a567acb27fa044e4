/**
 * What the model client and the Python bridge need from the page, handed to them as arguments (they read no store):
 * the live connection (null while not connected), the page's language, and the request log.
 * - `modelPort()`: for sendChat / sendEmbed (src/model/send.ts).
 * - `pythonModelPort`: for the chapters' Python kernels (src/sandbox/python/kernel.ts): Python's llm()/embed() get
 *   the live connection with each run, and the worker's requests are written into the request log (the exact
 *   prompt before it is sent, then the answer or the failure).
 */
import type { ModelPort } from '../model/types';
import type { KernelModelPort } from '../sandbox/python/kernel';
import { getConnection } from './modelConnection';
import { useRequestLog } from './requestLog';
import { useSettings } from './settings';

export function modelPort(): ModelPort {
  return { connection: getConnection(), log: useRequestLog.getState() };
}

/** Worker request id (per chapter) → request log id. */
const logIds = new Map<string, number>();

export const pythonModelPort: KernelModelPort = {
  current() {
    const lang = useSettings.getState().lang;
    const conn = getConnection();
    if (!conn) return { model: null, lang };
    const { baseUrl, chatModel, embeddingModel, timeoutMs } = conn.settings;
    return { model: { baseUrl, chatModel, embeddingModel, apiKey: conn.apiKey, timeoutMs, lang }, lang };
  },
  log(chapterId, m) {
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
  },
};
