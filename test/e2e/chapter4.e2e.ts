import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './fixtures';
import { loaded, localeOf, region, shot } from './page';
import { seriousAxeViolations } from './browser';
import { connectModel } from './model';
import { chapters } from '../../src/content/chapters';
import '../../src/engine/tokens/bpe';
import {
  cheapestReaching,
  DEFAULT_STRATEGIES,
  frontier,
  GENERATOR_DEFAULTS,
  generateBench,
  parseBenchJson,
  parseStrategies,
  runBench,
  seedRatiosWithCaching,
  summaryRow,
  type BenchSummaryRow,
} from '../../src/engine/index';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

// Chapter 4 in Chromium, in French and English, light and dark: every section opens; the "Memory bench" widget runs
// in its worker on the generator and on the public subset (skipped with the shared-data line where it is absent),
// shows progress and can be cancelled, exports CSV and JSON, draws the engine's frontier and answers "which memory";
// a model (the test double, standing for the user's server) answers the questions and both grading rules show; the
// cost lab's caching view; axe clean. Every expected figure is computed here by the engine, never typed.

const T = {
  en: {
    region: 'Memory bench',
    run: 'Run the bench',
    cancel: 'Cancel',
    turns: 'Turns',
    questions: 'Questions (planted facts)',
    strategies: 'Strategies',
    table: 'Every figure, one row per strategy',
    csv: 'Download CSV',
    json: 'Download JSON',
    need: 'Recall you need (%)',
    progress: 'Progress of the bench',
  },
  fr: {
    region: 'Banc d’essai de la mémoire',
    run: 'Lancer le banc d’essai',
    cancel: 'Annuler',
    turns: 'Tours',
    questions: 'Questions (faits plantés)',
    strategies: 'Stratégies',
    table: 'Tous les chiffres, une ligne par stratégie',
    csv: 'Télécharger le CSV',
    json: 'Télécharger le JSON',
    need: 'Rappel nécessaire (%)',
    progress: 'Avancement du banc d’essai',
  },
} as const;

const chapter = chapters.find((c) => c.id === '4');
const generated = (() => {
  let rows: BenchSummaryRow[] | null = null;
  return () =>
    (rows ??= runBench(generateBench(GENERATOR_DEFAULTS), parseStrategies(DEFAULT_STRATEGIES)).map(
      summaryRow,
    ));
})();

