/**
 * What the model client and the Python bridge need from the page, handed to them as arguments (they read no store):
 * the model that answers (the live server connection, or the model file run in this page; null while none), the
 * page's language, and the request log.
 * - `modelPort()`: for sendChat / sendEmbed (src/model/send.ts).
 * - `pythonModelPort`: for the chapters' Python kernels (src/sandbox/python/kernel.ts): Python's llm()/embed() get
 *   the model that answers with each run, the worker's requests to a server are written into the request log (the
 *   exact prompt before it is sent, then the answer or the failure), and llm() calls to the model file run in this
 *   page are answered here, since the worker cannot run it itself.
 */
import type { ModelPort, PageModelPort } from '../model/types';
import type { KernelModelPort } from '../sandbox/python/kernel';
import type { KernelModel } from '../sandbox/python/protocol';
import { getConnection, useModelConnection } from './modelConnection';
import { pageModelName } from './pageModel';
import { useRequestLog } from './requestLog';
import { useSettings } from './settings';

/** The model file run in this page as a port carries it (its runtime loads only when it answers). */
function pagePort(fileName: string): PageModelPort {
  return {
    fileName,
    chat: async (messages, options) => (await import('./pageModelActions')).pageChat(messages, options),
  };
}

export function modelPort(): ModelPort {
  // One model answers at a time: a model file run in this page turns the server connection off (pageModelActions).
  const page = pageModelName();
  return {
    connection: page === null ? getConnection() : null,
    page: page === null ? null : pagePort(page),
    log: useRequestLog.getState(),
  };
}

/** Worker request id (per chapter) → request log id. */
const logIds = new Map<string, number>();

function kernelModel(lang: 'en' | 'fr'): KernelModel | null {
  const page = pageModelName();
  if (page !== null) {
    const timeoutMs = useModelConnection.getState().settings.timeoutMs;
    return { kind: 'page', model: page, timeoutMs, lang };
  }
  const conn = getConnection();
  if (!conn) return null;
  const { baseUrl, chatModel, embeddingModel, timeoutMs } = conn.settings;
  return { kind: 'server', baseUrl, chatModel, embeddingModel, apiKey: conn.apiKey, timeoutMs, lang };
}

export const pythonModelPort: KernelModelPort = {
  current() {
    const lang = useSettings.getState().lang;
    return { model: kernelModel(lang), lang };
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
  /**
   * One llm() call answered by the model file run in this page (logged like any hook, as 'python.llm'); `signal`
   * aborts it when the kernel stops. The reply carries the answer, or the failure in the page's words.
   */
  answer: async (call, signal) => (await import('./pythonPageAnswer')).answerPythonCall(call, signal),
};
