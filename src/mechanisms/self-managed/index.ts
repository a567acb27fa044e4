/**
 * Chapter 5's mechanism: memory blocks edited by tool calls (a scripted agent, or a model's recorded calls), the
 * write path's history in the scene's design, the memory-pressure warning, and "said but not done"
 * (src/engine/selfManaged/). Registered in src/mechanisms/registry.ts.
 */
import { ANSWERS_TAKES, columnPerValue, defineMechanism } from '../defineMechanism';
import { selfManagedAnatomy } from './anatomy';
import { CATALOG } from './catalog';
import dict from './selfManaged.messages';
import { describeFrame, opLabel } from './caption';
import { configLink } from './link';
import { selfManagedMechanism } from './mechanism';
import { Panels } from './Panels';
import { ComparePanel } from './ComparePanel';
import { WRITE_DESIGNS } from '../../engine/selfManaged/writePath';
import { pick } from '../../i18n/defineMessages';
import { PRESETS } from './presets';

export default defineMechanism({
  ...selfManagedMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel,
  Panels,
  link: configLink,
  // "Your model": the learner's model calls the block tools on each user turn, recorded as a take (modelTurn.ts).
  takes: {
    ...ANSWERS_TAKES,
    applies: (scene) => scene.ops.some((o) => o.op === 'say'),
  },
  // The three designs of the write path on the same conversation, each column its memory history.
  compare: {
    variants: (config) =>
      columnPerValue(
        config,
        WRITE_DESIGNS,
        dict,
        (m, design) => m.designName(design),
        (design) => ({ design }),
      ),
    caption: (lang) => pick(dict, lang).compareCaption,
    Panel: ComparePanel,
  },
  anatomy: selfManagedAnatomy,
});
