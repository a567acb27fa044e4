import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { motion } from 'motion/react';
import { Heading } from '../ui';
import type { AgentFrame } from './caption';
import { stateEvictions } from './mechanism';
import { messageNumber } from './ops';
import dict from './agentMemory.messages';
import { DestinationPanel } from './DestinationPanel';

const SHOWN = 8;

/** The progressive summary: each evicted message becomes a truncated chunk; the summary grows. */
export function SummaryPanel({ lang, frame }: { lang: Lang; frame: AgentFrame }) {
  const t = pick(dict, lang);
  const mem = frame.state.mem;
  const summary = mem.summary;
  const chunks = summary.chunks;
  const byChunk = new Map<number, string>();
  for (const r of stateEvictions(frame.state))
    if (r.chunkIndex !== undefined) byChunk.set(r.chunkIndex, r.message.id);
  const active = mem.config.evictTo === 'summary';
  const budget = mem.config.summaryBudget;
  const sent = mem.context().summary;
  const first = Math.max(0, chunks.length - SHOWN);
  return (
    <DestinationPanel
      lang={lang}
      kind="summary"
      title={t.summary}
      meta={
        chunks.length > 0 && (
          <span className="viz-panel__meta">{t.summaryChars(summary.length, chunks.length)}</span>
        )
      }
      active={active}
      evictTo={mem.config.evictTo}
    >
      {chunks.length === 0 ? (
        active && <p className="viz-empty">{t.summaryEmpty}</p>
      ) : (
        <>
          <div className="viz-summary-growth" aria-hidden="true">
            <motion.span
              layout
              className="viz-summary-growth__bar"
              style={{ width: `${Math.min(100, (summary.length / Math.max(1, budget * 1.5)) * 100)}%` }}
            />
          </div>
          {first > 0 && <p className="viz-panel__hint">{t.earlier(first)}</p>}
          <ol className="viz-chunks">
            {chunks.slice(first).map((c, i) => {
              const id = byChunk.get(first + i);
              return (
                <motion.li
                  key={id ?? `chunk-${first + i}`}
                  layout
                  {...(id ? { layoutId: `msg-${id}` } : {})}
                  className="viz-chunk"
                >
                  {id && <span className="viz-card__num">{messageNumber(id)}</span>} <span>{c}</span>
                </motion.li>
              );
            })}
          </ol>
          <Heading sub={2} className="viz-summary-sent__title">
            {budget > 0 ? t.summarySent(budget) : t.summaryNotSent}
          </Heading>
          {budget > 0 && <pre className="viz-summary-sent">{sent}</pre>}
        </>
      )}
    </DestinationPanel>
  );
}
