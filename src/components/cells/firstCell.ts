import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsFirstCell(ref: RefObject<Element | null>): boolean {
  // Before the first paint: the toolbar is drawn in the same frame as its cell, so nothing moves under a pointer.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    mounted.add(el);
    recompute();
    return () => {
      mounted.delete(el);
      recompute();
    };
  }, [ref]);
  return useSyncExternalStore(
    subscribe,
    () => first !== null && first === ref.current,
    () => false,
  );
}
