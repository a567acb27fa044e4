// Every page of the lab a learner can reach, for the scripts that visit them all (reflow, keyboard exploration).
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chapters } from '../../src/content/chapters';

const exercises = readdirSync(resolve(import.meta.dirname, '../../exercises')).filter((name) =>
  /^\d\d-/.test(name),
);

/** The hash of every page in `lang`: home, each lesson section, the visualizer (three presets), the cost lab, the
 *  exercises, lost in the middle, your data, a cell alone, review and a printed chapter. */
export function labPages(lang: 'en' | 'fr'): string[] {
  return [
    '',
    ...chapters.flatMap((c) => c.sections.map((s) => `/chapter/${c.id}/${s.slug}`)),
    '/visualizer',
    '/visualizer?preset=paging',
    '/visualizer?preset=episodic%2Fscores&step=11',
    '/cost-lab',
    '/exercises',
    ...exercises.map((e) => `/exercises/${e}`),
    '/lost-in-the-middle',
    '/your-data',
    '/cell/rolling-window',
    '/review',
    '/print/2',
  ].map((path) => `#/${lang}${path}`);
}
