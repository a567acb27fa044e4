/**
 * Extracts public labelled examples for the chapter 2 detector from fetched snapshots of other projects, and derives
 * the detector's data-derived parameters from them.
 *
 *   npx tsx scripts/extract-public-sets.ts gitleaks <path to a gitleaks git dir> [--out <folder>]
 *   npx tsx scripts/extract-public-sets.ts presidio <path to a presidio git dir> [--out <folder>]
 *   npx tsx scripts/extract-public-sets.ts params
 *
 * The first two read the snapshot with `git show` (no work tree needed), parse their test data as TEXT, and write
 * <folder>/<name>.json (default: shared/data/detector/, outside this repository: data from other projects is never
 * committed here): the examples plus where they come from (repository, commit, path, licence). No code of theirs is
 * copied or run here; only their example strings (data) end up in the JSON. The other sources of
 * shared/data/detector/ were extracted the same way by the workplace (its README.md says how).
 *
 * `params` reads every secret source of shared/data/detector/ and writes src/engine/sensitive/learned.ts: the
 * prefixes and thresholds derive.ts computes from all of them (the bench recomputes them without each source).
 *
 * gitleaks (cmd/generate/config/rules/*.go): each rule lists true positives (`tps`) and false positives (`fps`).
 * - literal strings are kept as they are;
 * - `utils.GenerateSampleSecrets(id, secret)` wraps a secret in ~30 contexts (INI, JSON, YAML, Go, Python...):
 *   the templates are READ from the snapshot's cmd/generate/config/utils/generate.go and filled in, in their order;
 * - `secrets.NewSecret(regex)` draws a random string matching a regex: reproduced deterministically here by a
 *   small generator (seeded per rule and call) for the simple regexes they use (classes, counts, groups);
 *   a regex it cannot read makes the example skipped, and counted.
 * presidio (presidio-analyzer/tests/test_*_recognizer.py): `@pytest.mark.parametrize("text, expected_len, ...")`
 * tuples; expected_len > 0 is a positive example, 0 a negative one. `update_iban_checksum(x)` (their helper that sets
 * an IBAN's check digits) is reproduced by the ISO 13616 rule.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from '../tools/data/sharedData';
import { gitleaks } from './lib/detectorSets/extract/gitleaks';
import { presidio } from './lib/detectorSets/extract/presidio';
import type { Extracted } from './lib/detectorSets/extract/source';
import { writeLearnedParams } from './lib/detectorSets/learnedParams';

const EXTRACTED = '2026-12-01';

const argv = process.argv.slice(2);
const outFlag = argv.indexOf('--out');
const outDir = outFlag >= 0 ? argv[outFlag + 1]! : join(sharedDataDir(), 'detector');
const [which, repo] = outFlag < 0 ? argv : argv.filter((_, i) => i !== outFlag && i !== outFlag + 1);

if (which === 'params') {
  writeLearnedParams();
  process.exit(0);
}
if ((which !== 'gitleaks' && which !== 'presidio') || !repo) {
  console.error(
    'usage: tsx scripts/extract-public-sets.ts gitleaks|presidio <git dir of the snapshot> [--out <folder>]\n' +
      '       tsx scripts/extract-public-sets.ts params',
  );
  process.exit(2);
}

const git = (...args: string[]): string =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', 'HEAD').trim();
const licenceText = git('show', 'HEAD:LICENSE');
const licence = /^\s*(?:The )?MIT License/i.test(licenceText) ? 'MIT' : 'see LICENSE';
const licenceHolder = /Copyright[^\n]*/.exec(licenceText)?.[0] ?? '';

/** Writes <outDir>/<name>.json: where the examples come from, then the examples. */
function write(name: string, { repository, path, how, skipped, items }: Extracted): void {
  const meta = { repository, commit, path, licence, licenceHolder, extracted: EXTRACTED, how, skipped };
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ ...meta, count: items.length, items }, null, 1) + '\n');
  const pos = items.filter((i) => i.label === 'positive').length;
  console.log(`${file}: ${items.length} examples (${pos} positive, ${items.length - pos} negative)`);
}

write(which, which === 'gitleaks' ? gitleaks(git) : presidio(git));
