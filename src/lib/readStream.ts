/**
 * A stream of bytes read to its end and joined: a download (`onBytes` hears the bytes received so far after each
 * chunk, for a progress bar) or a decompression (`limit` stops one that grows too large: the stream is cancelled
 * and the read throws).
 */
export async function readStream(
  stream: ReadableStream<Uint8Array>,
  { onBytes, limit = Infinity }: { onBytes?: (received: number) => void; limit?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
    onBytes?.(received);
  }
  const whole = new Uint8Array(received);
  let at = 0;
  for (const c of chunks) {
    whole.set(c, at);
    at += c.byteLength;
  }
  return whole;
}
