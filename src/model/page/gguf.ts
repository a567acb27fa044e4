/**
 * Reads a GGUF file's header (magic, version, metadata) from a Blob, a slice at a time: what the page checks before
 * it loads a model (is it GGUF at all, which architecture and quantisation, a chat template, the context length).
 * The tensors are never read here. Format: https://github.com/ggml-org/ggml/blob/master/docs/gguf.md (little endian).
 */

export interface GgufInfo {
  version: number;
  tensorCount: number;
  /** Scalar and string values; arrays are kept as their length only (the vocabulary is not needed here). */
  metadata: Record<string, string | number | boolean | { arrayOf: string; length: number }>;
  architecture: string | null;
  name: string | null;
  /** `general.file_type` as llama.cpp names it (Q4_K_M, F16...), or null when absent or unknown. */
  quantisation: string | null;
  chatTemplate: string | null;
  contextLength: number | null;
  layers: number | null;
  embedding: number | null;
  headsKv: number | null;
  heads: number | null;
}

export class NotGgufError extends Error {
  constructor(readonly firstBytes: string) {
    super(`not a GGUF file (starts with ${JSON.stringify(firstBytes)})`);
    this.name = 'NotGgufError';
  }
}

/** llama.cpp's `llama_ftype` values (the ones a GGUF file's `general.file_type` says). */
const FILE_TYPES: Record<number, string> = {
  0: 'F32',
  1: 'F16',
  2: 'Q4_0',
  3: 'Q4_1',
  7: 'Q8_0',
  8: 'Q5_0',
  9: 'Q5_1',
  10: 'Q2_K',
  11: 'Q3_K_S',
  12: 'Q3_K_M',
  13: 'Q3_K_L',
  14: 'Q4_K_S',
  15: 'Q4_K_M',
  16: 'Q5_K_S',
  17: 'Q5_K_M',
  18: 'Q6_K',
  19: 'IQ2_XXS',
  20: 'IQ2_XS',
  21: 'Q2_K_S',
  22: 'IQ3_XS',
  23: 'IQ3_XXS',
  24: 'IQ1_S',
  25: 'IQ4_NL',
  26: 'IQ3_S',
  27: 'IQ3_M',
  28: 'IQ2_S',
  29: 'IQ2_M',
  30: 'IQ4_XS',
  31: 'IQ1_M',
  32: 'BF16',
  36: 'TQ1_0',
  37: 'TQ2_0',
  38: 'MXFP4',
};

const SLICE = 1 << 20;
/** A header larger than this is not read further (no real model's metadata comes near it). */
const MAX_HEADER = 256 << 20;

/** Reads little-endian values from a Blob, fetching slices as needed. */
class BlobReader {
  private buf = new Uint8Array(0);
  private start = 0; // file offset of buf[0]
  pos = 0;
  constructor(private readonly blob: Blob) {}

  private async ensure(n: number): Promise<void> {
    if (this.pos + n <= this.start + this.buf.length) return;
    if (this.pos + n > this.blob.size) throw new RangeError('the file ends inside its header');
    if (this.pos + n > MAX_HEADER) throw new RangeError('the header is larger than 256 MB');
    const from = this.pos;
    const to = Math.min(this.blob.size, Math.max(from + n, from + SLICE));
    this.buf = new Uint8Array(await this.blob.slice(from, to).arrayBuffer());
    this.start = from;
  }
  private view(n: number): DataView {
    const at = this.pos - this.start;
    this.pos += n;
    return new DataView(this.buf.buffer, this.buf.byteOffset + at, n);
  }
  async bytes(n: number): Promise<Uint8Array> {
    await this.ensure(n);
    const at = this.pos - this.start;
    this.pos += n;
    return this.buf.slice(at, at + n);
  }
  async u8() {
    await this.ensure(1);
    return this.view(1).getUint8(0);
  }
  async u32() {
    await this.ensure(4);
    return this.view(4).getUint32(0, true);
  }
  async u64(): Promise<number> {
    await this.ensure(8);
    const v = this.view(8).getBigUint64(0, true);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('a count in the header is too large');
    return Number(v);
  }
  async skip(n: number) {
    if (this.pos + n > this.blob.size) throw new RangeError('the file ends inside its header');
    this.pos += n;
  }
}

