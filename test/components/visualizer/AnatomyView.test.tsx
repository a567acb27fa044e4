/** The "Context anatomy" view inside the visualizer (jsdom): its table's rows are the request's sections. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { usePlaybackPrefs } from '../../../src/state/playback';
import { useNotices } from '../../../src/state/notices';
import { useSettings } from '../../../src/state/settings';
import { stubMatchMedia } from '../../helpers/matchMedia';

beforeAll(() => Promise.all([loadMechanism('agent-memory'), loadMechanism('self-managed')]));

beforeEach(() => {
  window.location.hash = '#/en/chapter/1/progressive-summary';
  useSettings.setState({ lang: 'en', theme: 'light' });
  useNotices.setState({ notices: [] });
  usePlaybackPrefs.setState({ speed: 1 });
  stubMatchMedia(false);
});

const SLOW = { timeout: 20_000 };
const SECTIONS_EN = [
  'System prompt',
  'Tool definitions',
  'Memory blocks',
  'Summary',
  'Retrieved memories',
  'Messages of the window',
  'Tool calls',
  'Tool results',
  'Reserved for the answer',
  'Free',
];

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

const number = (s: string) => Number(s.replace(/[^\d]/g, ''));

describe('the context anatomy view', SLOW, () => {
  it('lists the sections as rows and adds up to what chapter 1’s meter counts', async () => {
    render(<VisualizerWidget preset="summary" />);
    const { rows, region } = anatomyTable('Context anatomy');
    expect(rows).toEqual(SECTIONS_EN);
    // The real tokenizer loads (no IntersectionObserver in jsdom): figures lose their ≈.
    await waitFor(() => expect(region).toHaveAttribute('data-exact', 'true'));
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(Number(slider.getAttribute('max'))).toBeGreaterThan(4);
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    const t = anatomyTable('Context anatomy');
    const total = within(t.table).getByRole('rowheader', { name: 'Request (total)' }).closest('tr');
    const meter = screen.getByTestId('sent-tokens').textContent ?? '';
    expect(number(meter)).toBeGreaterThan(0);
    expect(number(total?.querySelectorAll('td')[0]?.textContent ?? '')).toBe(number(meter));
    expect(number(t.cell('Summary'))).toBeGreaterThan(0);
    expect(number(t.cell('Messages of the window'))).toBeGreaterThan(0);
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
    expect(rows).toEqual([
      'Prompt système',
      'Définitions des outils',
      'Blocs de mémoire',
      'Résumé',
      'Souvenirs retrouvés',
      'Messages de la fenêtre',
      'Appels d’outils',
      'Résultats d’outils',
      'Réservé à la réponse',
      'Libre',
    ]);
    await waitFor(() => expect(region).toHaveAttribute('data-exact', 'true'));
    expect(number(anatomyTable('Anatomie du contexte').cell('Définitions des outils'))).toBeGreaterThan(100);
    expect(number(cell('Blocs de mémoire'))).toBeGreaterThan(0);
  });
});