/** Waits for the run to end (done, failed or cancelled) and returns how it ended. */
async function runEnded(page: Page): Promise<string> {
  const status = page.getByTestId('bench-status').first();
  await expect
    .poll(() => status.getAttribute('data-status'), { timeout: 120_000 })
    .toMatch(/^(done|failed|cancelled)$/);
  return (await status.getAttribute('data-status')) ?? '';
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  const colorScheme = lang === 'en' ? 'light' : 'dark';
  const open = (lab: { open: (h: string, o: object) => Promise<{ page: Page }> }, section: string) =>
    lab.open(`#/${lang}/chapter/4/${section}`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });

  it(`${lang}: every section of chapter 4 opens (${colorScheme})`, async ({ lab }) => {
    expect(chapter?.sections.length).toBeGreaterThanOrEqual(8);
    const w = await lab.open(null, { colorScheme, locale: localeOf(lang), share: true });
    for (const s of chapter?.sections ?? []) {
      await w.page.goto(w.url(`#/${lang}/chapter/4/${s.slug}`));
      await expect.poll(() => w.page.locator('main h1').textContent()).toBe(s.title[lang]);
    }
  });

  it(`${lang}: the widget runs the generator in its worker, draws the engine's frontier, answers which memory, exports`, async ({
    lab,
  }) => {
    const w = await open(lab, 'frontier');
    await loaded(w.page);
    const bench = region(w.page, t.region);
    await bench.getByRole('button', { name: t.run }).click();
    expect(await runEnded(w.page)).toBe('done');
    const rows = generated();
    const front = frontier(rows).map((r) => r.strategy);
    await expect.poll(() => bench.getByTestId('frontier').textContent()).toContain(front.join(', '));
    expect(await bench.getByTestId('recall-cost-chart').getAttribute('data-frontier')).toBe(front.join(','));
    // Every strategy is a row of the table; the chart draws two points for each (with and without caching).
    const table = bench.getByRole('table', { name: t.table });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(rows.length);
    await expect
      .poll(() => bench.locator('[data-testid="recall-cost-chart"] .recharts-scatter-symbol').count())
      .toBeGreaterThanOrEqual(2 * rows.length);
    // Which memory: the engine's cheapest strategy for the level set with the slider (keyboard: End = 100 %).
    const answer = bench.getByTestId('which-answer');
    await expect.poll(() => answer.getAttribute('data-strategy')).toBe(cheapestReaching(rows, 0.9)?.strategy);
    const slider = bench.getByRole('slider', { name: t.need });
    await slider.focus();
    await w.page.keyboard.press('End');
    await expect.poll(() => answer.getAttribute('data-strategy')).toBe(cheapestReaching(rows, 1)?.strategy);
    // Exports: the engine's figures, one line per strategy.
    const [csv] = await Promise.all([
      w.page.waitForEvent('download'),
      bench.getByRole('button', { name: t.csv }).click(),
    ]);
    const lines = (await readFile((await csv.path()) as string, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[0]?.startsWith('strategy,questions,questions_with_evidence,evidence_recall')).toBe(true);
    const [json] = await Promise.all([
      w.page.waitForEvent('download'),
      bench.getByRole('button', { name: t.json }).click(),
    ]);
    const parsed = JSON.parse(await readFile((await json.path()) as string, 'utf8')) as {
      results: BenchSummaryRow[];
    };
    expect(parsed.results.map((r) => [r.strategy, r.evidenceRecall, r.cachedCostUsd])).toEqual(
      rows.map((r) => [r.strategy, r.evidenceRecall, r.cachedCostUsd]),
    );
    await shot(w.page, `chapter4-frontier-${lang}-${colorScheme}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: a long run shows its progress and Cancel stops it; the page keeps answering`, async ({
    lab,
  }) => {
    const w = await open(lab, 'which-memory');
    await loaded(w.page);
    const bench = region(w.page, t.region);
    await bench.getByLabel(t.turns, { exact: true }).fill('20000');
    await bench.getByLabel(t.questions, { exact: true }).fill('200');
    await bench.getByRole('button', { name: t.run }).click();
    const progress = bench.getByRole('progressbar', { name: t.progress });
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    // The page answers a click while the worker computes: a details element opens at once.
    await bench.locator('details summary').click();
    await expect.poll(() => bench.locator('details').getAttribute('open')).toBe('');
    await bench.getByRole('button', { name: t.cancel }).click();
    expect(await runEnded(w.page)).toBe('cancelled');
    await expect.poll(() => bench.getByRole('button', { name: t.run }).isEnabled()).toBe(true);
  });
}

const PUBLIC = ['memory-bench', 'longmemeval-mini.json'] as const;
const publicFile = sharedDataFile(...PUBLIC);

it.skipIf(!publicFile)(
  publicFile ? 'en: the widget runs the public subset, every strategy' : sharedDataMissing(...PUBLIC),
  async ({ lab }) => {
    const parsed = parseBenchJson(await readFile(publicFile as string, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.problem.detail);
    const rows = runBench(parsed.value, parseStrategies(DEFAULT_STRATEGIES), { perQuestion: false }).map(
      summaryRow,
    );
    const w = await lab.open('#/en/chapter/4/public-benchmark', { share: true });
    await loaded(w.page);
    const bench = region(w.page, T.en.region);
    await bench.getByRole('button', { name: T.en.run }).click();
    expect(await runEnded(w.page)).toBe('done');
    await expect
      .poll(() => bench.getByTestId('frontier').textContent())
      .toContain(
        frontier(rows)
          .map((r) => r.strategy)
          .join(', '),
      );
    await expect
      .poll(() => bench.getByTestId('which-answer').getAttribute('data-strategy'))
      .toBe(cheapestReaching(rows, 0.9)?.strategy);
    const unbounded = bench.locator('tr[data-strategy="unbounded"] [data-field="evidenceRecall"]');
    await expect.poll(() => unbounded.textContent()).toBe('100%');
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  },
);

it('fr: the public subset in French, or the line saying it is not installed', async ({ lab }) => {
  const w = await lab.open('#/fr/chapter/4/public-benchmark', {
    locale: 'fr-FR',
    colorScheme: 'dark',
    share: true,
  });
  await loaded(w.page);
  const bench = region(w.page, T.fr.region);
  const publicChoice = bench.getByRole('radio', { name: /^LongMemEval(, preuves seules| oracle)/ });
  if (publicFile) {
    expect(await publicChoice.isChecked()).toBe(true);
    await bench.getByRole('button', { name: T.fr.run }).click();
    expect(await runEnded(w.page)).toBe('done');
    await expect
      .poll(() => bench.getByRole('table', { name: T.fr.table }).locator('tbody tr').count())
      .toBe(6);
  } else {
    expect(await publicChoice.isDisabled()).toBe(true);
    await bench.getByTestId('public-missing').waitFor();
  }
  await shot(w.page, 'chapter4-public-fr-dark');
  expect(await seriousAxeViolations(w.page)).toEqual([]);
});

// The user's model, played by the test double: it answers every question with the line of the prompt that names
// the question's subject, so the lab's rule (the answer appears in the reply) credits it exactly when the fact was
// sent, and the exact-match rule never does. Both show, side by side.
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ cors: 'allow' });
  server.setAnswer(/[\s\S]*/, (prompt) => {
    const question = /\[user\] ([^\n]*)\nAnswer in a few words\.$/.exec(prompt)?.[1] ?? '';
    const label = /\b([A-Z]{1,2}\d{1,2})\b/.exec(question)?.[1];
    const lines = prompt.split('\n').filter((l) => label && l.includes(label) && !l.endsWith('?'));
    return lines.length > 0 ? `I read: ${lines.join(' ')}` : 'I do not know.';
  });
});
afterAll(() => server?.close());

