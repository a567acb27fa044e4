// The widget's data panel in jsdom (no Worker: the bench runs on this thread): the generator's distance law, the
// same-budget column, and the public sets chosen by their labels, fetched (here from shared data through a stubbed
// fetch: the real fetch and cache are checked in test/e2e/memory-bench-sets.e2e.ts), with the same questions without
// and with distractors side by side and, on the conflicts, the stale share.
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../src/engine/tokens/bpe';
import { generateBench, parseStrategies, runBench, summaryRow } from '../../../src/engine';
import { pct } from '../../../src/components/memoryBench/format';
import MemoryBenchWidget from '../../../src/components/memoryBench/MemoryBenchWidget';
import { useSettings } from '../../../src/state/settings';
import { NoResize, openGenerator, retype } from '../../helpers/memoryBench';
import { BENCH_SET_PATHS, loadBenchFile } from '../../helpers/benchSets';
import { sharedDataFile, sharedDataMissing } from '../../../tools/data/sharedData';

const { oracle: oraclePath, s: sPath, conflicts: conflictsPath } = BENCH_SET_PATHS;
const fetched: string[] = [];

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  // The site's memory-bench/<file> URLs answered from shared data, as a stream (the widget reads its progress).
  vi.stubGlobal('fetch', async (url: string) => {
    const name = /memory-bench\/([^/?]+)$/.exec(String(url))?.[1];
    const path = name ? sharedDataFile('memory-bench', name) : null;
    fetched.push(name ?? String(url));
    if (!path) return new Response('not found', { status: 404 });
    const bytes = readFileSync(path);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.byteLength; at += 1 << 20)
          controller.enqueue(new Uint8Array(bytes.subarray(at, at + (1 << 20))));
        controller.close();
      },
    });
    return new Response(body, {
      headers: { 'Content-Length': String(bytes.byteLength) },
    });
  });
});
afterAll(() => vi.unstubAllGlobals());

const rowOf = (table: HTMLElement, strategy: string) =>
  within(table).getByText(strategy).closest('tr') as HTMLElement;

describe('the memory bench widget’s data', { timeout: 120_000 }, () => {
  it('runs the generator under the distance law chosen, with each strategy’s same-budget window', async () => {
    const user = userEvent.setup();
    const region = await openGenerator(user, { turns: 200, questions: 10 });
    await user.selectOptions(
      within(region).getByLabelText('Distance between a fact and its question'),
      'recent',
    );
    const strategies = within(region).getByLabelText('Strategies');
    await retype(user, strategies, 'window:4,retrieval:2');
    await user.click(within(region).getByRole('button', { name: 'Run the bench' }));
    const table = await within(region).findByRole('table', { name: 'Every figure, one row per strategy' });
    const expected = runBench(
      generateBench({ turns: 200, questions: 10, seed: 1, lang: 'en', updates: 0.25, distance: 'recent' }),
      parseStrategies('window:4,retrieval:2'),
    ).map(summaryRow);
    for (const r of expected) {
      const row = rowOf(table, r.strategy);
      expect(row.querySelector('[data-field="evidenceRecall"]')).toHaveTextContent(
        pct(r.evidenceRecall, 'en'),
      );
      expect(row.querySelector('[data-field="sameBudgetWindowRecall"]')).toHaveTextContent(
        `${pct(r.sameBudgetWindowRecall, 'en')} (window:${r.sameBudgetWindow})`,
      );
    }
    expect(screen.getByTestId('recall-cost-chart')).toHaveAttribute(
      'data-same-budget',
      expected.map((r) => `${r.strategy}=window:${r.sameBudgetWindow}`).join(','),
    );
  });

  it.skipIf(!oraclePath || !sPath)(
    oraclePath && sPath
      ? 'loads the set with distractors when chosen, beside the same questions without'
      : sharedDataMissing('memory-bench', 'longmemeval-s-mini.json'),
    async () => {
      useSettings.setState({ lang: 'fr', theme: 'light' });
      fetched.length = 0;
      const user = userEvent.setup();
      render(<MemoryBenchWidget data="generator" />);
      expect(fetched).toEqual([]); // nothing loaded before a set is chosen and run
      const region = screen.getByRole('region', { name: 'Banc d’essai de la mémoire' });
      await user.click(within(region).getByRole('radio', { name: /LongMemEval avec distracteurs/ }));
      const strategies = within(region).getByLabelText('Stratégies');
      await retype(user, strategies, 'window:10,retrieval:5');
      await user.click(within(region).getByRole('button', { name: 'Lancer le banc d’essai' }));
      const pairs = await within(region).findByRole(
        'table',
        { name: /sans et avec distracteurs|leurs seules sessions/ },
        { timeout: 100_000 },
      );
      expect(fetched).toEqual(['longmemeval-mini.json', 'longmemeval-s-mini.json']);
      const withS = loadBenchFile(sPath as string);
      const ids = new Set(withS.cases.map((c) => c.id));
      const oracle = loadBenchFile(oraclePath as string);
      const specs = parseStrategies('window:10,retrieval:5');
      const without = runBench({ ...oracle, cases: oracle.cases.filter((c) => ids.has(c.id)) }, specs).map(
        summaryRow,
      );
      const withD = runBench(withS, specs).map(summaryRow);
      for (const [i, r] of withD.entries()) {
        const row = rowOf(pairs, r.strategy);
        // textContent, exactly: French percentages carry a narrow no-break space.
        expect(row.querySelector('[data-field="recallWith"]')?.textContent).toBe(pct(r.evidenceRecall, 'fr'));
        expect(row.querySelector('[data-field="recallWithout"]')?.textContent).toBe(
          pct(without[i]!.evidenceRecall, 'fr'),
        );
      }
    },
  );

  it.skipIf(!conflictsPath)(
    conflictsPath
      ? 'shows the stale share on the conflicts'
      : sharedDataMissing('memory-bench', 'factconsolidation-sh-6k.json'),
    async () => {
      useSettings.setState({ lang: 'en', theme: 'dark' });
      const user = userEvent.setup();
      render(<MemoryBenchWidget data="conflicts" />);
      const region = screen.getByRole('region', { name: 'Memory bench' });
      expect(within(region).getByRole('radio', { name: /Conflicts/ })).toBeChecked();
      const strategies = within(region).getByLabelText('Strategies');
      await retype(user, strategies, 'window:10,unbounded');
      await user.click(within(region).getByRole('button', { name: 'Run the bench' }));
      const drift = await within(region)
        .findByTestId('drift-table', {}, { timeout: 60_000 })
        .catch((e: unknown) => {
          throw new Error(
            `${String(e).slice(0, 200)}\nstatus: ${screen.getByTestId('bench-status').textContent}`,
          );
        });
      const expected = runBench(
        loadBenchFile(conflictsPath as string),
        parseStrategies('window:10,unbounded'),
      ).map(summaryRow);
      for (const r of expected)
        expect(rowOf(drift, r.strategy).querySelector('[data-field="staleShare"]')).toHaveTextContent(
          pct(r.staleShare, 'en'),
        );
    },
  );
});
