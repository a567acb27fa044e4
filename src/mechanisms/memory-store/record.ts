/**
 * The memory-store mechanism's recorder (see src/mechanisms/recorder.ts): a cell's `new MemoryStore(options)` starts a
 * scene, and what the cell does to that store becomes the scene's operations, so "Animate this output" replays it.
 *
 * - Configuration: the store's expiry (`policy.expiresAfterMs`, in hours) and the view showing every panel. A store
 *   whose policy refuses other kinds than the lab's, or whose expiry is outside the scene's range (1 h to a year),
 *   is not recorded: the scene would not refuse or expire the same things.
 * - `set` → set, `get` → get, `delete` → delete, `forgetOwner` → forget, `purgeExpired` → purge, and `apply(op)`
 *   the same. Refused calls are recorded too (the scene shows the refusal), except those the scene's script cannot
 *   spell (an empty key, an owner that is not text), which change nothing.
 * - Time: with a clock given to the store (`now`), every time the store reads it the scene's clock catches up with a
 *   `wait` before the operation (the scene's clock starts at 0, or at the first reading when it is not between 0 and a
 *   year). On the real clock (no `now`) the cell runs in milliseconds and the scene's clock does not move.
 * - A stored value that is not plain JSON (a Date, a Map, `undefined` inside) or too long for the scene stops the
 *   recording there (the scene is marked truncated): what follows would not replay the same.
 * - `answerWithState(question, state, llm)` (and `answerWithStateTraced`) start one more scene, in the 'answer' view:
 *   each state object becomes an owner (user-1, user-2...), its `length` / `locale` preferences `set` (or `delete`)
 *   before the call when they changed, and the call an `ask`. The scene's own scripted model answers the replay (the
 *   question as sent and the exchanges kept are the cell's: they do not depend on the answers). A state whose
 *   episodes the cell filled or edited itself stops the recording there: the replay would keep other exchanges.
 */
import type { EngineRecorder, SceneHandle } from '../recorder';
import { defineRecorder } from '../recorder';
import type { ConversationState } from '../../engine/perUser/answerWithState';
import type { MemoryStoreOptions, StoreEvent, StoreOp } from '../../engine/perUser/memoryStore';
import { DEFAULT_STORAGE_POLICY } from '../../engine/perUser/policy';
import { HOUR_MS } from './mechanism';
import messages from './record.messages';
import { LIMITS, type Json, type MemoryStoreConfig, type Op } from './ops';

const text = (v: unknown, blankOk: boolean): v is string =>
  typeof v === 'string' && v.length <= LIMITS.text && (blankOk || v.trim() !== '');

function plainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || (typeof proto === 'object' && Object.getPrototypeOf(proto) === null);
}

/** Plain JSON that the scene stores and returns exactly as the engine does. */
export function isJson(v: unknown, depth = 0): v is Json {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object' || depth > 64) return false;
  if (Array.isArray(v)) {
    const items = v as unknown[];
    return Object.keys(items).length === items.length && items.every((x) => isJson(x, depth + 1));
  }
  if (!plainObject(v)) return false;
  return Object.values(v).every((x) => isJson(x, depth + 1));
}

const fitsValue = (v: unknown): v is Json => isJson(v) && JSON.stringify(v).length <= LIMITS.valueChars;

/** The scene's operation for an engine call, or null when the scene's script cannot spell it. */
export function sceneOp(op: StoreOp): Op | null {
  switch (op.type) {
    case 'set':
      return text(op.owner, true) && text(op.key, false) && fitsValue(op.value)
        ? { op: 'set', owner: op.owner, key: op.key, value: op.value }
        : null;
    case 'get':
      return text(op.owner, true) && text(op.key, false) ? { op: 'get', owner: op.owner, key: op.key } : null;
    case 'delete':
      return text(op.owner, true) && text(op.key, false)
        ? { op: 'delete', owner: op.owner, key: op.key }
        : null;
    case 'forgetOwner':
      return text(op.owner, true) ? { op: 'forget', owner: op.owner } : null;
    case 'purgeExpired':
      return { op: 'purge' };
    default:
      return null;
  }
}

const sameKinds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

