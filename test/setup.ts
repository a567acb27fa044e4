import '@testing-library/jest-dom/vitest';
import type { StateCreator, StoreApi } from 'zustand';

type AnyStore = Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>;

/**
 * Every zustand store this test file created (its modules' `create` calls), recorded as it is made. Resetting those
 * is resetting every store the file can see, without importing the lab's twelve stores (and what they import) into
 * each of the 150 files: that import cost each file 1 to 3 s of its worker's time (test/helpers/stores.ts lists them all).
 */
const created = vi.hoisted(() => new Set<AnyStore>());
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof import('zustand')>();
  const record = <S extends AnyStore>(store: S): S => {
    created.add(store);
    return store;
  };
  // `create(initializer)` and the curried `create<T>()(initializer)` both go through here.
  type Initializer = StateCreator<unknown>;
  const plain = zustand.create as unknown as (initializer: Initializer) => AnyStore;
  const create = ((initializer?: Initializer) =>
    initializer === undefined
      ? (later: Initializer) => record(plain(later))
      : record(plain(initializer))) as unknown as typeof zustand.create;
  return { ...zustand, create };
});

// Every unit test starts from the lab's initial state: stores back to their first state, storage empty.
afterEach(() => {
  for (const store of created) store.setState(store.getInitialState(), true);
  // (Absent in the files that run in a Node environment.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// findBy* and waitFor wait on the DOM's state; their default bound (1 s) is shorter than a lazy chunk's arrival in
// jsdom on a loaded 2-core machine (a lazy visualizer missed it in a full run). A passing wait returns as soon as
// it holds; only a failing one takes longer to say so. (Node-environment files have no DOM to wait on.)
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
