// The "Memory bench" widget's wiring in jsdom (no Worker: the bench runs on this thread, same protocol): a region
// with its accessible name, labelled controls, a run that fills the table, the frontier and "which memory".
// Charts and exports are checked in a real browser (test/e2e/chapter4.e2e.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../src/engine/tokens/bpe';
import {
  cheapestReaching,
  frontier,
  generateBench,
  parseStrategies,
  runBench,
  summaryRow,
} from '../../../src/engine';
import { pct } from '../../../src/components/memoryBench/format';
import { NoResize, openGenerator, retype } from '../../helpers/memoryBench';

beforeAll(() => vi.stubGlobal('ResizeObserver', NoResize));

describe('the memory bench widget', { timeout: 60_000 }, () => {
  it('runs the generator from labelled controls and shows every figure, the frontier and which memory', async () => {
    const user = userEvent.setup();
    const region = await openGenerator(user, { turns: 120, questions: 10 });
    const strategies = within(region).getByLabelText('Strategies');
    await retype(user, strategies, 'window:0');
    expect(within(region).getByRole('button', { name: 'Run the bench' })).toBeDisabled();
    expect(within(region).getByText(/from 1/)).toBeInTheDocument();
    await retype(user, strategies, 'unbounded,window:10,retrieval:5');
    for (const name of ['Seed', 'Facts updated later (%)', 'Language of the conversation', 'Price (model)'])
      expect(within(region).getByLabelText(name)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Run the bench' }));
    const table = await within(region).findByRole('table', { name: 'Every figure, one row per strategy' });
    const expected = runBench(
      generateBench({ turns: 120, questions: 10, seed: 1, lang: 'en', updates: 0.25 }),
      parseStrategies('unbounded,window:10,retrieval:5'),
    ).map(summaryRow);
    for (const r of expected) {
      const row = within(table).getByText(r.strategy).closest('tr') as HTMLElement;
      expect(row.querySelector('[data-field="evidenceRecall"]')).toHaveTextContent(
        pct(r.evidenceRecall, 'en'),
      );
    }
    expect(screen.getByTestId('bench-status')).toHaveAttribute('data-status', 'done');
    expect(screen.getByTestId('frontier')).toHaveTextContent(
      frontier(expected)
        .map((r) => r.strategy)
        .join(', '),
    );
    expect(within(region).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    const which = screen.getByTestId('which-answer');
    expect(which).toHaveAttribute('data-strategy', cheapestReaching(expected, 0.9)?.strategy ?? '');
    // Every form control has an accessible name.
    for (const control of within(region)
      .getAllByRole('textbox')
      .concat(within(region).getAllByRole('combobox')))
      expect(control).toHaveAccessibleName();
  });
});
