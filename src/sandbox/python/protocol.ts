/** Messages between the page (kernel.ts) and the kernel's worker (kernel.worker.ts). */
import type { PythonErrorInfo } from './types';

export type ToWorker =
  | {
      type: 'init';
      /** Absolute URL of the folder holding Pyodide's files on this site, ending with '/'. */
      indexURL: string;
      /** Sizes of the files, to report download progress. */
      files: { name: string; bytes: number }[];
      /** One byte shared with the page (cross-origin isolated pages only): 2 = SIGINT, Python raises KeyboardInterrupt. */
      interruptBuffer: Uint8Array | null;
      /** This build's memory snapshot of a fresh interpreter (snapshotStore.ts), restored instead of a full load. */
      snapshot?: ArrayBuffer | null;
    }
  | {
      /** A worker of its own that only makes a snapshot (no cell ever runs in it) and is then ended. */
      type: 'make-snapshot';
      indexURL: string;
    }
  | {
      type: 'run';
      id: number;
      code: string;
      filename: string;
      /** The live model connection for llm()/embed() (null: not connected), and the page's language. */
      model?: KernelModel | null;
      lang?: 'en' | 'fr';
    }
  | ModelReply;

/** The page's answer to a `model-call` (a model file run in the page answered, or why it could not). */
export type ModelReply =
  | { type: 'model-reply'; id: number; ok: true; text: string }
  | { type: 'model-reply'; id: number; ok: false; error: string };

/**
 * What the kernel needs to reach the model that answers (passed with each run): the user's server, which the worker
 * calls itself, or a model file run in the page, which the worker asks the page for (`model-call`).
 */
export type KernelModel = KernelServerModel | KernelPageModel;

export interface KernelPageModel {
  kind: 'page';
  /** The file's name (the model's name in the log). */
  model: string;
  timeoutMs: number;
  lang: 'en' | 'fr';
}

export interface KernelServerModel {
  kind: 'server';
  baseUrl: string;
  chatModel: string;
  embeddingModel: string;
  apiKey: string | null;
  timeoutMs: number;
  lang: 'en' | 'fr';
}

/** A request from Python's llm()/embed(), for the page's request log: before it is sent, then its outcome. */
export type ModelLogMessage =
  | {
      type: 'model-log';
      id: number;
      phase: 'start';
      kind: 'chat' | 'embeddings';
      host: string;
      model: string;
      messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
    }
  | {
      type: 'model-log';
      id: number;
      phase: 'end';
      ok: boolean;
      answer: string;
      ms: number;
      kindOfError?: string;
      detail?: unknown;
    };

/** Python's llm() asks the page's model (a model file run in the page) for an answer. */
export interface ModelCall {
  type: 'model-call';
  id: number;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
}

export type FromWorker =
  | { type: 'progress'; loadedBytes: number; totalBytes: number }
  | { type: 'ready'; pythonVersion: string; snapshot?: 'restored' | 'none' | 'failed' }
  | { type: 'snapshot'; bytes: Uint8Array }
  | { type: 'load-error'; message: string }
  | { type: 'started'; id: number }
  | { type: 'stdout' | 'stderr'; id: number; text: string }
  | { type: 'done'; id: number; error: PythonErrorInfo | null; ms: number; truncated: boolean }
  | ModelLogMessage
  | ModelCall;
