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
  number: 2,
  chapter: 1,
  title: {
    en: 'Importance + recency eviction on a vector memory',
    fr: 'Éviction importance + récence sur une mémoire vectorielle',
  },
  summary: {
    en: 'Bound the persistent vector memory of notebook 14 (NB-14): evict by 0.5 × recency + 0.5 × importance, retrieve by cosine similarity.',
    fr: 'Borner la mémoire vectorielle persistante du notebook 14 (NB-14)\u00a0: éviction par 0,5 × récence + 0,5 × importance, rappel par similarité cosinus.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'In add(), push the new entry first (vector = this.embedder.embed(spec), ts = ts ?? this.clock()), then return null if entries.length <= maxEntries.',
    'To evict: now = this.clock(), longest = the longest lesson among the entries (new one included); compute score(e, longest, now) for each entry, remove the lowest with entries.splice(i, 1) and return it. Keep the first lowest (or the smaller ts) on a tie.',
    'retrieve(): embed the query once, map each entry to { entry, index, sim: embedder.cosine(q, entry.vector) }, sort by sim descending then index ascending, keep the first k. Check k with Number.isInteger(k) && k >= 1.',
  ],
  fr: [
    "Dans add(), ajoutez d'abord la nouvelle entrée (vector = this.embedder.embed(spec), ts = ts ?? this.clock()), puis renvoyez null si entries.length <= maxEntries.",
    "Pour évincer : now = this.clock(), longest = la plus longue leçon parmi les entrées (la nouvelle comprise) ; calculez score(e, longest, now) pour chaque entrée, retirez la plus basse avec entries.splice(i, 1) et renvoyez-la. À égalité, gardez la première (ou le plus petit ts).",
    'retrieve() : calculez une fois le vecteur de la requête, associez à chaque entrée { entry, index, sim: embedder.cosine(q, entry.vector) }, triez par sim décroissante puis index croissant, gardez les k premières. Vérifiez k avec Number.isInteger(k) && k >= 1.',
  ],
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints };
export default manifest;
