import { widthAndCulprits } from '../../scripts/lib/pageChecks';
import { it } from './fixtures';
import { loaded } from './page';

/**
 * Each kind of part a page holds at 320 px (WCAG's reflow width: a 1,280 px screen zoomed to 400 %, or the narrowest
 * phones; common phones have 360 px and more) in French (the longer words), once its lazy parts have arrived: the
 * visualizer and its anatomy, side by side, the cost lab, a practice scene, each chapter's mechanism, the episodic
 * scores' sliders, the write path's history, an exercise's language switch, long paths in the prose. Every one of
 * these once widened the page (a grid column sized to its widest row, a nowrap row, a fieldset as wide as its
 * content, a table of fixed columns, a list as wide as its longest option, an unbreakable path) and went unseen
 * because the check ran before the widget loaded, or at 390 px only.
 */
const PHONE_WIDTH = 320;
const PAGES = [
  'chapter/1/rolling-window',
  'chapter/1/eviction',
  'chapter/1/measurement',
  'chapter/1/exercises',
  'chapter/2/policy',
  'chapter/3/architecture',
  'chapter/3/retrieval',
  'chapter/4/which-memory',
  'chapter/5/blocks',
  'chapter/5/write-path',
  'chapter/6/clearing',
  'visualizer',
  'exercises/01-marginal-cost',
];

describe('the lab on a phone', () => {
  it(`no kind of page scrolls sideways at ${PHONE_WIDTH} px once its widgets have loaded (fr)`, async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'fr-FR', viewport: { width: PHONE_WIDTH, height: 800 } });
    const wide: string[] = [];
    for (const path of PAGES) {
      await w.page.goto(w.url(`#/fr/${path}`));
      await w.page.locator('main h1').waitFor();
      await loaded(w.page);
      // Down to the foot of the page, then wait again: a part that loads when it comes into view has loaded too.
      await w.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await loaded(w.page);
      const { width, culprits } = await widthAndCulprits(w.page);
      if (width > PHONE_WIDTH) wide.push(`${path}: ${width} px (${culprits.join('')})`);
      // The write path's history fits by stacking each row: its texts keep at least half the phone's width (in five
      // fixed columns they had a letter a line).
      if (path === 'chapter/5/write-path') {
        const narrowest = await w.page.evaluate(() =>
          Math.min(
            ...Array.from(document.querySelectorAll('.sm-history-table td[data-label]'), (td) =>
              Math.round(td.getBoundingClientRect().width),
            ),
          ),
        );
        if (narrowest < PHONE_WIDTH / 2) wide.push(`${path}: a history text ${narrowest} px wide`);
      }
    }
    // A practice scene whose description holds one long planted key (seed 9505 of chapter 2's policy practice).
    await w.page.goto(w.url('#/fr/chapter/2/policy'));
    const seed = w.page.getByRole('textbox', { name: 'Graine' }).first();
    await seed.fill('9505');
    await seed.press('Enter');
    await w.page.getByRole('heading', { name: 'Scène de la graine 9505' }).waitFor();
    await loaded(w.page);
    const { width, culprits } = await widthAndCulprits(w.page);
    if (width > PHONE_WIDTH) wide.push(`chapter/2/policy, seed 9505: ${width} px (${culprits.join('')})`);
    expect(wide).toEqual([]);
  });
});
