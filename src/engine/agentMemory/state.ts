/**
 * AgentMemory's serialization: the plain, versioned state toJSON() writes, and the checks fromJSON() runs on
 * untrusted input (a TypeError / RangeError naming the bad field), with the migration from version 1.
 */
import { AGENT_MEMORY_STATE_VERSION, type AgentMemoryConfig, type AgentMemoryState } from './types';
import { checkMessage, checkPage, freezePage, type SealedPage } from './pages';
import type { Message } from '../core/message';
import { assertString } from '../core/validate';

/** What an AgentMemory is made of, as toJSON reads it and fromJSON rebuilds it. */
export interface StateParts {
  window: { message: Message; pinned: boolean }[];
  summary: string[];
  trash: Message[];
  sealed: SealedPage[];
  openPage: Message[] | null;
  /** Checked against the page count when the page store is rebuilt. */
  currentPageIndex: unknown;
  /** Checked last (after the page index). */
  evictedTotal: unknown;
}

export function toState(
  config: AgentMemoryConfig,
  parts: Omit<StateParts, 'currentPageIndex' | 'evictedTotal'> & {
    currentPageIndex: number | null;
    evictedTotal: number;
  },
): AgentMemoryState {
  return {
    version: AGENT_MEMORY_STATE_VERSION,
    config: { ...config },
    window: parts.window.map((e) => ({ message: { ...e.message }, pinned: e.pinned })),
    summary: parts.summary,
    trash: parts.trash,
    pages: parts.sealed.map(({ page: p, origin }) => ({
      title: p.title,
      messages: p.messages.slice(),
      ...(p.domain === undefined ? {} : { domain: p.domain }),
      origin,
    })),
    openPage: parts.openPage,
    currentPageIndex: parts.currentPageIndex,
    evictedTotal: parts.evictedTotal,
  };
}

const fail = (what: string): never => {
  throw new TypeError(`invalid AgentMemory state: ${what}`);
};

/** A version-2 state from a version-1 or version-2 one, or null for any other version. */
function migrateState(s: { version?: unknown }): Partial<AgentMemoryState> | null {
  if (s.version === AGENT_MEMORY_STATE_VERSION) return s as Partial<AgentMemoryState>;
  if (s.version !== 1) return null;
  // Version 1 only had archive pages (no addPage yet).
  const v1 = s as Record<string, unknown>;
  const pages = Array.isArray(v1.pages)
    ? (v1.pages as unknown[]).map((p) => (p && typeof p === 'object' ? { ...p, origin: 'archive' } : p))
    : v1.pages;
  return { ...v1, version: AGENT_MEMORY_STATE_VERSION, pages } as Partial<AgentMemoryState>;
}

/** The state's envelope (an object of a known version, migrated) and its configuration, still unchecked. */
export function openState(data: unknown): { state: Partial<AgentMemoryState>; config: AgentMemoryConfig } {
  if (data === null || typeof data !== 'object') fail('not an object');
  const s = migrateState(data as { version?: unknown }) ?? fail('unsupported version');
  if (!s.config || typeof s.config !== 'object') fail('missing config');
  return { state: s, config: s.config as AgentMemoryConfig };
}

/** Checks every part of a state against its (already validated) configuration. */
export function checkState(s: Partial<AgentMemoryState>, cfg: AgentMemoryConfig): StateParts {
  if (!Array.isArray(s.window)) fail('window must be an array');
  const seen = new Set<string>();
  const window: StateParts['window'] = [];
  let pinnedCount = 0;
  for (const w of s.window as AgentMemoryState['window']) {
    if (!w || typeof w !== 'object') fail('window entry must be an object');
    const m = checkMessage(w.message);
    if (seen.has(m.id)) fail(`duplicate message id ${m.id}`);
    seen.add(m.id);
    const pinned = w.pinned === true;
    window.push({ message: { ...m }, pinned });
    if (pinned) pinnedCount += 1;
  }
  if (window.length > cfg.window && pinnedCount < window.length - 1) {
    // Over capacity is only reachable when every message but the newest is pinned (see append).
    fail('window holds more messages than its capacity');
  }
  if (!Array.isArray(s.summary)) fail('summary must be an array of strings');
  const summary = (s.summary as unknown[]).map((c) => assertString('summary chunk', c));
  if (!Array.isArray(s.trash)) fail('trash must be an array');
  const trash = (s.trash as unknown[]).map(checkMessage);
  if (!Array.isArray(s.pages)) fail('pages must be an array');
  const sealed: SealedPage[] = [];
  for (const p of s.pages as unknown[]) {
    if (!p || typeof p !== 'object') fail('page must be an object');
    const origin = (p as { origin?: unknown }).origin;
    if (origin === 'added') {
      sealed.push({ page: checkPage(p), origin });
      continue;
    }
    if (origin !== 'archive') fail(`page origin must be 'added' or 'archive'`);
    const pg = p as { title?: unknown; messages?: unknown; domain?: unknown };
    const title = assertString('page title', pg.title);
    if (!Array.isArray(pg.messages)) fail('page messages must be an array');
    if (pg.domain !== undefined) fail(`archive page "${title}" cannot have a domain`);
    const msgs = (pg.messages as unknown[]).map(checkMessage);
    if (msgs.length !== cfg.pageSize) fail(`sealed page "${title}" must hold pageSize messages`);
    sealed.push({ page: freezePage(title, msgs), origin: 'archive' });
  }
  let openPage: Message[] | null = null;
  if (s.openPage !== null && s.openPage !== undefined) {
    if (!Array.isArray(s.openPage)) fail('openPage must be an array or null');
    const msgs = (s.openPage as unknown[]).map(checkMessage);
    if (msgs.length === 0 || msgs.length >= cfg.pageSize) fail('openPage must hold 1..pageSize-1 messages');
    openPage = msgs;
  }
  return {
    window,
    summary,
    trash,
    sealed,
    openPage,
    currentPageIndex: s.currentPageIndex ?? null,
    evictedTotal: s.evictedTotal,
  };
}
