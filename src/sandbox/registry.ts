/**
 * The exercises' tests by slug, for the browser sandbox worker (bundled into it at build time). Derived from the
 * folders: every `exercises/NN-slug/index.ts` is registered, nothing is listed by hand.
 * The Node grader reads the same folders from disk instead (node/manifests.ts): tsx has no import.meta.glob.
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
