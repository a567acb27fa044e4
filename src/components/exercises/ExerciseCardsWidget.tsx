import type { WidgetProps } from '../lesson/widgets';
import { ExerciseList } from './ExerciseList';

/** The chapter's exercises section: a card per exercise with its progress mark, linking to its page. */
export default function ExerciseCardsWidget(_props: WidgetProps) {
  return (
    <div className="exercise-cards-widget">
      <ExerciseList headingLevel={3} />
    </div>
  );
}
