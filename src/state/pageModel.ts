/**
 * The learner's own model file, run in this page (a GGUF file, llama.cpp compiled to WebAssembly by wllama): which
 * file, its loading progress, its speed while it answers, and what went wrong in plain data (the dialog words it).
 * Off after every reload, like the server connection; a file the learner asked to keep is on this device
 * (src/model/page/keptFiles.ts) and runs again with one click.
 *
 * This store is small and in the initial bundle (the header's status reads it); reading the header, the runtime
 * (pageRuntime.ts, wllama) and the kept files load only when the learner picks a file.
 */
import { create } from 'zustand';

export type PageModelStatus = 'off' | 'checking' | 'loading' | 'ready' | 'answering' | 'error';

/** Why a file was not run, as data (words: src/components/model/pageModel.messages.ts). */
export type PageModelProblem =
  | { kind: 'not-gguf'; fileName: string }
  | { kind: 'broken'; fileName: string; detail: string }
  | {
      kind: 'too-large';
      fileName: string;
      needBytes: number;
      limitBytes: number;
      limitedBy: 'runtime' | 'device' | 'single-file';
    }
  | {
      kind: 'unsupported';
      fileName: string;
      architecture: string | null;
      quantisation: string | null;
      detail: string;
    }
  | { kind: 'runtime'; detail: string };

export interface PageModelInfo {
  architecture: string | null;
  quantisation: string | null;
  /** `general.name` from the file (often generic: "llama"). */
  name: string | null;
  chatTemplate: boolean;
  context: number;
}

export interface PageModelState {
  status: PageModelStatus;
  /** The file being run (its name is what takes record as the model). */
  file: { name: string; bytes: number } | null;
  info: PageModelInfo | null;
  /** Bytes of the runtime's WebAssembly received (while loading). */
  runtime: { loaded: number; total: number } | null;
  /** Loading the file into the runtime (after the runtime's bytes): when it started. */
  loadingSince: number | null;
  threads: number | null;
  multiThread: boolean;
  loadMs: number | null;
  /** The answer being streamed, or the last one: tokens per second and time to the first token. */
  speed: { tokensPerSecond: number | null; firstTokenMs: number | null; tokens: number } | null;
  problem: PageModelProblem | null;
  /** Whether the running file is kept on this device (src/model/page/keptFiles.ts). */
  kept: boolean;
}

export const OFF: Omit<PageModelState, 'kept'> & { kept: false } = {
  status: 'off',
  file: null,
  info: null,
  runtime: null,
  loadingSince: null,
  threads: null,
  multiThread: false,
  loadMs: null,
  speed: null,
  problem: null,
  kept: false,
};

export const usePageModel = create<PageModelState>()(() => ({ ...OFF }));

/** The running file's name when a page model can answer (ready or answering), else null. */
export function pageModelName(s: Pick<PageModelState, 'status' | 'file'> = usePageModel.getState()) {
  return (s.status === 'ready' || s.status === 'answering') && s.file ? s.file.name : null;
}
