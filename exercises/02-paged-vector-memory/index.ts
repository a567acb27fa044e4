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
    'Pour évincer : now = this.clock(), longest = la plus longue leçon parmi les entrées (la nouvelle comprise) ; calculez score(e, longest, now) pour chaque entrée, retirez la plus basse avec entries.splice(i, 1) et renvoyez-la. À égalité, gardez la première (ou le plus petit ts).',
    'retrieve() : calculez une fois le vecteur de la requête, associez à chaque entrée { entry, index, sim: embedder.cosine(q, entry.vector) }, triez par sim décroissante puis index croissant, gardez les k premières. Vérifiez k avec Number.isInteger(k) && k >= 1.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'In ajouter(), append the new entry first ({"spec": spec, "lecon": lecon, "ts": self.horloge() if ts is None else ts, "vecteur": self.embedder.embed(spec)}), then return None if len(self.entrees) <= self.max_entrees.',
      'To evict: now = self.horloge(), longest = max(len(e["lecon"]) for e in self.entrees); the victim is min(range(len(self.entrees)), key=lambda i: (self._score(self.entrees[i], longest, now), self.entrees[i]["ts"], i)); return self.entrees.pop(victim).',
      'retroceder(): embed the query once, sort the (index, entry) pairs by (-cosine, index) and keep the first k. Check max_entrees in __init__ and k with isinstance(k, int) and k >= 1, else raise ValueError naming them.',
    ],
    fr: [
      'Dans ajouter(), ajoutez d\'abord la nouvelle entrée ({"spec": spec, "lecon": lecon, "ts": self.horloge() if ts is None else ts, "vecteur": self.embedder.embed(spec)}), puis renvoyez None si len(self.entrees) <= self.max_entrees.',
      'Pour évincer : now = self.horloge(), longest = max(len(e["lecon"]) for e in self.entrees) ; la victime est min(range(len(self.entrees)), key=lambda i: (self._score(self.entrees[i], longest, now), self.entrees[i]["ts"], i)) ; renvoyez self.entrees.pop(victime).',
      'retroceder() : calculez une fois le vecteur de la requête, triez les couples (indice, entrée) par (-cosinus, indice) et gardez les k premiers. Vérifiez max_entrees dans __init__ et k avec isinstance(k, int) and k >= 1, sinon levez une ValueError qui les nomme.',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
