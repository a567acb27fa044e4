// @vitest-environment node
/**
 * The detector on public labelled examples nobody here wrote (shared/data/detector/, never copied here; absent, the
 * tests skip with one line): where each comes from, what is claimed (scripts/lib/detectorSets/claims.ts), that the
 * data-derived parameters are what derive.ts computes from the sources, and the figure: each source held
 * out in turn, parameters derived without it, scored on its `test` half (never looked at while rules were written):
 * the worst source's recall >= 90% on what is claimed, false positives <= 5% on benign negatives. Scores themselves
 * are printed by `npm run bench -- --detector`.
 */
import { detectSensitive } from '../../../src/engine';
import { deriveParams } from '../../../src/engine/sensitive/derive';
import { LEARNED_PARAMS } from '../../../src/engine/sensitive/learned';
import { pct, scoreSet } from '../../../scripts/lib/detectorSets/evaluate';
import { leaveOneSourceOut, trainingExamples } from '../../../scripts/lib/detectorSets/loso';
import { secretSets, SECRET_SOURCES } from '../../../scripts/lib/detectorSets/sets';
import { MUST_PASS } from '../../fixtures/sensitive';

const { sets, missing } = secretSets();
const benign = MUST_PASS.map((o) => o.text);

describe.skipIf(missing !== null)(missing ?? 'the public secret and PII sets', () => {
  it('say where they come from: repository, commit, licence, extraction date', () => {
    expect(sets.map((s) => s.name)).toEqual([...SECRET_SOURCES]);
    for (const set of sets) {
      expect(set.repository).toMatch(/^https:\/\/github\.com\//);
      expect(set.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(set.licence).toMatch(/MIT|Apache-2\.0/);
      expect(set.extracted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(set.items.length).toBeGreaterThan(100);
    }
  });

  it(
    'each holds claimed positives, and the claims do not depend on the detector',
    { timeout: 60_000 },
    () => {
      const nothing = () => [];
      for (const set of sets) {
        const s = scoreSet(nothing, set);
        expect(s.claimed.positives, set.name).toBeGreaterThan(20);
        expect(s.claimed.found, set.name).toBe(0);
      }
    },
  );

  it('the shipped parameters are what derive.ts computes from every source (npx tsx scripts/extract-public-sets.ts params)', () => {
    expect(deriveParams(trainingExamples(sets, benign))).toEqual(LEARNED_PARAMS);
  }, 60_000);

  it('held out one at a time, the worst source still has recall >= 90% and false positives <= 5%', () => {
    const rows = leaveOneSourceOut(sets, benign, 'test');
    const lines = rows.map(
      (r) =>
        `${r.source}: recall ${pct(r.heldOut.claimed.found, r.heldOut.claimed.positives)}, false positives ${pct(r.heldOut.claimed.flagged, r.heldOut.claimed.negatives)}`,
    );
    console.log(lines.join('\n'));
    for (const r of rows) {
      const c = r.heldOut.claimed;
      expect({ source: r.source, recall: c.found / c.positives >= 0.9 }).toEqual({
        source: r.source,
        recall: true,
      });
      expect({ source: r.source, fp: c.negatives === 0 || c.flagged / c.negatives <= 0.05 }).toEqual({
        source: r.source,
        fp: true,
      });
    }
  }, 180_000);

  it('the shipped detector finds 90% of what each source claims', () => {
    for (const set of sets) {
      const c = scoreSet(detectSensitive, set).claimed;
      expect({ source: set.name, ok: c.found / c.positives >= 0.9 }).toEqual({ source: set.name, ok: true });
    }
  }, 60_000);
});
