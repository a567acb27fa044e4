import type { PageProps } from '../../routes';

// Placeholder until its issue lands: keeps the route and the lazy chunk in place.
export default function VisualizerPage(_props: PageProps) {
  return <h1>VisualizerPage</h1>;
}
