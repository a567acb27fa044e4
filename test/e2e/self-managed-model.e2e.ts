/**
 * Chapter 5 with the learner's model in the real browser: the self-managed scene in "your model" mode, each user
 * turn sent with the block tools to a TEST DOUBLE of a model server on 127.0.0.1 (tools/modelServer/modelServer.ts:
 * these machines run no Ollama, vLLM, LM Studio or llama-server) that answers with OpenAI `tool_calls`, streamed.
 * The calls run as steps in "Tool calls" (an unknown tool and a write over the block's limit as the tools' errors),
 * "Said but not done" reads the turns; then, disconnected, the take replays: same calls, no request. Last, the
 * model in the page: stories260K (../shared/data/models/) run by wllama, held to the tool-call grammar, emits calls
 * the scene runs.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { connectYourModel, chooseYourModel, MODEL_DIALOG } from './model';
import { shot } from './page';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

const T = {
  en: {
    send: /^Send to 127\.0\.0\.1:\d+$/,
    timeline: 'Timeline',
    toolCalls: 'Tool calls',
    saidNotDone: 'Said but not done',
    blocks: 'Memory blocks',
  },
  fr: {
    send: /^Envoyer à 127\.0\.0\.1:\d+$/,
    timeline: 'Chronologie',
    toolCalls: 'Appels d’outils',
    saidNotDone: 'Dit mais pas fait',
    blocks: 'Blocs de mémoire',
  },
} as const;

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 5, chunkSize: 6 });
  // The preset's first turn, in either language: one good write, one unknown tool.
  server.setToolCalls(/(blue|bleu)\.$/, {
    content: 'Blue, lovely.',
    calls: [
      { name: 'memory_append', arguments: { label: 'human', content: 'favourite colour: blue' } },
      { name: 'memory_fly', arguments: {} },
    ],
  });
  // The second: a claim with no write, and a write over the block's 400 characters.
  server.setToolCalls(/(green|vert)\.$/, {
    content: 'I have saved that to my memory.',
    calls: [{ name: 'memory_rethink', arguments: { label: 'human', new_memory: 'g'.repeat(401) } }],
  });
});
afterAll(async () => server?.close());

const chats = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'));

/** The "Tool calls" list's items, each as its text starts (the tool's name) and whether it is an error. */
async function calls(page: Page, name: string) {
  const list = page.getByRole('list', { name, exact: true });
  if ((await list.count()) === 0) return [];
  return list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (li) => `${(li.textContent ?? '').split(' ')[0]}${li.classList.contains('is-error') ? ' !' : ''}`,
      ),
    );
}

/** The six block tools, in the order the scene offers them. */
const TOOL_NAMES = [
  'memory_append',
  'memory_replace',
  'memory_rethink',
  'archival_insert',
  'archival_search',
  'conversation_search',
];

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  it(`${lang}: your model calls the memory tools; the take replays once disconnected`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=self-managed%2Ftwo-favourites`, {
      modelServers: [server.origin],
    });
    await connectYourModel(w.page, lang, server.url);
    const slider = w.page.getByRole('slider', { name: t.timeline });
    const takes = w.page.locator('.viz-takes');
    const sentBefore = chats().length;
    for (const step of [1, 2]) {
      await slider.fill(String(step));
      await expect.poll(() => takes.getAttribute('data-blocked')).toBe(String(step));
      await w.page.getByRole('button', { name: t.send }).click();
      await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    }
    expect(chats().length - sentBefore).toBe(2);
    // Each request carried the six block tools in OpenAI's format.
    const body = chats().at(-1)?.body as { tools?: { function: { name: string } }[]; stream?: boolean };
    expect(body.tools?.map((x) => x.function.name)).toEqual(TOOL_NAMES);
    expect(body.stream).toBe(true);

    const expected = ['memory_append', 'memory_fly !', 'memory_rethink !'];
    await expect.poll(() => calls(w.page, t.toolCalls)).toEqual(expected);
    const list = w.page.getByRole('list', { name: t.toolCalls, exact: true });
    await expect.poll(() => list.innerText()).toContain('unknown tool "memory_fly"');
    await expect.poll(() => list.innerText()).toContain('exceeds its 400 character limit');
    const blocks = w.page.getByRole('region', { name: t.blocks });
    await expect.poll(() => blocks.innerText()).toContain('favourite colour: blue');
    // Turn 1 wrote without a word about it: a call without a claim. (Turn 2's claim has its call, refused.)
    const said = w.page.getByRole('region', { name: t.saidNotDone });
    await expect.poll(() => said.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => said.innerText()).toContain('memory_append');
    await shot(w.page, `ch5-your-model-${lang}-light`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await w.page.emulateMedia({ colorScheme: 'dark' });
    await shot(w.page, `ch5-your-model-${lang}-dark`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // Disconnected: stepping back and forth replays the take, nothing is sent.
    const d = MODEL_DIALOG[lang];
    await w.page.getByRole('button', { name: d.model, exact: true }).click();
    const dialog = w.page.getByRole('dialog', { name: d.model });
    await dialog.getByRole('button', { name: d.disconnect, exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: d.connect, exact: true }).isEnabled())
      .toBe(true);
    await dialog.getByRole('button', { name: d.close, exact: true }).first().click();
    const before = server.requests.length;
    await slider.fill('0');
    await expect.poll(() => calls(w.page, t.toolCalls)).toEqual([]);
    await slider.fill('1');
    await expect.poll(() => calls(w.page, t.toolCalls)).toEqual(expected.slice(0, 2));
    await slider.fill('2');
    await expect.poll(() => calls(w.page, t.toolCalls)).toEqual(expected);
    await expect.poll(() => takes.getAttribute('data-blocked')).toBe('');
    expect(server.requests.length).toBe(before);
  });
}

const GGUF = sharedDataFile('models', 'stories260K.gguf');

describe.skipIf(!GGUF)(
  GGUF ? 'the model in the page' : sharedDataMissing('models', 'stories260K.gguf'),
  () => {
    it('en: stories260K in the page, held to the tool-call grammar, emits calls the scene runs', async ({
      lab,
    }) => {
      const t = T.en;
      const w = await lab.open('#/en/visualizer?preset=self-managed%2Ftwo-favourites');
      await w.page.getByRole('button', { name: 'Model', exact: true }).click();
      const dialog = w.page.getByRole('dialog', { name: 'Model', exact: true });
      const chooser = w.page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Run a model file in this page (GGUF)', exact: true }).click();
      await (await chooser).setFiles(GGUF as string);
      await expect
        .poll(() => dialog.getByRole('status', { name: 'Model connection', exact: true }).innerText(), {
          timeout: 60_000,
        })
        .toContain('stories260K.gguf runs in this page');
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await chooseYourModel(w.page, 'en');
      await w.page.getByRole('slider', { name: t.timeline }).fill('1');
      const takes = w.page.locator('.viz-takes');
      await expect.poll(() => takes.getAttribute('data-blocked')).toBe('1');
      await w.page
        .getByRole('button', { name: 'Send to stories260K.gguf (in this page)', exact: true })
        .click();
      await expect.poll(() => takes.getAttribute('data-blocked'), { timeout: 90_000 }).toBe('');
      const made = await calls(w.page, t.toolCalls);
      // The grammar allows 1 to 3 calls, each one of the six tools (a refusal is the tool's error, marked " !").
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(made.length).toBeLessThanOrEqual(3);
      for (const c of made) expect(TOOL_NAMES).toContain(c.replace(/ !$/, ''));
      await shot(w.page, 'ch5-your-model-gguf-en-light');
    }, 180_000);
  },
);
