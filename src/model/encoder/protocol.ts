/** Messages between the page and the sentence encoder's worker (encoder.worker.ts). */

export type ToEncoder =
  | {
      type: 'load';
      /** Absolute URLs of the model's folder and of the WebAssembly backend's folder, each ending in `/`. */
      modelUrl: string;
      wasmUrl: string;
      files: { name: string; bytes: number }[];
      /** TensorFlow.js's WebAssembly builds (fetched, and kept for offline use, with the model). */
      wasmFiles: { name: string; bytes: number }[];
    }
  | { type: 'embed'; id: number; texts: string[] };

export type FromEncoder =
  | { type: 'progress'; loadedBytes: number; totalBytes: number }
  | { type: 'ready'; ms: number; backend: string; threads: number }
  | { type: 'load-error'; message: string }
  | { type: 'vectors'; id: number; vectors: number[][]; ms: number }
  | { type: 'embed-error'; id: number; message: string };
