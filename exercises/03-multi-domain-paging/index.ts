/**
 * The exercise's manifest: everything the lab knows about it besides its files. The folder is the exercise: the
 * browser catalog, the sandbox worker, the grader and CI all find it by listing the folders of `exercises/`.
 * Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints, PythonExerciseManifest } from '../types';
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

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'add_page: append PageDomaine(page.title, list(page.messages), domaine) (a copy, with its domain), then self.last_seen[domaine] = the new index (len(self.pages) - 1), and return it. Refuse an empty domaine with ValueError first.',
      'swap_to(idx): if not 0 <= idx < len(self.pages), raise IndexError(f"page index {idx} out of range"); otherwise set current, update last_seen[page.domaine] and return the page.',
      'swap_to_domain(domaine): when domaine is not in self.last_seen, raise KeyError(f"unknown domain {domaine!r} (known domains: {\', \'.join(self.last_seen)})"); otherwise return self.swap_to(self.last_seen[domaine]).',
    ],
    fr: [
      "add_page : ajoutez PageDomaine(page.title, list(page.messages), domaine) (une copie, avec son domaine), puis self.last_seen[domaine] = le nouvel indice (len(self.pages) - 1), et renvoyez-le. Refusez d'abord un domaine vide par une ValueError.",
      'swap_to(idx) : si not 0 <= idx < len(self.pages), levez IndexError(f"page index {idx} out of range") ; sinon mettez current à jour, puis last_seen[page.domaine], et renvoyez la page.',
      "swap_to_domain(domaine) : si domaine n'est pas dans self.last_seen, levez KeyError(f\"unknown domain {domaine!r} (known domains: {', '.join(self.last_seen)})\") ; sinon renvoyez self.swap_to(self.last_seen[domaine]).",
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
