import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../src/App';
import { useSettings } from '../src/state/settings';

describe('App shell', () => {
  beforeEach(() => {
    window.location.hash = '#/en';
    useSettings.setState({ lang: 'en', theme: 'system' });
  });

  it('lists the six chapters on the home page', () => {
    render(<App />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Paged agent memory')).toBeInTheDocument();
    expect(screen.getByText('Measuring memory: what it forgets, what it costs')).toBeInTheDocument();
    expect(screen.getByText('The agent manages its own memory')).toBeInTheDocument();
    expect(screen.getByText('Compaction and context editing')).toBeInTheDocument();
  });

  it('switches every string to French with the language switch', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Chapitres' })).toBeInTheDocument();
    expect(screen.getByText('Mémoire paginée d’agent')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/fr');
  });

  it('applies the chosen theme to the document', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
