import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { it } from './fixtures';
import { seriousAxeViolations } from './browser';
import { localeOf } from './page';

// The "Your data" page in Chromium, French and English: reached from the footer; export, erase ("forget me") and
// import round trips that leave nothing behind; a corrupt file refused with a clear message and nothing changed.

const T = {
  en: {
    link: 'Your data',
    exportData: 'Export my data',
    importData: 'Import data',
    replace: 'Replace what is stored',
    confirmImport: 'Confirm import',
    forgetMe: 'Forget me',
    forgetConfirm: 'Erase everything',
    erased: /Erased: \d+ items/,
    notJson: 'This file is not valid JSON. Nothing was changed.',
    notOurs: /is not a data export of the lab/,
    warning: 'This may contain a secret',
    share: 'Share anyway',
    remove: 'Remove it',
  },
  fr: {
    link: 'Vos données',
    exportData: 'Exporter mes données',
    importData: 'Importer des données',
    replace: 'Remplacer ce qui est stocké',
    confirmImport: 'Confirmer l’import',
    forgetMe: "M'oublier",
    forgetConfirm: 'Tout effacer',
    erased: /Effacé\u00a0: \d+ éléments/,
    notJson: 'Ce fichier n’est pas du JSON valide. Rien n’a été modifié.',
    notOurs: /n’est pas un export de données du labo/,
    warning: 'Ceci contient peut-être un secret',
    share: 'Partager quand même',
    remove: 'Le retirer',
  },
} as const;

/** Every lab key (prefix `aml.`) in localStorage and sessionStorage, and the IndexedDB database names. */
function labState(
  page: Page,
): Promise<{ local: Record<string, string>; session: string[]; databases: string[] }> {
  return page.evaluate(async () => {
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      if (k.startsWith('aml.')) local[k] = localStorage.getItem(k)!;
    }
    const session = Object.keys(sessionStorage).filter((k) => k.startsWith('aml.'));
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    return { local, session, databases };
  });
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang];

  it(`${lang}: export, forget me and import round trip, from the footer link`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}`, {
      locale: localeOf(lang),
      colorScheme: lang === 'fr' ? 'dark' : 'light',
    });
    await w.page.getByRole('contentinfo').getByRole('link', { name: t.link }).click();
    await w.page.getByRole('heading', { level: 1, name: t.link }).waitFor();
    // Some data of the lab's own kinds: a note set aside, and a database.
    await w.page.evaluate(async () => {
      localStorage.setItem('aml.note.corrupt', '{"kept": "aside"}');
      sessionStorage.setItem('aml.session', '1');
      await new Promise<void>((resolve) => {
        const req = indexedDB.open('aml-test-db');
        req.onsuccess = () => {
          req.result.close();
          resolve();
        };
      });
    });
    await w.page.reload();
    await w.page.locator('tr[data-key="aml.note.corrupt"]').waitFor();
    const before = await labState(w.page);
    expect(await w.page.getByRole('button', { name: t.importData }).isVisible()).toBe(true);
    expect(before.local['aml.note.corrupt']).toBe('{"kept": "aside"}');
    expect(before.databases).toContain('aml-test-db');

    // Export: one JSON file holding every lab key of localStorage.
    const [download] = await Promise.all([
      w.page.waitForEvent('download'),
      w.page.getByRole('button', { name: t.exportData }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      format: string;
      items: Record<string, string>;
    };
    expect(exported.format).toBe('agent-memory-lab/your-data');
    expect(exported.items).toEqual(before.local);

    // Forget me: nothing left in localStorage, sessionStorage or IndexedDB.
    await w.page.getByRole('button', { name: t.forgetMe }).click();
    await w.page.getByRole('button', { name: t.forgetConfirm }).click();
    await expect.poll(() => w.page.getByRole('main').getByRole('status').innerText()).toMatch(t.erased);
    expect(await labState(w.page)).toEqual({ local: {}, session: [], databases: [] });

    // Import the export back, replacing: the same keys and values again.
    await w.page.locator('input[type=file]').setInputFiles({
      name: 'export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await w.page.getByRole('radio', { name: t.replace }).check();
    await w.page.getByRole('button', { name: t.confirmImport }).click();
    await w.page.locator('tr[data-key="aml.note.corrupt"]').waitFor();
    expect((await labState(w.page)).local).toEqual(before.local);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: a corrupt or foreign import file is refused with a clear message, nothing changed`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/your-data`, { locale: localeOf(lang) });
    await w.page.getByRole('heading', { level: 1, name: t.link }).waitFor();
    await w.page.evaluate(() => localStorage.setItem('aml.note', 'unchanged'));
    const before = await labState(w.page);
    const input = w.page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "agent-memory-lab/your-data", "items": '),
    });
    await expect.poll(() => w.page.getByRole('main').getByRole('status').innerText()).toBe(t.notJson);
    await input.setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"items": {"aml.note": "changed"}}'),
    });
    await expect.poll(() => w.page.getByRole('main').getByRole('status').innerText()).toMatch(t.notOurs);
    expect(await w.page.getByRole('button', { name: t.confirmImport }).count()).toBe(0);
    expect(await labState(w.page)).toEqual(before);
  });
}

const KEY = 'sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj_uDt9_doOMfA'; // random, in OpenAI's published shape

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang];
  it(`${lang}: exporting data that holds a key warns first, masked; "remove it" removes it, "share anyway" keeps it`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/your-data`, { locale: localeOf(lang) });
    await w.page.getByRole('heading', { level: 1, name: t.link }).waitFor();
    await w.page.evaluate((key) => localStorage.setItem('aml.note', `my key is ${key}`), KEY);
    const exportOnce = async (choice: string): Promise<Record<string, string>> => {
      await w.page.getByRole('button', { name: t.exportData }).click();
      const dialog = w.page.getByRole('alertdialog', { name: t.warning });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain('aml.note');
      expect(text).toContain('sk-p••••••••');
      expect(text).not.toContain(KEY);
      expect(await seriousAxeViolations(w.page)).toEqual([]);
      const [download] = await Promise.all([
        w.page.waitForEvent('download'),
        dialog.getByRole('button', { name: choice }).click(),
      ]);
      await dialog.waitFor({ state: 'detached' });
      return (JSON.parse(readFileSync((await download.path())!, 'utf8')) as { items: Record<string, string> })
        .items;
    };
    const removed = await exportOnce(t.remove);
    expect(removed['aml.note']).toBe('my key is [removed]');
    const shared = await exportOnce(t.share);
    expect(shared['aml.note']).toBe(`my key is ${KEY}`);
  });
}
