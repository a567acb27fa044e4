// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { loadAllMechanisms } from '../../../src/mechanisms/registry';
import { HeadingBase } from '../../../src/mechanisms/ui';
import { useNotices } from '../../../src/state/notices';
import { usePlaybackPrefs } from '../../../src/state/playback';
import { useSettings } from '../../../src/state/settings';
import { stubMatchMedia } from '../../helpers/matchMedia';

beforeAll(() => loadAllMechanisms());

beforeEach(() => {
  window.location.hash = '#/en/chapter/1/intro';
  useSettings.setState({ lang: 'en', theme: 'light' });
  useNotices.setState({ notices: [] });
  usePlaybackPrefs.setState({ speed: 1 });
  stubMatchMedia();
});

const level = (h: Element) => Number(h.tagName.slice(1));
const headingsOf = (root: Element) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];

/** The visualizer's title level, and every panel title's (a section's first heading). */
async function levels(ui: React.ReactElement, preset: string) {
  render(ui);
  const viz = await screen.findByRole('region', { name: 'Memory visualizer' });
  // The preset asked for, not a fallback.
  expect(viz.getAttribute('data-preset')).toBe(preset.split('/').pop());
  const [title, ...rest] = headingsOf(viz);
  const panels = [...viz.querySelectorAll('section')]
    .map((s) => headingsOf(s)[0])
    .filter((h) => h !== undefined);
  return { title: level(title!), panels: panels.map(level), others: rest.map(level) };
}

// Presets of every mechanism that, together, show all their panels.
const PRESETS = [
  'lru',
  'paging',
  'compare',
  'episodic/triggers',
  'episodic/graph',
  'episodic/scores',
  'episodic/forgetting',
  'memory-store/two-users',
  'memory-store/answer',
];

describe('headings inside a visualizer count from where it sits', () => {
  it.each(PRESETS)(
    '%s in a lesson: title h3, every panel title h4, nothing at h3 or above but the title',
    async (preset) => {
      const l = await levels(<VisualizerWidget preset={preset} />, preset);
      expect(l.title).toBe(3);
      expect(l.panels.length).toBeGreaterThan(0);
      expect(new Set(l.panels)).toEqual(new Set([4]));
      expect(l.others.every((n) => n > 3)).toBe(true);
    },
  );

  it.each(PRESETS)('%s on the standalone page (base 2): title h2, panel titles h3', async (preset) => {
    const l = await levels(
      <HeadingBase.Provider value={2}>
        <VisualizerWidget preset={preset} />
      </HeadingBase.Provider>,
      preset,
    );
    expect(l.title).toBe(2);
    expect(new Set(l.panels)).toEqual(new Set([3]));
    expect(l.others.every((n) => n > 2)).toBe(true);
  });
});
