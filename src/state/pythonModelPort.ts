/**
 * What the chapters' Python kernels (src/sandbox/python/kernel.ts) need from the page: Python's llm()/embed() get
 * the model that answers with each run (by the route its backend gives: the worker calls a server itself, or asks
 * the page), the worker's requests to a server are written into the request log (the exact prompt before it is
 * sent, then the answer or the failure), and llm() calls the page must answer go through `askModel`.
 */
import type { LiveModel } from '../model/backends/contract';
import type { KernelModelPort } from '../sandbox/python/kernel';
import type { KernelModel, ModelCall, ModelReply } from '../sandbox/python/protocol';
import { askModel, failureWords } from './askModel';
import { useModelConnection } from './modelConnection';
import { getTarget } from './modelTarget';
import { useRequestLog } from './requestLog';
import { useSettings } from './settings';

/** Worker request id (per chapter) → request log id. */
const logIds = new Map<string, number>();

function kernelModel(target: LiveModel | null, lang: 'en' | 'fr'): KernelModel | null {
  if (!target) return null;
  const route = target.python;
  switch (route.via) {
    case 'ask-page': {
      const timeoutMs = useModelConnection.getState().settings.timeoutMs;
      return { kind: 'page', model: target.chatModel, timeoutMs, lang };
    }
    case 'worker-http': {
      const { baseUrl, chatModel, embeddingModel, timeoutMs } = route.conn.settings;
      return {
        kind: 'server',
        baseUrl,
        chatModel,
        embeddingModel,
        apiKey: route.conn.apiKey,
        timeoutMs,
        lang,
      };
    }
  }
}

/**
 * One llm() call of a Python cell answered in the page (logged like any hook, as 'python.llm'); `signal` aborts it
 * when the kernel stops. The reply carries the answer, or the failure in the page's words.
 */
async function answerPythonCall(call: ModelCall, signal: AbortSignal): Promise<ModelReply> {
  try {
    const r = await askModel('python.llm', call.messages, { signal });
    return { type: 'model-reply', id: call.id, ok: true, text: r.text };
  } catch (err) {
    const shown = await failureWords(err);
    const lang = useSettings.getState().lang;
    return { type: 'model-reply', id: call.id, ok: false, error: `${shown.title[lang]} ${shown.fix[lang]}` };
  }
}

export const pythonModelPort: KernelModelPort = {
  current() {
    const lang = useSettings.getState().lang;
    return { model: kernelModel(getTarget(), lang), lang };
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
  answer: answerPythonCall,
};
