/**
 * Compare mode for the summary hook: the same conversation with the source's truncation and with the user's
 * model's summaries, side by side at the same step (both columns are ordinary summary panels).
 */
import { LayoutGroup } from 'motion/react';
import { useId } from 'react';
import { Heading } from '../ui';
import type { CompareProps } from '../types';
import type { AgentMemorySceneEvent as SceneEvent, AgentMemorySceneState as SceneState } from './mechanism';
import type { Op, SceneConfig } from './ops';
import { compareColumns, ComparePanel } from './ComparePanel';
import { SummaryPanel } from './SummaryPanel';

export function SummaryComparePanel({
  lang,
  columns,
}: CompareProps<SceneConfig, SceneState, Op, SceneEvent>) {
  const group = useId();
  return (
    <div className="viz-compare">
      <div className="viz-compare__columns" style={compareColumns(columns.length)}>
        {columns.map(({ variant, frame }) => (
          <LayoutGroup key={variant.id} id={`${group}-${variant.id}`}>
            <div className="viz-compare__column" data-variant={variant.id}>
              <Heading sub={1}>{variant.label[lang]}</Heading>
              <SummaryPanel lang={lang} frame={frame} />
            </div>
          </LayoutGroup>
        ))}
      </div>
    </div>
  );
}

/** Compare mode's panel: policies side by side, or (summary hook in "your model" mode) truncation vs model. */
export function AgentComparePanel(props: CompareProps<SceneConfig, SceneState, Op, SceneEvent>) {
  return props.columns[0]?.variant.id === 'scripted' ? (
    <SummaryComparePanel {...props} />
  ) : (
    <ComparePanel {...props} />
  );
}
