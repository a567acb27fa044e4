declare module 'virtual:aml-model-files' {
  /** Where each model's files are served, under the site's base (src/model/vitePlugin.ts). */
  export const paths: { encoder: string; tfjs: string; wllama: string };
  /** The sentence encoder's files (model.json, weight shards, vocab.json) and their sizes in bytes. */
  export const encoderFiles: { name: string; bytes: number }[];
  /** TensorFlow.js's WebAssembly backend builds. */
  export const tfjsFiles: { name: string; bytes: number }[];
  /** llama.cpp's WebAssembly build (wllama). */
  export const wllamaFiles: { name: string; bytes: number }[];
}
