import { a11yTestName, checkEveryPage } from './a11y';
import { it } from './fixtures';

describe('accessibility of every page (axe-core, serious and critical)', () => {
  it(a11yTestName('dark', 'fr'), { timeout: 600_000 }, ({ lab }) => checkEveryPage(lab, 'dark', 'fr'));
});
