/**
 * Python's llm() and embed() in the chapter's Pyodide kernel, through the page's model connection, against the
 * test double of a model server on 127.0.0.1 (test/e2e/support/modelServer.ts).
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { it } from './fixtures';
import { startModelServer, testVector, type ModelServer } from '../../tools/modelServer/modelServer';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const SLOW = 240_000;

async function replaceCode(w: { page: Page; context: BrowserContext }, cell: Locator, code: string) {
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = cell.locator('.monaco-editor textarea, textarea.py-cell__plain-editor').first();
  await cell.locator('.monaco-editor').waitFor({ timeout: 90_000 });
  await editor.focus();
  await w.page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await w.page.keyboard.press('ControlOrMeta+A');
  await w.page.keyboard.press('ControlOrMeta+V');
}

const CODE = [
  'try:',
  '    print(llm("Summarise: Alex prefers short answers."))',
  '    v = embed("fintech")',
  '    print(len(v), round(sum(x * x for x in v), 3), v == embed(["fintech", "secteur financier"])[0])',
  'except ModelConnectionError as e:',
  '    print("ModelConnectionError:", e)',
].join('\n');

describe('llm() and embed() in Python cells', () => {
  it(
    'raise a clear error when not connected, then answer through the connection, logged with the exact prompt',
    async ({ lab }) => {
      const w = await lab.open('#/en/chapter/1/rolling-window', { modelServers: [server.origin] });
      const cell = w.page.getByRole('group', {
        name: 'Rolling window: six messages, a window of four',
        exact: true,
      });
      await cell.waitFor();
      const tab = cell.getByRole('tab', { name: 'Python (original)' });
      if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      await cell.getByRole('button', { name: 'Edit', exact: true }).click();
      await replaceCode(w, cell, CODE);
      await w.page.keyboard.press('Shift+Enter');
      const out = cell.getByRole('region', { name: 'Output' }).locator('pre.py-output__stdout');
      await expect
        .poll(() => out.textContent().catch(() => ''), { timeout: 180_000 })
        .toContain('ModelConnectionError: Not connected to a model: open "Model" in the header');
      expect(server.requests).toEqual([]);

      server.setAnswer('Summarise: Alex', 'Alex wants short answers.');
      await w.page.getByRole('button', { name: 'Model', exact: true }).click();
      const dialog = w.page.getByRole('dialog', { name: 'Model', exact: true });
      await dialog.getByLabel('Base URL', { exact: true }).fill(server.url);
      await dialog.getByLabel('Chat model', { exact: true }).fill('test-chat');
      await dialog.getByLabel('Embedding model', { exact: true }).fill('test-embed');
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect
        .poll(() => w.page.getByRole('status', { name: 'Model connection' }).innerText())
        .toContain('Connected to');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      await cell.getByRole('button', { name: 'Run', exact: true }).click();
      // The test double's vectors have 8 dimensions and unit length; the same text gives the same vector.
      expect(testVector('fintech')).toHaveLength(8);
      await expect
        .poll(() => out.textContent(), { timeout: 60_000 })
        .toBe('Alex wants short answers.\n8 1.0 True\n');
      const chat = server.requests.find((r) => r.path === '/v1/chat/completions');
      expect(chat?.body).toMatchObject({
        model: 'test-chat',
        stream: false,
        messages: [{ role: 'user', content: 'Summarise: Alex prefers short answers.' }],
      });

      await w.page.getByRole('button', { name: 'Model', exact: true }).click();
      await dialog
        .getByText(/python\.llm/)
        .first()
        .click();
      await expect
        .poll(() => dialog.locator('.model-log details[open] .model-log__pre').first().innerText())
        .toBe('[user] Summarise: Alex prefers short answers.');
    },
    SLOW,
  );
});
