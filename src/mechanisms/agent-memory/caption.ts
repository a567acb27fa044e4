/**
 * Turns the engine's events of one step into sentences a teacher can read aloud (fr/en).
 * Pure: the caption of a step depends only on its events, so stepping back restores it exactly.
 */
import {
  POLICY_ORDER,
  type EvictionDestination,
  type EvictionPolicy,
  type EvictionReason,
} from '../../engine/agentMemory';
import type { Frame } from '../../engine/scene';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import { messageNumber, type Op } from './ops';
import type dict from './agentMemory.messages';

export type VizText = (typeof dict)['en'];
export type AgentFrame = Frame<AgentMemorySceneState, Op, AgentMemorySceneEvent>;

export type TextKey = { [K in keyof VizText]: VizText[K] extends string ? K : never }[keyof VizText];

// One message per member of each closed list: a new policy, reason or destination is a type error here.
const REASON_TEXT = {
  oldest: 'reasonOldest',
  'least-recently-used': 'reasonLru',
  'lowest-importance': 'reasonImportance',
} as const satisfies Record<EvictionReason, TextKey>;
const DESTINATION_TEXT = {
  trash: 'destTrash',
  summary: 'destSummary',
  archive: 'destArchive',
} as const satisfies Record<EvictionDestination, TextKey>;
const POLICY_TEXT = {
  fifo: 'policyFifo',
  lru: 'policyLru',
  importance: 'policyImportance',
} as const satisfies Record<EvictionPolicy, TextKey>;

export function reasonText(t: VizText, r: EvictionReason): string {
  return t[REASON_TEXT[r]];
}

export function destinationText(t: VizText, d: EvictionDestination): string {
  return t[DESTINATION_TEXT[d]];
}

export function policyText(t: VizText, p: EvictionPolicy): string {
  return t[POLICY_TEXT[p]];
}

/** Importance as the seed prints it (imp=1.00). */
export function formatImportance(v: number): string {
  return v.toFixed(2);
}

function sentence(t: VizText, e: AgentMemorySceneEvent, f: AgentFrame): string | null {
  const mem = f.state.mem;
  const cap = mem.capacity;
  switch (e.type) {
    case 'appended':
      return e.pinned
        ? t.appendedPinned(messageNumber(e.message.id))
        : t.appended(messageNumber(e.message.id), e.position + 1, cap);
    case 'evicted':
      return t.evictedTo(
        messageNumber(e.message.id),
        reasonText(t, e.reason),
        destinationText(t, e.destination),
      );
    case 'summarized':
      return t.summarized(messageNumber(e.message.id), e.chunk.length);
    case 'archived':
      return t.archived(messageNumber(e.message.id), e.pageIndex);
    case 'page-sealed':
      return t.sealed(e.pageIndex, e.size);
    case 'trashed':
      return null; // already said by 'evicted'
    case 'touched':
      // Under a policy that orders by use, even a touch that moves nothing (the most recent message) is "touched";
      // otherwise a touch that moves nothing says the order is unchanged under the policy.
      return e.reordered || POLICY_ORDER[mem.config.policy].byUse
        ? t.touched(messageNumber(e.message.id))
        : t.touchedNoReorder(messageNumber(e.message.id), policyText(t, mem.config.policy));
    case 'touch-ignored':
      return t.touchIgnored(messageNumber(e.id));
    case 'pinned':
      return t.pinnedEv(messageNumber(e.message.id));
    case 'unpinned':
      return t.unpinnedEv(messageNumber(e.message.id));
    case 'importance-set':
      return t.importanceSet(
        messageNumber(e.message.id),
        formatImportance(e.previous),
        formatImportance(e.importance),
      );
    case 'ignored':
      return t.ignoredOp(messageNumber(e.id));
    case 'overflow':
      return t.overflow(e.size, e.capacity);
    case 'swapped':
      // addPage makes the first page current when none is (the seed's PagedMemory.current = 0).
      return e.from === null && f.events.some((x) => x.type === 'page-added' && x.pageIndex === e.to)
        ? t.firstPageCurrent(e.to)
        : t.swapped(e.to, e.page.title, e.page.messages.length);
    case 'page-added':
      return t.pageAdded(e.pageIndex, e.title, e.size, e.domain);
    case 'rated':
      return e.rating === null
        ? t.ratingUnreadable(messageNumber(e.id), formatImportance(e.kept))
        : t.rated(messageNumber(e.id), e.rating);
    case 'swap-failed':
      return typeof e.requested === 'number'
        ? t.swapFailed(String(e.requested), e.pageCount)
        : t.swapFailedDomain(e.requested, (e.domains ?? []).join(', '));
  }
}

/** The sentences describing a step (the start message for step 0). */
export function describeFrame(t: VizText, f: AgentFrame): string[] {
  if (f.step === 0) return [t.start];
  const out: string[] = [];
  // Say the eviction before the arrival: the window makes room first, then the new message enters.
  for (const e of f.events) {
    const s = sentence(t, e, f);
    if (s) out.push(s);
  }
  return out;
}

/** A short label of an operation, for the step list ("append #4", "touch #1", "swap_to(2)"). */
export function opLabel(op: Op): string {
  switch (op.op) {
    case 'append':
      return `append ${messageNumber(op.id)}`;
    case 'touch':
    case 'pin':
    case 'unpin':
      return `${op.op} ${messageNumber(op.id)}`;
    case 'setImportance':
      return `importance ${messageNumber(op.id)} = ${formatImportance(op.value)}`;
    case 'swapTo':
      return `swap_to(${op.page})`;
    case 'swapToDomain':
      return `swap_to_domain("${op.domain}")`;
    case 'addPage':
      return `add_page("${op.title}")`;
  }
}
