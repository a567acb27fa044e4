import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type WidgetProps = Record<string, string | number | boolean>;

/**
 * Interactive pieces a lesson can embed by name (`{ kind: 'widget', widget: 'visualizer', props: { preset } }`).
 * Each is its own lazy chunk, so a lesson page only loads the widgets it shows.
 */
export const widgets: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  visualizer: lazy(() => import('../visualizer/VisualizerWidget')),
  'cost-lab': lazy(() => import('../costLab/CostLabWidget')),
  'exercise-cards': lazy(() => import('../exercises/ExerciseCardsWidget')),
  cell: lazy(() => import('./cells/CellWidget')),
};
