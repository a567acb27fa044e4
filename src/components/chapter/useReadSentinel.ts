import { useEffect, type RefObject } from 'react';

/**
 * Calls `onReached` once, when the element (placed at the end of a section) scrolls into view: the reader got to the
 * end. Without IntersectionObserver (old browsers, jsdom) nothing happens; the Next link still marks the section read.
 */
export function useReadSentinel(ref: RefObject<Element | null>, onReached: () => void): void {
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        onReached();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, onReached]);
}
