/**
 * Chapter 2's hook in the real browser: answerWithState's question answered by "your model" (a TEST DOUBLE of a
 * model server on 127.0.0.1, tools/modelServer/modelServer.ts), "short" against no preference side by side with
 * the scripted answers, each exact prompt readable before it is sent and after; then the permalink reopened with
 * no server to reach: the same answers, and the server gets no request.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { connectYourModel, sideBySide } from './model';
import { shot } from './page';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

const T = {
  en: {
    model: 'Model',
    baseUrl: 'Base URL',
    chatModel: 'Chat model',
    connect: 'Connect',
    disconnect: 'Disconnect',
    close: 'Close',
    answers: 'Answers',
    yourModel: 'Your model',
    send: /^Send to 127\.0\.0\.1:\d+$/,
    timeline: 'Timeline',
    copyLink: 'Copy link',
    linkField: 'Link to this scene',
    pair: 'The same question, “short” against no preference',
    short: 'With length: short',
    none: 'No preference',
  },
  fr: {
    model: 'Modèle',
    baseUrl: 'URL de base',
    chatModel: 'Modèle de conversation',
    connect: 'Se connecter',
    disconnect: 'Se déconnecter',
    close: 'Fermer',
    answers: 'Réponses',
    yourModel: 'Votre modèle',
    send: /^Envoyer à 127\.0\.0\.1:\d+$/,
    timeline: 'Chronologie',
    copyLink: 'Copier le lien',
    linkField: 'Lien vers cette scène',
    pair: 'La même question, «\u00a0short\u00a0» contre aucune préférence',
    short: 'Avec length: short',
    none: 'Sans préférence',
  },
} as const;
type Lang = keyof typeof T;

const Q = 'What is a rolling window?';
const BRIEF = 'The last few exchanges, no more.';
const LONG =
  'A rolling window keeps only the most recent exchanges: when a new one arrives, the oldest leaves.';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 10, chunkSize: 8 });
  server.setAnswer(/\(answer briefly\)$/, BRIEF);
  server.setAnswer(/\?$/, LONG);
});
afterAll(async () => server?.close());

/** What the side-by-side shows: per column, the exact prompt, the scripted answer and the model's. */
const columns = (page: Page, t: (typeof T)[Lang]) =>
  sideBySide(page, t.pair, { short: t.short, none: t.none });

const chats = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'));

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  it(`${lang}: answerWithState with your model: "short" against no preference side by side, replayed offline`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Fanswer`, {
      modelServers: [server.origin],
    });
    await connectYourModel(w.page, lang, server.url);
    const slider = w.page.getByRole('slider', { name: t.timeline });
    await slider.fill('2'); // Bob (no preference) asks
    const takes = w.page.locator('.viz-takes');
    const prompt = takes.locator('textarea');
    const sentBefore = chats().length;
    // Bob's real call first: his question as typed, readable before it is sent; then the same with "short".
    for (const [i, expected] of [Q, `${Q} (answer briefly)`].entries()) {
      await expect.poll(() => prompt.inputValue()).toBe(expected);
      await w.page.getByRole('button', { name: t.send }).click();
      await expect.poll(() => chats().length).toBe(sentBefore + i + 1);
      // What was sent is exactly the prompt shown.
      expect(JSON.stringify(chats().at(-1)?.body)).toContain(JSON.stringify(expected));
    }
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    expect(chats().length - sentBefore).toBe(2);
    const bob = {
      // The scene's scripted model answers in the owner's locale (none stored here: English).
      short: { prompt: `${Q} (answer briefly)`, scripted: 'A short answer.', model: BRIEF },
      none: {
        prompt: Q,
        scripted: 'A detailed answer, in several sentences, with an example.',
        model: LONG,
      },
    };
    await expect.poll(() => columns(w.page, t)).toEqual(bob);
    await shot(w.page, `ch2-side-by-side-${lang}-light`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // Alice ("short") asks the same question: both prompts are in the take already, nothing is sent.
    await slider.fill('3');
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    await expect.poll(() => columns(w.page, t)).toEqual(bob);
    expect(chats().length - sentBefore).toBe(2);
    expect(await w.page.locator('[data-column="short"]').getAttribute('class')).toContain('is-mine');

    // The permalink carries the take: opened where no server can be reached, the same answers, no request.
    await w.page.getByRole('button', { name: t.copyLink }).click();
    const link = await w.page.getByRole('textbox', { name: t.linkField }).inputValue();
    expect(link).toContain('take=z.');
    const before = server.requests.length;
    const offline = await lab.open(null, { colorScheme: 'dark' }); // no modelServers: any request would be caught
    await offline.page.goto(link);
    const again = offline.page.getByRole('slider', { name: t.timeline });
    await again.fill('2');
    await expect.poll(() => columns(offline.page, t)).toEqual(bob);
    await offline.page.reload();
    await offline.page.getByRole('slider', { name: t.timeline }).fill('3');
    await expect.poll(() => columns(offline.page, t)).toEqual(bob);
    // The link reopens in "your model" mode, replaying the take (not connected: nothing can be sent).
    const group = offline.page.getByRole('radiogroup', { name: t.answers });
    await group.waitFor();
    expect(await group.getByRole('radio', { name: t.yourModel }).isChecked()).toBe(true);
    expect(await offline.page.locator('.viz-takes').getAttribute('data-take-answers')).toBe('2');
    expect(server.requests.length).toBe(before);
    await shot(offline.page, `ch2-side-by-side-${lang}-dark`);
    expect(await seriousAxeViolations(offline.page)).toEqual([]);
  });
}
