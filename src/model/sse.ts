/**
 * An incremental parser of server-sent events as OpenAI-compatible servers send them for `stream: true`:
 * events separated by a blank line, each with one or more `data:` lines; the stream ends with `data: [DONE]`.
 * Bytes arrive in arbitrary pieces (an event may be cut anywhere, even inside a UTF-8 character), so the parser
 * keeps the unfinished tail between calls.
 */
export interface SseParser {
  /** Feeds a piece of the body; returns the data payloads of the events it completed. */
  push(piece: string): string[];
  /** The payload of a last event not followed by a blank line (some servers end that way), if any. */
  flush(): string[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  const take = (block: string): string | null => {
    const data: string[] = [];
    for (const line of block.split(/\r\n|\r|\n/)) {
      if (!line.startsWith('data:')) continue; // comments (": keep-alive"), event:, id:, retry: are not content
      data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
    return data.length > 0 ? data.join('\n') : null;
  };
  return {
    push(piece) {
      buffer += piece;
      const out: string[] = [];
      for (;;) {
        const m = /\r\n\r\n|\n\n|\r\r/.exec(buffer);
        if (!m) break;
        const block = buffer.slice(0, m.index);
        buffer = buffer.slice(m.index + m[0].length);
        const payload = take(block);
        if (payload !== null) out.push(payload);
      }
      return out;
    },
    flush() {
      const payload = buffer.trim() ? take(buffer) : null;
      buffer = '';
      return payload !== null ? [payload] : [];
    },
  };
}
