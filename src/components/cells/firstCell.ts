import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Which cell of the page comes first in document order: the chapter's toolbar ("Run all", "Restart") is drawn above
 * it, so a section with cells has one toolbar and a section without cells loads nothing for it.
 */
const mounted = new Set<Element>();
const listeners = new Set<() => void>();
let first: Element | null = null;

function recompute(): void {
  let next: Element | null = null;
  for (const el of mounted) {
    if (!next || next.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) next = el;
  }
  if (next !== first) {
    first = next;
    for (const l of [...listeners]) l();
  }
}

export function useIsFirstCell(ref: RefObject<Element | null>): boolean {
  const [isFirst, setIsFirst] = useState(false);
  // Subscribed and decided in a layout effect, whose state update React renders before the browser paints: the
  // toolbar is drawn in the same frame as its cell, so nothing moves under a pointer. (A useSyncExternalStore
  // subscribes in a passive effect, after the paint: the cell was painted alone, then pushed down by its toolbar.)
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setIsFirst(first === el);
    listeners.add(update);
    mounted.add(el);
    recompute();
    update();
    return () => {
      listeners.delete(update);
      mounted.delete(el);
      recompute();
    };
  }, [ref]);
  return isFirst;
}
