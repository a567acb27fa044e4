/**
 * `llm(prompt)` and `embed(text)` in the chapter's Python kernel, through the same model as the page.
 * The page passes the model that answers with each run (null when none); for a server, the worker calls it with a
 * synchronous XMLHttpRequest, which workers allow, so Python code stays plain synchronous code, as in the sources.
 * Each request is posted to the page before it is sent and after it ends, for the request log.
 * A model file run in the page lives in the page, not in this worker: llm() asks the page (`model-call`) and waits
 * for its reply with Pyodide's `run_sync` (WebAssembly stack switching, JSPI: Chromium 137 and later), so the cell's
 * code stays synchronous there too. Where the browser lacks it, llm() says so plainly.
 * When no model answers, both raise ModelConnectionError saying to choose one in the Model dialog.
 */
import { describeModelError } from '../../model/errors';
import { endpoint, statusError } from '../../model/client';
import { ModelError, type ChatMessage } from '../../model/types';
import type {
  KernelModel,
  KernelPageModel,
  KernelServerModel,
  ModelCall,
  ModelLogMessage,
  ModelReply,
} from './protocol';

export interface BridgeHost {
  registerJsModule(name: string, module: object): void;
  runPython(code: string): unknown;
}

const PYTHON = `
import builtins as _b, json as _json, _aml_model

class ModelConnectionError(RuntimeError):
    """The model server could not answer (not connected, unreachable, refused...)."""

def _call(kind, payload):
    reply = getattr(_aml_model, kind)(_json.dumps(payload))
    if not isinstance(reply, str):
        # A model file run in the page: the page answers, and this code waits for it (stack switching).
        from pyodide.ffi import can_run_sync, run_sync
        if not can_run_sync():
            reply.cancel_reply()
            raise ModelConnectionError(_aml_model.no_stack_switching())
        reply = run_sync(reply.promise)
    reply = _json.loads(reply)
    if not reply["ok"]:
        raise ModelConnectionError(reply["error"])
    return reply["value"]

def llm(prompt, system=None):
    """Sends prompt (and an optional system message) to the connected chat model; returns its answer as text."""
    messages = ([{"role": "system", "content": str(system)}] if system is not None else []) + [{"role": "user", "content": str(prompt)}]
    return _call("chat", messages)

def embed(text):
    """The connected embedding model's vector for text (a list of floats); a list of texts gives a list of vectors."""
    single = isinstance(text, str)
    vectors = _call("embed", [text] if single else [str(t) for t in text])
    return vectors[0] if single else vectors

_b.llm, _b.embed, _b.ModelConnectionError = llm, embed, ModelConnectionError
`;

const NOT_CONNECTED = {
  en: 'Not connected to a model: open "Model" in the header, fill in your server, then click "Connect".',
  fr: 'Pas de modèle connecté\u00a0: ouvrez «\u00a0Modèle\u00a0» dans l’en-tête, renseignez votre serveur, puis cliquez sur «\u00a0Se connecter\u00a0».',
};

const NO_STACK_SWITCHING = {
  en: 'llm() with a model file run in this page needs a browser that can pause Python while the page answers (WebAssembly stack switching, JSPI: Chromium 137 or later). Use such a browser, or connect a model server in the Model dialog.',
  fr: 'llm() avec un fichier de modèle exécuté dans la page demande un navigateur capable de suspendre Python pendant que la page répond (WebAssembly stack switching, JSPI : Chromium 137 ou plus récent). Utilisez un tel navigateur, ou connectez un serveur de modèle dans la fenêtre Modèle.',
};

type Reply = { ok: true; value: unknown } | { ok: false; error: string };

/** The worker's side of the page's replies to `model-call`: a pending call per id. */
const pendingCalls = new Map<number, (reply: ModelReply) => void>();

/** Hands the page's reply to the llm() call that waits for it (kernel.worker.ts routes `model-reply` here). */
export function onModelReply(reply: ModelReply): void {
  pendingCalls.get(reply.id)?.(reply);
  pendingCalls.delete(reply.id);
}

