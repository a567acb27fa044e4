import { pick } from '../../i18n/defineMessages';
import type { PanelsProps } from '../types';
import type { CompactionSceneEvent, CompactionState } from './mechanism';
import type { CompactionConfig, Op } from './ops';
import dict from './compaction.messages';
import { RequestPanel } from './RequestPanel';
import { DroppedPanel } from './DroppedPanel';
import { MemoryPanel, StoragePanel } from './MemoryPanel';
import { ModelCallsPanel } from './ModelCallsPanel';
import './compaction.css';

export type Props = PanelsProps<CompactionConfig, CompactionState, Op, CompactionSceneEvent>;

/** The request, what the last compaction dropped, the storage, and (when the script has one) the memory. */
export function Panels(p: Props) {
  const m = pick(dict, p.lang);
  const s = p.frame.state;
  const hasMemory = p.scene.ops.some((o) => o.op === 'remember' || o.op === 'reflect' || o.op === 'forget');
  return (
    <div className="panel-stage cmp-stage">
      <RequestPanel m={m} s={s} />
      <div className="cmp-side">
        <DroppedPanel m={m} s={s} />
        {s.config.mode === 'compact' && s.config.answers === 'model' && <ModelCallsPanel m={m} s={s} />}
        {s.config.mode === 'compact' && <StoragePanel m={m} s={s} />}
        {hasMemory && <MemoryPanel m={m} s={s} />}
      </div>
    </div>
  );
}
