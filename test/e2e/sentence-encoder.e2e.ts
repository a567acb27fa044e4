/**
 * The sentence encoder in the page, with its real weights (the Universal Sentence Encoder lite, served by the
 * built site under models/), in chapter 3's fintech scenes: loaded only when chosen, with its progress; the fintech
 * question ranks Alex's preference first in English; the French scene shows its figures; the vectors go into the
 * take, so a link replays the scene without loading the model; once loaded, it works offline (service worker), and
 * the Your data page lists it with its size and removes it. No request leaves for another host (the fixture).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, localeOf, shot } from './page';
import { ownSite } from './ownSite';

const T = {
  en: {
    encoder: 'Sentence encoder (in this page)',
    relevance: 'Relevance',
    timeline: 'Timeline',
    load: /^Load the sentence encoder \(29\.\d MB, from this site, once\) and compute$/,
    table: 'Relevance: bag of words and embedding vectors',
    copyLink: 'Copy link',
    linkField: 'Link to this scene',
  },
  fr: {
    encoder: 'Encodeur de phrases (dans la page)',
    relevance: 'Pertinence',
    timeline: 'Chronologie',
    load: /^Charger l’encodeur de phrases \(29,\d Mo, depuis ce site, une fois\) et calculer$/,
    table: 'Pertinence\u00a0: sac de mots et vecteurs d’embeddings',
    copyLink: 'Copier le lien',
    linkField: 'Lien vers cette scène',
  },
} as const;

// Its own server (as offline.e2e.ts): the host is taken down to prove the encoder runs from the cache.
const site = ownSite();
const isolatedSite = ownSite({ isolate: true });

const isModelFile = (r: Request) => /\/models\/|encoder\.worker/.test(r.url());

/** The relevance table's rows: memory text start, bag of words, encoder (numbers as shown). */
async function rows(page: Page, name: string) {
  const table = page.getByRole('region', { name }).locator('table.epi-relevance-table').last();
  await table.locator('td[data-column="encoder"]').first().waitFor({ timeout: 90_000 });
  return table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute('data-id'),
      text: tr.querySelector('th')?.textContent ?? '',
      bow: tr.querySelector('td[data-column="bow"]')?.textContent ?? '',
      encoder: tr.querySelector('td[data-column="encoder"]')?.textContent ?? '',
    })),
  );
}

