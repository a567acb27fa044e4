/**
 * Chapter 1's mechanism: AgentMemory (rolling window, progressive summary, FIFO / LRU / importance eviction,
 * paging) as the visualizer plays it. Registered in `src/mechanisms/registry.ts`.
 */
import { POLICY_ORDER } from '../../engine/agentMemory';
import { pick } from '../../i18n/defineMessages';
import { ANSWERS_TAKES, columnPerValue, defineMechanism } from '../defineMechanism';
import { agentMemoryAnatomy } from './anatomy';
import { CATALOG } from './catalog';
import dict from './agentMemory.messages';
import { describeFrame, opLabel, policyText } from './caption';
import { Composer } from './Composer';
import hooksDict from './hooks.messages';
import { HookSettings } from './HookSettings';
import { AgentComparePanel } from './SummaryComparePanel';
import { configLink } from './link';
import { agentMemoryMechanism } from './mechanism';
import { POLICY_IDS, type SceneConfig } from './ops';
import { Panels } from './Panels';
import { PRESETS } from './presets';
import { Settings } from './Settings';

const comparesSummaries = (c: SceneConfig) => c.answers === 'model' && c.evictTo === 'summary';

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
    // With the summary hook answered by the user's model, compare mode sets the source's truncation beside it.
    variants: (config) =>
      comparesSummaries(config)
        ? [
            {
              id: 'scripted',
              label: { en: hooksDict.en.scriptedColumn, fr: hooksDict.fr.scriptedColumn },
              config: { ...config, answers: 'scripted' as const },
            },
            { id: 'model', label: { en: hooksDict.en.modelColumn, fr: hooksDict.fr.modelColumn }, config },
          ]
        : columnPerValue(config, POLICY_IDS, dict, policyText, (policy) => ({ policy })),
    caption: (lang) => pick(dict, lang).compareCaption,
    Panel: AgentComparePanel,
  },
  takes: {
    ...ANSWERS_TAKES,
    // The hooks: the summary of an evicted message, the importance of each message.
    applies: (scene) =>
      scene.config.evictTo === 'summary' ||
      POLICY_ORDER[scene.config.policy].byImportance ||
      scene.config.answers === 'model',
    Settings: HookSettings,
  },
  focus: {
    exists: (ops, id) => ops.some((o) => o.op === 'append' && o.id === id),
    removedBy: (op, id) => op.op === 'append' && op.id === id,
  },
  link: configLink,
  anatomy: agentMemoryAnatomy,
});
