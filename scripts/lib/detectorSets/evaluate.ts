/**
 * Scores a detector on one public set (claims.ts says what is claimed):
 * - recall on the claimed positives: a secret counts as found when any secret kind is returned (sources label a
 *   credential in a connection string "password" or "api-key" as they see fit; the store refuses both), an
 *   identifier when its own kind is;
 * - false positives on the benign negatives: neither a credential prefix nor another stance shape (claims.ts
 *   `secretShaped`); any kind returned is a false alarm; and on every negative without a credential prefix;
 * - apart: the negatives with a credential prefix or another stance shape (refused on purpose), and the unclaimed
 *   positives (found: any kind returned).
 */
import { carriesCredentialPrefix, claimOf, finds, secretShaped, type Claim } from './claims';
import { halfOf, type Half, type PublicItem, type PublicSet } from './sets';

export interface Tally {
  positives: number;
  found: number;
  negatives: number;
  flagged: number;
  missed: PublicItem[];
  falseAlarms: PublicItem[];
}

export const emptyTally = (): Tally => ({
  positives: 0,
  found: 0,
  negatives: 0,
  flagged: 0,
  missed: [],
  falseAlarms: [],
});

export interface SetScore {
  name: string;
  /** Claimed positives and the negatives without a credential prefix. */
  claimed: Tally;
  /** The claimed positives by the kind claimed (and their negatives by the source's kind). */
  byKind: Map<string, Tally>;
  /** The claimed positives by form (block, jwt, prefix, url, keyword, identifier). */
  byForm: Map<string, Tally>;
  /** Positives not claimed: found = any kind returned. */
  unclaimed: Tally;
  /** Negatives with a credential prefix: flagged on purpose. */
  keyShaped: Tally;
  /** Negatives without a credential prefix but otherwise secret-shaped by the stance (a keyword assigned a literal,
   * credentials in a URL, a key block): flagged on purpose too, and counted in `unprefixed` only. */
  stanceShaped: Tally;
  /** Every negative without a credential prefix (benign and stance-shaped together). */
  unprefixed: Tally;
}

type Detect = (text: string) => readonly string[];

/** Claims and prefixes depend on the example alone: computed once per set. */
interface Labels {
  claim: Claim | null;
  keyShaped: boolean;
  stanceShaped: boolean;
}
const cache = new WeakMap<PublicSet, Labels[]>();
export function labels(set: PublicSet): Labels[] {
  let l = cache.get(set);
  if (!l) {
    l = set.items.map((item) => {
      const keyShaped = item.label === 'negative' && carriesCredentialPrefix(item.text);
      return {
        claim: claimOf(set.name, item),
        keyShaped,
        stanceShaped: item.label === 'negative' && !keyShaped && secretShaped(item.text),
      };
    });
    cache.set(set, l);
  }
  return l;
}

function tallyOf(map: Map<string, Tally>, key: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = emptyTally()));
  return t;
}

/** `only`: score one half of the set (sets.ts `halfOf`), or all of it. */
export function scoreSet(detect: Detect, set: PublicSet, only?: Half): SetScore {
  const score: SetScore = {
    name: set.name,
    claimed: emptyTally(),
    byKind: new Map(),
    byForm: new Map(),
    unclaimed: emptyTally(),
    keyShaped: emptyTally(),
    stanceShaped: emptyTally(),
    unprefixed: emptyTally(),
  };
  const ls = labels(set);
  set.items.forEach((item, i) => {
    if (only !== undefined && halfOf(item) !== only) return;
    const { claim, keyShaped, stanceShaped } = ls[i]!;
    const found = detect(item.text);
    if (item.label === 'positive') {
      if (claim === null) {
        score.unclaimed.positives++;
        if (found.length > 0) score.unclaimed.found++;
        else score.unclaimed.missed.push(item);
        return;
      }
      const ok = finds(claim, found);
      for (const t of [score.claimed, tallyOf(score.byKind, claim.kind), tallyOf(score.byForm, claim.form)]) {
        t.positives++;
        if (ok) t.found++;
        else t.missed.push(item);
      }
    } else {
      const flagged = found.length > 0;
      const ts = keyShaped
        ? [score.keyShaped]
        : stanceShaped
          ? [score.stanceShaped, score.unprefixed]
          : [score.claimed, score.unprefixed, tallyOf(score.byKind, item.kind ?? 'other')];
      for (const t of ts) {
        t.negatives++;
        if (flagged) {
          t.flagged++;
          t.falseAlarms.push(item);
        }
      }
    }
  });
  return score;
}

export const rate = (a: number, b: number): number => (b === 0 ? NaN : a / b);
export const pct = (a: number, b: number): string =>
  b === 0 ? '    -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`;
