import type { WidgetProps } from '../../content/componentSpecs';
import { useRoute } from '../../router/useRoute';
import { Visualizer } from './Visualizer';

/**
 * The visualizer as a lesson embeds it: `<Visualizer preset="agent-memory/lru" />` (chapter 1's bare names,
 * `preset="lru"`, still work). An unknown name opens its mechanism's default preset.
 */
export default function VisualizerWidget({ preset }: WidgetProps) {
  const route = useRoute();
  const name = typeof preset === 'string' ? preset : '';
  return <Visualizer key={name} preset={name} route={route} />;
}
