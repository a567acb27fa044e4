/**
 * What the Model dialog and the connection layer ask of the page-run model: run a GGUF file the learner picked
 * (checked first: GGUF or not, memory), run a kept one, stop it, and answer a chat through the same `ChatResult` as
 * the server connection. Imported only once a file is picked (or a page model answers), with the runtime after it.
 */
import { NotGgufError, readGgufInfo, type GgufInfo } from '../model/page/gguf';
import { keepFile, readKept } from '../model/page/keptFiles';
import { checkMemory, contextFor } from '../model/page/memory';
import { startTimeLimit } from '../model/timeLimit';
import { ModelError, type ChatMessage, type ChatResult, type PageChatOptions } from '../model/types';
import { useModelConnection } from './modelConnection';
import { OFF, pageModelName, usePageModel, type PageModelProblem } from './pageModel';

/** Longest answer asked of a page model when the caller sets none (a server stops at its own limit). */
export const PAGE_MAX_TOKENS = 256;

const set = usePageModel.setState;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function fail(problem: PageModelProblem): false {
  set({ status: 'error', problem, runtime: null, loadingSince: null });
  return false;
}

/** Stops the page model and frees its memory; the kept file, if any, stays kept. */
export async function stopPageModel(): Promise<void> {
  const { unloadRuntime } = await import('../model/page/pageRuntime');
  await unloadRuntime();
  set({ ...OFF });
}

/**
 * Checks and runs a GGUF file in the page. On success the server connection, if any, is turned off (one model
 * answers at a time) and the file is kept on this device when `keep` says so. Resolves false with the problem in
 * the store when the file cannot run; nothing else changes then.
 */
export async function runModelFile(file: File, options: { keep: boolean }): Promise<boolean> {
  const fileName = file.name;
  set({ ...OFF, status: 'checking', file: { name: fileName, bytes: file.size } });
  let info: GgufInfo;
  try {
    info = await readGgufInfo(file);
  } catch (e) {
    return fail(
      e instanceof NotGgufError
        ? { kind: 'not-gguf', fileName }
        : { kind: 'broken', fileName, detail: message(e) },
    );
  }
  const deviceMemory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  const memory = checkMemory(file.size, info, deviceMemory);
  if (!memory.ok) return fail({ kind: 'too-large', fileName, ...memory });
  const context = contextFor(info);
  set({
    status: 'loading',
    info: {
      architecture: info.architecture,
      quantisation: info.quantisation,
      name: info.name,
      chatTemplate: info.chatTemplate !== null,
      context,
    },
    runtime: { loaded: 0, total: 1 },
  });
  const { loadRuntimeModel, RUNTIME_BYTES } = await import('../model/page/pageRuntime');
  let runtimeReady = false;
  try {
    const r = await loadRuntimeModel(file, {
      context,
      onRuntimeProgress: (loaded, total) => {
        set({ runtime: { loaded, total: Math.max(total, RUNTIME_BYTES) } });
        if (loaded >= total && !runtimeReady) {
          runtimeReady = true;
          set({ loadingSince: Date.now() });
        }
      },
    });
    set((s) => ({
      status: 'ready',
      runtime: null,
      loadingSince: null,
      threads: r.threads,
      multiThread: r.multiThread,
      loadMs: r.loadMs,
      info: s.info && { ...s.info, chatTemplate: r.chatTemplate !== null },
    }));
  } catch (e) {
    if (!runtimeReady) return fail({ kind: 'runtime', detail: message(e) });
    return fail({
      kind: 'unsupported',
      fileName,
      architecture: info.architecture,
      quantisation: info.quantisation,
      detail: message(e),
    });
  }
  // One model answers at a time: the server connection, if any, is turned off.
  useModelConnection.getState().disconnect();
  if (options.keep) {
    try {
      await keepFile(file);
      set({ kept: true });
    } catch (e) {
      console.warn('the file could not be kept on this device', e);
    }
  }
  return true;
}

/** Runs a file kept on this device. */
export async function runKeptFile(name: string): Promise<boolean> {
  const file = await readKept(name);
  if (!file) return fail({ kind: 'broken', fileName: name, detail: 'the kept file is gone' });
  const ok = await runModelFile(file, { keep: false });
  if (ok) set({ kept: true });
  return ok;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One chat answered by the page's model, streamed (`onDelta(textSoFar)`), with the runtime's token counts. One
 * answer at a time (the runtime has one slot): a second call waits for the first. The time limit is the
 * connection's. Throws ModelError: 'cancelled' (Stop), 'timeout', or 'page-model'.
 */
export function pageChat(messages: ChatMessage[], options: PageChatOptions = {}): Promise<ChatResult> {
  const run = async (): Promise<ChatResult> => {
    const model = pageModelName();
    if (model === null)
      throw new ModelError('page-model', 'No model runs in this page', { serverMessage: 'not loaded' });
    const timeoutMs = useModelConnection.getState().settings.timeoutMs;
    const limit = startTimeLimit(timeoutMs, options.signal);
    let partial = '';
    let tokens = 0;
    set({ status: 'answering', speed: { tokensPerSecond: null, firstTokenMs: null, tokens: 0 } });
    try {
      const { runtimeChat } = await import('../model/page/pageRuntime');
      const r = await runtimeChat(messages, {
        signal: limit.signal,
        maxTokens: options.maxTokens ?? PAGE_MAX_TOKENS,
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
        ...(options.grammar === undefined ? {} : { grammar: options.grammar }),
        onDelta: (text, tokensPerSecond) => {
          partial = text;
          tokens += 1;
          set((s) => ({
            speed: { tokensPerSecond, firstTokenMs: s.speed?.firstTokenMs ?? null, tokens },
          }));
          options.onDelta?.(text);
        },
      });
      set({
        speed: {
          tokensPerSecond: r.tokensPerSecond,
          firstTokenMs: r.firstTokenMs,
          tokens: r.usage?.completionTokens ?? tokens,
        },
      });
      return { text: r.text, model, usage: r.usage, ms: r.ms };
    } catch (e) {
      const detail = { model, timeoutMs, partial, serverMessage: message(e) };
      if (limit.signal.aborted) throw limit.abortError(detail, 'Stopped');
      throw new ModelError('page-model', `The model in this page failed: ${message(e)}`, detail);
    } finally {
      limit.done();
      if (usePageModel.getState().status === 'answering') set({ status: 'ready' });
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
