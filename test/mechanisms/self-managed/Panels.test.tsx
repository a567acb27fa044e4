import { act, fireEvent, render, screen, within } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { useNotices } from '../../../src/state/notices';
import { usePlaybackPrefs } from '../../../src/state/playback';
import { useSettings } from '../../../src/state/settings';

async function stepTo(n: number, lang: 'en' | 'fr' = 'en') {
  const timeline = await screen.findByRole('slider', { name: lang === 'en' ? 'Timeline' : 'Chronologie' });
  await act(async () => {
    fireEvent.change(timeline, { target: { value: String(n) } });
  });
}

beforeAll(() => loadMechanism('self-managed'));

beforeEach(() => {
  window.location.hash = '#/en/chapter/5/blocks';
  useSettings.setState({ lang: 'en', theme: 'light' });
  useNotices.setState({ notices: [] });
  usePlaybackPrefs.setState({ speed: 1 });
});

describe('the self-managed panels', { timeout: 30_000 }, () => {
  it('two favourites: the blocks, one tool call per item named by its tool, the history; step back undoes', async () => {
    render(<VisualizerWidget preset="self-managed/two-favourites" />);
    const blocks = await screen.findByRole('region', { name: 'Memory blocks' });
    await stepTo(2);
    expect(blocks).toHaveTextContent('favourite colour: blue favourite colour: green');
    const calls = within(screen.getByRole('region', { name: 'Tool calls' })).getByRole('list', {
      name: 'Tool calls',
    });
    const items = within(calls).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' ')[0])).toEqual(['memory_append', 'memory_append']);
    expect(screen.getByRole('region', { name: 'Memory history' })).toHaveTextContent('m2 ADD at turn 2');
    expect(screen.getByRole('region', { name: 'Said but not done' })).toHaveTextContent(
      'Every claim has its call',
    );
    await stepTo(1);
    expect(screen.getByRole('region', { name: 'Memory blocks' })).not.toHaveTextContent('green');
  });

  it('said but not done, in French: the claims without a call are listed', async () => {
    useSettings.setState({ lang: 'fr', theme: 'light' });
    window.location.hash = '#/fr/chapter/5/blocks';
    render(<VisualizerWidget preset="self-managed/said-not-done" />);
    await screen.findByRole('region', { name: 'Blocs de mémoire' });
    await stepTo(8, 'fr');
    const said = screen.getByRole('region', { name: 'Dit mais pas fait' });
    expect(within(said).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Historique de la mémoire' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Appels d’outils' })).toBeInTheDocument();
  });
});
