import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { useSettings } from '../../../src/state/settings';
import { setUpVisualizer, stepAhead } from '../../helpers/visualizer';

const region = (name: string) => screen.getByRole('region', { name });
const column = (owner: string, lang: 'en' | 'fr' = 'en') =>
  screen.getByRole('group', { name: `${lang === 'en' ? 'Owner' : 'Propriétaire'} ${owner}` });
const keysIn = (owner: string, lang: 'en' | 'fr' = 'en') =>
  Array.from(column(owner, lang).querySelectorAll('.ms-key')).map((k) => k.textContent);

setUpVisualizer('memory-store', '#/en/chapter/2/memory-store');

describe('the memory-store panels', () => {
  it('two users: each column holds its own locale; Bob reading Alice’s key gets nothing, and the panel says why', async () => {
    render(<VisualizerWidget preset="memory-store/two-users" />);
    await screen.findByRole('region', { name: 'The store, by owner' });
    await stepAhead(6);
    expect(keysIn('alice')).toEqual(['locale', 'length']);
    expect(keysIn('bob')).toEqual(['locale']);
    expect(region('What the store answered')).toHaveTextContent(
      'bob reads “length”: nothing. bob has no “length”, and the store never looks at another owner’s entries.',
    );
    await stepAhead(1);
    expect(region('What the store answered')).toHaveTextContent('Refused: the owner is blank.');
  });

  it('refusal: the API key is refused with its kind, shown masked, and nothing is stored', async () => {
    render(<VisualizerWidget preset="memory-store/refusal" />);
    await screen.findByRole('region', { name: 'The store, by owner' });
    await stepAhead(2);
    const answer = region('What the store answered');
    expect(answer).toHaveTextContent('Refused: the value contains an API key or token.');
    expect(within(answer).getByText('sk-p••••••••')).toBeInTheDocument();
    expect(answer.textContent).not.toContain('2KMFrIREr6VYy');
    expect(keysIn('alice')).toEqual(['note']);
    await stepAhead(1);
    expect(answer).toHaveTextContent('an e-mail address');
    expect(answer).toHaveTextContent('found in value.email');
  });

  it('copies: two objects, the reader’s copy edited and the store’s unchanged', async () => {
    render(<VisualizerWidget preset="memory-store/copies" />);
    await screen.findByRole('region', { name: 'Two objects: your copy and the store’s' });
    await stepAhead(2);
    const copies = region('Two objects: your copy and the store’s');
    expect(copies.querySelector('[data-role="copy"] pre')?.textContent).toContain('"length": "long"');
    expect(copies.querySelector('[data-role="stored"] pre')?.textContent).toContain('"length": "short"');
  });

  it('expiry: the clock button advances time, an expired entry is marked, purge removes it', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="memory-store/expiry" />);
    await screen.findByRole('region', { name: 'Clock' });
    await stepAhead(5);
    expect(region('Clock')).toHaveTextContent('Scene time: +26 h');
    expect(column('alice').querySelector('.ms-entry.is-expired')).not.toBeNull();
    expect(column('bob').querySelector('.ms-entry.is-expired')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Purge expired entries' }));
    await waitFor(() => expect(keysIn('alice')).toEqual([]));
    expect(keysIn('bob')).toEqual(['locale']);
    await user.click(screen.getByRole('button', { name: 'Advance the clock 6 h' }));
    await waitFor(() => expect(region('Clock')).toHaveTextContent('Scene time: +32 h'));
  });

  it('forget me: the button forgets one user and leaves the other intact', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="memory-store/forget-me" />);
    await screen.findByRole('region', { name: 'The store, by owner' });
    await stepAhead(3);
    await user.click(screen.getByRole('button', { name: 'Forget me (bob)' }));
    await waitFor(() => expect(keysIn('bob')).toEqual([]));
    expect(keysIn('alice')).toEqual(['locale', 'length']);
    expect(region('What the store answered')).toHaveTextContent(
      'bob forgotten: 1 entry deleted, and nothing of anyone else.',
    );
  });

  it('answerWithState: the question as typed, as sent, and a window of five that slides', async () => {
    render(<VisualizerWidget preset="memory-store/answer" />);
    await screen.findByRole('region', { name: 'answerWithState' });
    await stepAhead(2);
    const panel = region('answerWithState');
    expect(panel.querySelector('[data-role="asked"]')?.textContent).toBe('What is a rolling window?');
    expect(panel.querySelector('[data-role="sent"]')?.textContent).toBe('What is a rolling window?');
    // "short" against no preference, side by side: both exact prompts, the scripted answers, no model's.
    const pair = within(panel).getByRole('group', {
      name: 'The same question, “short” against no preference',
    });
    const short = within(pair).getByRole('group', { name: 'With length: short' });
    const none = within(pair).getByRole('group', { name: 'No preference' });
    expect(short.querySelector('[data-role="prompt"]')?.textContent).toBe(
      'What is a rolling window? (answer briefly)',
    );
    expect(short.querySelector('[data-role="scripted"]')?.textContent).toBe('A short answer.');
    expect(none.querySelector('[data-role="prompt"]')?.textContent).toBe('What is a rolling window?');
    expect(none).toHaveClass('is-mine');
    expect(pair.querySelector('[data-role="model"]')).toBeNull();
    expect(pair).toHaveTextContent('Choose “Your model” under Answers');
    await stepAhead(1);
    expect(panel.querySelector('[data-role="sent"]')?.textContent).toBe(
      'What is a rolling window? (answer briefly)',
    );
    await stepAhead(6);
    const window = within(panel).getByRole('list', { name: 'alice’s last five exchanges' });
    const slots = Array.from(window.querySelectorAll('.ms-slot:not(.is-dropped)')).map((s) => s.textContent);
    expect(slots).toHaveLength(5);
    expect(slots[0]).toBe('What does the store key on? (answer briefly)');
    expect(panel.querySelector('[data-role="dropped"]')?.textContent).toContain(
      'Why cap memory at five exchanges?',
    );
  });

  it('speaks French', async () => {
    useSettings.setState({ lang: 'fr' });
    render(<VisualizerWidget preset="memory-store/forget-me" />);
    await screen.findByRole('region', { name: 'La mémoire, par propriétaire' });
    await stepAhead(4, 'fr');
    expect(screen.getByRole('button', { name: 'Oubliez-moi (bob)' })).toBeInTheDocument();
    expect(keysIn('alice', 'fr')).toEqual([]);
    expect(region('Ce que la mémoire a répondu')).toHaveTextContent(
      'Tout ce qui appartient à alice est oublié : 2 entrées effacées',
    );
  });
});
