/**
 * Agent memory's recorder (see src/mechanisms/recorder.ts): chapter 1's notebook classes write what a cell did to them
 * as scenes of this mechanism, so a cell's output can be animated and the seed presets are recorded from the cells
 * (never written twice).
 *
 * - `new RollingWindow(n)`, `new LruMemory(n)`, `new ImportanceMemory(n)` start a scene with a window of n and the
 *   policy of the class (fifo, lru, importance), evicting to the trash; `new PagedMemory()` starts one whose
 *   pages are archived.
 * - `append(m)` → `append` (fresh ids m0, m1... per scene; importance written when it is not 1 or the policy reads
 *   it), `touch(m)` → `touch`, `addPage(p)` → `addPage`, `swapTo(i)` → `swapTo`.
 * - A `ProgressiveSummary` given a message a scene evicted sends that scene's evictions to the summary (chunk size
 *   from its options); `render(n)` on it sets that scene's summary budget to n.
 * Calls that throw are not recorded (the engine refused them). Recording stops at the mechanism's limits.
 */
import { defineRecorder, type SceneHandle } from '../recorder';
import { POLICY_ORDER, type AgentMemoryConfig } from '../../engine/agentMemory';
import type { Message } from '../../engine/core/message';
import type { Page } from '../../engine/window/paging';
import type { ProgressiveSummaryOptions } from '../../engine/window/summary';
import { LIMITS, SCENE_DEFAULTS, type Op } from './ops';
import messages from './record.messages';

interface Followed {
  handle: SceneHandle;
  /** The scene's configuration, as the code has told it so far. */
  config: AgentMemoryConfig;
  nextId: number;
  /** engine message id → the scene id of its latest append */
  ids: Map<string, string>;
  /** engine ids of the messages this scene evicted */
  evicted: Set<string>;
}

const clip = (text: string) => text.slice(0, LIMITS.contentLength);

export const recorder = defineRecorder({
  mechanism: 'agent-memory',
  wrap(engine, ctx) {
    const followed: Followed[] = [];
    const owners = new WeakMap<object, Followed>();
    const summaryScenes = new WeakMap<object, Set<Followed>>();

    const start = (owner: object, source: string, given: Partial<AgentMemoryConfig>) => {
      const config = { ...SCENE_DEFAULTS, ...given };
      const description = {
        en: messages.en.cellScene(source, config.window),
        fr: messages.fr.cellScene(source, config.window),
      };
      const handle = ctx.start({ mechanism: 'agent-memory', source, config, description }, LIMITS.ops);
      if (!handle) return;
      const f: Followed = { handle, config, nextId: 0, ids: new Map(), evicted: new Set() };
      followed.push(f);
      owners.set(owner, f);
    };
    const setConfig = (f: Followed, change: Partial<AgentMemoryConfig>) => {
      f.config = { ...f.config, ...change };
      f.handle.scene.config = f.config;
    };
    const push = (f: Followed | undefined, op: Op): boolean => (f ? f.handle.push(op) : false);
    const recordAppend = (owner: object, m: Message, evicted: readonly Message[]) => {
      const f = owners.get(owner);
      if (!f) return;
      const id = `m${f.nextId}`;
      const withImportance = m.importance !== 1 || POLICY_ORDER[f.config.policy].byImportance;
      const ok = push(f, {
        op: 'append',
        id,
        role: m.role,
        content: clip(m.content),
        ...(withImportance ? { importance: m.importance } : {}),
      });
      if (!ok) return;
      f.nextId += 1;
      f.ids.set(m.id, id);
      for (const e of evicted) f.evicted.add(e.id);
    };
    const recordTouch = (owner: object, m: Message) => {
      const f = owners.get(owner);
      if (!f) return;
      let id = f.ids.get(m.id);
      if (id === undefined) {
        // A message this memory never held: the mechanism reports it as unknown, as touch() finds nothing.
        id = `m${f.nextId}`;
        f.nextId += 1;
      }
      push(f, { op: 'touch', id });
    };

    class RollingWindow extends engine.RollingWindow {
      constructor(maxMessages: number) {
        super(maxMessages);
        start(this, 'RollingWindow', { window: maxMessages, policy: 'fifo' });
      }
      override append(m: Message): Message[] {
        const evicted = super.append(m);
        recordAppend(this, m, evicted);
        return evicted;
      }
    }

    class LruMemory extends engine.LruMemory {
      constructor(maxMessages: number) {
        super(maxMessages);
        start(this, 'LruMemory', { window: maxMessages, policy: 'lru' });
      }
      override append(m: Message): Message[] {
        const evicted = super.append(m);
        recordAppend(this, m, evicted);
        return evicted;
      }
      override touch(m: Message): boolean {
        const touched = super.touch(m);
        recordTouch(this, m);
        return touched;
      }
    }

    class ImportanceMemory extends engine.ImportanceMemory {
      constructor(maxMessages: number) {
        super(maxMessages);
        start(this, 'ImportanceMemory', { window: maxMessages, policy: 'importance' });
      }
      override append(m: Message): Message[] {
        const evicted = super.append(m);
        recordAppend(this, m, evicted);
        return evicted;
      }
    }

    class PagedMemory extends engine.PagedMemory {
      constructor() {
        super();
        start(this, 'PagedMemory', { evictTo: 'archive' });
      }
      override addPage(p: Page): number {
        const index = super.addPage(p);
        const messages = p.messages
          .slice(0, LIMITS.pageMessages)
          .map((m) => ({ role: m.role, content: clip(m.content) }));
        const f = owners.get(this);
        push(f, {
          op: 'addPage',
          title: clip(p.title),
          ...(p.domain !== undefined ? { domain: clip(p.domain) } : {}),
          messages,
        });
        if (f && p.messages.length > LIMITS.pageMessages) f.handle.scene.truncated = true;
        return index;
      }
      override swapTo(idx: number): Page {
        const page = super.swapTo(idx);
        push(owners.get(this), { op: 'swapTo', page: idx });
        return page;
      }
    }

    class ProgressiveSummary extends engine.ProgressiveSummary {
      private readonly chunkChars: number;
      constructor(opts: ProgressiveSummaryOptions = {}) {
        super(opts);
        this.chunkChars = opts.maxCharsPerChunk ?? SCENE_DEFAULTS.maxCharsPerChunk;
      }
      override add(m: Message): string {
        const chunk = super.add(m);
        for (const f of followed) {
          if (!f.evicted.has(m.id)) continue;
          setConfig(f, { evictTo: 'summary', maxCharsPerChunk: this.chunkChars });
          let linked = summaryScenes.get(this);
          if (!linked) summaryScenes.set(this, (linked = new Set()));
          linked.add(f);
        }
        return chunk;
      }
      override render(maxChars?: number): string {
        const text = super.render(maxChars);
        if (maxChars !== undefined)
          for (const f of summaryScenes.get(this) ?? []) setConfig(f, { summaryBudget: maxChars });
        return text;
      }
    }

    return { RollingWindow, LruMemory, ImportanceMemory, PagedMemory, ProgressiveSummary };
  },
});
