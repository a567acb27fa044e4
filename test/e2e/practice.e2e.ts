/**
 * Practice, by keyboard alone, in a real browser (issue 28): in each language, a question answered right from a radio
 * group (chapter 1's cost question) and one answered wrong with a button per message in the visualizer (LRU), each
 * seed typed as a teacher would; then the home page counts one kind due, and Review shows the wrong one due (an
 * article with a fresh question of its kind), not the right one; "Your data" lists both cards and erases the deck,
 * after which nothing is due. Axe finds nothing serious on the lesson with its explanations nor on the review page.
 * The answers the test gives are the engine's own (generateQuestion).
 */
import type { Page } from 'playwright-core';
import { generateQuestion } from '../../src/engine/practice';
import { seriousAxeViolations } from './browser';
import { expect } from 'vitest';
import { it } from './fixtures';
import { loaded, localeOf, region, settled, shot } from './page';

const T = {
  en: {
    practice: 'Practice',
    seed: 'Seed',
    check: 'Check',
    goTo: 'Go to the messages',
    correct: /^Correct\./,
    notQuite: /^Not quite\./,
    review: 'Review',
    dueHome: 'One kind of practice question is due.',
    visualizer: 'Memory visualizer',
    presentation: 'Presentation mode',
    yourData: 'Your data',
    deck: 'Your review deck',
    erase: 'Erase the deck',
    erased: 'The review deck is erased.',
    homeEmpty: 'The practice questions you answer in the lessons come back here, spaced.',
  },
  fr: {
    practice: 'Entraînement',
    seed: 'Graine',
    check: 'Vérifier',
    goTo: 'Aller aux messages',
    correct: /^Juste\./,
    notQuite: /^Pas tout à fait\./,
    review: 'Réviser',
    dueHome: 'Un type de question d’entraînement est à réviser.',
    visualizer: 'Visualiseur de mémoire',
    presentation: 'Mode présentation',
    yourData: 'Vos données',
    deck: 'Votre paquet de révision',
    erase: 'Effacer le paquet',
    erased: 'Le paquet de révision est effacé.',
    homeEmpty:
      'Les questions d’entraînement auxquelles vous répondez dans les leçons reviennent ici, espacées.',
  },
} as const;

/** Presses Tab until `target` has focus (the keyboard's way through a region's controls), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab never reached the element`);
}

/** Types a seed in the block's field and loads it with Enter. */
async function typeSeed(page: Page, block: ReturnType<Page['locator']>, label: string, seed: number) {
  const field = block.getByRole('textbox', { name: label });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(seed));
  await page.keyboard.press('Enter');
  await expect.poll(() => block.locator('.practice-q').getAttribute('data-seed')).toBe(String(seed));
}

