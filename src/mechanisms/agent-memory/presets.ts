/**
 * One preset per lesson section: the seed's demos (notebook 000, sections 2 to 5) recorded from the chapter's
 * TypeScript cells, plus two scenes of the lab's own (side by side, playground). The seed demos exist once, as
 * cells; their final frames match the printed outputs the parity tests check.
 */
import recordedScenes from './scenes.json';
import type { Localized } from '../../i18n/lang';
import type { Preset as PresetOf } from '../types';
import { CATALOG } from './catalog';
import { SCENE_DEFAULTS, type Op, type AgentMemoryConfig } from './ops';

export type Preset = PresetOf<AgentMemoryConfig, Op>;

const T = CATALOG.presets;

const BASE = SCENE_DEFAULTS;

const append = (i: number, role: 'user' | 'assistant', content: string, importance?: number): Op => ({
  op: 'append',
  id: `m${i}`,
  role,
  content,
  ...(importance === undefined ? {} : { importance }),
});

/**
 * A seed demo's preset: its configuration and script are what the chapter's TypeScript cell did to the engine
 * (`new RollingWindow(4)`, `append`, `touch`, `addPage`, `swapTo`; see src/cells/record.ts), so the visualizer
 * replays exactly the demo the lesson shows and runs. Only the sentence is written here (the title is in catalog.ts).
 *
 * The recording is made by the unit tests, not in the page (that would ship the TypeScript compiler with the
 * visualizer): `scenes.json` here holds it, and test/cells/presets.test.ts fails when a
 * cell no longer records what the file says (`UPDATE_CELL_SCENES=1` rewrites it).
 */
const RECORDED = recordedScenes as unknown as Readonly<
  Record<string, { config: AgentMemoryConfig; ops: Op[] } | undefined>
>;

function fromCell(id: PresetId, description: Localized): Preset {
  const scene = RECORDED[id];
  if (!scene)
    throw new Error(`no recorded scene for the cell "${id}" (see src/mechanisms/agent-memory/scenes.json)`);
  return { title: T[id], description, config: scene.config, ops: scene.ops };
}

// Section 2: `RollingWindow(max_messages=4)`, 6 messages with alternating roles.
const rollingWindow = fromCell('rolling-window', {
  en: 'Six messages enter a window of four: when it is full, the oldest one leaves for the trash (FIFO).',
  fr: 'Six messages entrent dans une fenêtre de quatre\u00a0: quand elle est pleine, le plus ancien part à la corbeille (FIFO).',
});

// Section 3: `RollingWindow(3)` + `ProgressiveSummary()` (80 chars per chunk), 7 messages; render(300).
const summary = fromCell('summary', {
  en: 'Seven messages, a window of three: each evicted message becomes a chunk cut to 80 characters, and the summary grows.',
  fr: 'Sept messages, une fenêtre de trois\u00a0: chaque message évincé devient un fragment tronqué à 80 caractères, et le résumé grandit.',
});

// Section 4: `LRUMemory(3)`, 5 messages; touch(msgs[1]) (already evicted), touch(msgs[2]), append #5.
const lru = fromCell('lru', {
  en: 'An LRU memory of three: touching an evicted message does nothing; touching #2 saves it, and #3 goes instead.',
  fr: 'Une mémoire LRU de trois\u00a0: toucher un message déjà évincé ne fait rien\u00a0; toucher #2 le sauve, et c’est #3 qui part.',
});

// Section 4: `ImportanceMemory(3)`: a, b, c, d (importance 1) then the key thought (importance 10).
const importance = fromCell('importance', {
  en: 'A memory of three that evicts the lowest importance first: a and b leave. Then add an ordinary message: c leaves, and the key thought (importance 10) stays.',
  fr: 'Une mémoire de trois qui évince d’abord l’importance la plus basse\u00a0: a et b partent. Ajoutez ensuite un message ordinaire\u00a0: c part, et la pensée-clé (importance 10) reste.',
});

// Section 5: `PagedMemory` with the seed's three pages, then `swap_to(2)`.
const paging = fromCell('paging', {
  en: 'Three pages; only the current page is sent to the model. swap_to(2) loads "preferences": 2 messages instead of 7.',
  fr: 'Trois pages\u00a0; seule la page courante est envoyée au modèle. swap_to(2) charge «\u00a0preferences\u00a0»\u00a0: 2 messages au lieu de 7.',
});

// Side by side: one conversation where the three policies disagree (the key thought, a re-read name).
const compare: Preset = {
  title: T.compare,
  description: {
    en: 'The same conversation under the three policies: which one keeps the key thought, which one keeps what is re-read?',
    fr: 'La même conversation sous les trois politiques\u00a0: laquelle garde la pensée-clé, laquelle garde ce qui est relu\u00a0?',
  },
  config: { ...BASE, window: 4, policy: 'fifo', evictTo: 'trash' },
  compare: true,
  focus: 'm1',
  ops: [
    append(0, 'user', "Bonjour, je m'appelle Alice.", 2),
    append(1, 'assistant', 'PENSEE-CLE : ne jamais committer un secret', 10),
    append(2, 'user', 'Le test #42 echoue avec une AssertionError.', 1),
    append(3, 'assistant', 'Voyons la trace... la ligne 17.', 1),
    { op: 'touch', id: 'm0' },
    append(4, 'user', "C'etait bien la ligne 17, merci.", 1),
    append(5, 'assistant', 'Parfait, le test passe.', 1),
    { op: 'touch', id: 'm0' },
    append(6, 'user', "Je prefere qu'on reponde en francais.", 3),
    append(7, 'assistant', 'Compris, je repondrai en francais.', 1),
  ],
};

const playground: Preset = {
  title: T.playground,
  description: {
    en: 'An empty memory: type messages, touch, pin, change the policy and the destination, and watch.',
    fr: 'Une mémoire vide\u00a0: tapez des messages, touchez, épinglez, changez la politique et la destination, et observez.',
  },
  config: { ...BASE },
  ops: [],
};

export type PresetId = keyof typeof T;
/** The presets' names in display order. */
export const PRESET_IDS = Object.keys(T) as readonly PresetId[];

/** Chapter 1's presets, by the names its lessons and permalinks use. */
export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  'rolling-window': rollingWindow,
  summary,
  lru,
  importance,
  paging,
  compare,
  playground,
};
