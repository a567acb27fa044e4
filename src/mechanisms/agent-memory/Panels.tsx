import { LayoutGroup } from 'motion/react';
import { useId } from 'react';
import type { PanelsProps } from '../types';
import { ContextMeter } from './ContextMeter';
import { EvictedPanel } from './EvictedPanel';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import type { Op, AgentMemoryConfig } from './ops';
import { PagesPanel } from './PagesPanel';
import { SummaryPanel } from './SummaryPanel';
import { WindowPanel } from './WindowPanel';
import './agentMemory.css';

/** The context window, where evicted messages go (trash, summary, pages), and what is sent to the model. */
export function Panels({
  scene,
  frame,
  playing,
  stepMs,
  actions,
}: PanelsProps<AgentMemoryConfig, AgentMemorySceneState, Op, AgentMemorySceneEvent>) {
  const groupId = useId(); // layoutIds must not fly between two visualizers of one page
  return (
    <>
      <LayoutGroup id={groupId}>
        <div className="viz-stage" data-destination={scene.config.evictTo}>
          <WindowPanel frame={frame} playing={playing} stepMs={stepMs} insertOp={actions.insertOp} />
          <div className="viz-destinations">
            <EvictedPanel frame={frame} />
            <SummaryPanel frame={frame} />
            <PagesPanel frame={frame} insertOp={actions.insertOp} />
          </div>
        </div>
      </LayoutGroup>
      <ContextMeter frame={frame} />
    </>
  );
}
