import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotices } from '../../../src/state/notices';
import { useProgress } from '../../../src/state/progress';
import { chapters } from '../../../src/content/chapters';
import { goTo, installIntersectionObserver, renderApp, resetApp } from './helpers';

// Lazy chunks (the page, each section's MDX, the widgets) can take over a second to import on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Waits until the section's prose (its own chunk) is on the page: its end marker follows the prose. */
async function proseLoaded(): Promise<Element> {
  await waitFor(() => expect(document.querySelector('.lesson__end')).not.toBeNull());
  return document.querySelector('.lesson__end') as Element;
}

// The visualizer, cost lab and cells are other panels with their own tests: stand-ins keep these tests about the lesson.
vi.mock('../../../src/components/visualizer/VisualizerWidget', () => ({
  default: (props: { preset?: string }) => <p data-testid="visualizer">visualizer {props.preset}</p>,
}));
vi.mock('../../../src/components/costLab/CostLabWidget', () => ({ default: () => <p>cost lab</p> }));
// The real chapters, plus one in preparation (no sections yet) at the end: the page says so, and "next" skips it.
vi.mock('../../../src/content/chapters', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/content/chapters')>();
  const chapters = [
    ...original.chapters,
    {
      id: '99',
      number: 99,
      title: { en: 'A chapter in preparation', fr: 'Un chapitre en préparation' },
      summary: { en: 'Later.', fr: 'Plus tard.' },
      sections: [],
    },
  ];
  return {
    ...original,
    chapters,
    findChapter: (id: string | undefined) => chapters.find((c) => c.id === id),
  };
});
vi.mock('../../../src/components/cells/Cell', () => ({
  default: ({ id }: { id: string }) => <p>cell {id}</p>,
}));

