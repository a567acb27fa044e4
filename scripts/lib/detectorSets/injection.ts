/**
 * Scores an instruction detector on the public prompt-injection sets (sets.ts INJECTION_SOURCES): recall on the
 * positives (an attack or an injected instruction), false positives on the negatives (benign prompts, e-mails,
 * documents, ordinary instructions to an application), per source, with cyberseceval's positives by language.
 * Nothing here was tuned: the rules (src/engine/sensitive/instructions.ts) were written from the policy's definition,
 * then adjusted looking at errors on the `dev` half of each source only; the tables report the `test` half.
 */
import { halfOf, type Half, type PublicItem, type PublicSet } from './sets';
import { emptyTally, type Tally } from './evaluate';

export interface InjectionScore {
  name: string;
  all: Tally;
  /** cyberseceval: by the language of the attack (`English`, `French`, ...); other sets: one entry, `-`. */
  byLanguage: Map<string, Tally>;
}

export function scoreInjection(
  detect: (text: string) => boolean,
  set: PublicSet,
  only?: Half,
): InjectionScore {
  const score: InjectionScore = { name: set.name, all: emptyTally(), byLanguage: new Map() };
  for (const item of set.items) {
    if (only !== undefined && halfOf(item) !== only) continue;
    const lang = item.language ?? '-';
    let byLang = score.byLanguage.get(lang);
    if (!byLang) score.byLanguage.set(lang, (byLang = emptyTally()));
    const flagged = detect(item.text);
    for (const t of [score.all, byLang]) count(t, item, flagged);
  }
  return score;
}

function count(t: Tally, item: PublicItem, flagged: boolean): void {
  if (item.label === 'positive') {
    t.positives++;
    if (flagged) t.found++;
    else t.missed.push(item);
  } else {
    t.negatives++;
    if (flagged) {
      t.flagged++;
      t.falseAlarms.push(item);
    }
  }
}
