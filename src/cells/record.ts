/**
 * A recording engine: the same module as 'agent-memory-lab' (the sandbox's student engine), whose memory classes
 * also write down what the code did to them, as scenes of the visualizer's `agent-memory` mechanism. This is how a
 * cell's output can be animated, and how the visualizer's seed presets are derived from the cells (never written
 * twice).
 *
 * - `new RollingWindow(n)`, `new LruMemory(n)`, `new ImportanceMemory(n)` start a scene with a window of n and the
 *   policy of the class (fifo, lru, importance), evicting to the trash; `new PagedMemory()` starts one whose
 *   pages are archived.
 * - `append(m)` → `append` (fresh ids m0, m1... per scene; importance written when it is not 1 or the policy reads
 *   it), `touch(m)` → `touch`, `addPage(p)` → `addPage`, `swapTo(i)` → `swapTo`.
 * - A `ProgressiveSummary` given a message a scene evicted sends that scene's evictions to the summary (chunk size
 *   from its options); `render(n)` on it sets that scene's summary budget to n.
 * Calls that throw are not recorded (the engine refused them). Recording stops at the mechanism's limits.
 *
 * Other mechanisms declare their own recorder in their folder (`src/mechanisms/<id>/record.ts`, see recorder.ts):
 * each replaces the engine exports it records (memory-store: `MemoryStore`). A cell's `animate` names the mechanism
 * whose scene "Animate this output" plays.
 */
import * as studentEngine from '../engine/student';
import type { Message } from '../engine/core/message';
import type { Page } from '../engine/window/paging';
import type { ProgressiveSummaryOptions } from '../engine/window/summary';
import type { AgentMemoryConfig } from '../engine/agentMemory';
import { SCENE_DEFAULTS, type Op } from '../mechanisms/agent-memory/ops';
import type { MechanismScene, RecordingContext, StudentEngine } from './recorder';
import { RECORDERS } from './recorders';

export { isAgentMemoryScene } from './recorder';
export type { MechanismScene } from './recorder';
export type RecordedOp = Op;

/** A scene of the agent-memory mechanism (chapter 1's memories). */
export interface RecordedScene extends MechanismScene {
  mechanism: 'agent-memory';
  /** The engine class the scene records ('RollingWindow', 'LruMemory', 'ImportanceMemory', 'PagedMemory'). */
  source: string;
  config: AgentMemoryConfig;
  ops: RecordedOp[];
  /** True when operations past the limit were not recorded. */
  truncated: boolean;
}

export interface Recording {
  /** One scene per engine object a recorder follows, in creation order, whatever the mechanism. */
  scenes: MechanismScene[];
}

/** The scenes of one mechanism (a cell's `animate`), in order. */
export function scenesOf(recording: Recording, mechanism: string): MechanismScene[] {
  return recording.scenes.filter((s) => s.mechanism === mechanism);
}

/** The visualizer's defaults for what the code does not say: the very object the chapter's presets start from. */
export const RECORDING_DEFAULTS: Readonly<AgentMemoryConfig> = SCENE_DEFAULTS;

export const RECORDING_LIMITS = { scenes: 8, ops: 2000, contentLength: 2000, pageMessages: 50 } as const;


interface SceneState {
  scene: RecordedScene;
  nextId: number;
  /** engine message id → the scene id of its latest append */
  ids: Map<string, string>;
  /** engine ids of the messages this scene evicted */
  evicted: Set<string>;
}

const clip = (text: string) => text.slice(0, RECORDING_LIMITS.contentLength);

