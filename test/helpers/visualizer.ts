/**
 * For the tests of a mechanism's panels in the visualizer widget: the mechanism (or mechanisms) loaded once, the stores back to an
 * English page at the section's address before each test, and the timeline moved as a user drags it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { loadMechanism } from '../../src/mechanisms/registry';
import type { MechanismId } from '../../src/mechanisms/registry';
import { useNotices } from '../../src/state/notices';
import { usePlaybackPrefs } from '../../src/state/playback';
import { useSettings } from '../../src/state/settings';

export function setUpVisualizer(mechanisms: MechanismId | readonly MechanismId[], hash: string): void {
  beforeAll(() => Promise.all([mechanisms].flat().map((id) => loadMechanism(id))));
  beforeEach(() => {
    window.location.hash = hash;
    useSettings.setState({ lang: 'en', theme: 'light' });
    useNotices.setState({ notices: [] });
    usePlaybackPrefs.setState({ speed: 1 });
  });
}

async function timeline(lang: 'en' | 'fr'): Promise<HTMLInputElement> {
  return (await screen.findByRole('slider', {
    name: lang === 'en' ? 'Timeline' : 'Chronologie',
  })) as HTMLInputElement;
}

/** Moves the timeline to step `n`. */
export async function stepTo(n: number, lang: 'en' | 'fr' = 'en'): Promise<void> {
  const slider = await timeline(lang);
  await act(async () => {
    fireEvent.change(slider, { target: { value: String(n) } });
  });
}

/** Moves the timeline `n` steps ahead of where it is. */
export async function stepAhead(n: number, lang: 'en' | 'fr' = 'en'): Promise<void> {
  const slider = await timeline(lang);
  await act(async () => {
    fireEvent.change(slider, { target: { value: String(Number(slider.value) + n) } });
  });
}
