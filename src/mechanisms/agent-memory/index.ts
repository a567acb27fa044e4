/**
 * Chapter 1's mechanism: AgentMemory (rolling window, progressive summary, FIFO / LRU / importance eviction,
 * paging) as the visualizer plays it. Registered in `src/mechanisms/registry.ts`.
 */
import { pick } from '../../i18n/defineMessages';
import { defineMechanism } from '../defineMechanism';
import { CATALOG } from './catalog';
import dict from './agentMemory.messages';
import { describeFrame, opLabel, policyText } from './caption';
import { ComparePanel } from './ComparePanel';
import { Composer } from './Composer';
import { configLink } from './link';
import { agentMemoryMechanism } from './mechanism';
import { POLICY_IDS } from './ops';
import { Panels } from './Panels';
import { PRESETS } from './presets';
import { Settings } from './Settings';

export default defineMechanism({
  ...agentMemoryMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel: (op) => opLabel(op),
  Panels,
  Settings,
  Composer,
  compare: {
    variants: (config) =>
      POLICY_IDS.map((policy) => ({
        id: policy,
        label: { en: policyText(dict.en, policy), fr: policyText(dict.fr, policy) },
        config: { ...config, policy },
      })),
    caption: (lang) => pick(dict, lang).compareCaption,
    Panel: ComparePanel,
  },
  focus: {
    exists: (ops, id) => ops.some((o) => o.op === 'append' && o.id === id),
    removedBy: (op, id) => op.op === 'append' && op.id === id,
  },
  link: configLink,
});
