import type { Lang } from '../../i18n/lang';
import { pick as pickLang } from '../../i18n/defineMessages';
import { AnimatePresence, motion } from 'motion/react';
import { Heading } from '../ui';
import type { ScenePick } from '../types';
import type { EvictionPolicy } from '../../engine/agentMemory';
import type { AgentFrame, TextKey } from './caption';
import { SmallCard, WindowCard, type CardPick } from './MessageCard';
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

/** What one card shows of a practice question's pick: only the options are pickable. */
function cardPick(pick: ScenePick | null, id: string): CardPick | null {
  const option = pick?.options.find((o) => o.id === id);
  if (!pick || !option) return null;
  return {
    label: option.label,
    selected: pick.selected === id,
    expected: pick.expected === id,
    answered: pick.locked,
    onPick: pick.onPick,
  };
}

/**
 * The order each policy draws above the cards, by its two ends, or none (FIFO's and importance's cards are not in an
 * order the learner reads off the window): a new policy is a type error here until it says what it shows.
 */
const ORDER_AXIS: Record<EvictionPolicy, { first: TextKey; last: TextKey } | null> = {
  fifo: null,
  lru: { first: 'lruEnd', last: 'mruEnd' },
  importance: null,
};

/** The context window: the messages sent intact to the model, in the policy's order, plus free slots. */
export function WindowPanel({
  lang,
  frame,
  playing,
  stepMs,
  insertOp,
  pick = null,
}: {
  lang: Lang;
  frame: AgentFrame;
  playing: boolean;
  stepMs: number;
  /** Stable (the store's), so unchanged cards skip rendering. */
  insertOp: (op: Op) => void;
  /** A practice question answered by picking a message of the window. */
  pick?: ScenePick | null;
}) {
  const t = pickLang(dict, lang);
  const mem = frame.state.mem;
  // While a practice question is asked, the cards are in arrival order: the policy's own order (LRU's recency queue)
  // would point at the answer before the learner has reasoned it out.
  const asking = pick !== null && !pick.locked;
  const messages = asking ? [...mem.windowMessages].sort((a, b) => a.ts - b.ts) : mem.windowMessages;
  const free = Math.max(0, mem.capacity - messages.length);
  const axis = ORDER_AXIS[mem.config.policy];
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
      {asking && <p className="viz-axis viz-axis--asking">{t.arrivalOrder}</p>}
      {axis && !asking && messages.length > 1 && (
        <p className="viz-axis" aria-hidden="true">
          <span>← {t[axis.first]}</span>
          <span>{t[axis.last]} →</span>
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
            pick={cardPick(pick, m.id)}
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