const slugs = chapters[0]?.sections.map((s) => s.slug) ?? [];

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a chapter section', () => {
  it('opens a deep link in English: chapter above, section title as h1, page title, TOC with the current section', async () => {
    resetApp('#/en/chapter/1/rolling-window');
    await renderApp();
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Rolling window' });
    expect(h1).toBeInTheDocument();
    await proseLoaded();
    expect(screen.getByText(/The simplest mechanism/)).toBeInTheDocument();
    expect(screen.getByText(/Chapter 1 · Paged agent memory/)).toBeInTheDocument();
    expect(document.title).toBe('Rolling window · Paged agent memory · Agent Memory Lab');
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(slugs.length);
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '#/en/chapter/1/rolling-window');
    expect(useProgress.getState().lastSection['1']).toBe('rolling-window');
  });

  it('opens the same deep link in French', async () => {
    resetApp('#/fr/chapter/1/rolling-window', 'fr');
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fenêtre glissante' })).toBeInTheDocument();
    await proseLoaded();
    expect(screen.getByText(/Le mécanisme le plus simple/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table des matières' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '#/fr/chapter/1/vocabulary',
    );
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '#/fr/chapter/1/progressive-summary',
    );
    expect(document.title).toBe('Fenêtre glissante · Mémoire paginée d’agent · Agent Memory Lab');
  });

  it('links Previous / Next to the neighbouring sections, described by their titles', async () => {
    resetApp('#/en/chapter/1/vocabulary');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Definitions and vocabulary' });
    const prev = screen.getByRole('link', { name: 'Previous' });
    const next = screen.getByRole('link', { name: 'Next' });
    expect(prev).toHaveAttribute('href', '#/en/chapter/1/problem');
    expect(prev).toHaveAccessibleDescription('The unbounded-memory problem');
    expect(next).toHaveAttribute('href', '#/en/chapter/1/rolling-window');
    expect(next).toHaveAccessibleDescription('Rolling window');
  });

  it('has no Previous on the first section, crosses into the next chapter, and has no Next on the very last', async () => {
    const withLessons = chapters.filter((c) => c.sections.length > 0);
    const second = withLessons[1];
    const last = withLessons.at(-1) as (typeof chapters)[number];
    const lastSection = last.sections.at(-1) as (typeof last.sections)[number];
    resetApp('#/en/chapter/1/problem');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'The unbounded-memory problem' });
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    await goTo('#/en/chapter/1/conclusion');
    await screen.findByRole('heading', { level: 1, name: 'Conclusion and what comes next' });
    if (second) {
      expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
        'href',
        `#/en/chapter/${second.id}/${second.sections[0]?.slug ?? ''}`,
      );
    }
    await goTo(`#/en/chapter/${last.id}/${lastSection.slug}`);
    await screen.findByRole('heading', { level: 1, name: lastSection.title.en });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All chapters' })).toHaveAttribute('href', '#/en');
  });

  it('follows Next: marks the section read, shows the next one, moves focus to its title and ticks the TOC', async () => {
    resetApp('#/en/chapter/1/problem');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'The unbounded-memory problem' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Definitions and vocabulary' });
    expect(useProgress.getState().read['1/problem']).toBe(true);
    expect(h1).toHaveFocus();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(
      within(toc).getByRole('link', { name: /The unbounded-memory problem\s*\(read\)/ }),
    ).toBeInTheDocument();
    expect(within(toc).getByText(`1 of ${slugs.length} sections read`)).toBeInTheDocument();
    expect(useProgress.getState().lastSection['1']).toBe('vocabulary');
  });

  it('marks a section read when its end scrolls into view', async () => {
    const io = installIntersectionObserver();
    resetApp('#/en/chapter/1/paging');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Memory paging (MemGPT style)' });
    const end = await proseLoaded();
    expect(useProgress.getState().read['1/paging']).toBeUndefined();
    io.reveal(end);
    expect(useProgress.getState().read['1/paging']).toBe(true);
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(
      within(toc).getByRole('link', { name: /Memory paging \(MemGPT style\)\s*\(read\)/ }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows a notice and the first section for an unknown section', async () => {
    resetApp('#/en/chapter/1/no-such-section');
    await renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The unbounded-memory problem' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no section "no-such-section" in chapter 1: here is its first section.'),
    ).toBeVisible();
    expect(window.location.hash).toBe('#/en/chapter/1/problem');
  });

  it('shows a notice and the first chapter for an unknown chapter', async () => {
    resetApp('#/fr/chapter/42/x', 'fr');
    await renderApp();
    // The address is rewritten first, then the section shows (the page re-renders for the new address).
    await waitFor(() => expect(window.location.hash).toBe('#/fr/chapter/1/problem'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le problème de la mémoire non bornée' }),
    ).toBeInTheDocument();
    expect(useNotices.getState().notices.map((n) => n.text.fr)).toContain(
      'Il n’y a pas de chapitre «\u00a042\u00a0»\u00a0: voici le premier chapitre.',
    );
    expect(window.location.hash).toBe('#/fr/chapter/1/problem');
  });

  it('opens the first section without a notice when the link names only the chapter', async () => {
    resetApp('#/en/chapter/1');
    await renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The unbounded-memory problem' }),
    ).toBeInTheDocument();
    expect(useNotices.getState().notices).toEqual([]);
    expect(window.location.hash).toBe('#/en/chapter/1/problem');
  });

  it('says a chapter without lessons is in preparation', async () => {
    // A chapter listed with no sections yet (see the mock of chapters.ts above).
    resetApp('#/en/chapter/99');
    await renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A chapter in preparation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This chapter is in preparation. Its lessons will appear here.'),
    ).toBeInTheDocument();
  });

  it('switches language on the same section', async () => {
    resetApp('#/en/chapter/1/eviction');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Eviction policies: FIFO, LRU, importance' });
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Politiques d’éviction\u00a0: FIFO, LRU, importance',
      }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/fr/chapter/1/eviction');
  });

  it('places the visualizer presets of the section', async () => {
    resetApp('#/en/chapter/1/eviction');
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Eviction policies: FIFO, LRU, importance' });
    const presets = (await screen.findAllByTestId('visualizer')).map((el) => el.textContent);
    expect(presets).toEqual(['visualizer lru', 'visualizer importance', 'visualizer compare']);
  });
});
