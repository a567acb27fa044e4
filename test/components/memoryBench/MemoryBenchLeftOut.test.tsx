// A SCORM package of a chapter without the bench leaves the public sets out (`&without=bench-data`): the widget says
// they are not included in this package (not "not installed", which is about a build without shared data), in both
// languages, and offers the generator.
import { render, screen, within } from '@testing-library/react';
import MemoryBenchWidget from '../../../src/components/memoryBench/MemoryBenchWidget';
import { useSettings } from '../../../src/state/settings';
import { NoResize } from '../../helpers/memoryBench';

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  window.history.replaceState(null, '', '/?scorm=chapter-1&without=bench-data#/en/chapter/1');
});
afterAll(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the memory bench widget in a package that left the sets out', { timeout: 60_000 }, () => {
  it.each([
    [
      'en',
      'Memory bench',
      'LongMemEval oracle (not included in this package)',
      'not included in this package',
    ],
    [
      'fr',
      'Banc d’essai de la mémoire',
      'LongMemEval oracle (non inclus dans ce paquet)',
      'pas inclus dans ce paquet',
    ],
  ] as const)('says so in %s and keeps the generator', (lang, regionName, setLabel, note) => {
    useSettings.setState({ lang, theme: 'light' });
    render(<MemoryBenchWidget data="public" />);
    const region = screen.getByRole('region', { name: regionName });
    const set = within(region).getByRole('radio', { name: setLabel });
    expect(set).toBeDisabled();
    expect(within(region).getByTestId('public-missing').textContent).toContain(note);
    expect(within(region).queryByText(/not installed|non installé/)).toBeNull();
    expect(within(region).getByRole('radio', { checked: true })).toHaveAttribute('value', 'generator');
  });
});
