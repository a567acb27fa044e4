/**
 * The exercise's manifest: everything the lab knows about it besides its files. The folder is the exercise: the
 * browser catalog, the sandbox worker, the grader and CI all find it by listing the folders of `exercises/`.
 * Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints } from '../types';
import type * as Solution from './solution';
import tests from './tests';

/** Light: what the exercise cards show (imported alone, so the cards load no test code). */
export const meta: ExerciseMeta = {
  number: 3,
  chapter: 1,
  title: {
    en: 'Multi-domain paging (advanced)',
    fr: 'Pagination multi-domaines (avancé)',
  },
  summary: {
    en: 'Pages carry a domain; swap to the last page seen of a domain instead of a numeric index.',
    fr: 'Les pages portent un domaine\u00a0; on revient à la dernière page vue d’un domaine au lieu d’un indice numérique.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'addPage: push { ...page, domain } (copy the messages array too), then lastSeen[domain] = the new index (pages.length - 1), and return it.',
    'swapTo(index): if this.pages[index] is undefined, throw new RangeError(`page index ${index} out of range`); otherwise set current, update lastSeen[page.domain] and return the page.',
    'swapToDomain(domain): look up lastSeen[domain]; when it is missing, throw an Error listing Object.keys(this.lastSeen).join(", "); otherwise return this.swapTo(that index).',
  ],
  fr: [
    'addPage : ajoutez { ...page, domain } (copiez aussi le tableau messages), puis lastSeen[domain] = le nouvel indice (pages.length - 1), et renvoyez-le.',
    'swapTo(index) : si this.pages[index] est undefined, levez new RangeError(`page index ${index} out of range`) ; sinon mettez current à jour, puis lastSeen[page.domain], et renvoyez la page.',
    'swapToDomain(domain) : cherchez lastSeen[domain] ; s\'il manque, levez une Error qui liste Object.keys(this.lastSeen).join(", ") ; sinon renvoyez this.swapTo(cet indice).',
  ],
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints };
export default manifest;
