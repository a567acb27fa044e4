import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './fixtures';
import { EN_LIGHT_FR_DARK, loaded, localeOf, region, shot } from './page';
import { seriousAxeViolations } from './browser';
import '../../src/engine/tokens/bpe';
import { parseStrategies, runBench, summaryRow } from '../../src/engine/index';
import { sharedDataMissing } from '../../tools/data/sharedData';
import { pct } from '../../src/components/memoryBench/format';
import { BENCH_SET_PATHS, loadBenchFile } from '../helpers/benchSets';

// Chapter 4's memory bench on the public sets beside the oracle subset, in Chromium, in its worker: the set with
// distractors (LongMemEval_S, 14 MB) chosen by its label, fetched only then with a progress bar, measured beside the
// same questions without distractors; the conflicts with the stale share. French and English, light and dark
// (screenshots of the widget with AML_SHOTS_DIR). Every expected figure is computed here by the engine.

const { oracle: ORACLE, s: S, conflicts: CONFLICTS } = BENCH_SET_PATHS;
const STRATEGIES = 'window:10,retrieval:5';

const T = {
  en: {
    region: 'Memory bench',
    run: 'Run the bench',
    strategies: 'Strategies',
    s: /^LongMemEval with distractors/,
    conflicts: /^Conflicts/,
    pair: /without and with distractors|their evidence sessions/,
    loading: /^(without distractors: )?Loading the data/,
  },
  fr: {
    region: 'Banc d’essai de la mémoire',
    run: 'Lancer le banc d’essai',
    strategies: 'Stratégies',
    s: /^LongMemEval avec distracteurs/,
    conflicts: /^Conflits/,
    pair: /sans et avec distracteurs|leurs seules sessions/,
    loading: /^(sans distracteurs\s*: )?Chargement des données/,
  },
} as const;

async function runEnded(page: Page): Promise<string> {
  const status = page.getByTestId('bench-status').first();
  await expect
    .poll(() => status.getAttribute('data-status'), { timeout: 300_000, interval: 250 })
    .toMatch(/^(done|failed|cancelled)$/);
  return (await status.getAttribute('data-status')) ?? '';
}

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  const t = T[lang];
  it.skipIf(!ORACLE || !S)(
    ORACLE && S
      ? `${lang}: the set with distractors loads when chosen, beside the same questions without (${colorScheme})`
      : sharedDataMissing('memory-bench', 'longmemeval-s-mini.json'),
    async ({ lab }) => {
      const w = await lab.open(`#/${lang}/chapter/4/public-benchmark`, {
        colorScheme,
        locale: localeOf(lang),
      });
      const fetched: string[] = [];
      w.page.on('request', (r) => {
        const m = /memory-bench\/([^/?]+\.json)/.exec(r.url());
        if (m) fetched.push(m[1] as string);
      });
      await loaded(w.page);
      const bench = region(w.page, t.region);
      await bench.getByRole('radio', { name: t.s }).check();
      const strategies = bench.getByLabel(t.strategies, { exact: true });
      await strategies.fill(STRATEGIES);
      expect(fetched).toEqual([]); // nothing before the run
      await bench.getByRole('button', { name: t.run }).click();
      // The data phase shows its bytes (the status line names it; the progress bar is visible while running).
      await expect
        .poll(() => bench.getByTestId('bench-status').textContent(), { timeout: 120_000, interval: 50 })
        .toMatch(t.loading);
      expect(await bench.getByRole('progressbar').isVisible()).toBe(true);
      expect(await runEnded(w.page)).toBe('done');
      expect(fetched).toEqual(['longmemeval-mini.json', 'longmemeval-s-mini.json']);
      await shot(bench, `memory-bench-public-s-${lang}-${colorScheme}`);

      const withS = loadBenchFile(S as string);
      const oracle = loadBenchFile(ORACLE as string);
      const ids = new Set(withS.cases.map((c) => c.id));
      const specs = parseStrategies(STRATEGIES);
      const without = runBench({ ...oracle, cases: oracle.cases.filter((c) => ids.has(c.id)) }, specs, {
        perQuestion: false,
      }).map(summaryRow);
      const withD = runBench(withS, specs, { perQuestion: false }).map(summaryRow);
      const pairs = bench.getByRole('table', { name: t.pair });
      for (const [i, r] of withD.entries()) {
        const row = pairs.locator(`tr[data-strategy="${r.strategy}"]`);
        expect(await row.locator('[data-field="recallWith"]').textContent()).toBe(
          pct(r.evidenceRecall, lang),
        );
        expect(await row.locator('[data-field="recallWithout"]').textContent()).toBe(
          pct(without[i]!.evidenceRecall, lang),
        );
      }
      expect(await bench.getByTestId('recall-cost-chart').getAttribute('data-same-budget')).toBe(
        withD.map((r) => `${r.strategy}=window:${r.sameBudgetWindow}`).join(','),
      );
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    },
    600_000,
  );
}

for (const [lang, colorScheme] of [
  ['en', 'dark'],
  ['fr', 'light'],
] as const) {
  const t = T[lang];
  it.skipIf(!CONFLICTS)(
    CONFLICTS
      ? `${lang}: the conflicts set and its stale share (${colorScheme})`
      : sharedDataMissing('memory-bench', 'factconsolidation-sh-6k.json'),
    async ({ lab }) => {
      const w = await lab.open(`#/${lang}/chapter/4/public-benchmark`, {
        colorScheme,
        locale: localeOf(lang),
      });
      await loaded(w.page);
      const bench = region(w.page, t.region);
      await bench.getByRole('radio', { name: t.conflicts }).check();
      await bench.getByLabel(t.strategies, { exact: true }).fill(`${STRATEGIES},unbounded`);
      await bench.getByRole('button', { name: t.run }).click();
      expect(await runEnded(w.page)).toBe('done');
      await shot(bench, `memory-bench-conflicts-${lang}-${colorScheme}`);
      const rows = runBench(loadBenchFile(CONFLICTS as string), parseStrategies(`${STRATEGIES},unbounded`), {
        perQuestion: false,
      }).map(summaryRow);
      const drift = bench.getByTestId('drift-table');
      for (const r of rows) {
        const cell = drift.locator(`tr[data-strategy="${r.strategy}"] [data-field="staleShare"]`);
        expect(await cell.textContent()).toBe(pct(r.staleShare, lang));
      }
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    },
    300_000,
  );
}
