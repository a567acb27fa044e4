/**
 * The Model dialog through the real UI against the test double of a model server on 127.0.0.1
 * (test/e2e/support/modelServer.ts): nothing is sent before the user connects; "Test connection" words each
 * failure kind with its fix (FR and EN); a streamed answer shows as it arrives; disconnect turns it all off.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { it } from './fixtures';
import { launchBrowser, openWatched, seriousAxeViolations } from './browser';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';
import { inject } from 'vitest';

// Failed fetches are logged by Chromium itself ("Failed to load resource", "blocked by CORS policy"): expected
// in the failure cases, and only those.
const NETWORK_NOISE = /Failed to load resource|blocked by CORS policy|net::ERR_/;

let server: ModelServer;
let refusing: ModelServer;
let closedOrigin: string;

beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 40, slowMs: 4000 });
  refusing = await startModelServer({ cors: 'refuse' });
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((r) => probe.close(() => r()));
});
afterAll(async () => {
  await server.close();
  await refusing.close();
});

const L = {
  en: {
    model: 'Model',
    baseUrl: 'Base URL',
    chat: 'Chat model',
    embed: 'Embedding model',
    key: 'API key',
    test: 'Test connection',
    connect: 'Connect',
    disconnect: 'Disconnect',
    status: 'Model connection',
    close: 'Close',
    timeout: 'Time limit (seconds)',
    server: 'Server',
  },
  fr: {
    model: 'Modèle',
    baseUrl: 'URL de base',
    chat: 'Modèle de conversation',
    embed: "Modèle d'embeddings",
    key: "Clé d'API",
    test: 'Tester la connexion',
    connect: 'Se connecter',
    disconnect: 'Se déconnecter',
    status: 'Connexion au modèle',
    close: 'Fermer',
    timeout: 'Limite de temps (secondes)',
    server: 'Serveur',
  },
} as const;

type Lang = keyof typeof L;

async function openDialog(page: Page, lang: Lang) {
  await page.getByRole('button', { name: L[lang].model, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L[lang].model, exact: true });
  await dialog.waitFor();
  return dialog;
}

async function fill(
  page: Page,
  lang: Lang,
  fields: { url: string; chat?: string; embed?: string; key?: string; timeout?: string },
) {
  const d = page.getByRole('dialog', { name: L[lang].model, exact: true });
  await d.getByLabel(L[lang].baseUrl, { exact: true }).fill(fields.url);
  await d.getByLabel(L[lang].chat, { exact: true }).fill(fields.chat ?? 'test-chat');
  await d.getByLabel(L[lang].embed, { exact: true }).fill(fields.embed ?? 'test-embed');
  await d.getByLabel(L[lang].key, { exact: true }).fill(fields.key ?? '');
  await d.getByLabel(L[lang].timeout, { exact: true }).fill(fields.timeout ?? '60');
}

const status = (page: Page, lang: Lang) => page.getByRole('status', { name: L[lang].status, exact: true });

describe('model connection', () => {
  it('sends nothing before Connect, then connects, streams an answer, and disconnects (EN)', async ({
    lab,
  }) => {
    const before = server.requests.length;
    const w = await lab.open('#/en', { modelServers: [server.origin] });
    await w.page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => w.page.locator('footer').innerText()).toMatch(/No data leaves this page/);
    const dialog = await openDialog(w.page, 'en');
    await expect.poll(() => status(w.page, 'en').innerText()).toMatch(/Not connected/);
    await fill(w.page, 'en', { url: server.url });
    await expect
      .poll(() => dialog.innerText())
      .toContain(`send one request, GET ${server.url}/models (no prompt), to ${server.origin}.`);
    expect(server.requests.length, 'requests before any click').toBe(before);

    await dialog.getByRole('button', { name: L.en.connect, exact: true }).click();
    await expect
      .poll(() => status(w.page, 'en').innerText())
      .toContain(`Connected to ${server.origin}, chat model test-chat`);
    expect(
      server.requests
        .slice(before)
        .map((r) => `${r.method} ${r.path}`)
        .filter((r) => !r.startsWith('OPTIONS')),
    ).toEqual(['GET /v1/models']);

    // Streaming: the answer grows on screen before it is complete.
    const full = 'The first words arrive, then more words, then the last words of this streamed answer.';
    server.setAnswer('stream test', full);
    await dialog.getByLabel(/Prompt/).fill('stream test please');
    await dialog.getByRole('button', { name: `Send to ${server.origin}` }).click();
    const answer = dialog.locator('pre[data-state]');
    await expect
      .poll(async () => {
        const text = await answer.innerText();
        return (
          text.length > 0 &&
          text !== full &&
          full.startsWith(text) &&
          (await answer.getAttribute('data-state')) === 'streaming'
        );
      })
      .toBe(true);
    await expect.poll(() => answer.innerText()).toBe(full);
    await expect.poll(() => answer.getAttribute('data-state')).toBe('done');
    // The request log shows the exact prompt sent.
    await dialog
      .getByText(/dialog\.try/)
      .first()
      .click();
    await expect
      .poll(() => dialog.locator('.model-log .model-log__pre').first().innerText())
      .toBe('[user] stream test please');

    await dialog.getByRole('button', { name: L.en.close, exact: true }).click();
    await expect.poll(() => w.page.locator('footer').innerText()).toContain(`go to ${server.origin}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await openDialog(w.page, 'en');
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await w.page.getByRole('button', { name: L.en.disconnect, exact: true }).click();
    await expect.poll(() => status(w.page, 'en').innerText()).toMatch(/Not connected/);
    await w.page.keyboard.press('Escape');
    await expect.poll(() => w.page.locator('footer').innerText()).toMatch(/No data leaves this page/);
  });

  it('keeps the API key in memory only unless "remember" is ticked; then lists it as stored and erases it (FR)', async ({
    lab,
  }) => {
    const w = await lab.open('#/fr', { locale: 'fr-FR', colorScheme: 'dark', modelServers: [server.origin] });
    await w.page.getByRole('heading', { level: 1 }).waitFor();
    let dialog = await openDialog(w.page, 'fr');
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    const key = () => dialog.getByLabel(L.fr.key, { exact: true });
    await key().fill('only-in-memory');
    await w.page.reload();
    dialog = await openDialog(w.page, 'fr');
    expect(await key().inputValue()).toBe('');
    expect(await w.page.evaluate(() => localStorage.getItem('aml.model') ?? '')).not.toContain(
      'only-in-memory',
    );

    await key().fill('kept-key');
    await dialog.getByLabel('Mémoriser la clé sur cet appareil').check();
    await dialog.getByText('Enregistré sur cet appareil : la clé d’API').waitFor();
    await w.page.reload();
    dialog = await openDialog(w.page, 'fr');
    expect(await key().inputValue()).toBe('kept-key');
    await dialog.getByRole('button', { name: 'Effacer la clé enregistrée' }).click();
    await expect.poll(() => dialog.getByText('Enregistré sur cet appareil').count()).toBe(0);
    expect(await w.page.evaluate(() => localStorage.getItem('aml.model') ?? '')).not.toContain('kept-key');
    expect(await key().inputValue()).toBe('');
  });

  it('stops a stream that never ends at the time limit, and Cancel stops one at once (EN)', async ({
    lab,
  }) => {
    const w = await lab.open('#/en', { modelServers: [server.origin] });
    await w.page.getByRole('heading', { level: 1 }).waitFor();
    const dialog = await openDialog(w.page, 'en');
    await fill(w.page, 'en', { url: server.url, timeout: '2' });
    await dialog.getByRole('button', { name: L.en.connect, exact: true }).click();
    await expect.poll(() => status(w.page, 'en').innerText()).toContain('Connected to');
    server.configure({ behaviour: 'never-ending' });
    try {
      const answer = dialog.locator('pre[data-state]');
      await dialog.getByRole('button', { name: `Send to ${server.origin}` }).click();
      await dialog
        .getByRole('alert')
        .getByText(/No complete answer within 2 s\./)
        .waitFor({ timeout: 15_000 });
      // What had arrived stays on screen; the scene (here, the page) loses nothing.
      expect(await answer.innerText()).toMatch(/ and and/);
      await dialog.getByRole('button', { name: `Send to ${server.origin}` }).click();
      await expect.poll(() => answer.innerText()).toMatch(/ and/);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => answer.getAttribute('data-state')).toBe('error');
      expect(await dialog.getByRole('alert').innerText()).toMatch(/The request was cancelled/);
    } finally {
      server.configure({ behaviour: 'ok' });
    }
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`words each failure with its fix (${lang})`, async ({ lab }) => {
      lab.allowConsoleErrors(NETWORK_NOISE);
      const w = await lab.open(`#/${lang}`, { modelServers: [server.origin, refusing.origin, closedOrigin] });
      await w.page.getByRole('heading', { level: 1 }).waitFor();
      const dialog = await openDialog(w.page, lang);
      const testButton = dialog.getByRole('button', { name: L[lang].test, exact: true });
      const expectStatus = async (pattern: RegExp) => {
        await testButton.click();
        // French typography puts no-break spaces around « » and before « : »: the patterns are written with spaces.
        const text = async () => (await status(w.page, lang).innerText()).replace(/\u00a0/g, ' ');
        await expect.poll(text, { timeout: 15_000 }).toMatch(pattern);
      };
      const pageOrigin = new URL(w.url()).origin;
      const fr = lang === 'fr';

      await fill(w.page, lang, { url: `${closedOrigin}/v1` });
      await expectStatus(
        fr ? /Rien n’écoute à l’adresse .*ollama serve/s : /Nothing is listening at .*ollama serve/s,
      );

      await fill(w.page, lang, { url: refusing.url });
      await expectStatus(new RegExp(`CORS.*OLLAMA_ORIGINS=${pageOrigin.replace(/[.]/g, '\\.')}`, 's'));

      server.configure({ apiKey: 'sesame' });
      await fill(w.page, lang, { url: server.url });
      await expectStatus(fr ? /clé d’API valide \(401\)/ : /valid API key \(401\)/);
      await fill(w.page, lang, { url: server.url, key: 'sesame' });
      await expectStatus(fr ? /répond et liste 2 modèle/ : /answers and lists 2 model/);
      server.configure({ apiKey: null });

      await fill(w.page, lang, { url: server.url, chat: 'llama-missing' });
      await expectStatus(
        fr
          ? /pas de modèle nommé « llama-missing ».*ollama pull/s
          : /no model named "llama-missing".*ollama pull/s,
      );

      server.configure({ modelsBehaviour: 'malformed' });
      await fill(w.page, lang, { url: server.url });
      await expectStatus(
        fr ? /autre chose que le JSON.*\/v1/s : /not the OpenAI-compatible API's JSON.*\/v1/s,
      );

      server.configure({ modelsBehaviour: 'slow' });
      await fill(w.page, lang, { url: server.url, timeout: '1' });
      await expectStatus(fr ? /Pas de réponse complète en 1 s/ : /No complete answer within 1 s/);
      server.configure({ modelsBehaviour: 'ok' });

      await fill(w.page, lang, { url: 'localhost:11434' });
      await expect.poll(() => dialog.innerText()).toMatch(fr ? /Saisissez une adresse http/ : /Type an http/);
      expect(await testButton.isDisabled()).toBe(true);
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    });
  }

  it('says the browser blocked a public page from reaching a local address', async () => {
    // The lab's own port is made "public" for Chromium (Local Network Access), so its page reaching the test server
    // on 127.0.0.1 is a public page reaching a loopback address; headless Chromium denies the permission.
    const labPort = new URL(inject('baseUrl')).port;
    const browser = await launchBrowser([`--ip-address-space-overrides=127.0.0.1:${labPort}=public`]);
    try {
      const w = await openWatched(browser, { modelServers: [server.origin] });
      await w.page.goto(w.url('#/en'));
      await w.page.getByRole('heading', { level: 1 }).waitFor();
      const dialog = await openDialog(w.page, 'en');
      await fill(w.page, 'en', { url: server.url });
      await dialog.getByRole('button', { name: L.en.test, exact: true }).click();
      await expect
        .poll(() => status(w.page, 'en').innerText(), { timeout: 15_000 })
        .toMatch(/blocked this page.*served from localhost is not blocked/s);
      expect(w.consoleErrors.filter((e) => !NETWORK_NOISE.test(e))).toEqual([]);
      expect(w.foreignRequests).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
