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
  number: 7,
  chapter: 5,
  title: {
    en: 'The write path’s decision: ADD, UPDATE, DELETE or NOOP',
    fr: 'La décision du chemin d’écriture\u00a0: ADD, UPDATE, DELETE ou NOOP',
  },
  summary: {
    en: 'Compare a new fact with the closest memories and decide what to write, with the memory it targets: two favourites, a negation, a restatement, a correction.',
    fr: 'Comparer un fait nouveau aux souvenirs les plus proches et décider quoi écrire, avec le souvenir visé\u00a0: deux préférés, une négation, une redite, une correction.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'Start by keeping only the memories with the same key as the candidate, compared after `toLowerCase()`, collapsing spaces and dropping the final punctuation. Every rule looks only at those.',
    'Order matters. A removal first: DELETE the same-key memory whose value is the candidate’s (or the newest one when the value is empty), else NOOP with target null. Then, for add and set: a same-key memory with the same value already holds the fact, so NOOP on it.',
    'Then an addition is an ADD. A set is an UPDATE of the memory holding `corrects` when there is one, else of the newest same-key memory (largest updatedAt, `>=` so that the later one wins a tie), else an ADD.',
  ],
  fr: [
    'Commencez par ne garder que les souvenirs de même clé que le candidat, comparés après `toLowerCase()`, espaces réduits et ponctuation finale ôtée. Chaque règle ne regarde qu’eux.',
    'L’ordre compte. D’abord un retrait\u00a0: DELETE du souvenir de même clé dont la valeur est celle du candidat (ou du plus récent quand la valeur est vide), sinon NOOP de cible null. Puis, pour add et set\u00a0: un souvenir de même clé et de même valeur contient déjà le fait, donc NOOP sur lui.',
    'Ensuite un ajout est un ADD. Un set est un UPDATE du souvenir qui porte `corrects` s’il existe, sinon du plus récent de même clé (plus grand updatedAt, `>=` pour que le dernier gagne à égalité), sinon un ADD.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'same_key = [m for m in existing if norm(m["key"]) == norm(candidate["key"])], with norm(s) = " ".join(s.lower().split()).rstrip(".!?;, ").',
      'mode "remove": DELETE the same-key memory whose value matches (the newest when the value is empty), else {"event": "NOOP", "target": None}. For "add" and "set": a same-key memory with the same value gives NOOP on its id.',
      '"add" → ADD. "set" → UPDATE the memory holding candidate.get("corrects") if any, else the newest same-key one (max updated_at, the later on a tie), else ADD.',
    ],
    fr: [
      'same_key = [m for m in existing if norm(m["key"]) == norm(candidate["key"])], avec norm(s) = " ".join(s.lower().split()).rstrip(".!?;, ").',
      'mode "remove"\u00a0: DELETE du souvenir de même clé dont la valeur correspond (le plus récent quand la valeur est vide), sinon {"event": "NOOP", "target": None}. Pour "add" et "set"\u00a0: un souvenir de même clé et de même valeur donne NOOP sur son id.',
      '"add" → ADD. "set" → UPDATE du souvenir qui porte candidate.get("corrects") s’il existe, sinon du plus récent de même clé (plus grand updated_at, le dernier à égalité), sinon ADD.',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
