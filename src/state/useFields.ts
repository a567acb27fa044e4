import { useShallow } from 'zustand/react/shallow';

/**
 * Some fields of a store's state, read by a view as one object that changes only when one of them does (zustand's
 * `useShallow`): the view does not re-render when the store's other fields change.
 */
export function useFields<S extends object, K extends keyof S>(
  useStore: <U>(selector: (state: S) => U) => U,
  keys: readonly K[],
): Pick<S, K> {
  return useStore(
    useShallow((state: S) => {
      const fields: Partial<Pick<S, K>> = {};
      for (const k of keys) fields[k] = state[k];
      return fields as Pick<S, K>;
    }),
  );
}
