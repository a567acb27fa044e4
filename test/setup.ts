import '@testing-library/jest-dom/vitest';
import type { StateCreator, StoreApi } from 'zustand';

type AnyStore = Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>;

/**
 * Every zustand store this worker's modules created (their `create` calls), recorded as it is made. Resetting those
 * is resetting every store a test can see, without importing the lab's twelve stores (and what they import) into
 * each of the 150 files: that import cost each file 1 to 3 s of its worker's time (test/helpers/stores.ts lists them all).
 * The set lives on globalThis: in a project without isolation (`node`, `jsdom`), this file runs again before each file
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

// A file ends only once the modules it started loading have arrived (registered first, so it runs after every other
// `afterAll`). When a file ends, vitest rejects the module fetches still under way (EnvironmentTeardownError, "after
// the environment was torn down"); in a module graph the worker's next files share (`node`, `jsdom`), the module that
// was being evaluated keeps that failure, and every later file that imports it fails with it. Seen: a lazy panel no
// test waited for (TakePanel, whose modelTarget imports useFields, then zustand/react/shallow) and `loadTokenizer()`
// (gpt-tokenizer's tables, megabytes), still loading when their file's last test passed. The bound is long: the
// tables take seconds to load on a loaded 2-core machine.
afterAll(() => vi.dynamicImportSettled(), 60_000);

// Files may share one module graph (`node` and `jsdom` run without isolation): what a file changes outside its
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

/**
 * The `jsdom` project shares one module graph and one jsdom per worker (no isolation): what a file left in the
 * document or on `window` is put back when it ends, so the next file starts as it would in a fresh jsdom.
 */
function resetDocumentAfterEachFile(): void {
  // Taken before the worker's first file runs; kept on globalThis, as this file runs again before each file.
  const shared = globalThis as { amlPristineDocument?: PristineDocument };
  const pristine = (shared.amlPristineDocument ??= snapshotDocument());
  afterAll(() => {
    document.body.replaceChildren();
    for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
    for (const element of [...document.head.children])
      if (!pristine.headChildren.includes(element)) element.remove();
    const html = document.documentElement;
    for (const attribute of [...html.attributes])
      if (!pristine.htmlAttributes.has(attribute.name)) html.removeAttribute(attribute.name);
    for (const [name, value] of pristine.htmlAttributes) html.setAttribute(name, value);
    document.title = pristine.title;
    window.history.replaceState(null, '', pristine.href);
    for (const name of WINDOW_PROPERTIES_TESTS_SET) {
      const before = pristine.windowProperties.get(name);
      if (before === undefined) Reflect.deleteProperty(window, name);
      else Object.defineProperty(window, name, before);
    }
  });
}

/** What jsdom stubs that tests assign by hand (jsdom has no `matchMedia`; `scrollTo` only warns). */
const WINDOW_PROPERTIES_TESTS_SET = [
  'matchMedia',
  'scrollTo',
  'IntersectionObserver',
  'ResizeObserver',
] as const;

interface PristineDocument {
  headChildren: Element[];
  htmlAttributes: Map<string, string>;
  title: string;
  href: string;
  windowProperties: Map<string, PropertyDescriptor>;
}

function snapshotDocument(): PristineDocument {
  const windowProperties = new Map<string, PropertyDescriptor>();
  for (const name of WINDOW_PROPERTIES_TESTS_SET) {
    const descriptor = Object.getOwnPropertyDescriptor(window, name);
    if (descriptor !== undefined) windowProperties.set(name, descriptor);
  }
  return {
    headChildren: [...document.head.children],
    htmlAttributes: new Map([...document.documentElement.attributes].map((a) => [a.name, a.value])),
    title: document.title,
    href: window.location.href,
    windowProperties,
  };
}

// findBy* and waitFor wait on the DOM's state; their default bound (1 s) is shorter than a lazy chunk's arrival in
// jsdom on a loaded 2-core machine (a lazy visualizer missed it in a full run). A passing wait returns as soon as
// it holds; only a failing one takes longer to say so. (Node-environment files have no DOM to wait on.)
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // Testing-library unmounts what a test rendered with an `afterEach` it registers when it is first imported: in a
  // shared module graph that is the worker's first file only, so every file gets its own here (a second call is a
  // no-op).
  afterEach(() => cleanup());
  resetDocumentAfterEachFile();
}
