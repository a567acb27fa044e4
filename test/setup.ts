import '@testing-library/jest-dom/vitest';
import type { StateCreator, StoreApi } from 'zustand';

type AnyStore = Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>;

/**
 * Every zustand store this worker's modules created (their `create` calls), recorded as it is made. Resetting those
 * is resetting every store a test can see, without importing the lab's twelve stores (and what they import) into
 * each of the 150 files: that import cost each file 1 to 3 s of its worker's time (test/helpers/stores.ts lists them all).
 * The set lives on globalThis: in a project without isolation (`node`), this file runs again before each test file
 * while the modules, and the stores they made, stay; a set of this file's own would miss them.
 */
const created = vi.hoisted(() => {
  const shared = globalThis as { amlCreatedStores?: Set<AnyStore> };
  shared.amlCreatedStores ??= new Set<AnyStore>();
  return shared.amlCreatedStores;
});
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

// Files may share one module graph (the `node` project runs without isolation): what a file changes outside its
// stores is put back when it ends, so the next file starts as it would in a graph of its own.
// (A Node file's `installStorage()` adds a Web Storage the next file would not have.)
const storageBefore = ['localStorage', 'sessionStorage'].filter((name) => name in globalThis);
afterAll(() => {
  for (const name of ['localStorage', 'sessionStorage'])
    if (!storageBefore.includes(name)) Reflect.deleteProperty(globalThis, name);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetConfig(); // a file's `vi.setConfig` (a longer timeout)
});

// findBy* and waitFor wait on the DOM's state; their default bound (1 s) is shorter than a lazy chunk's arrival in
// jsdom on a loaded 2-core machine (a lazy visualizer missed it in a full run). A passing wait returns as soon as
// it holds; only a failing one takes longer to say so. (Node-environment files have no DOM to wait on.)
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
