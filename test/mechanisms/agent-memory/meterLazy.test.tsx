import { render, screen, waitFor } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { useSettings } from '../../../src/state/settings';
import { installIntersectionObserver } from '../../helpers/intersectionObserver';

// The real tables are never loaded here: loadTokenizer is a spy, so the meter keeps the chars/4 estimate.
const loadTokenizer = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/engine/tokens/counter', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/tokens/counter')>()),
  hasTokenCounter: () => false,
  loadTokenizer,
}));

beforeEach(() => {
  loadTokenizer.mockClear();
  useSettings.setState({ lang: 'en', theme: 'light' });
  window.location.hash = '#/en/chapter/1/rolling-window';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

beforeAll(() => loadMechanism('agent-memory'));

describe('the context meter loads the tokenizer only when it comes near the screen', () => {
  it('waits for the meter to intersect (200px ahead), keeping the labelled estimate until then', async () => {
    const io = installIntersectionObserver();
    render(<VisualizerWidget preset="summary" />);
    const meter = screen.getByRole('region', { name: 'Context sent to the model this turn' });
    expect(meter).toHaveTextContent('tokens (estimate: characters / 4)');
    expect(io.optionsFor(meter)?.rootMargin).toBe('200px');
    io.setVisible(meter, false);
    expect(loadTokenizer).not.toHaveBeenCalled();
    expect(meter).not.toHaveTextContent('loading the tokenizer');
    io.setVisible(meter, true);
    await waitFor(() => expect(loadTokenizer).toHaveBeenCalledTimes(1));
    // Observed once, then let go (the Context anatomy view beside it keeps its own observer until it is seen).
    expect(io.optionsFor(meter)).toBeUndefined();
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<VisualizerWidget preset="summary" />);
    // The meter and the Context anatomy view each ask at once (one dynamic import: the module loads once).
    await waitFor(() => expect(loadTokenizer).toHaveBeenCalledTimes(2));
  });

  it('says so when the tokenizer cannot be loaded (offline), and keeps the estimate', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    loadTokenizer.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    render(<VisualizerWidget preset="summary" />);
    const meter = screen.getByRole('region', { name: 'Context sent to the model this turn' });
    await waitFor(() => expect(meter).toHaveTextContent('the tokenizer could not be loaded'));
    expect(screen.getByTestId('sent-tokens')).toHaveTextContent('≈ 0');
  });
});
