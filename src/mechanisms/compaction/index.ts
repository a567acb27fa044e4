/**
 * Chapter 6's mechanism: an agent that calls tools, whose request is compacted at a threshold (lossy, recoverable,
 * opaque) or whose old tool results are cleared, with what each compaction dropped, fact by fact, and where a
 * forgotten fact lives on (src/engine/compaction/). Registered in src/mechanisms/registry.ts.
 */
import { COMPACTION_STYLES } from '../../engine/compaction/compact';
import { itemLine } from '../../engine/compaction/context';
import { pick } from '../../i18n/defineMessages';
import { ANSWERS_TAKES, columnPerValue, defineMechanism } from '../defineMechanism';
import { CATALOG } from './catalog';
import dict from './compaction.messages';
import { describeFrame, opLabel } from './caption';
import { ComparePanel } from './ComparePanel';
import { configLink } from './link';
import { compactionMechanism } from './mechanism';
import { Panels } from './Panels';
import { PRESETS } from './presets';
import { Settings } from './Settings';

export default defineMechanism({
  ...compactionMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel,
  Panels,
  Settings,
  // "Your model": the learner's model writes each compaction's summary, recorded as a take (mechanism.ts).
  takes: {
    ...ANSWERS_TAKES,
    applies: (scene) => scene.config.mode === 'compact',
  },
  compare: {
    variants: (config) =>
      columnPerValue(
        config,
        COMPACTION_STYLES,
        dict,
        (m, style) => m.styles(style),
        (style) => ({ mode: 'compact', style }),
      ),
    caption: (lang) => pick(dict, lang).compareCaption,
    Panel: ComparePanel,
  },
  // The request of this step by section, for the "Context anatomy" view.
  anatomy: (frame) => {
    const ctx = frame.state.context;
    const lines = (kind: string) => ctx.items.filter((it) => it.kind === kind).map(itemLine);
    return {
      system: [ctx.system],
      tools: ctx.tools,
      summary: ctx.summary ? [ctx.summary.text] : [],
      messages: lines('message'),
      toolCalls: lines('toolCall'),
      toolResults: lines('toolResult'),
      reserved: ctx.reserved,
    };
  },
  link: configLink,
});
