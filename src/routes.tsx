import { lazy, type ReactNode } from 'react';
import type { Route } from './router/route';
import { HomePage } from './components/home/HomePage';

// Each page is its own chunk: the home page never pays for the visualizer, the charts or the editor.
const ChapterPage = lazy(() => import('./components/chapter/ChapterPage'));
const CostLabPage = lazy(() => import('./components/costLab/CostLabPage'));
const ExercisesPage = lazy(() => import('./components/exercises/ExercisesPage'));
const VisualizerPage = lazy(() => import('./components/visualizer/VisualizerPage'));
const YourDataPage = lazy(() => import('./components/yourData/YourDataPage'));
const CellPage = lazy(() => import('./components/lesson/CellPage'));
const ChapterPrintPage = lazy(() => import('./components/print/ChapterPrintPage'));
const LostInTheMiddlePage = lazy(() => import('./components/litm/LostInTheMiddlePage'));
const ReviewPage = lazy(() => import('./components/lesson/ReviewPage'));

/** Maps the path after the language to a page; unknown paths render the home page with a notice. */
export function renderPage(route: Route): ReactNode {
  switch (route.path[0]) {
    case undefined:
      return <HomePage route={route} />;
    case 'chapter':
      // The section's prose is fetched alongside the page's chunk, not after it.
      void import('./content/sections').then((m) =>
        m.preloadSection(route.path[1], route.path[2], route.lang),
      );
      return <ChapterPage route={route} />;
    case 'cost-lab':
      return <CostLabPage route={route} />;
    case 'exercises':
      return <ExercisesPage route={route} />;
    case 'visualizer':
      return <VisualizerPage route={route} />;
    case 'your-data':
      return <YourDataPage />;
    case 'cell':
      return <CellPage route={route} />;
    case 'print':
      return <ChapterPrintPage route={route} />;
    case 'lost-in-the-middle':
      return <LostInTheMiddlePage route={route} />;
    case 'review':
      return <ReviewPage />;
    default:
      return <HomePage route={route} notFound />;
  }
}
