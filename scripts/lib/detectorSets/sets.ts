/**
 * The public labelled sets of the chapter 2 detectors, read from `shared/data/detector/` (never copied into this
 * repository): secret and personal-data examples of six projects, prompt-injection examples of five. Each file names
 * its repository, commit, path and licence; `shared/data/detector/README.md` says how each was extracted.
 *
 * `loadSet(name)` returns null where the file is absent (a clone outside the workplace); `setMissing(name)` is the one
 * line a test skips with and a script prints.
 */
import { readFileSync } from 'node:fs';
import { fnv1a } from '../../../src/engine/core/random';
import { sharedDataFile, sharedDataMissing } from '../../../tools/data/sharedData';

/** The secret and personal-data sources, in the order the tables print them. */
export const SECRET_SOURCES = [
  'gitleaks',
  'presidio',
  'noseyparker',
  'kingfisher',
  'secretlint',
  'validatorjs',
] as const;
export type SecretSource = (typeof SECRET_SOURCES)[number];

/** The prompt-injection sources (files `injection-<name>.json`). */
export const INJECTION_SOURCES = ['bipia', 'cyberseceval', 'garak', 'llmguard', 'notinject'] as const;
export type InjectionSource = (typeof INJECTION_SOURCES)[number];

/** One example as the files hold it (fields beyond these are kept in `extra`). */
export interface PublicItem {
  /** The rule, test file or data file of the source it belongs to. */
  source: string;
  label: 'positive' | 'negative';
  /** The source's kind: api-key, password, private-key, jwt, identifier, password-hash, email, phone, iban, card,
   * national-id; instruction / benign for injection sets; null in gitleaks and presidio outside what they labelled. */
  kind: string | null;
  /** The source's own rule id, validator, recognizer or attack category. */
  format: string;
  how: string;
  text: string;
  /** validatorjs: the locale of the validator (`fr-FR`). */
  locale?: string;
  /** cyberseceval: the language of the attack (`English`, `French`, ...). */
  language?: string;
}

export interface PublicSet {
  name: string;
  repository: string;
  commit: string;
  licence: string;
  extracted: string;
  items: PublicItem[];
}

const cache = new Map<string, PublicSet | null>();

function fileOf(name: string): string {
  return (INJECTION_SOURCES as readonly string[]).includes(name) ? `injection-${name}.json` : `${name}.json`;
}

/** One set, or null when its file is absent. */
export function loadSet(name: SecretSource | InjectionSource): PublicSet | null {
  if (cache.has(name)) return cache.get(name)!;
  const path = sharedDataFile('detector', fileOf(name));
  let set: PublicSet | null = null;
  if (path !== null) {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Omit<PublicSet, 'name'>;
    set = {
      name,
      repository: raw.repository,
      commit: raw.commit,
      licence: raw.licence,
      extracted: raw.extracted,
      items: raw.items,
    };
  }
  cache.set(name, set);
  return set;
}

/** The line said where a set's file is absent. */
export const setMissing = (name: SecretSource | InjectionSource): string =>
  sharedDataMissing('detector', fileOf(name));

/** Every set of `names` present, and the line for the first one absent (null when all are there). */
function presentSets(names: readonly (SecretSource | InjectionSource)[]): {
  sets: PublicSet[];
  missing: string | null;
} {
  const sets: PublicSet[] = [];
  let missing: string | null = null;
  for (const name of names) {
    const s = loadSet(name);
    if (s) sets.push(s);
    else missing ??= setMissing(name);
  }
  return { sets, missing };
}

/** Every secret set present, and the line for the first one absent. */
export const secretSets = () => presentSets(SECRET_SOURCES);

/** Every injection set present, and the line for the first one absent. */
export const injectionSets = () => presentSets(INJECTION_SOURCES);

/**
 * Each example's half, by a hash of its text: rules written by hand were designed looking at errors on the `dev`
 * half only; the `test` half of every source was never looked at, and is what the tables report.
 */
export type Half = 'dev' | 'test';
export function halfOf(item: PublicItem): Half {
  return fnv1a(item.text) % 2 === 0 ? 'dev' : 'test';
}