export function installModelBridge(
  py: BridgeHost,
  current: () => KernelModel | null,
  post: (m: ModelLogMessage | ModelCall) => void,
) {
  let seq = 0;
  /** llm() with the page's model: the call is posted, and Python waits on the promise (run_sync). */
  const askPage = (model: KernelPageModel, raw: string) => {
    const id = ++seq;
    const messages = JSON.parse(raw) as ChatMessage[];
    const promise = new Promise<string>((resolve) => {
      pendingCalls.set(id, (reply) =>
        resolve(
          JSON.stringify(
            (reply.ok ? { ok: true, value: reply.text } : { ok: false, error: reply.error }) satisfies Reply,
          ),
        ),
      );
    });
    post({ type: 'model-call', id, messages });
    return {
      promise,
      cancel_reply: () => pendingCalls.delete(id),
      lang: model.lang,
    };
  };
  const words = (e: ModelError, lang: 'en' | 'fr') => {
    const w = describeModelError(e, lang);
    return `${w.title} ${w.fix}`;
  };
  const request = (kind: 'chat' | 'embed', raw: string): string | ReturnType<typeof askPage> => {
    const model = current();
    if (!model) return JSON.stringify({ ok: false, error: NOT_CONNECTED[langOf(model)] } satisfies Reply);
    if (model.kind === 'page') {
      if (kind === 'chat') return askPage(model, raw);
      return JSON.stringify({ ok: false, error: NO_EMBEDDINGS[model.lang] } satisfies Reply);
    }
    const input = JSON.parse(raw) as unknown[];
    const id = ++seq;
    const messages: ChatMessage[] =
      kind === 'chat'
        ? (input as ChatMessage[])
        : input.map((t) => ({ role: 'user' as const, content: String(t) }));
    const host = new URL(endpoint(model.baseUrl, 'models')).origin;
    const modelName = kind === 'chat' ? model.chatModel : model.embeddingModel;
    post({
      type: 'model-log',
      id,
      phase: 'start',
      kind: kind === 'chat' ? 'chat' : 'embeddings',
      host,
      model: modelName,
      messages,
    });
    const started = performance.now();
    const reply = send(model, kind, input);
    const ms = performance.now() - started;
    if (reply.ok) {
      const answer =
        kind === 'chat'
          ? String(reply.value)
          : `${(reply.value as number[][]).length} × ${(reply.value as number[][])[0]?.length ?? 0}`;
      post({ type: 'model-log', id, phase: 'end', ok: true, answer, ms });
      return JSON.stringify(reply);
    }
    post({
      type: 'model-log',
      id,
      phase: 'end',
      ok: false,
      answer: reply.error.message,
      ms,
      kindOfError: reply.error.kind,
      detail: reply.error.detail,
    });
    return JSON.stringify({ ok: false, error: words(reply.error, model.lang) } satisfies Reply);
  };
  py.registerJsModule('_aml_model', {
    chat: (raw: string) => request('chat', raw),
    embed: (raw: string) => request('embed', raw),
    no_stack_switching: () => NO_STACK_SWITCHING[langOf(current())],
  });
  py.runPython(PYTHON);
}

function langOf(model: KernelModel | null): 'en' | 'fr' {
  return model?.lang ?? currentLang;
}

/** The page's language when not connected (sent with each run). */
let currentLang: 'en' | 'fr' = 'en';
export function setBridgeLang(lang: 'en' | 'fr') {
  currentLang = lang;
}

const NO_EMBEDDINGS = {
  en: 'The model file run in this page gives no embeddings: embed() needs a model server with an embedding model (Model dialog).',
  fr: 'Le fichier de modèle exécuté dans la page ne donne pas d’embeddings : embed() demande un serveur de modèle avec un modèle d’embeddings (fenêtre Modèle).',
};

function send(
  model: KernelServerModel,
  kind: 'chat' | 'embed',
  input: unknown[],
): { ok: true; value: unknown } | { ok: false; error: ModelError } {
  const path = kind === 'chat' ? 'chat/completions' : 'embeddings';
  const body =
    kind === 'chat'
      ? { model: model.chatModel, messages: input, stream: false }
      : { model: model.embeddingModel, input };
  const url = endpoint(model.baseUrl, path);
  const detail = {
    serverOrigin: new URL(url).origin,
    pageOrigin: self.location.origin,
    model: body.model,
    timeoutMs: model.timeoutMs,
  };
  const xhr = new XMLHttpRequest();
  xhr.open('POST', url, false);
  xhr.timeout = model.timeoutMs; // allowed on synchronous requests in workers
  xhr.setRequestHeader('Content-Type', 'application/json');
  if (model.apiKey) xhr.setRequestHeader('Authorization', `Bearer ${model.apiKey}`);
  try {
    xhr.send(JSON.stringify(body));
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    // The page tested this connection when the user connected: a failure now most likely means the server stopped.
    return { ok: false, error: new ModelError(timedOut ? 'timeout' : 'unreachable', String(err), detail) };
  }
  if (xhr.status < 200 || xhr.status >= 300)
    return { ok: false, error: statusError(xhr.status, xhr.responseText, detail) };
  let json: unknown;
  try {
    json = JSON.parse(xhr.responseText);
  } catch {
    return {
      ok: false,
      error: new ModelError('bad-response', 'not JSON', {
        ...detail,
        serverMessage: `not JSON: ${xhr.responseText.slice(0, 120)}`,
      }),
    };
  }
  if (kind === 'chat') {
    const text = (json as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
      ?.content;
    if (typeof text !== 'string')
      return {
        ok: false,
        error: new ModelError('bad-response', 'shape', {
          ...detail,
          serverMessage: 'no choices[0].message.content',
        }),
      };
    return { ok: true, value: text };
  }
  const data = (json as { data?: { embedding?: unknown; index?: unknown }[] })?.data;
  if (
    !Array.isArray(data) ||
    data.length !== input.length ||
    !data.every((d) => Array.isArray(d?.embedding))
  ) {
    return {
      ok: false,
      error: new ModelError('bad-response', 'shape', {
        ...detail,
        serverMessage: 'no "data" list of one vector per text',
      }),
    };
  }
  const vectors = new Array<unknown>(input.length);
  data.forEach((d, i) => (vectors[typeof d.index === 'number' ? d.index : i] = d.embedding));
  return { ok: true, value: vectors };
}