/** A fresh engine module (same exports as 'agent-memory-lab') and the recording it fills. */
export function createRecordingEngine(): { engine: StudentEngine; recording: Recording } {
  const recording: Recording = { scenes: [] };
  const states: SceneState[] = [];
  const owners = new WeakMap<object, SceneState>();
  const summaryScenes = new WeakMap<object, Set<SceneState>>();

  const ctx: RecordingContext = {
    start(started, maxOps) {
      if (recording.scenes.length >= RECORDING_LIMITS.scenes) return null;
      const scene: MechanismScene = { ...started, ops: [], truncated: false };
      recording.scenes.push(scene);
      let stopped = false;
      return {
        scene,
        push(op) {
          if (stopped || scene.ops.length >= maxOps) {
            scene.truncated = true;
            return false;
          }
          scene.ops.push(op);
          return true;
        },
        stop() {
          stopped = true;
          scene.truncated = true;
        },
      };
    },
  };

  const start = (owner: object, source: string, config: Partial<AgentMemoryConfig>) => {
    if (recording.scenes.length >= RECORDING_LIMITS.scenes) return;
    const scene: RecordedScene = {
      mechanism: 'agent-memory',
      source,
      config: { ...RECORDING_DEFAULTS, ...config },
      ops: [],
      truncated: false,
    };
    const state: SceneState = { scene, nextId: 0, ids: new Map(), evicted: new Set() };
    states.push(state);
    recording.scenes.push(scene);
    owners.set(owner, state);
  };
  const push = (s: SceneState | undefined, op: RecordedOp): boolean => {
    if (!s) return false;
    if (s.scene.ops.length >= RECORDING_LIMITS.ops) {
      s.scene.truncated = true;
      return false;
    }
    s.scene.ops.push(op);
    return true;
  };
  const recordAppend = (owner: object, m: Message, evicted: readonly Message[]) => {
    const s = owners.get(owner);
    if (!s) return;
    const id = `m${s.nextId}`;
    const withImportance = m.importance !== 1 || s.scene.config.policy === 'importance';
    const ok = push(s, {
      op: 'append',
      id,
      role: m.role,
      content: clip(m.content),
      ...(withImportance ? { importance: m.importance } : {}),
    });
    if (!ok) return;
    s.nextId += 1;
    s.ids.set(m.id, id);
    for (const e of evicted) s.evicted.add(e.id);
  };
  const recordTouch = (owner: object, m: Message) => {
    const s = owners.get(owner);
    if (!s) return;
    let id = s.ids.get(m.id);
    if (id === undefined) {
      // A message this memory never held: the mechanism reports it as unknown, as touch() finds nothing.
      id = `m${s.nextId}`;
      s.nextId += 1;
    }
    push(s, { op: 'touch', id });
  };

  class RollingWindow extends studentEngine.RollingWindow {
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

  class LruMemory extends studentEngine.LruMemory {
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

  class ImportanceMemory extends studentEngine.ImportanceMemory {
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

  class PagedMemory extends studentEngine.PagedMemory {
    constructor() {
      super();
      start(this, 'PagedMemory', { evictTo: 'archive' });
    }
    override addPage(p: Page): number {
      const index = super.addPage(p);
      const messages = p.messages
        .slice(0, RECORDING_LIMITS.pageMessages)
        .map((m) => ({ role: m.role, content: clip(m.content) }));
      const s = owners.get(this);
      push(s, {
        op: 'addPage',
        title: clip(p.title),
        ...(p.domain !== undefined ? { domain: clip(p.domain) } : {}),
        messages,
      });
      if (s && p.messages.length > RECORDING_LIMITS.pageMessages) s.scene.truncated = true;
      return index;
    }
    override swapTo(idx: number): Page {
      const page = super.swapTo(idx);
      push(owners.get(this), { op: 'swapTo', page: idx });
      return page;
    }
  }

  class ProgressiveSummary extends studentEngine.ProgressiveSummary {
    private readonly chunkChars: number;
    constructor(opts: ProgressiveSummaryOptions = {}) {
      super(opts);
      this.chunkChars = opts.maxCharsPerChunk ?? RECORDING_DEFAULTS.maxCharsPerChunk;
    }
    override add(m: Message): string {
      const chunk = super.add(m);
      for (const s of states) {
        if (!s.evicted.has(m.id)) continue;
        s.scene.config = { ...s.scene.config, evictTo: 'summary', maxCharsPerChunk: this.chunkChars };
        let linked = summaryScenes.get(this);
        if (!linked) summaryScenes.set(this, (linked = new Set()));
        linked.add(s);
      }
      return chunk;
    }
    override render(maxChars?: number): string {
      const text = super.render(maxChars);
      if (maxChars !== undefined) {
        for (const s of summaryScenes.get(this) ?? [])
          s.scene.config = { ...s.scene.config, summaryBudget: maxChars };
      }
      return text;
    }
  }

  let engine: StudentEngine = {
    ...studentEngine,
    RollingWindow,
    LruMemory,
    ImportanceMemory,
    PagedMemory,
    ProgressiveSummary,
  };
  // The mechanisms' own recorders, each over the engine the previous ones left.
  for (const recorder of RECORDERS) engine = { ...engine, ...recorder.wrap(engine, ctx) };
  return { engine, recording };
}
