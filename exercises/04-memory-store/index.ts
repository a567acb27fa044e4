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
  number: 4,
  chapter: 2,
  title: {
    en: 'A memory per user, under a written policy',
    fr: 'Une mémoire par utilisateur, sous une politique écrite',
  },
  summary: {
    en: 'Key values by (owner, key), refuse blank owners and secrets, copy in and out, expire by an injected clock, forget a user.',
    fr: 'Ranger les valeurs par (propriétaire, clé), refuser les propriétaires vides et les secrets, copier à l\u2019entrée et à la sortie, expirer selon une horloge injectée, oublier un utilisateur.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'One Map per owner: `Map<string, Map<string, { value, writtenAt }>>`. get() reads `byOwner.get(owner)?.get(key)` and nothing else, so a missing key can never be found at another owner. Check the owner first (`typeof owner !== "string" || owner.trim() === ""` → RangeError).',
    'Copy with `deepCopy(value)` on the way in (it throws the TypeError for a function before anything is stored) and on the way out. Then collect every string inside the copy (a small recursive walk over arrays and object entries) and call `detectSensitive` on each; if it finds a kind the policy refuses, `throw new PolicyViolation(kinds, maskSecret(text))`.',
    'Store `writtenAt: this.now()`. An entry is expired when `this.now() - writtenAt > policy.expiresAfterMs`: get() and keys() skip it, purgeExpired() deletes it and counts. forgetOwner(owner) is `byOwner.delete(owner)`: since values live only in the owner\u2019s map, nothing is left.',
  ],
  fr: [
    'Une Map par propriétaire : `Map<string, Map<string, { value, writtenAt }>>`. get() lit `byOwner.get(owner)?.get(key)` et rien d\u2019autre : une clé absente ne peut jamais être trouvée chez un autre. Vérifiez d\u2019abord le propriétaire (`typeof owner !== "string" || owner.trim() === ""` → RangeError).',
    'Copiez avec `deepCopy(value)` à l\u2019entrée (elle lève la TypeError d\u2019une fonction avant que rien ne soit stocké) et à la sortie. Puis rassemblez chaque chaîne de la copie (un petit parcours récursif des tableaux et des entrées d\u2019objet) et passez-la à `detectSensitive` ; s\u2019il trouve une catégorie que la politique refuse, `throw new PolicyViolation(kinds, maskSecret(text))`.',
    'Stockez `writtenAt: this.now()`. Une entrée est expirée quand `this.now() - writtenAt > policy.expiresAfterMs` : get() et keys() l\u2019ignorent, purgeExpired() l\u2019efface et compte. forgetOwner(owner), c\u2019est `byOwner.delete(owner)` : comme les valeurs ne vivent que dans la Map du propriétaire, il ne reste rien.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'answer_with_state: sent = question + BRIEF_SUFFIX if state.preferences.get("length") == "short" else question; answer = llm(sent); state.episodes.append({"question": sent, "answer": answer}); del state.episodes[:-5].',
      'Key the store by owner: self.by_owner = {owner: {key: (value, written_at)}}. Check the owner first (isinstance(owner, str) and owner.strip(), else ValueError("owner …")), then copy = deep_copy(value) (it raises the TypeError for you), then look for refused kinds with detect_sensitive in every string inside the copy (walk dicts, lists, tuples, sets) and raise PolicyViolation(kinds, mask_secret(text)).',
      'An entry is expired when self.now() - written_at > self.policy["expires_after"]: get() and keys() skip it, purge_expired() deletes and counts it. forget_owner(owner) is len(self.by_owner.pop(owner, {})): since the values live only in that owner\'s dict, nothing remains.',
    ],
    fr: [
      'answer_with_state : sent = question + BRIEF_SUFFIX if state.preferences.get("length") == "short" else question ; answer = llm(sent) ; state.episodes.append({"question": sent, "answer": answer}) ; del state.episodes[:-5].',
      'Rangez par propriétaire : self.by_owner = {owner: {key: (value, written_at)}}. Vérifiez d\'abord le propriétaire (isinstance(owner, str) and owner.strip(), sinon ValueError("owner …")), puis copy = deep_copy(value) (elle lève la TypeError pour vous), puis cherchez les catégories refusées avec detect_sensitive dans chaque chaîne de la copie (parcourez dict, listes, tuples, ensembles) et levez PolicyViolation(kinds, mask_secret(text)).',
      "Une entrée est expirée quand self.now() - written_at > self.policy[\"expires_after\"] : get() et keys() l'ignorent, purge_expired() l'efface et compte. forget_owner(owner), c'est len(self.by_owner.pop(owner, {})) : comme les valeurs ne vivent que dans le dict du propriétaire, il ne reste rien.",
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
