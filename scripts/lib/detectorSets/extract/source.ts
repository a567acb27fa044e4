/**
 * What the extraction of a public source gives (scripts/extract-public-sets.ts): labelled examples, and what the
 * written file says of where they come from.
 */

/** Reads the snapshot of the source's repository (`git -C <dir> …`): no work tree needed. */
export type Git = (...args: string[]) => string;

/**
 * The labels these two files were written with (2026-12-01), kept so the script writes them again as they are:
 * `kind` and `claimed` by the lab's list of providers at the time. The evaluation no longer reads `claimed`: it decides
 * what is claimed from each example alone, the same way for every source (scripts/lib/detectorSets/claims.ts).
 */
export type Claimed = 'provider' | 'keyword' | 'allowlisted' | false;
export interface Claim {
  kind: string | null;
  format: string;
}
export interface PublicItem {
  /** The rule (gitleaks) or test file (presidio) the example belongs to. */
  source: string;
  /** positive: sensitive (a true positive there); negative: benign (a false positive there, or expected_len 0). */
  label: 'positive' | 'negative';
  /** The lab's kind this example exercises when the lab claims the format; null when it does not. */
  kind: string | null;
  /** provider: a format the lab lists; keyword: a secret in a keyword assignment; allowlisted: a false positive
   * gitleaks allowlists by its exact value; false: not claimed. */
  claimed: Claimed;
  /** Their name for the format. */
  format: string;
  /** literal, template (GenerateSampleSecrets context), generated (NewSecret reproduced), checksum (IBAN helper). */
  how: string;
  text: string;
}

/** One source's examples and what its file says of them (the repository's commit and licence are added). */
export interface Extracted {
  repository: string;
  path: string;
  how: string;
  /** Examples not extracted, by rule or file: built from what the extraction cannot evaluate. */
  skipped: Record<string, number>;
  items: PublicItem[];
}
