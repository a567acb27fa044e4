/**
 * The exercise's manifest. Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`,
 * and the Python version in `python/`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints, PythonExerciseManifest } from '../types';
import type * as Solution from './solution';
import tests from './tests';

/** Light: what the exercise cards show (imported alone, so the cards load no test code). */
export const meta: ExerciseMeta = {
  number: 8,
  chapter: 6,
  title: {
    en: 'What a compaction keeps verbatim',
    fr: 'Ce qu’une compaction garde mot pour mot',
  },
  summary: {
    en: 'A compaction summarizes an agent’s old messages and tool results in 80 characters each: choose, under a token budget, the lines it keeps whole so that the most planted facts survive, on scenes the chapter’s generator makes.',
    fr: 'Une compaction résume les vieux messages et résultats d’outils d’un agent en 80 caractères chacun\u00a0: choisissez, sous un budget de tokens, les lignes qu’elle garde entières pour que le plus de faits plantés survivent, sur des scènes que fabrique le générateur du chapitre.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'First drop what the summary already keeps: an item of 80 characters or fewer is kept whole, a longer one up to its 77th character. A line inside that beginning costs budget and saves nothing.',
    'In a file, a search or a test run, most lines follow one template (`  const step3 = compute(…)`, `src/…: const … = load(…)`, `  passed test_…`). Replace every run of letters, digits and `_` by one mark: the lines whose shape no other line of the item has are the ones that say something. A user’s message is one line: keep it when the summary cuts it.',
    'Walk the items from the newest, and add each chosen line while the sum of `approxTokens(line)` stays within the budget (skip one that does not fit and go on: a shorter one may).',
  ],
  fr: [
    'Écartez d’abord ce que le résumé garde déjà : un élément de 80 caractères ou moins est gardé entier, un plus long jusqu’à son 77e caractère. Une ligne comprise dans ce début coûte du budget et ne sauve rien.',
    'Dans un fichier, une recherche ou un passage de tests, la plupart des lignes suivent un même gabarit (`  const step3 = compute(…)`, `src/…: const … = load(…)`, `  passed test_…`). Remplacez chaque suite de lettres, chiffres et `_` par une marque : les lignes dont aucune autre ligne de l’élément n’a la forme sont celles qui disent quelque chose. Le message d’un utilisateur tient en une ligne : gardez-le quand le résumé le coupe.',
    'Parcourez les éléments du plus récent au plus ancien, et ajoutez chaque ligne choisie tant que la somme des `approxTokens(ligne)` reste dans le budget (sautez celle qui ne tient pas et continuez : une plus courte peut tenir).',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'summarized = item["text"] if len(item["text"]) <= 80 else item["text"][:77]; a line with `line in summarized` is already kept by the summary.',
      'shape(line) = re.sub(r"[^\\W]+", "w", line) (letters, digits and _ become one mark); count the shapes of an item\'s lines with collections.Counter and keep a line whose shape appears once (or the only line of a message).',
      'for item in reversed(items): … if used + approx_tokens(line) <= budget: kept.append(line); used += approx_tokens(line)',
    ],
    fr: [
      'resume = item["text"] if len(item["text"]) <= 80 else item["text"][:77] ; une ligne telle que `ligne in resume` est déjà gardée par le résumé.',
      'forme(ligne) = re.sub(r"[^\\W]+", "w", ligne) (lettres, chiffres et _ deviennent une marque) ; comptez les formes des lignes d’un élément avec collections.Counter et gardez une ligne dont la forme n’apparaît qu’une fois (ou la seule ligne d’un message).',
      'for item in reversed(items): … if used + approx_tokens(ligne) <= budget: kept.append(ligne); used += approx_tokens(ligne)',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
