import '@testing-library/jest-dom/vitest';
import { resetStores } from './helpers/stores';

// Every unit test starts from the lab's initial state: stores back to their first state, storage empty.
afterEach(() => resetStores());
