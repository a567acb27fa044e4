import { AppendLog } from '../collections/appendLog';
import { type Message } from '../core/message';
import { assertInt, cutText } from '../core/validate';

/** Separator between chunks in the rendered summary (the seed's "\n--\n"). */
export const SUMMARY_SEPARATOR = '\n--\n';

export interface ProgressiveSummaryOptions {
  /** Content longer than this is cut to `maxCharsPerChunk - 3` chars + '...'. Integer >= 3 (default 80). */
  maxCharsPerChunk?: number;
  /**
   * The seed's `# HOOK`: replaces the default truncation. Receives the evicted message and returns
   * the text of the chunk; the chunk is then `[role] text` like the seed's (the seed adds the role
   * prefix after the hook slot). A real system would call an LLM here.
   */
  summarize?: (m: Message) => string;
}

/** The seed's default summarizer: content cut to `limit - 3` chars + '...' when longer than `limit`. */
export function truncateContent(content: string, limit: number): string {
  if (content.length > limit) return cutText(content, limit - 3) + '...';
  return content;
}

/**
 * Render chunks joined by SUMMARY_SEPARATOR; when the body is longer than `maxChars`, cut it to
 * `maxChars - 3` chars + '...' (so the result is exactly `maxChars` long). For maxChars < 3 the
 * result is `maxChars` dots. Only the chunks needed are visited: O(maxChars + chunks visited).
 */
function renderChunks(chunks: AppendLog<string>, totalChars: number, maxChars?: number): string {
  const n = chunks.length;
  const bodyLen = n === 0 ? 0 : totalChars + SUMMARY_SEPARATOR.length * (n - 1);
  if (maxChars === undefined || bodyLen <= maxChars) return chunks.toArray().join(SUMMARY_SEPARATOR);
  if (maxChars < 3) return '.'.repeat(maxChars);
  const keep = maxChars - 3;
  const parts: string[] = [];
  let len = 0;
  for (let i = 0; i < n && len < keep; i++) {
    if (i > 0) {
      parts.push(SUMMARY_SEPARATOR);
      len += SUMMARY_SEPARATOR.length;
    }
    const c = chunks.at(i) as string;
    parts.push(c);
    len += c.length;
  }
  return cutText(parts.join(''), keep) + '...';
}

/**
 * The seed's ProgressiveSummary: evicted messages become chunks `[role] text`.
 * `length` is the seed's `__len__` (sum of chunk lengths, separators not counted), kept in O(1).
 */
export class ProgressiveSummary {
  readonly maxCharsPerChunk: number;
  private readonly summarizeHook: ((m: Message) => string) | undefined;
  private log: AppendLog<string>;
  private total = 0;

  constructor(opts: ProgressiveSummaryOptions = {}) {
    this.maxCharsPerChunk = assertInt('maxCharsPerChunk', opts.maxCharsPerChunk ?? 80, 3);
    if (opts.summarize !== undefined && typeof opts.summarize !== 'function') {
      throw new TypeError('summarize must be a function (m: Message) => string');
    }
    this.summarizeHook = opts.summarize;
    this.log = new AppendLog<string>();
  }

  /** Build the chunk for a message without adding it. */
  chunkFor(m: Message): string {
    let text: string;
    if (this.summarizeHook) {
      const out: unknown = this.summarizeHook(m);
      if (typeof out !== 'string') throw new TypeError('summarize must return a string');
      text = out;
    } else {
      text = truncateContent(m.content, this.maxCharsPerChunk);
    }
    return `[${m.role}] ${text}`;
  }

  /** Add an evicted message; returns the chunk added (the seed's `ajouter`). */
  add(m: Message): string {
    const chunk = this.chunkFor(m);
    this.log.push(chunk);
    this.total += chunk.length;
    return chunk;
  }

  /** Add an already-built chunk (used when restoring a saved state). */
  addChunk(chunk: string): void {
    this.log.push(chunk);
    this.total += chunk.length;
  }

  /** The chunks, oldest first (a copy). */
  get chunks(): string[] {
    return this.log.toArray();
  }

  get chunkCount(): number {
    return this.log.length;
  }

  /** Sum of chunk lengths without separators (the seed's `len(sm)`). */
  get length(): number {
    return this.total;
  }

  /** Length of the full rendered body, separators included. */
  get renderedLength(): number {
    const n = this.log.length;
    return n === 0 ? 0 : this.total + SUMMARY_SEPARATOR.length * (n - 1);
  }

  /** Chunks joined by '\n--\n', cut to `maxChars - 3` chars + '...' when longer than `maxChars`. */
  render(maxChars?: number): string {
    if (maxChars !== undefined) assertInt('maxChars', maxChars, 0);
    return renderChunks(this.log, this.total, maxChars);
  }

  /** Independent copy in O(1) (chunks are shared copy-on-write). */
  clone(): ProgressiveSummary {
    const c = new ProgressiveSummary({
      maxCharsPerChunk: this.maxCharsPerChunk,
      ...(this.summarizeHook ? { summarize: this.summarizeHook } : {}),
    });
    c.log = this.log.clone();
    c.total = this.total;
    return c;
  }
}
