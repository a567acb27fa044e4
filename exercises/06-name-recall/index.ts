/**
 * The exercise's manifest. Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`,
 * and the Python version in `python/`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints, PythonExerciseManifest } from '../types';
import type * as Solution from './solution';
import tests from './tests';

export const meta: ExerciseMeta = {
  number: 6,
  chapter: 4,
  title: { en: 'Recall by name: beat window:10', fr: 'Le rappel par les noms\u00a0: battre window:10' },
  summary: {
    en: 'Keep a shorter window and bring back the earlier turns that mention a name the question mentions: more evidence recalled than window:10, on the bench’s generated conversations, for no more tokens.',
    fr: 'Garder une fenêtre plus courte et ramener les tours antérieurs qui citent un nom que cite la question\u00a0: plus de preuves rappelées que window:10, sur les conversations générées du banc d’essai, pour pas plus de tokens.',
  },
};

export const hints: LocalizedHints = {
  en: [
    'namesIn: walk `text.matchAll(/[\\p{L}\\p{N}]+|[.!?…]/gu)`. A mark . ! ? … says the next word starts a sentence; any other match is a word: keep it when it is not first, has two characters or more, starts with a capital (`/^\\p{Lu}/u`) and is not in the list yet.',
    'advance: an index `Map<string, number[]>` from each word of the turn that starts with a capital (first word of a sentence included: "Amélie is…" mentions Amélie) to the indexes of the turns that hold it. Create it inside create(), so each conversation starts empty.',
    'select: for each name of namesIn(query), count in a `Map<number, number>` how many names each turn `i < before` holds. Sort the entries by that count (descending), then by index (descending), keep the first k, return their indexes. No name, no turn.',
  ],
  fr: [
    'namesIn : parcourez `text.matchAll(/[\\p{L}\\p{N}]+|[.!?…]/gu)`. Un signe . ! ? … annonce que le mot suivant ouvre une phrase ; toute autre correspondance est un mot : gardez-le s’il n’est pas le premier, a deux caractères ou plus, commence par une capitale (`/^\\p{Lu}/u`) et n’est pas déjà dans la liste.',
    'advance : un index `Map<string, number[]>` de chaque mot du tour qui commence par une capitale (premier mot d’une phrase compris : « Amélie est… » cite Amélie) vers les indices des tours qui le contiennent. Créez-le dans create(), pour que chaque conversation parte vide.',
    'select : pour chaque nom de namesIn(query), comptez dans une `Map<number, number>` combien de noms contient chaque tour `i < before`. Triez les entrées par ce compte (décroissant), puis par indice (décroissant), gardez les k premières, renvoyez leurs indices. Pas de nom, pas de tour.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'noms_cites: walk `re.findall(r"[^\\W_]+|[.!?…]", texte)`. A mark . ! ? … says the next word starts a sentence; any other match is a word: keep it when it is not first, has two characters or more, starts with a capital (`mot[0].isupper()`) and is not in the list yet.',
      'ajouter: a dict `self.tours_de` from each word of `tour.content` that starts with a capital (first word of a sentence included) to the list of the indexes of the turns that hold it. Create it in __init__: the bench makes one MemoireParNoms per conversation.',
      'rappeler: for each name of noms_cites(requete), count in a dict how many names each turn `i < avant` holds; `sorted(compte, key=lambda i: (-compte[i], -i))[: self.k]`. No name, no turn.',
    ],
    fr: [
      'noms_cites : parcourez `re.findall(r"[^\\W_]+|[.!?…]", texte)`. Un signe . ! ? … annonce que le mot suivant ouvre une phrase ; toute autre correspondance est un mot : gardez-le s’il n’est pas le premier, a deux caractères ou plus, commence par une capitale (`mot[0].isupper()`) et n’est pas déjà dans la liste.',
      'ajouter : un dict `self.tours_de` de chaque mot de `tour.content` qui commence par une capitale (premier mot d’une phrase compris) vers la liste des indices des tours qui le contiennent. Créez-le dans __init__ : le banc crée une MemoireParNoms par conversation.',
      'rappeler : pour chaque nom de noms_cites(requete), comptez dans un dict combien de noms contient chaque tour `i < avant` ; `sorted(compte, key=lambda i: (-compte[i], -i))[: self.k]`. Pas de nom, pas de tour.',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