it('en: with a model, answer accuracy under both rules, recorded as a take', async ({ lab }) => {
  const w = await lab.open('#/en/chapter/4/frontier', { modelServers: [server.origin] });
  await loaded(w.page);
  await connectModel(w.page, 'en', server.url);
  const bench = region(w.page, T.en.region);
  await bench.getByLabel(T.en.turns, { exact: true }).fill('120');
  await bench.getByLabel(T.en.questions, { exact: true }).fill('6');
  await bench.getByLabel(T.en.strategies, { exact: true }).fill('unbounded,window:10');
  await bench.getByRole('button', { name: T.en.run }).click();
  expect(await runEnded(w.page)).toBe('done');
  const model = bench.getByTestId('model-accuracy');
  await model.getByRole('button', { name: /^Ask / }).click();
  const table = bench.getByRole('table', { name: T.en.table });
  const cell = (strategy: string, field: string) =>
    table.locator(`tr[data-strategy="${strategy}"] [data-field="${field}"]`);
  await expect
    .poll(() => cell('unbounded', 'accuracyContains').textContent(), { timeout: 60_000 })
    .toBe('100%');
  expect(await cell('unbounded', 'accuracyExact').textContent()).toBe('0%');
  // The window's accuracy under the lab's rule is its answer-in-context share: this reader answers from what it got.
  expect(await cell('window:10', 'accuracyContains').textContent()).toBe(
    await cell('window:10', 'answerInContext').textContent(),
  );
  await model.getByText(/answers in the take/).waitFor();
  // Nothing left to ask: the button gives way to a status rather than sitting disabled.
  await model.getByText('Every prompt of this run has its answer in the take.').waitFor();
  expect(await model.getByRole('button', { name: /^Ask / }).count()).toBe(0);
  const [take] = await Promise.all([
    w.page.waitForEvent('download'),
    model.getByRole('button', { name: 'Download the take (JSON)' }).click(),
  ]);
  const file = JSON.parse(await readFile((await take.path()) as string, 'utf8')) as {
    format: string;
    take: { answers: unknown[] };
  };
  expect(file.format).toBe('aml-memory-bench-take');
  expect(file.take.answers).toHaveLength(12); // 6 questions × 2 strategies
  await shot(model, 'chapter4-model-accuracy-en');
  await shot(table, 'chapter4-model-table-en');
  expect(await seriousAxeViolations(w.page)).toEqual([]);
});

for (const lang of ['en', 'fr'] as const) {
  it(`${lang}: the cost lab bills each memory with and without caching, beside the seed's ratios`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/cost-lab`, {
      locale: localeOf(lang),
      colorScheme: lang === 'fr' ? 'dark' : 'light',
      share: true,
    });
    const ratio = (kind: string, turns: number, k: string) =>
      w.page.getByTestId(`caching-ratio-${kind}-${turns}-${k}`);
    const fmt = (x: number) => `×${x.toFixed(1).replace('.', lang === 'fr' ? ',' : '.')}`;
    const mini = seedRatiosWithCaching('gpt-4o-mini').find((r) => r.turns === 1000)!;
    await expect
      .poll(() => ratio('seed', 1000, 'windowed').textContent(), { timeout: 60_000 })
      .toBe(fmt(43.0));
    await expect.poll(() => ratio('cached', 1000, 'windowed').textContent()).toBe(fmt(mini.cachedWindowed));
    // Unbounded memory is nearly all prefix; the window, once full, shares nothing past the cache's minimum.
    await expect.poll(() => w.page.getByTestId('caching-hits-unbounded').textContent()).not.toBe('…');
    expect(await w.page.getByTestId('caching-hits-windowed').textContent()).toMatch(/^0(\.0|,0)?\s?%$/);
    const sonnet = seedRatiosWithCaching('claude-sonnet-4.5').find((r) => r.turns === 1000)!;
    await w.page
      .getByRole('combobox', { name: lang === 'fr' ? 'Modèle tarifé' : 'Priced model' })
      .selectOption('claude-sonnet-4.5');
    await expect.poll(() => ratio('cached', 1000, 'windowed').textContent()).toBe(fmt(sonnet.cachedWindowed));
    await w.page.getByTestId('caching-chart').waitFor();
    await shot(w.page, `chapter4-cost-lab-caching-${lang}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });
}
