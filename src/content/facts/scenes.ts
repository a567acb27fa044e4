/**
 * The visualizer's scenes, replayed in Node for the facts: each preset's operations applied one by one with its
 * mechanism, as the visualizer does up to its last step. Chapter facts read figures off the final state.
 */
import {
  episodicMechanism,
  type EpisodicSceneEvent,
  type EpisodicSceneState,
} from '../../mechanisms/episodic/mechanism';
import { PRESETS as EPISODIC } from '../../mechanisms/episodic/presets';
import { PRESETS as MEMORY_STORE } from '../../mechanisms/memory-store/presets';
import { once } from './define';

export interface EpisodicReplay {
  state: EpisodicSceneState;
  /** Every event of every step, in order. */
  events: EpisodicSceneEvent[];
}

function replayEpisodic(name: keyof typeof EPISODIC): EpisodicReplay {
  const preset = EPISODIC[name];
  let state = episodicMechanism.initial(preset.config);
  const events: EpisodicSceneEvent[] = [];
  for (const op of preset.ops) {
    const r = episodicMechanism.apply(state, op);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

const cache = new Map<string, () => EpisodicReplay>();

/** A chapter 3 scene (`episodic/<name>`), replayed once per build. */
export function episodicScene(name: keyof typeof EPISODIC): EpisodicReplay {
  let get = cache.get(name);
  if (!get) cache.set(name, (get = once(() => replayEpisodic(name))));
  return get();
}

export { EPISODIC as EPISODIC_PRESETS, MEMORY_STORE as MEMORY_STORE_PRESETS };
