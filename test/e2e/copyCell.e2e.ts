/**
 * "Copy code" on a notebook cell, in English and French: chapter 2 applied to a copied cell. A clean cell is copied
 * at once; a cell edited to hold a key opens the "This may contain a secret" dialog, and "Remove it" puts the code
 * on the clipboard with the key replaced. The clipboard is read back from the page (permissions granted).
 */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { EN_LIGHT_FR_DARK, localeOf, pasteInto } from './page';
import { expect } from 'vitest';

// A fake key in GitHub's published shape (random characters, no real credential): the detector flags it.
const KEY = 'ghp_cij0YC3DhJp2PhaNNfrQSFdaG8bNxef8cQI1';

const T = {
  en: {
    cell: 'Rolling window: six messages, a window of four',
    tab: 'TypeScript (lab engine)',
    edit: 'Edit',
    copy: 'Copy code',
    copied: 'Copied',
    dialog: 'This may contain a secret',
    remove: 'Remove it',
    share: 'Share anyway',
  },
  fr: {
    cell: 'Fenêtre glissante : six messages, une fenêtre de quatre',
    tab: 'TypeScript (moteur du labo)',
    edit: 'Modifier',
    copy: 'Copier le code',
    copied: 'Copié',
    dialog: 'Ceci contient peut-être un secret',
    remove: 'Le retirer',
    share: 'Partager quand même',
  },
} as const;

const clipboardText = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  it(`${lang}: copies a clean cell at once; a cell edited to hold a key warns first, "${T[lang].remove}" copies it masked (${colorScheme})`, async ({
    lab,
  }) => {
    const t = T[lang];
    const w = await lab.open(`#/${lang}/chapter/1/rolling-window`, {
      colorScheme,
      locale: localeOf(lang),
    });
    const { page } = w;
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    const cell = page.getByRole('group', { name: t.cell });
    await cell.waitFor({ timeout: 15_000 });
    await cell.getByRole('tab', { name: t.tab }).click();
    const panel = cell.getByRole('tabpanel', { name: t.tab });
    const original = (await panel.locator('pre code').first().textContent()) ?? '';
    expect(original).toContain('RollingWindow');

    // Clean: no dialog, the code as shown, "Copied" in the status region.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await panel.getByRole('button', { name: t.copy, exact: true }).click();
    await panel.getByRole('status').filter({ hasText: t.copied }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect((await clipboardText(page)).trim()).toBe(original.trim());

    // Edited to hold a key: the dialog, then "Remove it" copies the code with the key replaced.
    const edited = `${original.trim()}\nconst token = "${KEY}";\n`;
    await panel.getByRole('button', { name: t.edit }).click();
    await pasteInto(page, panel.locator('.monaco-editor'), edited);
    await page.waitForFunction((key) => (localStorage.getItem('aml.cellCode') ?? '').includes(key), KEY);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await panel.getByRole('button', { name: t.copy, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: t.dialog });
    await dialog.waitFor();
    // What and where, masked: the key itself is not shown.
    expect(await dialog.innerText()).not.toContain(KEY);
    expect(await clipboardText(page)).toBe('before');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.remove }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => clipboardText(page)).not.toBe('before');
    const copied = await clipboardText(page);
    expect(copied).not.toContain(KEY);
    expect(copied).toContain('const token = "[removed]";');
    expect(copied).toContain('RollingWindow');
    await panel.getByRole('status').filter({ hasText: t.copied }).waitFor();

    // "Share anyway" copies it as it is.
    await panel.getByRole('button', { name: t.copy, exact: true }).click();
    await dialog.getByRole('button', { name: t.share }).click();
    await expect.poll(() => clipboardText(page)).toContain(KEY);
  });
}
