import { act, render, screen, waitFor } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { useSettings } from '../../../src/state/settings';

// The real tables are never loaded here: loadTokenizer is a spy, so the meter keeps the chars/4 estimate.
const loadTokenizer = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/engine/tokens/counter', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/tokens/counter')>()),
  hasTokenCounter: () => false,
  loadTokenizer,
}));

interface Watch {
  cb: IntersectionObserverCallback;
  targets: Set<Element>;
  options: IntersectionObserverInit | undefined;
}
const observers = new Set<Watch>();
class FakeObserver {
  private w: Watch;
  constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.w = { cb, targets: new Set(), options };
    observers.add(this.w);
  }
  observe(el: Element) {
    this.w.targets.add(el);
  }
  unobserve(el: Element) {
    this.w.targets.delete(el);
  }
  disconnect() {
    observers.delete(this.w);
  }
  takeRecords() {
    return [];
  }
}

function setVisible(el: Element, isIntersecting: boolean) {
  act(() => {
    for (const w of [...observers]) {
      if (!w.targets.has(el)) continue;
      w.cb(
        [{ isIntersecting, target: el } as IntersectionObserverEntry],
        w as unknown as IntersectionObserver,
      );
    }
  });
}

beforeEach(() => {
  loadTokenizer.mockClear();
  observers.clear();
  useSettings.setState({ lang: 'en', theme: 'light' });
  window.location.hash = '#/en/chapter/1/rolling-window';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

beforeAll(() => loadMechanism('agent-memory'));

describe('the context meter loads the tokenizer only when it comes near the screen', () => {
  it('waits for the meter to intersect (200px ahead), keeping the labelled estimate until then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<VisualizerWidget preset="summary" />);
    const meter = screen.getByRole('region', { name: 'Context sent to the model this turn' });
    expect(meter).toHaveTextContent('tokens (estimate: characters / 4)');
    const watching = [...observers].find((w) => w.targets.has(meter));
    expect(watching?.options?.rootMargin).toBe('200px');
    setVisible(meter, false);
    expect(loadTokenizer).not.toHaveBeenCalled();
    expect(meter).not.toHaveTextContent('loading the tokenizer');
    setVisible(meter, true);
    await waitFor(() => expect(loadTokenizer).toHaveBeenCalledTimes(1));
    expect(observers.size).toBe(0); // observed once, then let go
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<VisualizerWidget preset="summary" />);
    await waitFor(() => expect(loadTokenizer).toHaveBeenCalledTimes(1));
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
