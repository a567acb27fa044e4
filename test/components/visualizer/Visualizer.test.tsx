import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VisualizerPage from '../../../src/components/visualizer/VisualizerPage';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { POLICIES } from '../../../src/engine/agentMemory';
import dict from '../../../src/mechanisms/agent-memory/agentMemory.messages';
import { policyText } from '../../../src/mechanisms/agent-memory/caption';
import { parseHash } from '../../../src/router/route';
import { usePlaybackPrefs } from '../../../src/state/playback';
import { useSettings } from '../../../src/state/settings';
import { stubMatchMedia } from '../../helpers/matchMedia';
import { setUpVisualizer } from '../../helpers/visualizer';

const region = (name: string) => screen.getByRole('region', { name });
const numbersIn = (name: string) =>
  Array.from(region(name).querySelectorAll('.viz-card__num')).map((n) => n.textContent);

// The mechanism's folder is a lazy chunk: loaded once here, every visualizer below opens at once.
setUpVisualizer('agent-memory', '#/en/chapter/1/rolling-window');
beforeEach(() => stubMatchMedia(false));

describe('the visualizer widget', () => {
  it('steps the rolling-window preset: #2..#5 in the window, #0 and #1 evicted, and back again', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="rolling-window" />);
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(numbersIn('Context window')).toEqual(['#2', '#3', '#4', '#5']);
    expect(numbersIn('Evicted')).toEqual(['#0', '#1']);
    expect(within(region('Evicted')).getAllByText('oldest')).toHaveLength(2);
    expect(screen.getByTestId('caption')).toHaveTextContent('Window full: #1 is evicted (oldest) → Trash.');
    expect(screen.getByRole('button', { name: 'Step forward' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Step back' }));
    expect(numbersIn('Context window')).toEqual(['#1', '#2', '#3', '#4']);
    expect(numbersIn('Evicted')).toEqual(['#0']);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(numbersIn('Context window')).toEqual([]);
    expect(screen.getByTestId('caption')).toHaveTextContent('Step 0');
  });

  it('has the four panels and every control, by their accessible names', () => {
    render(<VisualizerWidget preset="summary" />);
    for (const name of ['Context window', 'Summary', 'Pages', 'Evicted'])
      expect(region(name)).toBeInTheDocument();
    for (const name of ['Play', 'Step forward', 'Step back', 'Reset', 'Presentation mode', 'Copy link']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Speed' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toBeInTheDocument();
  });

  it('speaks French, panels and controls included', () => {
    useSettings.setState({ lang: 'fr' });
    render(<VisualizerWidget preset="paging" />);
    for (const name of ['Fenêtre de contexte', 'Résumé', 'Pages', 'Évincés'])
      expect(region(name)).toBeInTheDocument();
    for (const name of [
      'Lecture',
      'Pas suivant',
      'Pas précédent',
      'Réinitialiser',
      'Mode présentation',
      'Copier le lien',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Vitesse' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Chronologie' })).toBeInTheDocument();
  });

  it('records a touch, a pin, an importance and a typed message as new steps', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="rolling-window" />);
    // The settings' buttons replay the script under another policy, keeping the step (visualizerModel.test.ts).
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: 'LRU' }));
    expect(screen.getByRole('button', { name: 'LRU', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'FIFO' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: 'Pin #0' }));
    expect(screen.getByRole('button', { name: 'Unpin #0' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', 'Step 5 / 7');
    // The pinned #0 survives the rest of the script: #1 goes instead.
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '7' } });
    expect(numbersIn('Context window')).toContain('#0');

    const importance = screen.getByRole('textbox', { name: 'Importance of #3' });
    await user.clear(importance);
    await user.type(importance, '9{Enter}');
    expect(screen.getByTestId('caption')).toHaveTextContent('Importance of #3: 1.00 → 9.00.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'system');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Be concise.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('caption')).toHaveTextContent('#6 enters the context window');
    expect(screen.getByTestId('card-m6')).toHaveAttribute('data-role', 'system');
  });

  it('refuses an empty message and a window out of range, with a visible reason', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="playground" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the message first.');
    const windowField = screen.getByRole('spinbutton', { name: 'Window' });
    await user.clear(windowField);
    await user.type(windowField, '0');
    expect(screen.getByText('Enter a whole number from 1 to 200.')).toBeInTheDocument();
    expect(region('Context window')).toHaveTextContent('0 / 4 messages');
  });

  it('plays with the keyboard: Right/Left step, Space plays and pauses, Home resets', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="rolling-window" />);
    document.body.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(numbersIn('Context window')).toEqual(['#0', '#1', '#2']);
    await user.keyboard('{ArrowLeft}');
    expect(numbersIn('Context window')).toEqual(['#0', '#1']);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(numbersIn('Context window')).toEqual([]);
    // Typing in a field never drives the playback.
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ' {ArrowRight}');
    expect(numbersIn('Context window')).toEqual([]);
  });

  it('autoplays to the end at the chosen speed', () => {
    vi.useFakeTimers();
    try {
      usePlaybackPrefs.setState({ speed: 8 });
      render(<VisualizerWidget preset="rolling-window" />);
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      for (let i = 0; i < 8; i++)
        act(() => {
          vi.advanceTimersByTime(200);
        });
      expect(numbersIn('Context window')).toEqual(['#2', '#3', '#4', '#5']);
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('enters and leaves presentation mode (button, F, Escape)', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="rolling-window" />);
    const viz = screen.getByRole('region', { name: 'Memory visualizer' });
    await user.click(screen.getByRole('button', { name: 'Presentation mode' }));
    expect(viz).toHaveAttribute('data-presenting', 'true');
    expect(document.documentElement.dataset.presentation).toBe('true');
    await user.keyboard('{Escape}');
    expect(viz).toHaveAttribute('data-presenting', 'false');
    expect(document.documentElement.dataset.presentation).toBeUndefined();
    document.body.focus();
    await user.keyboard('f');
    expect(viz).toHaveAttribute('data-presenting', 'true');
    await user.keyboard('f');
    expect(viz).toHaveAttribute('data-presenting', 'false');
  });

  it('honours prefers-reduced-motion', () => {
    stubMatchMedia(true);
    render(<VisualizerWidget preset="rolling-window" />);
    expect(screen.getByRole('region', { name: 'Memory visualizer' })).toHaveAttribute(
      'data-reduced-motion',
      'true',
    );
  });

  it('compares every policy side by side with a key message', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="compare" />);
    // After three steps, the key-message list marks the five later messages as not sent yet.
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '3' } });
    const notSent = () =>
      within(screen.getByRole('combobox', { name: 'Key message' }))
        .getAllByRole('option')
        .filter((o) => o.textContent?.endsWith('(not sent yet)'))
        .map((o) => (o as HTMLOptionElement).value);
    expect(notSent()).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '10' } });
    expect(notSent()).toEqual([]);
    // One column per policy of the engine, named by it.
    for (const policy of POLICIES) expect(region(policyText(dict.en, policy))).toBeInTheDocument();
    expect(within(region('FIFO')).getByText(/evicted at turn 6/)).toBeInTheDocument();
    expect(within(region('Importance')).getByText(/in the window/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key message' }), 'm0');
    expect(within(region('LRU')).getByText(/in the window/)).toBeInTheDocument();
    expect(within(region('FIFO')).getByText(/evicted at turn 5/)).toBeInTheDocument();
  });
});

