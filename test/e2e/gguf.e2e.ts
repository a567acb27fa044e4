/**
 * A GGUF model file run in the page (llama.cpp compiled to WebAssembly by wllama), with real weights: llama2.c's
 * stories260K (1.2 MB, MIT) from ../shared/data/models/. It only continues children's stories: these tests check the
 * path, not the wisdom. Picked through the Model dialog's file picker (never uploaded), it answers chapter 1's
 * summary hook: tokens stream into the take panel, the usage counts are the runtime's, the take records the file's
 * name, Stop ends an answer, and the link replays the take with the model absent. Bad files get a plain message and
 * the scene loses nothing. Python's llm() asks it too. No request leaves for another host (the fixture).
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, pythonCell, replaceCellCode, shot } from './page';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

const GGUF = sharedDataFile('models', 'stories260K.gguf');
const FILE = 'stories260K.gguf';

const T = {
  en: {
    model: 'Model',
    run: 'Run a model file in this page (GGUF)',
    status: 'Model connection',
    inPage: 'in this page',
    runs: `${FILE} runs in this page`,
    close: 'Close',
    answers: 'Answers',
    yourModel: 'Your model',
    timeline: 'Timeline',
    summary: 'Summary',
    send: `Send to ${FILE} (in this page)`,
    stop: 'Stop',
    copyLink: 'Copy link',
    linkField: 'Link to this scene',
    noTemplate: /has no chat template/,
    notGguf: /is not a GGUF file/,
    unsupported: /The runtime could not load stories260K-x\.gguf: its architecture \(llamx\)/,
    tooLarge: /needs about [\d.]+ MB of memory; this tab can get about [\d.]+ MB on this device/,
    keep: 'Keep this file on this device, to run it again after a reload',
    runKept: `Run ${FILE}`,
  },
  fr: {
    model: 'Modèle',
    run: 'Exécuter un fichier de modèle dans la page (GGUF)',
    status: 'Connexion au modèle',
    inPage: 'dans la page',
    runs: `${FILE} s’exécute dans la page`,
    close: 'Fermer',
    answers: 'Réponses',
    yourModel: 'Votre modèle',
    timeline: 'Chronologie',
    summary: 'Résumé',
    send: `Envoyer à ${FILE} (dans la page)`,
    stop: 'Arrêter',
    copyLink: 'Copier le lien',
    linkField: 'Lien vers cette scène',
    noTemplate: /n’a pas de modèle de conversation/,
    notGguf: /n’est pas un fichier GGUF/,
    unsupported: /Le moteur n’a pas pu charger stories260K-x\.gguf\u00a0: son architecture \(llamx\)/,
    tooLarge:
      /demande environ [\d,]+ Mo de mémoire\u00a0; cet onglet peut obtenir environ [\d,]+ Mo sur cet appareil/,
    keep: 'Garder ce fichier sur cet appareil, pour le relancer après un rechargement',
    runKept: `Exécuter ${FILE}`,
  },
} as const;
type Lang = keyof typeof T;

const isRuntime = (r: Request) => /\/models\/wllama\/|pageRuntime/.test(r.url());

/** Opens the Model dialog and picks `file` through the file picker the dialog's button opens. */
async function pickModelFile(
  page: Page,
  lang: Lang,
  file: { name: string; mimeType: string; buffer: Buffer } | string,
  options: { keep?: boolean } = {},
) {
  const t = T[lang];
  await page.getByRole('button', { name: t.model, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.model, exact: true });
  if (options.keep) await dialog.getByRole('checkbox', { name: t.keep }).check();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: t.run, exact: true }).click();
  await (await chooser).setFiles(file);
  return dialog;
}

/** The status region in the dialog, once it says the file runs in this page. */
async function runsInPage(page: Page, lang: Lang) {
  const t = T[lang];
  const status = page
    .getByRole('dialog', { name: t.model, exact: true })
    .getByRole('status', { name: t.status, exact: true });
  await expect.poll(() => status.innerText(), { timeout: 60_000 }).toContain(t.runs);
  return status.innerText();
}

const chunks = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: T[lang].summary }).locator('.viz-chunk').allInnerTexts();

/** The take panel's totals line ("This scene's take: … Model: stories260K.gguf."). */
const totals = (page: Page) => page.locator('.viz-takes__totals').first().innerText();

/** The prompt the step waits for, as the panel shows it before it is sent. */
const shownPrompt = (page: Page) => page.locator('.viz-takes__request textarea').inputValue();

/** stories260K.gguf with its architecture renamed: a GGUF file the runtime cannot load. */
function unknownArchitecture(): Buffer {
  const bytes = Buffer.from(readFileSync(GGUF as string));
  const key = Buffer.from('general.architecture');
  const at = bytes.indexOf(key);
  // key, then its type (u32, 8 = string), the value's length (u64, 5), then "llama".
  const value = at + key.length + 4 + 8;
  expect(bytes.subarray(value, value + 5).toString()).toBe('llama');
  bytes.write('llamx', value);
  return bytes;
}

