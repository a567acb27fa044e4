/**
 * Python's llm() and embed() in the chapter's Pyodide kernel, through the page's model connection, against the
 * test double of a model server on 127.0.0.1 (test/e2e/support/modelServer.ts).
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { connectModel } from './model';
import { pythonCell, replaceCellCode } from './page';
import { startModelServer, testVector, type ModelServer } from '../../tools/modelServer/modelServer';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const SLOW = 240_000;

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
      const cell = await pythonCell(w.page, 'Rolling window: six messages, a window of four');
      await cell.getByRole('button', { name: 'Edit', exact: true }).click();
      await replaceCellCode(w.page, cell, CODE);
      await w.page.keyboard.press('Shift+Enter');
      const out = cell.getByRole('region', { name: 'Output' }).locator('pre.py-output__stdout');
      await expect
        .poll(() => out.textContent().catch(() => ''), { timeout: 180_000 })
        .toContain('ModelConnectionError: Not connected to a model: open "Model" in the header');
      expect(server.requests).toEqual([]);

      server.setAnswer('Summarise: Alex', 'Alex wants short answers.');
      await connectModel(w.page, 'en', server.url, { embedding: 'test-embed' });

      await cell.getByRole('button', { name: 'Run', exact: true }).click();
      // The test double's vectors have 8 dimensions and unit length; the same text gives the same vector.
      expect(testVector('fintech')).toHaveLength(8);
      await expect
        .poll(() => out.textContent(), { timeout: 60_000 })
        .toBe('Alex wants short answers.\n8 1.0 True\n');
      // The POST, not the browser's CORS preflight (OPTIONS) before it.
      const chat = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
      expect(chat?.body).toMatchObject({
        model: 'test-chat',
        stream: false,
        messages: [{ role: 'user', content: 'Summarise: Alex prefers short answers.' }],
      });

      await w.page.getByRole('button', { name: 'Model', exact: true }).click();
      const dialog = w.page.getByRole('dialog', { name: 'Model', exact: true });
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