describe('permalinks in the widget and the page', () => {
  it('copies a link that reopens the exact scene', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const first = render(<VisualizerWidget preset="lru" />);
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Summary' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'typed');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // The typed message changed the script: it is compressed (a stream) before the link is copied.
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const url = writeText.mock.calls[0]?.[0] as string;
    expect(url).toMatch(/&ops=z\.[A-Za-z0-9_-]+/);
    expect(url).toContain('#/en/chapter/1/rolling-window?preset=lru');
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    first.unmount();

    const hash = url.slice(url.indexOf('#'));
    window.location.hash = hash;
    render(<VisualizerPage route={parseHash(hash)} />);
    expect(await screen.findByRole('slider', { name: 'Timeline' })).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Summary', pressed: true })).toBeInTheDocument();
    expect(numbersIn('Context window')).toEqual(['#1', '#2', '#6']);
    expect(numbersIn('Summary')).toEqual(['#0']);
  });

  it('falls back to a selected text field without clipboard access', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<VisualizerWidget preset="summary" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this scene' });
    expect((field as HTMLInputElement).value).toContain('preset=summary');
    expect(field).toHaveFocus();
  });

  it('opens the full visualizer on the exact scene, typed steps included', async () => {
    const user = userEvent.setup();
    render(<VisualizerWidget preset="lru" />);
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '2' } });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'typed');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('link', { name: 'Open in the full visualizer' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/en\/visualizer\?preset=lru&/));
    const query = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(query.get('step')).toBe('3');
    expect(query.get('ops')).toMatch(/^z\./);
  });
});