describe.skipIf(!GGUF)(
  GGUF ? 'a GGUF file run in the page (stories260K)' : sharedDataMissing('models', FILE),
  () => {
    it('en: answers chapter 1’s summary hook, streamed, recorded as a take; Stop ends an answer; the link replays it', async ({
      lab,
    }) => {
      const t = T.en;
      const w = await lab.open('#/en/visualizer?preset=summary');
      const runtime: string[] = [];
      w.page.on('request', (r) => {
        if (isRuntime(r)) runtime.push(r.url());
      });
      await w.page.getByRole('radiogroup', { name: t.answers }).waitFor();
      expect(runtime).toEqual([]); // the runtime loads only once a file is picked

      const dialog = await pickModelFile(w.page, 'en', GGUF as string);
      const status = await runsInPage(w.page, 'en');
      expect(status).toContain(FILE);
      expect(runtime, 'the runtime loads once a file is picked').toEqual(
        expect.arrayContaining([expect.stringMatching(/\/models\/wllama\/wllama\.wasm$/)]),
      );
      // stories260K has no chat template: the dialog says how prompts are sent instead.
      await expect.poll(() => dialog.getByRole('note').innerText()).toMatch(t.noTemplate);
      await shot(w.page, 'gguf-dialog-en-light');
      expect(await seriousAxeViolations(w.page)).toEqual([]);
      await dialog.getByRole('button', { name: t.close, exact: true }).first().click();

      await w.page.getByRole('radio', { name: t.yourModel }).check();
      await w.page.getByRole('slider', { name: t.timeline }).fill('7');
      // The prompt is shown before anything is asked of the model.
      const prompt = await shownPrompt(w.page);
      expect(prompt).toContain('Summarise');
      const send = w.page.getByRole('button', { name: t.send, exact: true });
      await send.click();
      // Tokens stream into the panel: the text grows while the answer is under way, with its speed.
      const stream = w.page.locator('.viz-takes__stream output');
      const lengths: number[] = [];
      await expect
        .poll(async () => {
          lengths.push((await stream.innerText().catch(() => '')).length);
          return new Set(lengths.filter((n) => n > 0)).size;
        })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => chunks(w.page, 'en'), { timeout: 60_000 }).toHaveLength(1);
      const answered = await chunks(w.page, 'en');
      // The take records the file's name, and the token counts the runtime reported.
      const line = await totals(w.page);
      expect(line).toContain(`Model: ${FILE}.`);
      const [, promptTokens, completionTokens] = /(\d+) in, (\d+) out/.exec(line) ?? [];
      expect(Number(completionTokens)).toBeGreaterThan(0);
      expect(Number(completionTokens)).toBeLessThanOrEqual(256);
      // The runtime's tokenizer (stories260K's 512 pieces), not a word count: more tokens than words.
      expect(Number(promptTokens)).toBeGreaterThan(prompt.split(/\s+/).length);
      await shot(w.page, 'gguf-summary-en-light');

      // The next eviction waits for its summary. Stop mid-answer: the answer ends, nothing is added, the same prompt
      // can be sent again.
      await send.click();
      await expect.poll(async () => (await stream.innerText().catch(() => '')).length).toBeGreaterThan(0);
      await w.page.getByRole('button', { name: t.stop, exact: true }).click();
      await send.waitFor();
      expect(await chunks(w.page, 'en')).toHaveLength(1);
      expect(await w.page.getByRole('alert').count()).toBe(0);

      // The link carries the take: opened without the model, it replays the answer and loads no runtime.
      await w.page.getByRole('button', { name: t.copyLink }).click();
      const link = await w.page.getByRole('textbox', { name: t.linkField }).inputValue();
      const replay = await lab.open(null, { colorScheme: 'dark' });
      const replayRuntime: string[] = [];
      replay.page.on('request', (r) => {
        if (isRuntime(r)) replayRuntime.push(r.url());
      });
      await replay.page.goto(link);
      await expect.poll(() => chunks(replay.page, 'en')).toEqual(answered);
      await replay.page.reload();
      await expect.poll(() => chunks(replay.page, 'en')).toEqual(answered);
      expect(await totals(replay.page)).toContain(`Model: ${FILE}.`);
      expect(replayRuntime).toEqual([]);
      await shot(replay.page, 'gguf-replay-en-dark');
    }, 180_000);

    it('fr: plain messages for a file that is not GGUF, an architecture the runtime cannot load, too little memory; the scene loses nothing', async ({
      lab,
    }) => {
      const t = T.fr;
      // This tab "gets" 1 MB: the check before loading refuses the file (navigator.deviceMemory, in GB).
      const small = await lab.open(null, { locale: 'fr-FR' });
      await small.context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.002 }),
      );
      await small.page.goto(small.url('#/fr/visualizer?preset=summary'));
      await small.page.getByRole('radiogroup', { name: t.answers }).waitFor();
      const runtime: string[] = [];
      small.page.on('request', (r) => {
        if (isRuntime(r)) runtime.push(r.url());
      });
      await small.page.getByRole('slider', { name: t.timeline }).fill('5');
      let dialog = await pickModelFile(small.page, 'fr', GGUF as string);
      await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(t.tooLarge);
      expect(runtime).toEqual([]); // checked before loading anything

      const w = await lab.open('#/fr/visualizer?preset=summary', { locale: 'fr-FR' });
      await w.page.getByRole('radiogroup', { name: t.answers }).waitFor();
      await w.page.getByRole('slider', { name: t.timeline }).fill('5');
      dialog = await pickModelFile(w.page, 'fr', {
        name: 'notes.gguf',
        mimeType: 'text/plain',
        buffer: Buffer.from('Ceci est un texte, pas un modèle.\n'),
      });
      await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(t.notGguf);
      const chooser = w.page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: t.run, exact: true }).click();
      await (
        await chooser
      ).setFiles({
        name: 'stories260K-x.gguf',
        mimeType: 'application/octet-stream',
        buffer: unknownArchitecture(),
      });
      await expect
        .poll(() => dialog.getByRole('alert').innerText(), { timeout: 60_000 })
        .toMatch(t.unsupported);
      await shot(w.page, 'gguf-unsupported-fr-light');
      // Nothing runs; the scene is where it was.
      expect(await dialog.getByRole('status', { name: t.status, exact: true }).innerText()).not.toContain(
        t.inPage,
      );
      await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
      expect(await w.page.getByRole('slider', { name: t.timeline }).inputValue()).toBe('5');

      // Then the real file: the status region names it, "dans la page".
      dialog = await pickModelFile(w.page, 'fr', GGUF as string);
      const status = await runsInPage(w.page, 'fr');
      expect(status).toContain(FILE);
      await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
      // Closed, the header's status region names it too.
      const header = w.page.getByRole('status', { name: t.status, exact: true });
      await expect.poll(() => header.innerText()).toContain(FILE);
      await w.page.getByRole('radio', { name: t.yourModel }).check();
      await w.page.getByRole('slider', { name: t.timeline }).fill('7');
      await w.page.getByRole('button', { name: t.send, exact: true }).click();
      await expect.poll(() => chunks(w.page, 'fr'), { timeout: 60_000 }).toHaveLength(1);
      await shot(w.page, 'gguf-summary-fr-dark');
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    }, 180_000);

    it('en: a file kept on this device runs again after a reload, and Your data lists and removes it', async ({
      lab,
    }) => {
      const t = T.en;
      const w = await lab.open('#/en/visualizer?preset=summary');
      await loaded(w.page);
      const dialog = await pickModelFile(w.page, 'en', GGUF as string, { keep: true });
      await runsInPage(w.page, 'en');
      // The copy onto the device ends after the model runs: the dialog lists the file once it is whole.
      await dialog.getByRole('button', { name: t.runKept, exact: true }).waitFor();
      await w.page.reload();
      await loaded(w.page);
      await w.page.getByRole('button', { name: t.model, exact: true }).click();
      // Off after a reload, like a server connection; the kept file runs with one click.
      expect(await dialog.getByRole('status', { name: t.status }).innerText()).not.toContain(t.inPage);
      await dialog.getByRole('button', { name: t.runKept, exact: true }).click();
      await runsInPage(w.page, 'en');
      await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
      await w.page.goto(w.url('#/en/your-data'));
      const row = w.page.locator('tr[data-model="gguf"]');
      await row.waitFor();
      expect(await row.innerText()).toContain('1,185,376 bytes');
      await shot(w.page, 'gguf-your-data-en-light');
      await row.getByRole('button', { name: `Remove ${FILE}` }).click();
      await w.page.locator('tr[data-model="gguf"]').waitFor({ state: 'detached' });
    }, 120_000);

    it('en: Python’s llm() in a cell asks the model file run in the page', async ({ lab }) => {
      const w = await lab.open('#/en/chapter/1/rolling-window');
      await loaded(w.page);
      const dialog = await pickModelFile(w.page, 'en', GGUF as string);
      await runsInPage(w.page, 'en');
      await dialog.getByRole('button', { name: T.en.close, exact: true }).first().click();
      const cell = await pythonCell(w.page, 'Rolling window: six messages, a window of four');
      await cell.getByRole('button', { name: 'Edit', exact: true }).click();
      await replaceCellCode(
        w.page,
        cell,
        'answer = llm("Once upon a time")\nprint(type(answer).__name__, len(answer) > 0)',
      );
      await w.page.keyboard.press('Shift+Enter');
      const out = cell.getByRole('region', { name: 'Output' }).locator('pre.py-output__stdout');
      await expect.poll(() => out.textContent().catch(() => ''), { timeout: 180_000 }).toBe('str True\n');
      // Logged like any hook, with its exact prompt, answered in the page.
      await w.page.getByRole('button', { name: T.en.model, exact: true }).click();
      await expect
        .poll(() =>
          w.page
            .getByRole('dialog', { name: T.en.model })
            .getByText(/python\.llm → stories260K\.gguf/)
            .count(),
        )
        .toBe(1);
    }, 240_000);
  },
);
