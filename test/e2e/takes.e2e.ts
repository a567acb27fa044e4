/**
 * Takes in the real browser: a hook answered by "your model" (a TEST DOUBLE of a model server on 127.0.0.1,
 * tools/modelServer/modelServer.ts), streamed, recorded into the scene's take, replayed exactly from a permalink
 * with the server stopped; bad take files and bad answers refused with a clear message, nothing of the scene lost.
 * Prints the time from the answer's arrival to the panel's update (a figure, not an assertion).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, shot } from './page';
import { connectModel } from './model';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

const T = {
  en: {
    model: 'Model',
    baseUrl: 'Base URL',
    chatModel: 'Chat model',
    embeddingModel: 'Embedding model',
    sendAll: 'Send the next prompts of this scene without asking again',
    relevance: 'Relevance: bag of words and embedding vectors',
    unreadable: /1 line of the model's answer could not be read/,
    connect: 'Connect',
    disconnect: 'Disconnect',
    close: 'Close',
    answers: 'Answers',
    scripted: 'Scripted',
    yourModel: 'Your model',
    summary: 'Summary',
    stepForward: 'Step forward',
    send: /^Send to 127\.0\.0\.1:\d+$/,
    copyLink: 'Copy link',
    sideBySide: 'Side by side',
    linkField: 'Link to this scene',
    load: 'Load a take (JSON)',
    refused: /This take was refused \(take\.answers\[0\]\.at: not an ISO 8601 time\)/,
    failed: /Nothing was added to the take/,
    timeline: 'Timeline',
    meterServer: (p: string, c: string, n: number) =>
      `${p} prompt + ${c} completion tokens reported by your server (${n} of ${n} requests)`,
  },
  fr: {
    model: 'Modèle',
    baseUrl: 'URL de base',
    chatModel: 'Modèle de conversation',
    embeddingModel: "Modèle d'embeddings",
    sendAll: 'Envoyer les consignes suivantes de cette scène sans redemander',
    relevance: 'Pertinence : sac de mots et vecteurs d’embeddings',
    unreadable: /1 ligne de la réponse du modèle ne se lit pas/,
    connect: 'Se connecter',
    disconnect: 'Se déconnecter',
    close: 'Fermer',
    answers: 'Réponses',
    scripted: 'Scriptées',
    yourModel: 'Votre modèle',
    summary: 'Résumé',
    stepForward: 'Pas suivant',
    send: /^Envoyer à 127\.0\.0\.1:\d+$/,
    copyLink: 'Copier le lien',
    sideBySide: 'Côte à côte',
    linkField: 'Lien vers cette scène',
    load: 'Charger une prise (JSON)',
    refused: /Cette prise est refusée \(take\.answers\[0\]\.at\s: not an ISO 8601 time\)/,
    failed: /Rien n’a été ajouté à la prise/,
    timeline: 'Chronologie',
    meterServer: (p: string, c: string, n: number) =>
      `${p} tokens de consigne + ${c} de réponse, comptés par votre serveur (${n} requêtes sur ${n})`,
  },
} as const;
type Lang = keyof typeof T;

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 25, chunkSize: 5 });
  // A summary of the message the prompt carries (its last line), so each prompt gets its own answer.
  // Generative Agents' poignancy prompt: the key thought is poignant, the rest mundane; "b" gets an unreadable answer.
  // (The latest answer set is tried first: the general rule, then the two specific ones.)
  server.setAnswer(/rate the likely poignancy/, '2');
  server.setAnswer(/Memory: b\nRating:$/, 'Hard to say.');
  server.setAnswer(/Memory: PENSEE-CLE/, 'Rating: 9');
  server.setAnswer(
    /Summarise the following message/,
    (p) => `Model summary: ${(p.split('\n').at(-1) ?? '').slice(0, 40)}`,
  );
  // TaskMaster's reflection: the source's two prompts (seed 002), answered as a model might, one line unreadable.
  server.setAnswer(
    /Enseignements clés :$/,
    "Alex n'aime pas les clients du secteur financier ; le dernier projet fintech s'est mal passé.",
  );
  // TaskMaster's final answer (the source's third prompt): refuses when the prompt carries Alex's preference.
  server.setAnswer(/Synthétisez ces informations pour répondre à la requête ou guider l'action :$/, (p) =>
    p.includes('Alex préfère ne pas travailler avec des clients du secteur financier')
      ? 'Non : Alex préfère ne pas travailler avec le secteur financier.'
      : 'Je continue avec le contexte fourni.',
  );
  server.setAnswer(
    /Connaissances extraites :$/,
    "Préférences des clients : Alex préfère ne pas travailler avec des clients du secteur financier.\nVoilà ce que j'en retiens, en gros.",
  );
});
afterAll(async () => server?.close());

const summaryHash = (lang: Lang) => `#/${lang}/visualizer?preset=summary`;

const chunks = (page: Page, t: (typeof T)[Lang]) =>
  page.getByRole('region', { name: t.summary }).locator('.viz-chunk').allInnerTexts();

/** Steps forward until step `n` of the scene, answering each request the take lacks by clicking Send. */
async function playWithModel(page: Page, t: (typeof T)[Lang], n: number, timings: number[]) {
  for (let i = 0; i < n; i += 1) {
    const step = Number(await page.getByRole('slider', { name: t.timeline }).inputValue());
    await page.getByRole('button', { name: t.stepForward }).click();
    await expect
      .poll(() => page.getByRole('slider', { name: t.timeline }).inputValue())
      .toBe(String(step + 1));
    const send = page.getByRole('button', { name: t.send });
    if ((await page.locator('.viz-takes').getAttribute('data-blocked')) === String(step + 1)) {
      const before = (await chunks(page, t)).length;
      await send.click();
      await expect.poll(async () => (await chunks(page, t)).length).toBe(before + 1);
      const ms = await page.locator('.viz-takes').getAttribute('data-last-update-ms');
      if (ms) timings.push(Number(ms));
    }
  }
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];

  it(`${lang}: the summary hook answered by your model, streamed, then replayed from a permalink offline`, async ({
    lab,
  }) => {
    const w = await lab.open(summaryHash(lang), { modelServers: [server.origin], share: true });
    const answers = w.page.getByRole('radiogroup', { name: t.answers });
    // Not connected: "your model" cannot be chosen yet, and says how to connect.
    await expect.poll(() => answers.getByRole('radio', { name: t.yourModel }).isDisabled()).toBe(true);
    await connectModel(w.page, lang, server.url, { embedding: 'test-embed' });
    await answers.getByRole('radio', { name: t.yourModel }).check();

    // The scene's first steps need no model; the first eviction waits for an answer.
    const timings: number[] = [];
    await playWithModel(w.page, t, 7, timings);
    const modelChunks = await chunks(w.page, t);
    expect(modelChunks.length).toBeGreaterThan(0);
    for (const c of modelChunks) expect(c).toContain('Model summary:');
    const chats = server.requests.filter((r) => r.path.endsWith('/chat/completions') && r.method === 'POST');
    expect(chats.length).toBeGreaterThanOrEqual(modelChunks.length);
    expect(JSON.stringify(chats.at(-1)?.body)).toContain('"stream":true');
    // The context meter counts what was sent to your model with the tokens your server reported (the take's).
    const totals = await w.page.locator('.viz-takes__totals').first().innerText();
    const [, inTokens, outTokens] = /(\d+) (?:in|en entrée), (\d+) (?:out|en sortie)/.exec(totals) ?? [];
    expect(Number(inTokens)).toBeGreaterThan(0);
    const meterText = t.meterServer(inTokens ?? '', outTokens ?? '', modelChunks.length);
    const meterRow = (page: Page) => page.locator('.viz-meter [data-count="server"]').innerText();
    await expect.poll(() => meterRow(w.page)).toBe(meterText);
    console.log(
      `[takes ${lang}] answer arrival → panel painted: ${timings.map((x) => x.toFixed(1)).join(', ')} ms (n=${timings.length})`,
    );
    await shot(w.page, `summary-model-${lang}-light`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // The permalink carries the take: opened with no take stored and the server not allowed, it replays exactly.
    await w.page.getByRole('button', { name: t.copyLink }).click();
    const link = await w.page.getByRole('textbox', { name: t.linkField }).inputValue();
    expect(link).toContain('take=z.');
    const before = server.requests.length;
    // Another context, its Web Storage empty; no modelServers: any request to the server would be caught.
    const offline = await lab.open(null, { colorScheme: 'dark', share: true });
    await offline.page.goto(link);
    await expect.poll(() => chunks(offline.page, t)).toEqual(modelChunks);
    await offline.page.reload();
    await expect.poll(() => chunks(offline.page, t)).toEqual(modelChunks);
    await expect.poll(() => meterRow(offline.page)).toBe(meterText);
    // Step back and forth: instant, from the take.
    await loaded(offline.page); // the visualizer's keys are live before Home is pressed
    await offline.page.keyboard.press('Home');
    await offline.page.getByRole('slider', { name: t.timeline }).fill('7');
    await expect.poll(() => chunks(offline.page, t)).toEqual(modelChunks);
    expect(server.requests.length).toBe(before);
    await shot(offline.page, `summary-replay-${lang}-dark`);
    // Compare mode: the source's truncation beside your model's summary, same conversation, same step.
    await offline.page.getByRole('button', { name: t.sideBySide }).click();
    const columns = offline.page.locator('.viz-compare__column');
    await expect.poll(() => columns.count()).toBe(2);
    const scripted = await columns.nth(0).locator('.viz-chunk').allInnerTexts();
    expect(scripted.length).toBe(modelChunks.length);
    for (const c of scripted) expect(c).toMatch(/\.\.\.$/);
    expect(await columns.nth(1).locator('.viz-chunk').allInnerTexts()).toEqual(modelChunks);
    expect(server.requests.length).toBe(before);
    await shot(offline.page, `summary-compare-${lang}-dark`);
  });

  it(`${lang}: a malformed take file is refused with its reason, and the scene is unchanged`, async ({
    lab,
  }) => {
    const w = await lab.open(summaryHash(lang), { share: true });
    await w.page.getByRole('radiogroup', { name: t.answers }).waitFor();
    const bad = JSON.stringify({
      version: 1,
      answers: [{ hook: 'summary', prompt: 'p', answer: 'a', model: 'm', at: 'yesterday', usage: null }],
      vectors: [],
    });
    await w.page
      .locator('.viz-takes input[type=file]')
      .setInputFiles({ name: 'take.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect
      .poll(() => w.page.getByRole('alert').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(t.refused)]));
    expect(await w.page.getByRole('radio', { name: t.scripted }).isChecked()).toBe(true);
    await w.page.locator('.viz-takes input[type=file]').setInputFiles({
      name: 'take.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,'),
    });
    await expect
      .poll(() => w.page.getByRole('alert').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(/not JSON/)]));
  });

  it(`${lang}: an answer of the wrong shape and a stream cut mid-way add nothing and say so`, async ({
    lab,
  }) => {
    // The browser reports the connection cut on purpose mid-stream.
    lab.allowConsoleErrors(/ERR_INCOMPLETE_CHUNKED_ENCODING/);
    const w = await lab.open(summaryHash(lang), { modelServers: [server.origin], share: true });
    await connectModel(w.page, lang, server.url, { embedding: 'test-embed' });
    await w.page.getByRole('radio', { name: t.yourModel }).check();
    for (const behaviour of ['wrong-shape', 'drop-mid-stream'] as const) {
      server.configure({ behaviour });
      await w.page.getByRole('slider', { name: t.timeline }).fill('7');
      const send = w.page.getByRole('button', { name: t.send });
      await send.click();
      await expect
        .poll(() => w.page.getByRole('alert').allInnerTexts())
        .toEqual(expect.arrayContaining([expect.stringMatching(t.failed)]));
      expect(await chunks(w.page, t)).toEqual([]);
      await send.waitFor(); // the same request can be sent again
    }
    server.configure({ behaviour: 'ok' });
    await shot(w.page, `summary-error-${lang}-light`);
  });
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`${lang} ${colorScheme}: TaskMaster end to end with your model: reflection parsed, retrieval by embeddings`, async ({
      lab,
    }) => {
      const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Ftaskmaster`, {
        modelServers: [server.origin],
        colorScheme,
        share: true,
      });
      await connectModel(w.page, lang, server.url, { embedding: 'test-embed' });
      await w.page.getByRole('radio', { name: t.yourModel }).check();
      const slider = w.page.getByRole('slider', { name: t.timeline });
      await slider.fill((await slider.getAttribute('max')) ?? '7');
      // The reflection step waits for its first prompt; from now on every prompt of the scene is sent.
      await w.page.getByRole('checkbox', { name: t.sendAll }).check();
      // Two chat prompts, then one embeddings request per query: all sent, then nothing waits.
      await expect
        .poll(() => w.page.locator('.viz-takes').getAttribute('data-blocked'), { timeout: 20_000 })
        .toBe('');
      await shot(w.page, `taskmaster-model-${lang}-${colorScheme}`);
      // The model's extraction, parsed by the lab's parser, is in the semantic store.
      await expect
        .poll(() => w.page.locator('.epi-store').innerText())
        .toContain('Alex préfère ne pas travailler avec des clients du secteur financier.');
      await w.page.getByText(t.unreadable).waitFor();
      await w.page
        .locator('.epi-unreadable')
        .getByText("Voilà ce que j'en retiens, en gros.", { exact: true })
        .waitFor();
      // Both queries ranked by embeddings, the bag of words beside: the "fintech" one first.
      const compare = w.page.locator('.epi-relevance-compare');
      await compare.getByText(t.relevance).waitFor();
      await expect.poll(() => compare.locator('table').count()).toBe(2);
      expect(await compare.locator('p').first().innerText()).toContain('fintech');
      const embeds = server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/embeddings'));
      expect(embeds.length).toBeGreaterThanOrEqual(2);
      // TaskMaster's final answer to each query, from your model: it keeps the preference and refuses fintech.
      const finals = w.page.locator('.epi-final [data-role="final-answer"]');
      await expect
        .poll(() => finals.allInnerTexts())
        .toEqual(['Non : Alex préfère ne pas travailler avec le secteur financier.', expect.any(String)]);
      await shot(w.page, `taskmaster-answer-${lang}-${colorScheme}`);
    });
  }
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  it(`${lang}: not connected, "your model" is disabled and says how to connect; the Answers group is keyboard reachable`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Ftaskmaster`, {
      colorScheme: 'dark',
      share: true,
    });
    const group = w.page.getByRole('radiogroup', { name: t.answers });
    await group.waitFor();
    expect(await group.getByRole('radio', { name: t.scripted }).isChecked()).toBe(true);
    expect(await group.getByRole('radio', { name: t.yourModel }).isDisabled()).toBe(true);
    await group.getByRole('radio', { name: t.scripted }).focus();
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await w.page
      .getByRole('button', {
        name: lang === 'en' ? 'Open the Model settings' : 'Ouvrir les réglages du modèle',
      })
      .click();
    await w.page.getByRole('dialog', { name: t.model }).waitFor();
    await w.page
      .getByRole('dialog', { name: t.model })
      .getByRole('button', { name: t.close, exact: true })
      .first()
      .click();
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await shot(w.page, `taskmaster-offline-${lang}-dark`);
  });
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  it(`${lang}: the importance policy evicts by your model's poignancy ratings`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=importance`, {
      modelServers: [server.origin],
      share: true,
    });
    await connectModel(w.page, lang, server.url, { embedding: 'test-embed' });
    await w.page.getByRole('radio', { name: t.yourModel }).check();
    const slider = w.page.getByRole('slider', { name: t.timeline });
    await slider.fill((await slider.getAttribute('max')) ?? '5');
    await w.page.getByRole('checkbox', { name: t.sendAll }).check();
    await expect
      .poll(() => w.page.locator('.viz-takes').getAttribute('data-blocked'), { timeout: 20_000 })
      .toBe('');
    // The last step's caption: the key thought rated 9, and it stays in the window.
    await expect
      .poll(() => w.page.locator('.viz-caption').innerText())
      .toMatch(lang === 'en' ? /rated #4 9\/10/ : /a noté #4 9\/10/);
    // Step 2: "b" got no readable rating; the caption says it keeps the script's importance.
    await slider.fill('2');
    await expect
      .poll(() => w.page.locator('.viz-caption').innerText())
      .toMatch(lang === 'en' ? /No rating from 1 to 10 could be read/ : /Aucune note de 1 à 10/);
    const polls = server.requests.filter((r) => JSON.stringify(r.body).includes('rate the likely poignancy'));
    expect(polls.length).toBeGreaterThanOrEqual(5);
    await shot(w.page, `importance-model-${lang}-light`);
  });
}
