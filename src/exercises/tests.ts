/**
 * The exercises' tests by slug, for the browser sandbox worker (src/sandbox.worker.ts bundles this module into one
 * classic script: it cannot load the page's chunks, so it reads the manifests itself). Derived from the folders:
 * every `exercises/NN-slug/index.ts` is registered, nothing is listed by hand. The page reads catalog.ts, Node node.ts.
 */
import { EXERCISE_FOLDER, slugOfPath, type ExerciseManifest } from '../../exercises/types';
import type { ExerciseTests } from './testkit';

const manifests = import.meta.glob<ExerciseManifest>('../../exercises/*/index.ts', {
  eager: true,
  import: 'default',
});

export const exerciseTests: ReadonlyMap<string, ExerciseTests<never>> = new Map(
  Object.entries(manifests)
    .map(([path, m]) => [slugOfPath(path), m.tests] as const)
    .filter(([slug]) => EXERCISE_FOLDER.test(slug)),
);