/** The ids of the scores list, best first. */
const ranking = (page: Page) =>
  page
    .locator('.epi-score-list .epi-score-row')
    .evaluateAll((li) => li.map((l) => l.getAttribute('data-id')));

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  const preset = lang === 'en' ? 'fintech-en' : 'fintech-fr';

  it(`${lang}: the sentence encoder loads only when chosen, ranks by its vectors, and the take replays offline`, async ({
    lab,
  }) => {
    const w = await lab.open(null, {
      baseUrl: site.baseUrl,
      serviceWorkers: 'allow',
      failedRequestsAreErrors: true,
      locale: localeOf(lang),
    });
    const requested: string[] = [];
    w.page.on('request', (r) => {
      if (isModelFile(r)) requested.push(r.url());
    });
    // A chapter 3 lesson page and the scene itself load nothing of the model.
    await w.page.goto(`${site.baseUrl}#/${lang}/chapter/3/retrieval`);
    await loaded(w.page);
    await w.page.goto(`${site.baseUrl}#/${lang}/visualizer?preset=episodic%2F${preset}`);
    const choice = w.page.getByRole('radiogroup', { name: t.relevance });
    await choice.waitFor();
    await w.page.getByRole('slider', { name: t.timeline }).fill('11');
    expect(requested).toEqual([]);

    await choice.getByRole('radio', { name: t.encoder }).check();
    const load = w.page.getByRole('button', { name: t.load });
    await load.click();
    const table = await rows(w.page, t.table);
    expect(requested.some((u) => u.includes('/models/use-lite/group1-shard1of7'))).toBe(true);
    expect(table).toHaveLength(4);
    const preference = table.find((r) => /Client preferences|Préférences des clients/.test(r.text));
    const best = Math.max(...table.map((r) => Number(r.encoder.replace(',', '.'))));
    expect(Number(preference?.encoder.replace(',', '.'))).toBe(best);
    // The scores list ranks by the encoder: the preference first.
    expect((await ranking(w.page))[0]).toBe(preference?.id);
    if (lang === 'en') {
      // The bag of words gives the preference less than "Revisions", which shares the word "client".
      const revisions = table.find((r) => r.text.includes('Revisions'));
      expect(Number(revisions?.bow)).toBeGreaterThan(Number(preference?.bow));
    } else {
      // The English-trained encoder finds every French memory close: the lesson shows these figures.
      const values = table.map((r) => Number(r.encoder.replace(',', '.')));
      expect(Math.min(...values)).toBeGreaterThan(0.7);
    }
    await shot(w.page, `encoder-${preset}-${lang}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // The take holds the vectors: the link reopens the scene with the same figures and no model file loaded.
    await w.page.getByRole('button', { name: t.copyLink }).click();
    const link = await w.page.getByRole('textbox', { name: t.linkField }).inputValue();
    const replay = await lab.open(null, { baseUrl: site.baseUrl, locale: localeOf(lang) });
    const replayed: string[] = [];
    replay.page.on('request', (r) => {
      if (isModelFile(r)) replayed.push(r.url());
    });
    await replay.page.goto(link);
    expect(await rows(replay.page, t.table)).toEqual(table);
    expect(replayed).toEqual([]);

    // Offline: the host down, a reload; the encoder loads again from the service worker's cache and computes.
    if (lang === 'en') {
      await w.page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
        timeout: 30_000,
      });
      const cachedShards = () =>
        w.page.evaluate(
          async () =>
            (await (await caches.open('aml-models')).keys()).filter((r) =>
              r.url.includes('/models/use-lite/'),
            ).length,
        );
      await expect.poll(cachedShards, { timeout: 40_000 }).toBe(9);
      // The lab's own idle warm-up of its large chunks ends first (offline.e2e.ts tests it), so that going offline
      // fails no request of its.
      const large = JSON.parse(await readFile(join(site.dist, 'offline-lazy.json'), 'utf8')) as string[];
      const notCached = () =>
        w.page.evaluate(async (files) => {
          const urls: string[] = [];
          for (const name of await caches.keys())
            urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
          return files.filter((f) => !urls.some((u) => u.includes(`/${f}`)));
        }, large);
      await expect.poll(notCached, { timeout: 60_000 }).toEqual([]);
      await site.stop();
      try {
        await w.context.setOffline(true);
        await w.page.goto(`${site.baseUrl}#/${lang}/visualizer?preset=episodic%2F${preset}`);
        await w.page.reload();
        await w.page
          .getByRole('radiogroup', { name: t.relevance })
          .getByRole('radio', { name: t.encoder })
          .check();
        await w.page.getByRole('slider', { name: t.timeline }).fill('11');
        await w.page.getByRole('button', { name: t.load }).click();
        expect(await rows(w.page, t.table)).toEqual(table);

        // Your data lists the encoder's files with their size, and removes them.
        await w.page.goto(`${site.baseUrl}#/${lang}/your-data`);
        const row = w.page.locator('tr[data-model="encoder"]');
        await row.waitFor();
        const size = Number((await row.locator('td').nth(2).innerText()).replace(/\D/g, ''));
        expect(size).toBeGreaterThan(28_000_000);
        await shot(w.page, `encoder-your-data-${lang}`);
        await row.getByRole('button').click();
        await w.page.locator('[data-role="no-models"]').waitFor();
      } finally {
        await w.context.setOffline(false);
        await site.restart();
      }
    }
  }, 180_000);
}

// A cross-origin isolated host (COOP/COEP, as the README's way to give the page threads): the backend's threaded
// build starts its threads from the bundled worker, and ranks as the one-thread build does.
it('en: on a cross-origin isolated page the encoder runs with threads and ranks the same', async ({
  lab,
}) => {
  const url = isolatedSite.baseUrl;
  const w = await lab.open(null, { baseUrl: url, failedRequestsAreErrors: true, locale: 'en-US' });
  await w.page.goto(`${url}#/en/visualizer?preset=episodic%2Ffintech-en`);
  expect(await w.page.evaluate(() => crossOriginIsolated)).toBe(true);
  // The step first, then the choice, as in the tests above: a choice clicked while the scene is still starting was
  // lost once (the radio did not stay checked), under load.
  await w.page.getByRole('slider', { name: T.en.timeline }).fill('11');
  await w.page
    .getByRole('radiogroup', { name: T.en.relevance })
    .getByRole('radio', { name: T.en.encoder })
    .check();
  await w.page.getByRole('button', { name: T.en.load }).click();
  const table = await rows(w.page, T.en.table);
  // One thread per core (the worker's choice on an isolated page).
  expect(Number(await w.page.locator('html').getAttribute('data-encoder-threads'))).toBe(
    await w.page.evaluate(() => navigator.hardwareConcurrency),
  );
  const preference = table.find((r) => r.text.includes('Client preferences'));
  expect((await ranking(w.page))[0]).toBe(preference?.id);
}, 120_000);
