import type { WidgetProps } from '../lesson/widgets';

// Placeholder until its issue lands.
export default function ExerciseCardsWidget(_props: WidgetProps) {
  return null;
}
