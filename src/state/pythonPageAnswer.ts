/**
 * One llm() call of a Python cell answered by the model file run in this page (logged like any hook, as
 * 'python.llm'); `signal` aborts it when the kernel stops. The reply carries the answer, or the failure in the
 * page's words. Loaded only when such a call comes (src/state/modelPort.ts), not with every page that has a cell.
 */
import { sendChat } from '../model/send';
import { toShownError } from '../model/shown';
import type { ModelCall, ModelReply } from '../sandbox/python/protocol';
import { modelPort } from './modelPort';
import { useSettings } from './settings';

export async function answerPythonCall(call: ModelCall, signal: AbortSignal): Promise<ModelReply> {
  try {
    const r = await sendChat(modelPort(), 'python.llm', call.messages, { signal });
    return { type: 'model-reply', id: call.id, ok: true, text: r.text };
  } catch (err) {
    const shown = await toShownError(err);
    const lang = useSettings.getState().lang;
    return { type: 'model-reply', id: call.id, ok: false, error: `${shown.title[lang]} ${shown.fix[lang]}` };
  }
}
