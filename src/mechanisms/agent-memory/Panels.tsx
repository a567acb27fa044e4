import { LayoutGroup } from 'motion/react';
import { useId, useMemo } from 'react';
import type { PanelsProps } from '../types';
import { ContextMeter } from './ContextMeter';
import { EvictedPanel } from './EvictedPanel';
import { callTokens, modelCallsUpTo } from './modelCalls';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import type { Op, AgentMemoryConfig } from './ops';
import { PagesPanel } from './PagesPanel';
import { SummaryPanel } from './SummaryPanel';
import { WindowPanel } from './WindowPanel';
import './agentMemory.css';

/** The context window, where evicted messages go (trash, summary, pages), and what is sent to the model. */
export function Panels({
  lang,
  scene,
  timeline,
  frame,
  playing,
  stepMs,
  actions,
  pick,
}: PanelsProps<AgentMemoryConfig, AgentMemorySceneState, Op, AgentMemorySceneEvent>) {
  const groupId = useId(); // layoutIds must not fly between two visualizers of one page
  // "Your model": what the hooks sent so far, counted with the server's usage recorded in the take.
  const config = frame.state.config;
  const calls = useMemo(
    () =>
      config.answers === 'model'
        ? callTokens(modelCallsUpTo(timeline, config.summaryPrompt, frame.step), scene.take)
        : null,
    [config, timeline, frame.step, scene.take],
  );
  return (
    <>
      <LayoutGroup id={groupId}>
        <div className="viz-stage" data-destination={scene.config.evictTo}>
          <WindowPanel
            lang={lang}
            frame={frame}
            playing={playing}
            stepMs={stepMs}
            insertOp={actions.insertOp}
            pick={pick ?? null}
          />
          <div className="viz-destinations">
            <EvictedPanel lang={lang} frame={frame} />
            <SummaryPanel lang={lang} frame={frame} />
            <PagesPanel lang={lang} frame={frame} insertOp={actions.insertOp} />
          </div>
        </div>
      </LayoutGroup>
      <ContextMeter lang={lang} frame={frame} calls={calls} />
    </>
  );
}
