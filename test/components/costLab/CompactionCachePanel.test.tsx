import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CompactionCachePanel,
  DEFAULT_COMPACTION,
} from '../../../src/components/costLab/CompactionCachePanel';
import costLabMessages from '../../../src/components/costLab/costLab.messages';
import { compactionCost } from '../../../src/engine/cost/compactionCost';
import { modelPrice } from '../../../src/engine/cost/prices';
import { formatNumber, formatUsd } from '../../../src/lib/formatNumber';
import type { Lang } from '../../../src/i18n/lang';

// jsdom has no ResizeObserver (recharts' container asks for one).
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', NoResize));

const sonnet = modelPrice('claude-sonnet-4.5');
const show = (lang: Lang) =>
  render(
    <CompactionCachePanel idPrefix="t" lang={lang} t={costLabMessages[lang]} price={sonnet} height={300} />,
  );

describe('the cost lab’s compaction view', () => {
  it('says, with the engine’s figures, whether compacting paid over the run (English)', () => {
    show('en');
    const region = screen.getByRole('region', { name: 'Compaction and the cache' });
    const r = compactionCost({ ...DEFAULT_COMPACTION, price: sonnet });
    expect(r.events.length).toBeGreaterThan(1); // a saw-tooth, not one drop
    const verdict = within(region).getByTestId('compaction-verdict');
    expect(verdict).toHaveTextContent(`${formatNumber(r.events.length, 'en')} rewrites of the prefix`);
    expect(verdict).toHaveTextContent(formatUsd(r.managed.cachedCostUsd, 'en'));
    expect(verdict).toHaveTextContent(formatUsd(r.unmanaged.cachedCostUsd, 'en'));
    expect(verdict).toHaveTextContent(r.savedUsd > 0 ? 'it pays' : 'it does not pay');
    expect(within(region).getByTestId('compaction-chart')).toHaveAttribute(
      'data-events',
      String(r.events.length),
    );
    const table = within(region).getByRole('table', { name: 'The bill over the run' });
    expect(within(table).getByTestId('compaction-cached-managed')).toHaveTextContent(
      formatUsd(r.managed.cachedCostUsd, 'en'),
    );
  });

  it('switches to clearing tool results and back, by the names of its controls', async () => {
    show('en');
    const clear = compactionCost({ ...DEFAULT_COMPACTION, mode: 'clear', price: sonnet });
    await userEvent.click(screen.getByRole('radio', { name: 'Clear tool results (clear:T:N:M)' }));
    expect(screen.getByTestId('compaction-verdict')).toHaveTextContent(
      `${formatNumber(clear.events.length, 'en')} rewrites of the prefix`,
    );
    expect(screen.getByRole('textbox', { name: 'Tool results kept N' })).toBeInTheDocument();
    // Without clear_at_least, clearing rewrites the prefix at nearly every request once the messages fill the limit.
    const atLeast = screen.getByRole('textbox', { name: 'Clear at least M tokens (clear_at_least)' });
    await userEvent.clear(atLeast);
    await userEvent.type(atLeast, '0');
    const every = compactionCost({ ...DEFAULT_COMPACTION, mode: 'clear', clearAtLeast: 0, price: sonnet });
    expect(every.events.length).toBeGreaterThan(clear.events.length);
    expect(screen.getByTestId('compaction-verdict')).toHaveTextContent(
      `${formatNumber(every.events.length, 'en')} rewrites of the prefix`,
    );
    // No tool results: clearing has nothing to clear, and says so.
    const results = screen.getByRole('textbox', { name: 'Tokens of a tool result' });
    await userEvent.clear(results);
    await userEvent.type(results, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Clearing needs tool results');
    await userEvent.click(screen.getByRole('radio', { name: 'Compact at T (compact:T:K)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Turns kept whole K' })).toBeInTheDocument();
  });

  it('never reaches the threshold under a large limit, and says the bills are the same (French)', async () => {
    show('fr');
    expect(screen.getByRole('region', { name: 'Compaction et cache' })).toBeInTheDocument();
    const limit = screen.getByRole('textbox', { name: 'Limite du contexte (tokens)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '1000000');
    expect(screen.getByTestId('compaction-verdict')).toHaveTextContent('n’atteint jamais le seuil');
  });
});
