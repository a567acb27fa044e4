import type { SpecProps } from '../../content/componentSpecs';
import { ExerciseList } from './ExerciseList';

/** A chapter's exercises section: a card per exercise of that chapter with its progress mark, linking to its page. */
export default function ExerciseCardsWidget({ chapter }: SpecProps<'ExerciseCards'>) {
  return (
    <div className="exercise-cards-widget">
      <ExerciseList chapter={chapter} headingLevel={3} />
    </div>
  );
}
