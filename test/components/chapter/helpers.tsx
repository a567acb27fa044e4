import { act, render, type RenderResult } from '@testing-library/react';
import { App } from '../../../src/App';
import { useNotices } from '../../../src/state/notices';
import { useProgress } from '../../../src/state/progress';
import { useSettings } from '../../../src/state/settings';

/** A clean slate: language, empty progress, no notice, and the given hash. */
export function resetApp(hash: string, lang: 'en' | 'fr' = 'en'): void {
  localStorage.clear();
  useSettings.setState({ lang, theme: 'light' });
  useProgress.setState({ read: {}, lastSection: {}, exercises: {} });
  useNotices.setState({ notices: [] });
  window.location.hash = hash;
}

/** Sets the hash the way a link does and lets the router re-render. */
export async function goTo(hash: string): Promise<void> {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

export { installIntersectionObserver } from '../../helpers/intersectionObserver';

/**
 * Renders the app inside an async act(): a section whose prose chunk is still loading suspends during the first
 * render, and React only picks the loaded chunk up when that render ran in an async act scope (a sync one loses the
 * retry under the test environment's act rules).
 */
export async function renderApp(): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<App />);
  });
  return result as RenderResult;
}
