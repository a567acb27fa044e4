import { render, screen, within } from '@testing-library/react';
import ExercisesPage from '../../../src/components/exercises/ExercisesPage';
import ExerciseCardsWidget from '../../../src/components/exercises/ExerciseCardsWidget';
import { useProgress } from '../../../src/state/progress';
import { useExerciseCode } from '../../../src/state/exerciseCode';
import { useSettings } from '../../../src/state/settings';
import { aProgress } from '../../helpers/builders';

const route = { lang: 'en' as const, path: ['exercises'], query: new URLSearchParams() };

describe('ExercisesPage (list) and the chapter exercise cards', () => {
  beforeEach(() => {
    useSettings.setState({ lang: 'en' });
    useProgress.setState({ exercises: {} });
    useExerciseCode.setState({ code: {}, hintsShown: {}, language: {}, results: {} });
  });

  it('lists the exercises by chapter, with links and a progress mark each', () => {
    useProgress.setState({ exercises: { '01-marginal-cost': aProgress({ passed: true }) } });
    useExerciseCode.setState({ code: { '02-paged-vector-memory': { source: 'x', savedAt: 1 } } });
    render(<ExercisesPage route={route} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    const chapter1 = screen.getByRole('region', { name: 'Chapter 1: Paged agent memory' });
    const cards = within(chapter1).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Parametric window and marginal cost' }),
    ).toHaveAttribute('href', '#/en/exercises/01-marginal-cost');
    // One line per language: TypeScript, then Python (each exercise has both).
    expect(cards.map((c) => c.querySelector('.exercise-status')?.textContent?.trim())).toEqual([
      '✓ TypeScript: Passed',
      '… TypeScript: In progress',
      '○ TypeScript: Not started',
    ]);
    expect(cards.map((c) => c.querySelector('[data-language="python"]')?.textContent?.trim())).toEqual([
      '○ Python: Not started',
      '○ Python: Not started',
      '○ Python: Not started',
    ]);
  });

  it('shows the Python state of an exercise apart from its TypeScript state', () => {
    useProgress.setState({ exercises: { '01-marginal-cost:python': aProgress({ passed: true }) } });
    useExerciseCode.setState({ code: { '02-paged-vector-memory:python': { source: 'x', savedAt: 1 } } });
    render(<ExercisesPage route={route} />);
    const cards = within(screen.getByRole('region', { name: 'Chapter 1: Paged agent memory' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((c) => c.querySelector('[data-language="python"]')?.textContent?.trim())).toEqual([
      '✓ Python: Passed',
      '… Python: In progress',
      '○ Python: Not started',
    ]);
    expect(cards[0]?.querySelector('.exercise-status')?.textContent?.trim()).toBe(
      '○ TypeScript: Not started',
    );
  });

  it('renders the cards in French inside a lesson, with headings below the section heading', () => {
    useSettings.setState({ lang: 'fr' });
    useProgress.setState({ exercises: { '03-multi-domain-paging': aProgress({ solutionShown: true }) } });
    render(<ExerciseCardsWidget chapter={1} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Fenêtre paramétrique et coût marginal',
      'Éviction importance + récence sur une mémoire vectorielle',
      'Pagination multi-domaines (avancé)',
    ]);
    expect(screen.getByText(/TypeScript : Solution affichée/)).toBeInTheDocument();
  });

  it('shows only the exercises of the chapter it is given', () => {
    const { container } = render(<ExerciseCardsWidget chapter={99} />);
    expect(container.querySelectorAll('.exercise-card')).toHaveLength(0);
  });
});
