import { describe, expect, it } from 'vitest';
import { readStream } from '../../src/lib/readStream';

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> & { cancelled: () => boolean } {
  let cancelled = false;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return Object.assign(stream, { cancelled: () => cancelled });
}

describe('readStream', () => {
  it('joins the chunks in order and tells the bytes received after each', async () => {
    const seen: number[] = [];
    const whole = await readStream(
      streamOf([new Uint8Array([1, 2, 3]), new Uint8Array([]), new Uint8Array([4, 5])]),
      { onBytes: (received) => seen.push(received) },
    );
    expect([...whole]).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([3, 3, 5]);
  });

  it('cancels the stream and throws once it passes the limit', async () => {
    const stream = streamOf([new Uint8Array(4), new Uint8Array(4), new Uint8Array(4)]);
    await expect(readStream(stream, { limit: 6 })).rejects.toThrow('too large');
    expect(stream.cancelled()).toBe(true);
  });

  it('reads a stream of exactly the limit', async () => {
    const whole = await readStream(streamOf([new Uint8Array(3), new Uint8Array(3)]), { limit: 6 });
    expect(whole.byteLength).toBe(6);
  });
});
