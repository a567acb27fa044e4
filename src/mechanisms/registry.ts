/**
 * Every steppable mechanism, one line each. A mechanism's folder is loaded only when a visualizer shows one of
 * its presets, so chapter 1's visualizer never downloads chapter 3's graph panel.
 *
 * Presets are named `<mechanism>/<preset>` (`agent-memory/lru`, `memory-store/two-users`). A name without a slash
 * (`lru`, `rolling-window`...: chapter 1's lessons and links) is a preset of BARE_PRESET_MECHANISM.
 */
import { CATALOG as agentMemory } from './agent-memory/catalog';
import { CATALOG as compaction } from './compaction/catalog';
import { CATALOG as episodic } from './episodic/catalog';
import { CATALOG as memoryStore } from './memory-store/catalog';
import { CATALOG as selfManaged } from './self-managed/catalog';
import type { AnyMechanism, MechanismCatalog } from './types';

type Loader = () => Promise<{ default: AnyMechanism }>;

// One line per mechanism: its catalogue (static: it is small, the standalone page lists presets from it) and its
// folder, loaded on demand (the folder's default export being defineMechanism({...})).
const MECHANISMS = {
  'agent-memory': { catalog: agentMemory, load: () => import('./agent-memory') },
  episodic: { catalog: episodic, load: () => import('./episodic') },
  'memory-store': { catalog: memoryStore, load: () => import('./memory-store') },
  'self-managed': { catalog: selfManaged, load: () => import('./self-managed') },
  compaction: { catalog: compaction, load: () => import('./compaction') },
} satisfies Record<string, { catalog: MechanismCatalog; load: Loader }>;

type RegisteredId = keyof typeof MECHANISMS;

/** Any mechanism id; `isMechanismId` tells the registered ones. */
export type MechanismId = string;

/**
 * The mechanism of bare preset names (`lru`, `rolling-window`...): chapter 1's, whose lessons and links were written
 * before mechanisms had names. The only mechanism the registry names, and only as this default.
 */
export const BARE_PRESET_MECHANISM = 'agent-memory' satisfies RegisteredId;

export const MECHANISM_IDS: readonly RegisteredId[] = Object.keys(MECHANISMS) as RegisteredId[];

export function isMechanismId(v: unknown): v is RegisteredId {
  return typeof v === 'string' && Object.hasOwn(MECHANISMS, v);
}

/**
 * Every mechanism's title, presets' titles (in display order) and default preset, in registry order, without
 * loading any mechanism: the standalone page's preset list. test/mechanisms/catalog.test.ts checks
 * it against the loaded mechanisms.
 */
export const MECHANISM_CATALOG: readonly MechanismCatalog[] = MECHANISM_IDS.map(
  (id) => MECHANISMS[id].catalog,
);

/** A mechanism's catalogue (null for an unknown id). */
export function mechanismCatalog(id: MechanismId): MechanismCatalog | null {
  return isMechanismId(id) ? MECHANISMS[id].catalog : null;
}

/** The preset a bad or missing name falls back to: the bare names' mechanism's default preset. */
export const FALLBACK_PRESET: string = presetName(
  BARE_PRESET_MECHANISM,
  MECHANISMS[BARE_PRESET_MECHANISM].catalog.defaultPreset,
);

export interface PresetRef {
  mechanism: MechanismId;
  preset: string;
}

/** 'lru' → agent-memory/lru; 'memory-store/two-users' → memory-store/two-users; null for an unknown mechanism. */
export function parsePresetName(name: string): PresetRef | null {
  const slash = name.indexOf('/');
  if (slash === -1) return { mechanism: BARE_PRESET_MECHANISM, preset: name };
  const mechanism = name.slice(0, slash);
  return isMechanismId(mechanism) ? { mechanism, preset: name.slice(slash + 1) } : null;
}

/** The name a link or a lesson uses: bare for the bare names' mechanism (old links keep working), qualified else. */
export function presetName(mechanism: string, preset: string): string {
  return mechanism === BARE_PRESET_MECHANISM ? preset : `${mechanism}/${preset}`;
}

const loaded = new Map<string, AnyMechanism>();
const loading = new Map<string, Promise<AnyMechanism>>();

export function loadMechanism(id: MechanismId): Promise<AnyMechanism> {
  let p = loading.get(id);
  if (!p) {
    const load = isMechanismId(id) ? MECHANISMS[id].load : undefined;
    if (!load) return Promise.reject(new Error(`unknown mechanism ${id}`));
    p = load().then((mod) => {
      if (mod.default.id !== id) throw new Error(`mechanism ${id} registered as ${mod.default.id}`);
      loaded.set(id, mod.default);
      return mod.default;
    });
    loading.set(id, p);
  }
  return p;
}

/** The mechanism if it is already loaded (lets a second visualizer of a page open without waiting). */
export function loadedMechanism(id: MechanismId): AnyMechanism | null {
  return loaded.get(id) ?? null;
}

export function loadAllMechanisms(): Promise<AnyMechanism[]> {
  return Promise.all(MECHANISM_IDS.map(loadMechanism));
}
