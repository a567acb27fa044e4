/**
 * A link into the other language keeps that language through a page's redirect: from an English page, following
 * `#/fr/chapter/3` (a chapter without its section) opens chapter 3's first section in French, not in English; the
 * same for an unknown exercise. The redirect is the page's effect, which runs before App's effect moves the settings
 * to the URL's language: the page must write the URL's language (routeLang).
 */
import { act, render, screen } from '@testing-library/react';
import { App } from '../../src/App';
import { parseHash, routeLang } from '../../src/router/route';
import { useSettings } from '../../src/state/settings';

describe('routeLang', () => {
  it("is the URL's language when it names one, else the settings'", () => {
    expect(routeLang(parseHash('#/fr/chapter/3'), 'en')).toBe('fr');
    expect(routeLang(parseHash('#/en/chapter/3'), 'fr')).toBe('en');
    expect(routeLang(parseHash('#/chapter/3'), 'fr')).toBe('fr');
  });
});

// Rendering the App loads the chapter page and its lesson (MDX compiled on first use): seconds on a busy machine.
describe('a link into the other language, followed from a page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    window.location.hash = '#/en';
    useSettings.setState({ lang: 'en' });
  });

  const follow = (hash: string) =>
    act(() => {
      window.location.hash = hash;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });

  it('#/fr/chapter/3 from an English page opens the first section in French', async () => {
    render(<App />);
    await screen.findByRole('heading', { name: 'Chapters' });
    await follow('#/fr/chapter/3');
    await vi.waitFor(() => expect(window.location.hash).toBe('#/fr/chapter/3/taskmaster'), {
      timeout: 10_000,
    });
    expect(useSettings.getState().lang).toBe('fr');
    // It stays there: nothing takes the reader back to English.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TaskMaster et les limites des vecteurs' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/fr/chapter/3/taskmaster');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('#/en/chapter/2 from a French page opens the first section in English', async () => {
    useSettings.setState({ lang: 'fr' });
    window.location.hash = '#/fr';
    render(<App />);
    await screen.findByRole('heading', { name: 'Chapitres' });
    await follow('#/en/chapter/2');
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/en\/chapter\/2\/[a-z-]+$/), {
      timeout: 10_000,
    });
    expect(useSettings.getState().lang).toBe('en');
  });

  it('an unknown exercise in French, from an English page, lands on the French exercises list', async () => {
    render(<App />);
    await screen.findByRole('heading', { name: 'Chapters' });
    await follow('#/fr/exercises/no-such-exercise');
    await vi.waitFor(() => expect(window.location.hash).toBe('#/fr/exercises'), { timeout: 30_000 });
    expect(useSettings.getState().lang).toBe('fr');
  });
});
