import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { AnimatePresence, motion } from 'motion/react';
import { Heading } from '../ui';
import type { AgentFrame } from './caption';
import { SmallCard, WindowCard } from './MessageCard';
import type { Op } from './ops';
import dict from './agentMemory.messages';

const FAST_LAYOUT_LIMIT = 20;
/** A step this short or shorter (4× speed and more) leaves no time to watch cards reflow. */
const FAST_STEP_MS = 350;

function markOf(frame: AgentFrame, id: string): 'new' | 'touched' | 'edited' | null {
  for (const e of frame.events) {
    if (!('message' in e) || e.message?.id !== id) continue;
    if (e.type === 'appended') return 'new';
    if (e.type === 'touched') return 'touched';
    if (e.type === 'importance-set' || e.type === 'pinned' || e.type === 'unpinned') return 'edited';
  }
  return null;
}

/** The context window: the messages sent intact to the model, in the policy's order, plus free slots. */
export function WindowPanel({
  lang,
  frame,
  playing,
  stepMs,
  insertOp,
}: {
  lang: Lang;
  frame: AgentFrame;
  playing: boolean;
  stepMs: number;
  /** Stable (the store's), so unchanged cards skip rendering. */
  insertOp: (op: Op) => void;
}) {
  const t = pick(dict, lang);
  const mem = frame.state.mem;
  const messages = mem.windowMessages;
  const free = Math.max(0, mem.capacity - messages.length);
  const lru = mem.config.policy === 'lru';
  const loadedIndex = mem.currentPageIndex;
  const loaded = loadedIndex === null ? null : mem.page(loadedIndex);
  // Reflowing dozens of cards several times a second is noise, not information, and costs frames.
  const animateLayout = !(playing && stepMs <= FAST_STEP_MS && messages.length > FAST_LAYOUT_LIMIT);
  return (
    <section className="viz-panel viz-panel--window" aria-label={t.contextWindow}>
      <header className="viz-panel__header">
        <Heading sub={1}>{t.contextWindow}</Heading>
        <span className="viz-panel__meta" data-full={free === 0}>
          {t.windowUsage(messages.length, mem.capacity)}
          {messages.length > mem.capacity && ` · ${t.overCapacity}`}
        </span>
      </header>
      {lru && messages.length > 1 && (
        <p className="viz-axis" aria-hidden="true">
          <span>← {t.lruEnd}</span>
          <span>{t.mruEnd} →</span>
        </p>
      )}
      <ol className="viz-window">
        {messages.map((m) => (
          <WindowCard
            key={m.id}
            lang={lang}
            message={m}
            pinned={mem.isPinned(m.id)}
            mark={markOf(frame, m.id)}
            onAction={insertOp}
            animateLayout={animateLayout}
          />
        ))}
        {Array.from({ length: Math.min(free, 60) }, (_, i) => (
          <li key={`free-${i}`} className="viz-slot" aria-hidden="true">
            {t.freeSlot}
          </li>
        ))}
      </ol>
      <AnimatePresence mode="popLayout" initial={false}>
        {loaded && loadedIndex !== null && (
          <motion.div
            key={`loaded-${loadedIndex}`}
            className="viz-loaded"
            initial={{ opacity: 0, y: 24 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -12 }}
          >
            <Heading sub={2}>{t.loadedPage(loadedIndex, loaded.title)}</Heading>
            <ul className="viz-small-list">
              {loaded.messages.map((m) => (
                <SmallCard key={m.id} message={m} layoutId={`loaded-${m.id}`} />
              ))}
            </ul>
          </motion.div>
        )}
      </AnimatePresence>
    </section>
  );
}
