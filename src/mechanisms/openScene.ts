/**
 * Which scene a visualizer opens: a scene given whole (a cell's recorded run), or a preset, possibly replaced by the
 * permalink in the route's query. Synchronous when the mechanism is already loaded and the link needs no
 * decompression (a second visualizer of a page opens without a loading frame); a promise otherwise.
 */
import type { Problem, Scene } from '../engine/scene';
import type { Lang, Localized } from '../i18n/lang';
import { parseSceneQuery, presetScene, type ParsedLink, type SceneLink } from './permalink';
import {
  BARE_PRESET_MECHANISM,
  loadedMechanism,
  loadMechanism,
  parsePresetName,
  type MechanismId,
} from './registry';
import type { AnyMechanism } from './types';

/** A scene given whole instead of a preset: opens at `step` (default 0) and reads no link. */
export interface GivenScene {
  scene: Scene<unknown, unknown>;
  title: Localized;
  description: Localized;
  /** The frame it opens at (a practice question's `askAt`); default 0. */
  step?: number;
  /**
   * Once opened, plays from `step` to this frame and stops there (a practice question's answer, `revealAt`); with
   * reduced motion it goes there at once.
   */
  playTo?: number;
}

export interface OpenedScene {
  mechanism: AnyMechanism;
  link: SceneLink;
  /** Why the route's link was refused (the preset opens instead), or null. */
  problem: Problem | null;
}

type Opening = OpenedScene | Promise<OpenedScene>;

const withMechanism = (id: MechanismId, open: (m: AnyMechanism) => Opening): Opening => {
  const m = loadedMechanism(id);
  return m ? open(m) : loadMechanism(id).then(open);
};

/** A given scene opens at once when its mechanism is loaded. */
export function openGivenScene(given: GivenScene): Opening {
  return withMechanism(given.scene.mechanism, (mechanism) => ({
    mechanism,
    link: { scene: given.scene, step: given.step ?? 0 },
    problem: null,
  }));
}

/**
 * Which mechanism and preset to open, and whether the route's link is for this visualizer: the standalone page
 * follows a link to any preset; a lesson widget only a link to its own (another widget of the page may own it).
 */
export function resolveScene(preset: string, query: URLSearchParams, standalone: boolean) {
  const own = parsePresetName(preset);
  const ownMechanism: MechanismId = own?.mechanism ?? BARE_PRESET_MECHANISM;
  const ownPreset = own?.preset ?? '';
  const name = query.get('preset');
  const linked = name === null ? null : parsePresetName(name);
  if (standalone) {
    const mechanism = linked?.mechanism ?? ownMechanism;
    return { mechanism, preset: mechanism === ownMechanism ? ownPreset : '', readLink: true };
  }
  const mine = linked === null || (linked.mechanism === ownMechanism && linked.preset === ownPreset);
  return { mechanism: ownMechanism, preset: ownPreset, readLink: mine };
}

function openWith(
  m: AnyMechanism,
  preset: string,
  query: URLSearchParams,
  readLink: boolean,
  lang?: Lang,
): Opening {
  const fallback: SceneLink = { scene: presetScene(m, preset, lang), step: 0 };
  if (!readLink) return { mechanism: m, link: fallback, problem: null };
  const done = (p: ParsedLink): OpenedScene =>
    p.kind === 'ok'
      ? { mechanism: m, link: p.link, problem: null }
      : { mechanism: m, link: fallback, problem: p.kind === 'invalid' ? p.problem : null };
  const parsed = parseSceneQuery(m, query, lang);
  return parsed instanceof Promise ? parsed.then(done) : done(parsed);
}

/** The scene a visualizer of `preset` opens on a route with this query (a preset in the page's language `lang`). */
export function openScene(preset: string, query: URLSearchParams, standalone: boolean, lang?: Lang): Opening {
  const r = resolveScene(preset, query, standalone);
  return withMechanism(r.mechanism, (m) => openWith(m, r.preset, query, r.readLink, lang));
}
