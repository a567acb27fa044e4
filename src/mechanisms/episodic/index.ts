/**
 * Chapter 3's mechanism: the episodic buffer, reflection and its triggers, the semantic store and the dated
 * knowledge graph, retrieval scores and forgetting. Registered in `src/mechanisms/registry.ts`.
 */
import { pick } from '../../i18n/defineMessages';
import { defineMechanism } from '../types';
import { CATALOG } from './catalog';
import dict from './episodic.messages';
import { describeFrame, opLabel } from './caption';
import { configLink } from './link';
import { episodicMechanism } from './mechanism';
import { Panels } from './Panels';
import { PRESETS } from './presets';

export default defineMechanism({
  ...episodicMechanism,
  title: CATALOG.title,
  presets: PRESETS,
  defaultPreset: CATALOG.defaultPreset,
  caption: (frame, lang) => describeFrame(pick(dict, lang), frame),
  opLabel,
  endNote: (lang) => pick(dict, lang).end,
  Panels,
  link: configLink,
  takes: {
    mode: (config) => config.answers ?? 'scripted',
    setMode: (answers) => ({ answers }),
  },
});
