/**
 * AgentMemory's types and events: configuration, the events every operation returns (for the visualizer and
 * the captions), the context view sent to the model, and the serialized state. Types and constants only.
 */
import type { Message } from '../core/message';
import type { Page } from '../window/paging';

/**
 * The eviction policies, stated once: the type is derived from the list, and every map keyed by a policy is a
 * `Record<EvictionPolicy, …>`, so a new policy is a type error at each place that must handle it.
 */
export const POLICIES = ['fifo', 'lru', 'importance'] as const;
export type EvictionPolicy = (typeof POLICIES)[number];
export const DESTINATIONS = ['trash', 'summary', 'archive'] as const;
export type EvictionDestination = (typeof DESTINATIONS)[number];
/** Why a message was evicted: one reason per policy, which the events carry. */
export const REASON_BY_POLICY = {
  fifo: 'oldest',
  lru: 'least-recently-used',
  importance: 'lowest-importance',
} as const satisfies Record<EvictionPolicy, string>;
export type EvictionReason = (typeof REASON_BY_POLICY)[EvictionPolicy];
/**
 * What each policy orders its victims by, for the places that ask instead of naming a policy: whether a use
 * (`touch`) moves a message last, and whether its importance orders the victims (so a change of importance, or a
 * model's rating of it, matters).
 */
export const POLICY_ORDER = {
  fifo: { byUse: false, byImportance: false },
  lru: { byUse: true, byImportance: false },
  importance: { byUse: false, byImportance: true },
} as const satisfies Record<EvictionPolicy, { byUse: boolean; byImportance: boolean }>;
/** Where a page comes from: given whole (addPage) or sealed from evicted messages. */
export type PageOrigin = 'added' | 'archive';

export interface AgentMemoryConfig {
  /** Window capacity in messages, integer >= 1. */
  window: number;
  policy: EvictionPolicy;
  evictTo: EvictionDestination;
  /** Messages per archive page, integer >= 1. */
  pageSize: number;
  /** Max chars of the summary sent in context, integer >= 0 (0 = no summary sent). */
  summaryBudget: number;
  /** Summary chunk limit (ProgressiveSummary), integer >= 3. */
  maxCharsPerChunk: number;
}

export interface AgentMemoryOptions extends Partial<AgentMemoryConfig> {
  /** The seed's # HOOK: replaces the default truncation summarizer. */
  summarize?: (m: Message) => string;
}

export const DEFAULT_AGENT_MEMORY_CONFIG: Readonly<AgentMemoryConfig> = {
  window: 10,
  policy: 'fifo',
  evictTo: 'summary',
  pageSize: 5,
  summaryBudget: 200,
  maxCharsPerChunk: 80,
};

/**
 * The visualizer's configuration where a scene says nothing else (the chapter's presets and the practice scenes
 * start from it): a window of four, evicted messages to the trash, pages of three.
 */
export const SCENE_MEMORY_CONFIG: Readonly<AgentMemoryConfig> = {
  ...DEFAULT_AGENT_MEMORY_CONFIG,
  window: 4,
  evictTo: 'trash',
  pageSize: 3,
};

/** `position` fields are indexes in `windowMessages` (the policy's display order). */
export type MemoryEvent =
  | { type: 'appended'; message: Message; position: number; pinned: boolean }
  | {
      type: 'evicted';
      message: Message;
      destination: EvictionDestination;
      reason: EvictionReason;
      /** Index the message left in windowMessages (before removal). */
      position: number;
    }
  | { type: 'summarized'; message: Message; chunk: string; chunkIndex: number }
  | { type: 'trashed'; message: Message; trashIndex: number }
  | { type: 'archived'; message: Message; pageIndex: number; slot: number }
  | { type: 'page-sealed'; pageIndex: number; title: string; size: number }
  | { type: 'page-added'; pageIndex: number; title: string; size: number; domain?: string }
  | { type: 'swapped'; from: number | null; to: number; page: Page }
  | { type: 'touched'; message: Message; from: number; to: number; reordered: boolean }
  | { type: 'touch-ignored'; id: string; reason: 'not-in-window' }
  | { type: 'pinned'; message: Message; position: number }
  | { type: 'unpinned'; message: Message; position: number }
  | { type: 'importance-set'; message: Message; previous: number; importance: number; position: number }
  | {
      type: 'ignored';
      op: 'pin' | 'unpin' | 'set-importance';
      id: string;
      reason: 'not-in-window' | 'already-pinned' | 'not-pinned';
    }
  | { type: 'overflow'; size: number; capacity: number; pinned: number };

export type MemoryEventType = MemoryEvent['type'];

/**
 * What the model is sent this turn.
 * chars = sum over window messages of `[role] content`.length
 *       + summary.length (the rendered summary, already cut to summaryBudget)
 *       + sum over the current page's messages of `[role] content`.length.
 * Separators between these pieces and the page header are not counted.
 * tokens = the same pieces tokenized one by one and summed (so tokens and chars describe the same text), with the
 * real BPE tokenizer when it is loaded (tokensExact true), else the chars/4 proxy until it is (tokensExact false).
 */
export interface ContextView {
  messages: Message[];
  summary: string;
  page: Page | null;
  pageIndex: number | null;
  chars: number;
  tokens: number;
  tokensExact: boolean;
}

/** The serialized state's version; fromJSON also reads version 1 (archive pages only) and migrates it. */
export const AGENT_MEMORY_STATE_VERSION = 2;

/**
 * Serializable state (toJSON / fromJSON). Window entries are in display order; `pages` are the sealed
 * pages (given and archive) in index order, the open archive page follows them.
 */
export interface AgentMemoryState {
  version: typeof AGENT_MEMORY_STATE_VERSION;
  config: AgentMemoryConfig;
  window: { message: Message; pinned: boolean }[];
  summary: string[];
  trash: Message[];
  pages: { title: string; messages: Message[]; domain?: string; origin: PageOrigin }[];
  openPage: Message[] | null;
  currentPageIndex: number | null;
  evictedTotal: number;
}
