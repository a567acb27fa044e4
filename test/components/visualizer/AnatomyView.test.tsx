/** The "Context anatomy" view inside the visualizer (jsdom): its table's rows are the request's sections. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { SETTINGS_KEY, SETTINGS_VERSION, useSettings } from '../../../src/state/settings';
import { ANATOMY_NAMES, tableNumber } from '../../helpers/anatomy';
import { stubMatchMedia } from '../../helpers/matchMedia';
import { setUpVisualizer } from '../../helpers/visualizer';

setUpVisualizer(['agent-memory', 'self-managed'], '#/en/chapter/1/progressive-summary');
beforeEach(() => stubMatchMedia(false));

function anatomyTable(name: string) {
  const region = screen.getByRole('region', { name });
  const table = within(region).getByRole('table');
  const body = table.querySelector('tbody') as HTMLElement;
  const rows = within(body)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  const cell = (row: string) =>
    within(body).getByRole('rowheader', { name: row }).closest('tr')?.querySelectorAll('td')[0]
      ?.textContent ?? '';
  return { region, table, rows, cell };
}

describe('the context anatomy view', () => {
  it('lists the sections as rows and adds up to what chapter 1’s meter counts', async () => {
    render(<VisualizerWidget preset="summary" />);
    const { rows, region } = anatomyTable('Context anatomy');
    expect(rows).toEqual(ANATOMY_NAMES.en.rows);
    // The real tokenizer loads (no IntersectionObserver in jsdom): figures lose their ≈.
    await waitFor(() => expect(region).toHaveAttribute('data-exact', 'true'));
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(Number(slider.getAttribute('max'))).toBeGreaterThan(4);
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    const t = anatomyTable('Context anatomy');
    const total = within(t.table).getByRole('rowheader', { name: 'Request (total)' }).closest('tr');
    const meter = screen.getByTestId('sent-tokens').textContent ?? '';
    expect(tableNumber(meter)).toBeGreaterThan(0);
    expect(tableNumber(total?.querySelectorAll('td')[0]?.textContent ?? '')).toBe(tableNumber(meter));
    expect(tableNumber(t.cell('Summary'))).toBeGreaterThan(0);
    expect(tableNumber(t.cell('Messages of the window'))).toBeGreaterThan(0);
    expect(t.cell('Tool definitions')).toBe('0');
    expect(
      within(region).getByRole('img', { name: /Stacked tokens by section over \d+ steps/ }),
    ).toBeInTheDocument();
  });

  it('counts against the chosen model’s limit', async () => {
    render(<VisualizerWidget preset="summary" />);
    const { table, region } = anatomyTable('Context anatomy');
    const limitRow = () => within(table).getByRole('rowheader', { name: 'Context limit' }).closest('tr');
    expect(limitRow()?.querySelectorAll('td')[0]).toHaveTextContent('128,000');
    fireEvent.change(within(region).getByRole('combobox', { name: 'Model' }), {
      target: { value: 'gpt-4.1' },
    });
    expect(limitRow()?.querySelectorAll('td')[0]).toHaveTextContent('1,047,576');
    expect(within(table).getByText(/counted with o200k_base for GPT-4\.1/)).toBeInTheDocument();
  });

  it('speaks French, and chapter 5 fills the tools and the blocks', async () => {
    useSettings.setState({ lang: 'fr' });
    render(<VisualizerWidget preset="self-managed/pressure" />);
    const { rows, region, cell } = anatomyTable('Anatomie du contexte');
    expect(rows).toEqual(ANATOMY_NAMES.fr.rows);
    await waitFor(() => expect(region).toHaveAttribute('data-exact', 'true'));
    expect(tableNumber(anatomyTable('Anatomie du contexte').cell('Définitions des outils'))).toBeGreaterThan(
      100,
    );
    expect(tableNumber(cell('Blocs de mémoire'))).toBeGreaterThan(0);
  });

  it('remembers the model chosen: the same in every visualizer, and after a reload', async () => {
    const first = render(<VisualizerWidget preset="summary" />);
    const pickers = () => screen.getAllByRole('combobox', { name: 'Model' }) as HTMLSelectElement[];
    expect(pickers()[0]?.value).toBe('gpt-4o-mini');
    fireEvent.change(pickers()[0] as HTMLSelectElement, { target: { value: 'claude-haiku-4.5' } });
    // A second visualizer opens with the choice, and a change there reaches the first.
    const second = render(<VisualizerWidget preset="self-managed/pressure" />);
    expect(pickers().map((p) => p.value)).toEqual(['claude-haiku-4.5', 'claude-haiku-4.5']);
    fireEvent.change(pickers()[1] as HTMLSelectElement, { target: { value: 'gpt-4.1' } });
    expect(pickers().map((p) => p.value)).toEqual(['gpt-4.1', 'gpt-4.1']);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { anatomyModel: 'gpt-4.1' },
      version: SETTINGS_VERSION,
    });
    // A reload: the page's memory is gone, the browser's storage is not.
    first.unmount();
    second.unmount();
    useSettings.setState({ anatomyModel: 'gpt-4o-mini' });
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        state: { lang: 'en', theme: 'light', anatomyModel: 'gpt-4.1' },
        version: SETTINGS_VERSION,
      }),
    );
    await useSettings.persist.rehydrate();
    render(<VisualizerWidget preset="summary" />);
    expect(pickers()[0]?.value).toBe('gpt-4.1');
    expect(within(anatomyTable('Context anatomy').table).getByText(/for GPT-4\.1\./)).toBeInTheDocument();
  });

  it('falls back to the default model on a corrupt or unknown saved value, and keeps the rest', async () => {
    for (const saved of [
      { state: { lang: 'fr', theme: 'dark', anatomyModel: 'gpt-99' }, version: SETTINGS_VERSION },
      { state: { lang: 'fr', theme: 'dark', anatomyModel: 42 }, version: SETTINGS_VERSION },
      // Version 1 had no model: it is migrated to the default.
      { state: { lang: 'fr', theme: 'dark' }, version: 1 },
    ]) {
      useSettings.setState({ lang: 'en', theme: 'light', anatomyModel: 'gpt-4.1' });
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(saved));
      await useSettings.persist.rehydrate();
      expect(useSettings.getState()).toMatchObject({
        lang: 'fr',
        theme: 'dark',
        anatomyModel: 'gpt-4o-mini',
      });
    }
    // An id the price table does not know is refused by the setter too.
    useSettings.getState().setAnatomyModel('not-a-model');
    expect(useSettings.getState().anatomyModel).toBe('gpt-4o-mini');
  });
});
