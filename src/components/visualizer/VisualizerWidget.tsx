import type { WidgetProps } from '../lesson/widgets';

// Placeholder until its issue lands.
export default function VisualizerWidget(_props: WidgetProps) {
  return null;
}
