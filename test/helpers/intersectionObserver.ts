import { act } from '@testing-library/react';

/**
 * A controllable IntersectionObserver for jsdom (which has none), shared by the tests of what loads or counts when
 * it scrolls into view: `setVisible(el, true)` tells every observer of `el` that it intersects now.
 */
interface Watch {
  cb: IntersectionObserverCallback;
  targets: Set<Element>;
  options: IntersectionObserverInit | undefined;
}

export function installIntersectionObserver() {
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
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const setVisible = (el: Element, isIntersecting: boolean) =>
    act(() => {
      for (const w of [...observers]) {
        if (!w.targets.has(el)) continue;
        w.cb(
          [{ isIntersecting, target: el } as IntersectionObserverEntry],
          w as unknown as IntersectionObserver,
        );
      }
    });
  return {
    setVisible,
    /** Tells the observers of `el` that it scrolled into view. */
    reveal: (el: Element) => setVisible(el, true),
    /** The options the observer watching `el` was created with (undefined: nobody watches it). */
    optionsFor: (el: Element) => [...observers].find((w) => w.targets.has(el))?.options,
    /** How many observers are still connected. */
    count: () => observers.size,
  };
}
