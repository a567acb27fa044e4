import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LatestState, LatestWinsClient } from '../../compute/costLab/latestWins';

/**
 * A cost lab client for the component's lifetime (the chart's, the caching view's): made once, `onStart` given it
 * (a one-off request), disposed on unmount; asked for `params` each time they change; its state as React state.
 */
export function useLatestWins<
  P,
  R extends { params: P },
  S extends LatestState<R>,
  C extends LatestWinsClient<P, R, S>,
>(
  make: () => C,
  params: P,
  initial: S,
  onStart?: (client: C) => void,
): { state: S; clientRef: RefObject<C | null> } {
  const [state, setState] = useState<S>(initial);
  const clientRef = useRef<C | null>(null);
  useEffect(() => {
    const client = make();
    clientRef.current = client;
    const unsubscribe = client.subscribe(setState);
    onStart?.(client);
    return () => {
      unsubscribe();
      client.dispose();
      clientRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one client for the component's lifetime
  }, []);
  useEffect(() => {
    clientRef.current?.request(params);
  }, [params]);
  return { state, clientRef };
}
