import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createPlaybackStore, type PlaybackStore } from '../../../src/state/playback';
import { useVisualizerKeys } from '../../../src/components/visualizer/useVisualizerKeys';
import { presetScene } from './agentMemoryScenes';

function Keys({ store }: { store: PlaybackStore }) {
  const root = useRef<HTMLDivElement>(null);
  useVisualizerKeys(root, store, {
    togglePresentation: () => {},
    leavePresentation: () => {},
    presenting: false,
  });
  return <div ref={root} className="viz" tabIndex={-1} />;
}

// The hook takes any scene's store; these tests only step through one.
const newStore = () => createPlaybackStore(presetScene('rolling-window')) as unknown as PlaybackStore;

describe('useVisualizerKeys with several visualizers on a page', () => {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((r) => r.unmount()));
    document.body.replaceChildren();
  });

  function mount(host: HTMLElement, store: PlaybackStore) {
    const root = createRoot(host);
    roots.push(root);
    act(() => root.render(<Keys store={store} />));
  }

  it('sends keys typed on the page to the first visualizer on the page, even when it mounted last', () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    document.body.append(first, second);
    const a = newStore();
    const b = newStore();
    mount(second, b); // its code arrived first
    mount(first, a);
    act(
      () =>
        void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    );
    expect([a.getState().index, b.getState().index]).toEqual([1, 0]);
  });

  it('says on the element once its keys are live (what a test waits for before pressing them)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    mount(host, newStore());
    expect(host.querySelector<HTMLElement>('.viz')?.dataset.keys).toBe('on');
  });
});
