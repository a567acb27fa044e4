import type { WidgetProps } from '../lesson/widgets';

// Placeholder until its issue lands.
export default function CostLabWidget(_props: WidgetProps) {
  return null;
}
