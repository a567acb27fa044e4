import { useEffect, useState, type RefObject } from 'react';
import { hasTokenCounter, loadTokenizer } from '../../engine/tokens/counter';

export type TokenizerState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The BPE tables (1.47 MB gzip) load when a view that counts with them comes near the screen (200px ahead), not when a
 * lesson page opens; until then counts are the chars/4 proxy, said so. Without IntersectionObserver (old browsers,
 * jsdom) they load at once. Chapter 1's context meter and the "Context anatomy" view share it.
 */
export function useTokenizerWhenVisible(ref: RefObject<HTMLElement | null>): TokenizerState {
  const [state, setState] = useState<TokenizerState>(() => (hasTokenCounter() ? 'ready' : 'waiting'));
  const ready = state === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    const load = () => {
      setState('loading');
      loadTokenizer().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
    };
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [ready, ref]);
  return state;
}
