// @vitest-environment node
/**
 * The detector on public labelled examples nobody here wrote: gitleaks' rule examples and presidio's recognizer
 * tests (test/fixtures/public/, extracted by scripts/extract-public-sets.ts). Thresholds on the formats the lab
 * claims: recall >= 95%, false positives <= 3%. The other formats are printed, not asserted.
 */
import { detectSensitive } from '../../../src/engine';
import { isClaimed, PUBLIC_SETS, scorePublic, total } from '../../fixtures/public/evaluate';

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}% (${a}/${b})`;

describe('the public sets', () => {
  it('say where they come from: repository, commit, licence, extraction date and method', () => {
    for (const set of PUBLIC_SETS) {
      const meta = set as unknown as Record<string, unknown>;
      expect(meta.repository).toMatch(/^https:\/\/github\.com\//);
      expect(meta.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(meta.licence).toBe('MIT');
      expect(meta.extracted).toBe('2026-12-01');
      expect(String(meta.how)).toContain('scripts/extract-public-sets.ts');
      expect(meta.count).toBe(set.items.length);
    }
  });

  it('hold claimed positives and negatives of every claimed kind, and unclaimed formats apart', () => {
    const scores = scorePublic(() => []);
    const claimed = total(scores, isClaimed);
    expect(claimed.positives).toBeGreaterThan(1000);
    expect(claimed.negatives).toBeGreaterThan(200);
    for (const kind of ['api-key', 'password', 'private-key', 'card', 'email', 'iban', 'phone']) {
      expect(
        scores.some((s) => isClaimed(s.group) && s.group.endsWith(` ${kind}`) && s.positives > 0),
        kind,
      ).toBe(true);
    }
    expect(scores.some((s) => s.group.includes(' unclaimed '))).toBe(true);
  });
});

describe('detectSensitive on the public sets', () => {
  const scores = scorePublic(detectSensitive);
  const claimed = total(scores, isClaimed);

  it('finds at least 95% of the claimed positives and flags at most 3% of the claimed negatives', () => {
    for (const s of scores)
      console.log(
        `${s.group}: recall ${pct(s.found, s.positives)}, false positives ${pct(s.flagged, s.negatives)}`,
      );
    const recall = claimed.found / claimed.positives;
    const fp = claimed.flagged / claimed.negatives;
    console.log(
      `claimed: recall ${pct(claimed.found, claimed.positives)}, false positives ${pct(claimed.flagged, claimed.negatives)}`,
    );
    expect({
      recall: recall >= 0.95,
      missed: claimed.missed.slice(0, 20).map((m) => `${m.source}: ${m.text.slice(0, 80)}`),
    }).toEqual({
      recall: true,
      missed: expect.any(Array),
    });
    expect({
      fp: fp <= 0.03,
      flagged: claimed.falseAlarms.map((m) => `${m.source}: ${m.text.slice(0, 80)}`),
    }).toEqual({
      fp: true,
      flagged: expect.any(Array),
    });
  });

  it('finds at least 95% of each claimed group of 20 positives or more', () => {
    const weak = scores
      .filter((s) => isClaimed(s.group) && s.positives >= 20 && s.found / s.positives < 0.95)
      .map((s) => `${s.group}: ${pct(s.found, s.positives)}`);
    expect(weak).toEqual([]);
  });
});
