/**
 * Chapter 3's mechanism: the episodic buffer, reflection and its triggers, the semantic store and the dated
 * knowledge graph, retrieval scores and forgetting. Registered in `src/mechanisms/registry.ts`.
 */
import { ANSWERS_TAKES, defineMechanism } from '../defineMechanism';
import { episodicAnatomy } from './anatomy';
import { CATALOG } from './catalog';
import dict from './episodic.messages';
import { describeFrame, opLabel } from './caption';
import { configLink } from './link';
import { episodicMechanism } from './mechanism';
import { Panels } from './Panels';
import { PRESETS } from './presets';

export default defineMechanism({
  ...episodicMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel,
  Panels,
  link: configLink,
  takes: ANSWERS_TAKES,
  anatomy: episodicAnatomy,
});
