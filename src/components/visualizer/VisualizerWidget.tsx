import type { WidgetProps } from '../lesson/widgets';
import { useRoute } from '../../router/useRoute';
import { DEFAULT_PRESET } from './presets';
import { isPresetId } from './scene';
import { Visualizer } from './Visualizer';

/** The visualizer as a lesson embeds it: `{ widget: 'visualizer', props: { preset } }`. */
export default function VisualizerWidget({ preset }: WidgetProps) {
  const route = useRoute();
  const id = isPresetId(preset) ? preset : DEFAULT_PRESET;
  return <Visualizer key={id} preset={id} route={route} />;
}
