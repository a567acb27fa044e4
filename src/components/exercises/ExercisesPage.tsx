import type { PageProps } from '../../routes';

// Placeholder until its issue lands: keeps the route and the lazy chunk in place.
export default function ExercisesPage(_props: PageProps) {
  return <h1>ExercisesPage</h1>;
}