describe('practice by keyboard, then review', () => {
  for (const lang of ['en', 'fr'] as const) {
    const t = T[lang];
    it(`${lang}: one right from a radio group, one wrong in the visualizer, the wrong one due in Review`, async ({
      lab,
    }) => {
      const w = await lab.open(`#/${lang}/chapter/1/measurement`, {
        locale: localeOf(lang),
        colorScheme: lang === 'fr' ? 'dark' : 'light',
      });
      const { page } = w;
      await loaded(page);

      // 1. Right, from a radio group named by the question: cost-half, seed 42.
      let block = region(page, t.practice);
      await typeSeed(page, block, t.seed, 42);
      const cost = generateQuestion('cost-half', 42);
      const group = block.getByRole('radiogroup', { name: cost.prompt[lang] });
      await tabTo(page, group.getByRole('radio').first());
      const order = cost.choices.options.map((o) => o.id);
      for (let i = 0; i < order.indexOf(cost.answer); i++) await page.keyboard.press('ArrowDown');
      if (order.indexOf(cost.answer) === 0) await page.keyboard.press('Space');
      await expect
        .poll(() => group.getByRole('radio', { checked: true }).getAttribute('value'))
        .toBe(cost.answer);
      await tabTo(page, block.getByRole('button', { name: t.check }));
      await page.keyboard.press('Enter');
      await expect.poll(() => block.getByRole('status').textContent()).toMatch(t.correct);
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(block, `practice-right-${lang}`);

      // 2. Wrong, with a button per message in the visualizer: LRU, seed 42.
      await page.goto(w.url(`#/${lang}/chapter/1/eviction`));
      await loaded(page);
      block = region(page, t.practice);
      await typeSeed(page, block, t.seed, 42);
      const lru = generateQuestion('evict-lru', 42);
      const viz = region(block, t.visualizer);
      await viz.locator('[data-pick-option]').first().waitFor();
      await shot(block, `practice-asking-${lang}`);
      const wrong = lru.choices.options.find((o) => o.id !== lru.answer)!;
      // "Go to the messages" takes focus to the first one; Tab walks the others.
      await tabTo(page, block.getByRole('button', { name: t.goTo }));
      await page.keyboard.press('Enter');
      await tabTo(page, viz.locator(`[data-pick-option="${wrong.id}"]`));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => viz.locator(`[data-pick-option="${wrong.id}"]`).getAttribute('aria-pressed'))
        .toBe('true');
      await tabTo(page, block.getByRole('button', { name: t.check }), 120);
      await page.keyboard.press('Enter');
      const status = block.getByRole('status');
      await expect.poll(() => status.textContent()).toMatch(t.notQuite);
      expect(await status.textContent()).toContain(
        lru.choices.options.find((o) => o.id === lru.answer)!.label[lang],
      );
      // The answer plays in the visualizer: the right message reaches the trash.
      await viz.getByTestId(`small-${lru.answer}`).waitFor();
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(block, `practice-wrong-${lang}`);
      // On a projector: presentation mode keeps the question and its verdict inside the visualizer.
      await viz.getByRole('button', { name: t.presentation }).click();
      await expect.poll(() => viz.getAttribute('data-presenting')).toBe('true');
      await expect.poll(() => viz.locator('.practice-projected__answer').textContent()).toMatch(t.notQuite);
      await shot(viz, `practice-presenting-${lang}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => viz.getAttribute('data-presenting')).toBe('false');

      // 3. The home page counts one kind due; Review shows it, and not the one answered right.
      await page.goto(w.url(`#/${lang}`));
      await page.getByText(t.dueHome).waitFor();
      await page.goto(w.url(`#/${lang}/review`));
      await page.getByRole('heading', { level: 1, name: t.review }).waitFor();
      const due = page.getByRole('article');
      await expect.poll(() => due.count()).toBe(1);
      const card = page.getByRole('article', { name: lru.title[lang] });
      await card.getByRole('button', { name: t.check }).waitFor();
      expect(await card.getAttribute('data-kind')).toBe('evict-lru');
      // A fresh scene of the same kind: another seed than the one answered.
      expect(await card.locator('.practice-q').getAttribute('data-seed')).not.toBe('42');
      await loaded(page);
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `review-${lang}`);

      // 4. Your data lists both cards (one answered right, one wrong), then erases the deck by keyboard: its key
      // leaves localStorage, and the home page has nothing due.
      await page.goto(w.url(`#/${lang}/your-data`));
      await page.getByRole('heading', { level: 1, name: t.yourData }).waitFor();
      const deck = region(page, t.deck);
      const rows = deck.locator('tbody tr');
      await expect
        .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-kind')).sort()))
        .toEqual(['cost-half', 'evict-lru']);
      const counts = (kind: string) =>
        deck
          .locator(`tbody tr[data-kind="${kind}"] td`)
          .evaluateAll((tds) => tds.slice(1, 3).map((td) => td.textContent));
      expect(await counts('cost-half')).toEqual(['1', '1']);
      expect(await counts('evict-lru')).toEqual(['1', '0']);
      await shot(page, `your-data-deck-${lang}`);
      await deck.getByRole('button', { name: t.erase }).focus();
      await page.keyboard.press('Enter');
      // The confirm button takes focus in place of the first one (same words: the question says what it does).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]') !== null))
        .toBe(true);
      await page.keyboard.press('Enter');
      // The page's one status region says it (the deck has none of its own).
      await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toContain(t.erased);
      await deck.locator('[data-role="no-cards"]').waitFor();
      expect(await rows.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('aml.review'))).toBeNull();
      await page.goto(w.url(`#/${lang}`));
      await page.getByText(t.homeEmpty).waitFor();
    });
  }
});