interface StoreRecording {
  handle: SceneHandle;
  /** Whether the cell gave the store its clock. */
  ownClock: boolean;
  /** The clock reading that is the scene's time 0 (set at the first reading). */
  base: number | null;
  /** The scene's clock, in ms, as the replay will compute it. */
  sceneNow: number;
}

export const recorder: EngineRecorder = defineRecorder({
  mechanism: 'memory-store',
  wrap(engine, ctx) {
    const recordings = new WeakMap<object, StoreRecording>();

    /** Records one call on `store`: the clock's catch-up, then the operation (or stops the scene). */
    const record = (store: object, op: StoreOp, reading: number | null, changed: boolean) => {
      const r = recordings.get(store);
      if (!r) return;
      const scriptOp = sceneOp(op);
      if (!scriptOp) {
        // Nothing changed (a read, or a call the engine refused): the replay stays the same without it.
        if (changed) r.handle.stop();
        return;
      }
      if (r.ownClock && reading !== null) {
        if (r.base === null) r.base = reading >= 0 && reading <= LIMITS.hours.max * HOUR_MS ? 0 : reading;
        let ahead = reading - r.base - r.sceneNow;
        if (ahead < 0) return r.handle.stop(); // the clock went back: the scene's clock cannot
        while (ahead > 0) {
          const hours = Math.min(ahead / HOUR_MS, LIMITS.hours.max);
          if (!r.handle.push({ op: 'wait', hours })) return;
          r.sceneNow += hours * HOUR_MS;
          ahead = reading - r.base - r.sceneNow;
          if (Math.abs(ahead) < 1e-6) break;
        }
      }
      r.handle.push(scriptOp);
    };

    class MemoryStore extends engine.MemoryStore {
      /** The last time the store read its clock during the current call (null: it did not). */
      private readonly clockReading: { last: number | null };

      constructor(options: MemoryStoreOptions = {}) {
        const clockReading: { last: number | null } = { last: null };
        const given = options.now;
        const ownClock = typeof given === 'function';
        super(
          ownClock
            ? {
                ...options,
                now: () => {
                  const t = given();
                  clockReading.last = t;
                  return t;
                },
              }
            : options,
        );
        this.clockReading = clockReading;
        const hours = this.policy.expiresAfterMs / HOUR_MS;
        if (
          !sameKinds(this.policy.refusedKinds, DEFAULT_STORAGE_POLICY.refusedKinds) ||
          !(hours >= LIMITS.expiryHours.min && hours <= LIMITS.expiryHours.max)
        )
          return;
        const config: MemoryStoreConfig = { expiryHours: hours, view: 'all' };
        const handle = ctx.start(
          {
            mechanism: 'memory-store',
            source: 'MemoryStore',
            config,
            description: {
              en: messages.en.cellScene(Math.round(hours * 10) / 10, ownClock),
              fr: messages.fr.cellScene(Math.round(hours * 10) / 10, ownClock),
            },
          },
          LIMITS.ops,
        );
        if (handle) recordings.set(this, { handle, ownClock, base: null, sceneNow: 0 });
      }

      /** Runs one engine call and records it, whether it returned or threw. */
      private recorded<T>(op: StoreOp, call: () => T, changes: (result: T) => boolean): T {
        this.clockReading.last = null;
        let result: T;
        try {
          result = call();
        } catch (e) {
          record(this, op, this.clockReading.last, false);
          throw e;
        }
        record(this, op, this.clockReading.last, changes(result));
        return result;
      }

      override set(owner: string, key: string, value: unknown): void {
        this.recorded(
          { type: 'set', owner, key, value },
          () => super.set(owner, key, value),
          () => true,
        );
      }
      override get(owner: string, key: string): unknown {
        return this.recorded(
          { type: 'get', owner, key },
          () => super.get(owner, key),
          () => false,
        );
      }
      override delete(owner: string, key: string): boolean {
        return this.recorded(
          { type: 'delete', owner, key },
          () => super.delete(owner, key),
          (existed) => existed,
        );
      }
      override forgetOwner(owner: string): number {
        return this.recorded(
          { type: 'forgetOwner', owner },
          () => super.forgetOwner(owner),
          (n) => n > 0,
        );
      }
      override purgeExpired(): number {
        return this.recorded(
          { type: 'purgeExpired' },
          () => super.purgeExpired(),
          (n) => n > 0,
        );
      }
      override apply(op: StoreOp): StoreEvent[] {
        const isObject = typeof op === 'object' && op !== null;
        if (!isObject) return super.apply(op);
        return this.recorded(
          op,
          () => super.apply(op),
          (events) =>
            events.some(
              (e) =>
                e.type === 'stored' ||
                e.type === 'expired' ||
                (e.type === 'deleted' && e.existed) ||
                (e.type === 'forgotten' && e.count > 0),
            ),
        );
      }
    }

    // ------------------------------------------------------------ answerWithState: one scene for all its calls

    interface Followed {
      owner: string;
      /** The preferences the scene's store holds for this owner (only the two the scene reads). */
      prefs: Partial<Record<'length' | 'locale', string>>;
      /** The exchanges the replay holds for this owner: what the state must still hold at its next call. */
      episodes: { question: string; answer: string }[];
    }
    let answers: SceneHandle | null | undefined;
    const states = new WeakMap<object, Followed>();
    let owners = 0;

    /** Writes one call as the scene's operations; false once the scene cannot follow the cell any more. */
    const recordAsk = (question: unknown, state: unknown): boolean => {
      if (answers === undefined) {
        const config: MemoryStoreConfig = { expiryHours: 720, view: 'answer' };
        answers = ctx.start(
          {
            mechanism: 'memory-store',
            source: 'answerWithState',
            config,
            description: { en: messages.en.answerScene, fr: messages.fr.answerScene },
          },
          LIMITS.ops,
        );
      }
      const handle = answers;
      if (!handle) return false;
      if (typeof state !== 'object' || state === null || !text(question, false)) return false;
      const { preferences, episodes } = state as { preferences?: unknown; episodes?: unknown };
      if (typeof preferences !== 'object' || preferences === null || !Array.isArray(episodes)) return false;
      let f = states.get(state);
      if (!f) {
        owners += 1;
        f = { owner: `user-${owners}`, prefs: {}, episodes: [] };
        states.set(state, f);
      }
      // Exchanges the cell added or changed itself: the replay cannot hold them.
      const same =
        episodes.length === f.episodes.length &&
        episodes.every((e: unknown, i) => {
          const x = e as { question?: unknown; answer?: unknown } | null;
          return x?.question === f.episodes[i]?.question && x?.answer === f.episodes[i]?.answer;
        });
      if (!same) {
        handle.stop();
        return false;
      }
      for (const key of ['length', 'locale'] as const) {
        const has = Object.prototype.hasOwnProperty.call(preferences, key);
        const v = has ? (preferences as Record<string, unknown>)[key] : undefined;
        if (v === f.prefs[key]) continue;
        if (v === undefined) {
          if (!handle.push({ op: 'delete', owner: f.owner, key })) return false;
          delete f.prefs[key];
        } else if (text(v, true) && fitsValue(v)) {
          if (!handle.push({ op: 'set', owner: f.owner, key, value: v })) return false;
          f.prefs[key] = v;
        } else {
          handle.stop();
          return false;
        }
      }
      return handle.push({ op: 'ask', owner: f.owner, question });
    };
    /** After a recorded call: the exchanges the state now holds are the ones the replay holds. */
    const afterAsk = (state: ConversationState) => {
      const f = states.get(state);
      if (f) f.episodes = state.episodes.map((e) => ({ question: e.question, answer: e.answer }));
    };

    const answerWithState: typeof engine.answerWithState = (question, state, llm) => {
      const recorded = recordAsk(question, state);
      const answer = engine.answerWithState(question, state, llm);
      if (recorded) afterAsk(state);
      return answer;
    };
    const answerWithStateTraced: typeof engine.answerWithStateTraced = (question, state, llm) => {
      const recorded = recordAsk(question, state);
      const trace = engine.answerWithStateTraced(question, state, llm);
      if (recorded) afterAsk(state);
      return trace;
    };

    return { MemoryStore, answerWithState, answerWithStateTraced };
  },
});
