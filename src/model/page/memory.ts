/**
 * Will a model file fit in the memory this tab can give it? Checked before anything is loaded: the WebAssembly
 * runtime (wllama's llama.cpp build, 64-bit memory) holds at most 4 GiB, a single file read into it at most 2 GiB,
 * and a browser tab rarely gets more than half of the device's memory (`navigator.deviceMemory`, which browsers
 * round and cap at 8 GB). What the model needs: the file, its context's key-value cache, and working space.
 */
import type { GgufInfo } from './gguf';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** wllama 3.13's build: `maximum: 65536` pages of 64 KiB (memory64). */
export const WASM_MAX_BYTES = 4 * GiB;
/** One file handed to the runtime (wllama's README: split larger models with llama.cpp's gguf-split). */
export const SINGLE_FILE_MAX_BYTES = 2 * GiB;
/** Context the page asks for (tokens), at most what the model was trained with. */
export const PAGE_CONTEXT = 2048;

export interface MemoryCheck {
  ok: boolean;
  needBytes: number;
  limitBytes: number;
  /** What sets the limit. */
  limitedBy: 'runtime' | 'device' | 'single-file';
}

/** Bytes of the key-value cache (f16 keys and values) for `context` tokens; 0 when the header does not say. */
export function kvCacheBytes(
  info: Pick<GgufInfo, 'layers' | 'embedding' | 'heads' | 'headsKv'>,
  context: number,
) {
  if (!info.layers || !info.embedding) return 0;
  const kvShare = info.heads && info.headsKv ? info.headsKv / info.heads : 1;
  return 2 /* k and v */ * 2 /* bytes, f16 */ * info.layers * context * info.embedding * kvShare;
}

export function contextFor(info: Pick<GgufInfo, 'contextLength'>): number {
  return Math.min(PAGE_CONTEXT, info.contextLength ?? PAGE_CONTEXT);
}

export function checkMemory(
  fileBytes: number,
  info: Pick<GgufInfo, 'layers' | 'embedding' | 'heads' | 'headsKv' | 'contextLength'>,
  deviceMemoryGb: number | undefined,
): MemoryCheck {
  const needBytes = Math.ceil(fileBytes + kvCacheBytes(info, contextFor(info)) + 64 * MiB + fileBytes * 0.05);
  if (fileBytes > SINGLE_FILE_MAX_BYTES)
    return { ok: false, needBytes, limitBytes: SINGLE_FILE_MAX_BYTES, limitedBy: 'single-file' };
  const device = deviceMemoryGb && deviceMemoryGb > 0 ? (deviceMemoryGb * GiB) / 2 : Infinity;
  const limitBytes = Math.min(WASM_MAX_BYTES, device);
  return {
    ok: needBytes <= limitBytes,
    needBytes,
    limitBytes,
    limitedBy: device < WASM_MAX_BYTES ? 'device' : 'runtime',
  };
}
