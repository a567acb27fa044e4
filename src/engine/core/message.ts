import { assertFinite, assertOneOf, assertString } from './validate';

export type Role = 'user' | 'assistant' | 'system' | 'tool';
export const ROLES: readonly Role[] = ['user', 'assistant', 'system', 'tool'];

/**
 * A conversation message (the seed's `@dataclass Message`).
 * Treat messages as immutable values: AgentMemory.setImportance replaces the object
 * instead of mutating it, so snapshots can share messages safely.
 */
export interface Message {
  id: string;
  role: Role;
  content: string;
  /** Timestamp (default clock: Date.now(), milliseconds). */
  ts: number;
  /** Importance score (default 1, like the seed's `importance: float = 1.0`). */
  importance: number;
}

export interface CreateMessageOptions {
  ts?: number;
  importance?: number;
  id?: string;
}

const defaultClock = (): number => Date.now();
let clock: () => number = defaultClock;
let idCounter = 0;

/** Replace the clock used for default timestamps (tests, deterministic demos). */
export function setClock(fn: () => number): void {
  if (typeof fn !== 'function') throw new TypeError('setClock expects a function returning a number');
  clock = fn;
}

/** Restore the default clock (Date.now). */
export function resetClock(): void {
  clock = defaultClock;
}

/** Reset the id counter so the next generated id is 'm1' (tests, demos). */
export function resetMessageIds(): void {
  idCounter = 0;
}

/** Create a message. Ids are 'm1', 'm2', ... from a module counter unless `opts.id` is given. */
export function createMessage(role: Role, content: string, opts: CreateMessageOptions = {}): Message {
  assertOneOf('role', role, ROLES);
  assertString('content', content);
  const ts = opts.ts === undefined ? clock() : opts.ts;
  assertFinite('ts', ts);
  const importance = opts.importance === undefined ? 1 : opts.importance;
  assertFinite('importance', importance);
  let id: string;
  if (opts.id === undefined) {
    idCounter += 1;
    id = `m${idCounter}`;
  } else {
    id = assertString('id', opts.id);
    if (id.length === 0) throw new TypeError('id must be a non-empty string');
  }
  return { id, role, content, ts, importance };
}

/** The seed's line format `[role] content`. */
export function formatLine(m: Pick<Message, 'role' | 'content'>): string {
  return `[${m.role}] ${m.content}`;
}
