import { act, render, type RenderResult } from '@testing-library/react';
import { App } from '../../../src/App';
import { useNotices } from '../../../src/state/notices';
import { useProgress } from '../../../src/state/progress';
import { useSettings } from '../../../src/state/settings';

/** A clean slate: language, empty progress, no notice, and the given hash. */
export function resetApp(hash: string, lang: 'en' | 'fr' = 'en'): void {
  localStorage.clear();
  useSettings.setState({ lang, theme: 'light' });
  useProgress.setState({ read: {}, lastSection: {}, exercises: {} });
  useNotices.setState({ notices: [] });
  window.location.hash = hash;
}

/** Sets the hash the way a link does and lets the router re-render. */
export async function goTo(hash: string): Promise<void> {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

/** A controllable IntersectionObserver: `reveal(el)` tells every observer of `el` that it scrolled into view. */
export function installIntersectionObserver() {
  const observers = new Set<{ cb: Callback; targets: Set<Element> }>();
  class FakeObserver {
    private entry: { cb: Callback; targets: Set<Element> };
    constructor(cb: Callback) {
      this.entry = { cb, targets: new Set() };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.add(el);
    }
    unobserve(el: Element) {
      this.entry.targets.delete(el);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal(el: Element) {
      act(() => {
        for (const o of [...observers]) if (o.targets.has(el)) o.cb([{ isIntersecting: true, target: el }]);
      });
    },
  };
}

/**
 * Renders the app inside an async act(): a section whose prose chunk is still loading suspends during the first
 * render, and React only picks the loaded chunk up when that render ran in an async act scope (a sync one loses the
 * retry under the test environment's act rules).
 */
export async function renderApp(): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<App />);
  });
  return result as RenderResult;
}
