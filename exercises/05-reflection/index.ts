/**
 * The exercise's manifest. Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints, PythonExerciseManifest } from '../types';
import type * as Solution from './solution';
import tests from './tests';

export const meta: ExerciseMeta = {
  number: 5,
  chapter: 3,
  title: { en: 'The reflection step', fr: 'L’étape de réflexion' },
  summary: {
    en: 'Parse the model’s lines, ignore NONE/AUCUN, tell rules from facts by whole words, update the store: the source text’s faults 3, 4 and 5 fixed.',
    fr: 'Lire les lignes du modèle, ignorer NONE/AUCUN, distinguer règles et faits par mots entiers, mettre le magasin à jour\u00a0: les défauts 3, 4 et 5 du texte corrigés.',
  },
};

export const hints: LocalizedHints = {
  en: [
    'classify: split the lowercased text on anything that is not a letter or a digit (text.toLowerCase().split(/[^\\p{L}\\p{N}]+/u)) and look for a condition word in that list of words, not in the text.',
    'parseLines: split on real line breaks (/\\r\\n|\\r|\\n/), trim each line; skip it when it is NONE or AUCUN in any case (line.toUpperCase()), when it has no colon, or when its concept is NONE/AUCUN; cut at the FIRST colon (indexOf).',
    'reflectStep: episodes = buffer.recent(recent); takeaways = llm(summaryPrompt(episodes)); answer = llm(extractionPrompt(takeaways)); for each parsed line, store.get(concept) ?? a new { facts: [], rules: [] }, push to rules or facts by classify, unless it is already there.',
  ],
  fr: [
    'classify : découpez le texte mis en minuscules sur tout ce qui n’est ni lettre ni chiffre (text.toLowerCase().split(/[^\\p{L}\\p{N}]+/u)) et cherchez un mot de condition dans cette liste de mots, pas dans le texte.',
    'parseLines : découpez sur les vrais retours à la ligne (/\\r\\n|\\r|\\n/), ôtez les espaces de chaque ligne ; ignorez-la si elle vaut NONE ou AUCUN en toute casse (line.toUpperCase()), si elle n’a pas de deux-points, ou si son concept vaut NONE/AUCUN ; coupez au PREMIER deux-points (indexOf).',
    'reflectStep : episodes = buffer.recent(recent) ; takeaways = llm(summaryPrompt(episodes)) ; answer = llm(extractionPrompt(takeaways)) ; pour chaque ligne lue, store.get(concept) ?? un nouveau { facts: [], rules: [] }, ajoutez aux règles ou aux faits selon classify, sauf si elle y est déjà.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'classify: take the words of the lowercased text (re.findall(r"[^\\W_]+", text.lower())) and look for a condition word in that list of words, not in the text.',
      'parse_lines: split on real line breaks (re.split(r"\\r\\n|\\r|\\n", answer)), strip each line; skip it when line.upper() is NONE or AUCUN, when it has no colon, or when its concept is NONE/AUCUN; cut at the FIRST colon (line.split(":", 1)).',
      'reflect_and_update_semantic: recent = self.episodic_buffer[-num_recent_episodes:]; if it is empty, return at once; takeaways = llm_client.generate(summary_prompt(recent)); answer = llm_client.generate(extraction_prompt(takeaways)); for each parsed line, self.semantic_store.setdefault(concept, {"facts": [], "rules": []}), append to "rules" or "facts" by classify, unless it is already there.',
    ],
    fr: [
      'classify : prenez les mots du texte mis en minuscules (re.findall(r"[^\\W_]+", text.lower())) et cherchez un mot de condition dans cette liste de mots, pas dans le texte.',
      'parse_lines : découpez sur les vrais retours à la ligne (re.split(r"\\r\\n|\\r|\\n", answer)), ôtez les espaces de chaque ligne ; ignorez-la si line.upper() vaut NONE ou AUCUN, si elle n\'a pas de deux-points, ou si son concept vaut NONE/AUCUN ; coupez au PREMIER deux-points (line.split(":", 1)).',
      'reflect_and_update_semantic : recent = self.episodic_buffer[-num_recent_episodes:] ; s\'il est vide, renvoyez tout de suite ; takeaways = llm_client.generate(summary_prompt(recent)) ; answer = llm_client.generate(extraction_prompt(takeaways)) ; pour chaque ligne lue, self.semantic_store.setdefault(concept, {"facts": [], "rules": []}), ajoutez à "rules" ou "facts" selon classify, sauf si elle y est déjà.',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
