/**
 * The lost-in-the-middle page through the real UI: without a model it explains and shows nothing made up; with
 * the test double of a model server on 127.0.0.1 (test/e2e/support/modelServer.ts), scripted to "forget" a fact in
 * the middle of the conversation, the chart's table shows accuracy by position; the runs survive a reload and
 * replay from a downloaded file with no model; a bad file is refused with a message.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './fixtures';
import { seriousAxeViolations } from './browser';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 30 });
  // The double answers with the code when the fact is among the first or last four messages, and says it
  // does not know otherwise: a scripted stand-in for a model, so the page's scoring can be checked.
  server.setAnswer(/gym locker|casier/, (_prompt, messages) => {
    const at = messages.findIndex(
      (msg) => /\b\d{4}\b/.test(msg.content) && /locker|casier/.test(msg.content),
    );
    const code = messages[at]?.content.match(/\b(\d{4})\b/)?.[1] ?? '';
    return at >= 0 && (at < 4 || at >= messages.length - 5)
      ? `The code is ${code}.`
      : 'I do not remember any code.';
  });
});
afterAll(() => server.close().catch(() => undefined));

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Model', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Model', exact: true });
  await dialog.getByLabel('Base URL', { exact: true }).fill(server.url);
  await dialog.getByLabel('Chat model', { exact: true }).fill('test-chat');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect
    .poll(() => page.getByRole('status', { name: 'Model connection' }).innerText())
    .toContain('Connected to');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
}

const rows = (page: Page) =>
  page
    .locator('.litm-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));

describe('lost in the middle', () => {
  it('explains without a model, runs with one, keeps the take across a reload, replays it from a file and from a link', async ({
    lab,
  }) => {
    const before = server.requests.length;
    const w = await lab.open('#/en/lost-in-the-middle', { modelServers: [server.origin] });
    await w.page.getByRole('heading', { level: 1, name: 'Lost in the middle' }).waitFor();
    await w.page.getByText(/No model is connected/).waitFor();
    await w.page.getByText('No answer yet for this plan: nothing to chart.').waitFor();
    expect(await w.page.locator('.litm-table').count()).toBe(0);
    // The exact prompt is readable before anything is sent: 20 messages and the question, the fact marked.
    expect(await w.page.locator('.litm-preview li').count()).toBe(21);
    expect(await w.page.locator('.litm-preview li[data-fact="true"]').innerText()).toMatch(/locker is \d{4}/);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    await w.page.getByLabel('Positions tried').fill('3');
    await w.page.getByLabel('Runs per position').fill('2');
    await connect(w.page);
    expect(server.requests.slice(before).filter((r) => r.path === '/v1/chat/completions')).toEqual([]);
    await w.page.getByRole('button', { name: `Send 6 prompt(s) to ${server.origin}` }).click();
    await w.page.locator('[data-litm-stream]').waitFor();
    await expect
      .poll(() => w.page.getByText('6 of 6 prompts answered in this take.').count(), { timeout: 30_000 })
      .toBe(1);
    const expected = [
      ['0', '2', '2', '100 %'],
      ['10', '0', '2', '0 %'],
      ['18', '2', '2', '100 %'],
    ];
    await expect.poll(() => rows(w.page)).toEqual(expected);
    // POSTs only: the browser's CORS preflights (OPTIONS) reach the double too, as they reach a real server.
    const sent = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
    expect(sent).toHaveLength(6);
    expect(sent[0]?.body).toMatchObject({ temperature: 0, stream: true });
    expect((sent[0]?.body as { messages: unknown[] }).messages).toHaveLength(21);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    await w.page.reload();
    await w.page.getByRole('heading', { level: 1, name: 'Lost in the middle' }).waitFor();
    await expect.poll(() => rows(w.page)).toEqual(expected);

    const download = w.page.waitForEvent('download');
    await w.page.getByRole('button', { name: 'Download the runs (JSON)' }).click();
    const file = await (await download).path();
    const json = await readFile(file, 'utf8');
    expect(JSON.parse(json)).toMatchObject({
      format: 'aml-lost-in-the-middle',
      version: 1,
      plan: { n: 20, positions: [0, 10, 18], runs: 2 },
    });

    // A fresh visitor, in French, with no model: the file replays the same figures; a bad file changes nothing.
    const fresh = await lab.open('#/fr/lost-in-the-middle', { locale: 'fr-FR', colorScheme: 'dark' });
    await fresh.page.getByRole('heading', { level: 1, name: 'Perdu au milieu' }).waitFor();
    await fresh.page.getByText(/Aucun modèle n’est connecté/).waitFor();
    const chooser = fresh.page.waitForEvent('filechooser');
    await fresh.page.getByRole('button', { name: 'Charger des essais (JSON)' }).click();
    await (
      await chooser
    ).setFiles({ name: 'runs.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await expect.poll(() => rows(fresh.page)).toEqual(expected);
    const chooser2 = fresh.page.waitForEvent('filechooser');
    await fresh.page.getByRole('button', { name: 'Charger des essais (JSON)' }).click();
    await (
      await chooser2
    ).setFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"aml-lost-in-the-middle","version":1,"plan":{"n":21}}'),
    });
    await fresh.page
      .getByRole('alert')
      .getByText(/Ce fichier ne peut pas être chargé \(plan\.n: not an even number/)
      .waitFor();
    await expect.poll(() => rows(fresh.page)).toEqual(expected);
    expect(await seriousAxeViolations(fresh.page)).toEqual([]);

    // The link carries the runs: it opens them in another browser, with the model server gone; a broken link says so.
    const link = await w.page.getByLabel(/Link to these runs/).inputValue();
    await server.close();
    const viaLink = await lab.open(null);
    await viaLink.page.goto(link);
    await viaLink.page.getByText('Opened from the link: 6 answer(s).').waitFor();
    await expect.poll(() => rows(viaLink.page)).toEqual(expected);
    const broken = await lab.open('#/en/lost-in-the-middle?runs=not-a-real-link');
    await broken.page
      .getByRole('alert')
      .getByText(/The runs in this link cannot be read/)
      .waitFor();
    expect(await broken.page.locator('.litm-table').count()).toBe(0);
  });
});