const TYPE_NAMES = [
  'u8',
  'i8',
  'u16',
  'i16',
  'u32',
  'i32',
  'f32',
  'bool',
  'string',
  'array',
  'u64',
  'i64',
  'f64',
];
const FIXED: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };

async function readString(r: BlobReader): Promise<string> {
  const n = await r.u64();
  return new TextDecoder().decode(await r.bytes(n));
}

async function readScalar(r: BlobReader, type: number): Promise<string | number | boolean> {
  if (type === 8) return readString(r);
  const size = FIXED[type];
  if (size === undefined) throw new RangeError(`unknown metadata type ${type}`);
  const b = await r.bytes(size);
  const v = new DataView(b.buffer, b.byteOffset, size);
  switch (type) {
    case 0:
      return v.getUint8(0);
    case 1:
      return v.getInt8(0);
    case 2:
      return v.getUint16(0, true);
    case 3:
      return v.getInt16(0, true);
    case 4:
      return v.getUint32(0, true);
    case 5:
      return v.getInt32(0, true);
    case 6:
      return v.getFloat32(0, true);
    case 7:
      return v.getUint8(0) !== 0;
    case 10:
      return Number(v.getBigUint64(0, true));
    case 11:
      return Number(v.getBigInt64(0, true));
    default:
      return v.getFloat64(0, true);
  }
}

/** Reads the header. Throws NotGgufError when the magic is not "GGUF", a RangeError when the header is broken. */
export async function readGgufInfo(blob: Blob): Promise<GgufInfo> {
  const r = new BlobReader(blob);
  const magicBytes = await r.bytes(Math.min(4, blob.size));
  const magic = String.fromCharCode(...magicBytes);
  if (magic !== 'GGUF') throw new NotGgufError(magic);
  const version = await r.u32();
  if (version < 2 || version > 3) throw new RangeError(`GGUF version ${version} is not known`);
  const tensorCount = await r.u64();
  const kvCount = await r.u64();
  const metadata: GgufInfo['metadata'] = {};
  for (let i = 0; i < kvCount; i++) {
    const key = await readString(r);
    const type = await r.u32();
    if (type === 9) {
      const itemType = await r.u32();
      const length = await r.u64();
      if (itemType === 8) for (let j = 0; j < length; j++) await r.skip(await r.u64());
      else if (FIXED[itemType] !== undefined) await r.skip((FIXED[itemType] as number) * length);
      else throw new RangeError(`unsupported array of type ${itemType} in ${key}`);
      metadata[key] = { arrayOf: TYPE_NAMES[itemType] ?? String(itemType), length };
    } else metadata[key] = await readScalar(r, type);
  }
  const str = (k: string) => (typeof metadata[k] === 'string' ? (metadata[k] as string) : null);
  const num = (k: string) => (typeof metadata[k] === 'number' ? (metadata[k] as number) : null);
  const architecture = str('general.architecture');
  const arch = (k: string) => (architecture ? num(`${architecture}.${k}`) : null);
  const fileType = num('general.file_type');
  return {
    version,
    tensorCount,
    metadata,
    architecture,
    name: str('general.name'),
    quantisation: fileType === null ? null : (FILE_TYPES[fileType] ?? null),
    chatTemplate: str('tokenizer.chat_template'),
    contextLength: arch('context_length'),
    layers: arch('block_count'),
    embedding: arch('embedding_length'),
    heads: arch('attention.head_count'),
    headsKv: arch('attention.head_count_kv'),
  };
}
