/**
 * A literal port of the seed's `gains_pour(n_turns)` (section 6), quadratic as in the notebook:
 * len(summary) is recomputed from every chunk at every turn, and the conversation, the pages and
 * all messages are materialized. Used by the tests (cross-check of the notebook cost model) and by
 * the benchmark (when python3 is absent). Do not use it for large n.
 */
import { createMessage, type Message } from '../core/message';
import { PagedMemory } from '../window/paging';
import { RollingWindow } from '../window/rollingWindow';
import { truncateContent } from '../window/summary';

export interface SeedCostParams {
  msgAvgLen?: number;
  window?: number;
  resumeMax?: number;
  pageSize?: number;
  chunkChars?: number;
}

export function seedGainsPour(nTurns: number, p: SeedCostParams = {}): [number, number, number] {
  const L = p.msgAvgLen ?? 120;
  const W = p.window ?? 10;
  const B = p.resumeMax ?? 200;
  const P = p.pageSize ?? 5;
  const C = p.chunkChars ?? 40;
  const conv: Message[] = [];
  for (let i = 0; i < nTurns; i++) {
    conv.push(
      createMessage(
        i % 2 === 0 ? 'user' : 'assistant',
        `Message #${String(i).padStart(3, '0')} - ` + 'x'.repeat(L),
        {
          id: `seed-${i}`,
          ts: i,
        },
      ),
    );
  }
  let totalUnbounded = 0;
  for (let i = 0; i < nTurns; i++) totalUnbounded += L * (i + 1);

  const rw = new RollingWindow(W);
  const chunks: string[] = [];
  let totalWindowed = 0;
  for (const m of conv) {
    for (const ev of rw.append(m)) chunks.push(`[${ev.role}] ${truncateContent(ev.content, C)}`);
    let len = 0; // the seed's __len__: sum(len(c) for c in self.chunks), every turn
    for (const c of chunks) len += c.length;
    totalWindowed += W * L + Math.min(B, len);
  }

  const pm = new PagedMemory();
  for (let i = 0; i < nTurns; i += P) pm.addPage({ title: `page-${i / P}`, messages: conv.slice(i, i + P) });
  const totalPaged = nTurns * (P * L + B);
  return [totalUnbounded, totalWindowed, totalPaged];
}
