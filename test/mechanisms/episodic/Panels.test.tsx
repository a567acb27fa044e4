import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { useNotices } from '../../../src/state/notices';
import { usePlaybackPrefs } from '../../../src/state/playback';
import { useSettings } from '../../../src/state/settings';
import { stubMatchMedia } from '../../helpers/matchMedia';

beforeAll(() => loadMechanism('episodic'));

beforeEach(() => {
  window.location.hash = '#/en/chapter/3/reflection';
  useSettings.setState({ lang: 'en', theme: 'light' });
  useNotices.setState({ notices: [] });
  usePlaybackPrefs.setState({ speed: 1 });
  stubMatchMedia();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('the episodic panels', () => {
  it('an episode with negative feedback fires a reflection that says why and files a fact', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="episodic/triggers" />);
    const forward = await screen.findByRole('button', { name: 'Step forward' });
    await user.click(forward);
    expect(within(region('Reflections')).getByText('No reflection yet.')).toBeInTheDocument();
    expect(within(region('Episodes')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(forward);
    expect(
      within(region('Reflections')).getByText(/Reflection 1 \(failure or negative feedback\) over 2 episode/),
    ).toBeInTheDocument();
    const store = region('Semantic store');
    expect(within(store).getByRole('heading', { name: 'Préférences des clients' })).toBeInTheDocument();
    expect(within(store).getByText('fact')).toBeInTheDocument();
    expect(screen.getByTestId('caption')).toHaveTextContent(
      'Triggers fired: failure or negative feedback. Reflection runs.',
    );
    // The meters name what they count.
    expect(
      within(region('Reflection triggers')).getByRole('meter', {
        name: /Actions since the last reflection/,
      }),
    ).toBeInTheDocument();
  });

  it('scores: typing a query reorders the memories, the code toggle changes the order', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/en/visualizer?preset=episodic%2Fscores&step=11';
    render(<VisualizerWidget preset="episodic/scores" />);
    // Straight to step 11 on the timeline (stepping one by one is the other tests' and the keys').
    const timeline = await screen.findByRole('slider', { name: 'Timeline' });
    fireEvent.change(timeline, { target: { value: '11' } });
    const scores = region('Retrieval scores');
    const ids = () =>
      Array.from(scores.querySelectorAll('.epi-score-row')).map((r) => r.getAttribute('data-id'));
    const query = within(scores).getByRole('textbox', { name: 'Query' });
    // It starts on the script's last query.
    expect(query).toHaveValue("Devrais-je proposer à un nouveau client dans l'industrie fintech ?");
    await user.clear(query);
    await user.type(query, 'secteur financier clients');
    await waitFor(() => expect(ids()[0]).toBe('k1'));
    const paper = ids();
    await user.click(within(scores).getByRole('checkbox', { name: /As the Generative Agents code ranks/ }));
    await waitFor(() => expect(ids()).not.toEqual(paper));
  });

  it('forgetting: the button forgets, and the French panel says it in French', async () => {
    const user = userEvent.setup();
    useSettings.setState({ lang: 'fr', theme: 'light' });
    render(<VisualizerWidget preset="episodic/forgetting" />);
    const timeline = await screen.findByRole('slider', { name: 'Chronologie' });
    fireEvent.change(timeline, { target: { value: '12' } });
    const panel = region('Oubli');
    expect(panel.querySelectorAll('.epi-memory.is-forgotten')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Consolider et oublier maintenant' }));
    await waitFor(() => expect(region('Oubli').querySelectorAll('.epi-memory.is-forgotten')).toHaveLength(7));
    expect(within(region('Oubli')).getByText('fusionné dans e1')).toBeInTheDocument();
  });
});
