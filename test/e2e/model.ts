/**
 * The header's "Model" dialog, as the real-browser tests use it: connecting the page to a model server, which in
 * tests is always the test double on 127.0.0.1 (tools/modelServer/modelServer.ts).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const MODEL_DIALOG = {
  en: {
    model: 'Model',
    baseUrl: 'Base URL',
    chatModel: 'Chat model',
    embeddingModel: 'Embedding model',
    connect: 'Connect',
    disconnect: 'Disconnect',
    close: 'Close',
  },
  fr: {
    model: 'Modèle',
    baseUrl: 'URL de base',
    chatModel: 'Modèle de conversation',
    embeddingModel: "Modèle d'embeddings",
    connect: 'Se connecter',
    disconnect: 'Se déconnecter',
    close: 'Fermer',
  },
} as const;

/**
 * Opens the dialog, fills the server's base URL and the model names, connects, waits until the connection holds
 * (Disconnect is enabled), and closes the dialog. No embedding model is filled unless one is given.
 */
export async function connectModel(
  page: Page,
  lang: keyof typeof MODEL_DIALOG,
  baseUrl: string,
  models: { chat?: string; embedding?: string } = {},
): Promise<void> {
  const t = MODEL_DIALOG[lang];
  await page.getByRole('button', { name: t.model, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.model });
  await dialog.getByLabel(t.baseUrl, { exact: true }).fill(baseUrl);
  await dialog.getByLabel(t.chatModel, { exact: true }).fill(models.chat ?? 'test-chat');
  if (models.embedding !== undefined)
    await dialog.getByLabel(t.embeddingModel, { exact: true }).fill(models.embedding);
  await dialog.getByRole('button', { name: t.connect, exact: true }).click();
  await expect
    .poll(() => dialog.getByRole('button', { name: t.disconnect, exact: true }).isEnabled(), {
      timeout: 15_000,
    })
    .toBe(true);
  await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
}

/** Opens the "Model" dialog, disconnects, waits until Connect is offered again, and closes the dialog. */
export async function disconnectModel(page: Page, lang: keyof typeof MODEL_DIALOG): Promise<void> {
  const t = MODEL_DIALOG[lang];
  await page.getByRole('button', { name: t.model, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.model });
  await dialog.getByRole('button', { name: t.disconnect, exact: true }).click();
  await expect
    .poll(() => dialog.getByRole('button', { name: t.connect, exact: true }).isEnabled())
    .toBe(true);
  await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
}

const ANSWERS = {
  en: { answers: 'Answers', yourModel: 'Your model' },
  fr: { answers: 'Réponses', yourModel: 'Votre modèle' },
} as const;

/** Sets the scene's "Answers" to "Your model" (a model is connected, or runs in the page). */
export async function chooseYourModel(page: Page, lang: keyof typeof MODEL_DIALOG): Promise<void> {
  const t = ANSWERS[lang];
  await page.getByRole('radiogroup', { name: t.answers }).getByRole('radio', { name: t.yourModel }).check();
}

/** Connects to the server, then sets the scene's "Answers" to "Your model". */
export async function connectYourModel(page: Page, lang: keyof typeof MODEL_DIALOG, baseUrl: string) {
  await connectModel(page, lang, baseUrl);
  await chooseYourModel(page, lang);
}

/** One column of a side-by-side of two prompts: the exact prompt, the scripted answer, and the model's if any. */
export interface PromptColumn {
  prompt: string;
  scripted: string;
  model: string | null;
}

/**
 * What a side-by-side of two prompts (the group named `pair`) shows, column by column: `columns` maps a key of the
 * result to the accessible name of its column's group.
 */
export async function sideBySide<K extends string>(
  page: Page,
  pair: string,
  columns: Record<K, string>,
): Promise<Record<K, PromptColumn>> {
  const group = page.getByRole('group', { name: pair, exact: true });
  const read = async (name: string): Promise<PromptColumn> => {
    const col = group.getByRole('group', { name, exact: true });
    const model = col.locator('[data-role="model"]');
    return {
      prompt: await col.locator('[data-role="prompt"]').innerText(),
      scripted: await col.locator('[data-role="scripted"]').innerText(),
      model: (await model.count()) > 0 ? await model.innerText() : null,
    };
  };
  const shown = {} as Record<K, PromptColumn>;
  for (const key of Object.keys(columns) as K[]) shown[key] = await read(columns[key]);
  return shown;
}
