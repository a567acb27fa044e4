import '@testing-library/jest-dom/vitest';
import { resetStores } from './helpers/stores';

// Every unit test starts from the lab's initial state: stores back to their first state, storage empty.
afterEach(() => resetStores());

// findBy* and waitFor wait on the DOM's state; their default bound (1 s) is shorter than a lazy chunk's arrival in
// jsdom on a loaded 2-core machine (a lazy visualizer missed it in a full run). A passing wait returns as soon as
// it holds; only a failing one takes longer to say so. (Node-environment files have no DOM to wait on.)
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
