import { lazy, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { useMessages } from '../../state/useMessages';
import { ErrorBoundary } from '../kit/ErrorBoundary';
import type { ComponentName, SpecProps } from '../../content/componentSpecs';
import lessonMessages from './lesson.messages';
import { useIsPrinting } from '../kit/printMode';
import { usePrintTask } from '../kit/printTasks';

// Each widget is its own lazy chunk, so a lesson page only loads the widgets it shows.
const LazyVisualizer = lazy(() => import('../visualizer/VisualizerWidget'));
const LazyCostLab = lazy(() => import('../costLab/CostLabWidget'));
const LazyExerciseCards = lazy(() => import('../exercises/ExerciseCardsWidget'));
const LazyCell = lazy(() => import('../cells/Cell'));
const LazyMemoryBench = lazy(() => import('../memoryBench/MemoryBenchWidget'));
const LazyMemoryFiles = lazy(() => import('../memoryFiles/MemoryFilesWidget'));
// A cell's "Animate this output" replays its run in the visualizer: that chunk loads only when pressed.
const LazyRecordedScene = lazy(() => import('../visualizer/RecordedScene'));
// A practice block asks in its own chunk (the engine's generators, the review scheduler) and shows its scene in the
// visualizer's chunk, loaded with the first question that has one.
const LazyPractice = lazy(() => import('../practice/PracticeBlock'));
const LazyPracticePrint = lazy(() => import('../practice/PracticePrint'));
export const LazySceneView = lazy(() => import('../visualizer/SceneView'));
// On paper (the handout page, or the browser printing any page): code and output, key frames, no controls.
const LazyPrintCell = lazy(() => import('../cells/PrintCell').then((m) => ({ default: m.PrintCell })));
const LazyVisualizerStrip = lazy(() =>
  import('../visualizer/VisualizerStrip').then((m) => ({ default: m.VisualizerStrip })),
);

/** A widget that is the same on screen and on paper: its lazy chunk in a slot, given the lesson's props. */
function slotted<N extends ComponentName>(name: N, Widget: ComponentType<SpecProps<N>>) {
  return function SlottedWidget(props: SpecProps<N>) {
    return (
      <WidgetSlot name={name}>
        <Widget {...props} />
      </WidgetSlot>
    );
  };
}

/**
 * The widgets a lesson can embed, by the JSX name it writes (`<Visualizer preset="lru" />`). Adding one is one line
 * here and its props in componentSpecs.ts (which the MDX test checks every lesson against).
 */
export const widgets = {
  Visualizer: function VisualizerSlot(props: SpecProps<'Visualizer'>) {
    const printing = useIsPrinting();
    return (
      <WidgetSlot name="Visualizer">
        {printing ? <LazyVisualizerStrip preset={props.preset} /> : <LazyVisualizer {...props} />}
      </WidgetSlot>
    );
  },
  CostLab: slotted('CostLab', LazyCostLab),
  ExerciseCards: slotted('ExerciseCards', LazyExerciseCards),
  Cell: function CellSlot({ id }: SpecProps<'Cell'>) {
    const printing = useIsPrinting();
    return (
      <WidgetSlot name="Cell">
        {printing ? <LazyPrintCell id={id} /> : <LazyCell id={id} replay={LazyRecordedScene} />}
      </WidgetSlot>
    );
  },
  MemoryBench: slotted('MemoryBench', LazyMemoryBench),
  MemoryFiles: slotted('MemoryFiles', LazyMemoryFiles),
  Practice: function PracticeSlot(props: SpecProps<'Practice'>) {
    const printing = useIsPrinting();
    return (
      <WidgetSlot name="Practice">
        {printing ? <LazyPracticePrint {...props} /> : <LazyPractice {...props} Scene={LazySceneView} />}
      </WidgetSlot>
    );
  },
} satisfies Record<string, ComponentType<never>>;

export type WidgetName = keyof typeof widgets;

/** An interactive piece of a lesson: loaded on demand, and isolated so that a failure never takes the lesson down. */
export function WidgetSlot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="lesson-widget" data-widget={name}>
      <ErrorBoundary>
        <Suspense fallback={<WidgetLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </div>
  );
}

/**
 * A widget's chunk still loading. On the handout it is a pending print task: the widget registers its own task
 * only once its chunk has loaded, and the page must not print (or say "ready") in between.
 */
function WidgetLoading() {
  const t = useMessages(lessonMessages);
  usePrintTask(`widget-chunk:${useId()}`, false);
  return (
    <p className="loading lesson-widget__loading" role="status">
      {t.loadingWidget}
    </p>
  );
}
