/**
 * What the page checks before it runs a model file: the GGUF header (read from the real stories260K file, and from
 * broken copies of it), and whether the model fits the memory the tab can get.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NotGgufError, readGgufInfo } from '../../src/model/page/gguf';
import {
  checkMemory,
  contextFor,
  kvCacheBytes,
  SINGLE_FILE_MAX_BYTES,
  WASM_MAX_BYTES,
} from '../../src/model/page/memory';
import { plainPrompt } from '../../src/model/page/plainPrompt';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

const GGUF = sharedDataFile('models', 'stories260K.gguf');
const GiB = 1024 ** 3;

describe.skipIf(!GGUF)(
  GGUF ? 'the GGUF header of stories260K' : sharedDataMissing('models', 'stories260K.gguf'),
  () => {
    const bytes = () => readFileSync(GGUF as string);

    it('reads the architecture, the sizes and the absence of a chat template', async () => {
      const info = await readGgufInfo(new Blob([bytes()]));
      expect(info).toMatchObject({
        version: 3,
        tensorCount: 48,
        architecture: 'llama',
        name: 'llama',
        chatTemplate: null,
        contextLength: 2048,
        layers: 5,
        embedding: 64,
        heads: 8,
        headsKv: 4,
      });
      expect(info.metadata['tokenizer.ggml.tokens']).toEqual({ arrayOf: 'string', length: 512 });
    });

    it('refuses a file that is not GGUF, and a header cut short', async () => {
      await expect(readGgufInfo(new Blob(['Ceci est un texte, pas un modèle.']))).rejects.toBeInstanceOf(
        NotGgufError,
      );
      await expect(readGgufInfo(new Blob([]))).rejects.toBeInstanceOf(NotGgufError);
      await expect(readGgufInfo(new Blob([bytes().subarray(0, 300)]))).rejects.toThrow(
        /ends inside its header/,
      );
    });
  },
);

describe('the memory check before loading', () => {
  const small = { layers: 5, embedding: 64, heads: 8, headsKv: 4, contextLength: 2048 };

  it('counts the file, the key-value cache of the context asked for, and working space', () => {
    expect(contextFor(small)).toBe(2048);
    expect(contextFor({ contextLength: 512 })).toBe(512);
    // 2 (k, v) × 2 bytes × 5 layers × 2048 tokens × 64 × 4/8
    expect(kvCacheBytes(small, 2048)).toBe(2 * 2 * 5 * 2048 * 64 * 0.5);
    const r = checkMemory(1_185_376, small, 8);
    expect(r.ok).toBe(true);
    expect(r.needBytes).toBeGreaterThan(1_185_376 + kvCacheBytes(small, 2048));
  });

  it('refuses what the runtime, a single file, or the device cannot hold', () => {
    expect(checkMemory(3.9 * GiB, small, undefined)).toMatchObject({ ok: false, limitedBy: 'single-file' });
    const big = { layers: 32, embedding: 4096, heads: 32, headsKv: 8, contextLength: 8192 };
    expect(checkMemory(1.9 * GiB, big, undefined)).toMatchObject({ ok: true, limitBytes: WASM_MAX_BYTES });
    // A device of 2 GB gives a tab about half of it.
    expect(checkMemory(1.9 * GiB, big, 2)).toMatchObject({ ok: false, limitedBy: 'device', limitBytes: GiB });
    expect(SINGLE_FILE_MAX_BYTES).toBeLessThan(WASM_MAX_BYTES);
  });
});

describe('a prompt for a file without a chat template', () => {
  it('is the messages’ text, one after the other', () => {
    expect(
      plainPrompt([
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Once upon a time' },
      ]),
    ).toBe('Be brief.\n\nOnce upon a time');
  });
});
