import { expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, localeOf, settled, shot } from './page';

// Chapter 5's "Memory files" in Chromium, French (dark) and English (light): a file created with "keep" on survives a
// reload, is listed in Your data, and is removed there; the widget is axe-clean. Screenshots with AML_SHOTS_DIR.

const T = {
  en: {
    widget: 'Memory files',
    files: 'Files in /memories',
    keep: 'Keep these files in this browser',
    command: 'Command',
    path: 'Path',
    fileText: 'File text',
    send: 'Send the call',
    result: 'Tool result',
    created: 'File created successfully at /memories/tea.md',
    yourData: 'Your data',
    section: 'Your /memories files',
    summary: /^1 file, 13 characters/,
    remove: 'Remove the /memories files',
    removed: 'The /memories files were removed from this browser.',
  },
  fr: {
    widget: 'Fichiers de mémoire',
    files: 'Fichiers dans /memories',
    keep: 'Garder ces fichiers dans ce navigateur',
    command: 'Commande',
    path: 'Chemin',
    fileText: 'Texte du fichier',
    send: 'Envoyer l’appel',
    result: 'Résultat de l’outil',
    created: 'File created successfully at /memories/tea.md',
    yourData: 'Vos données',
    section: 'Vos fichiers /memories',
    summary: /^1\u00a0fichier, 13\u00a0caractères/,
    remove: 'Retirer les fichiers /memories',
    removed: 'Les fichiers /memories ont été retirés de ce navigateur.',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang];
  it(
    `${lang}: a kept file survives a reload and is removed in Your data`,
    { timeout: 180_000 },
    async ({ lab }) => {
      const w = await lab.open(`#/${lang}/chapter/5/files`, {
        locale: localeOf(lang),
        colorScheme: lang === 'fr' ? 'dark' : 'light',
      });
      await loaded(w.page);
      const widget = w.page.getByRole('region', { name: t.widget });
      await widget.getByRole('checkbox', { name: t.keep }).check();
      await widget.getByRole('combobox', { name: t.command }).selectOption('create');
      await widget.getByRole('textbox', { name: t.path }).fill('/memories/tea.md');
      await widget.getByRole('textbox', { name: t.fileText }).fill('tea, no sugar');
      await widget.getByRole('button', { name: t.send }).click();
      await expect
        .poll(() => widget.getByRole('status', { name: t.result }).textContent())
        .toContain(t.created);
      await settled(w.page);
      expect(await seriousAxeViolations(w.page)).toEqual([]);
      await shot(widget, `memory-files-${lang}-${lang === 'fr' ? 'dark' : 'light'}`);

      await w.page.reload();
      await loaded(w.page);
      const after = w.page.getByRole('region', { name: t.widget });
      await expect
        .poll(() =>
          after
            .getByRole('region', { name: t.files })
            .getByRole('row', { name: /tea\.md/ })
            .count(),
        )
        .toBe(1);
      expect(await after.getByRole('checkbox', { name: t.keep }).isChecked()).toBe(true);

      await w.page.getByRole('contentinfo').getByRole('link', { name: t.yourData }).click();
      const section = w.page.getByRole('region', { name: t.section });
      await section.waitFor();
      expect(await section.getByText(t.summary).count()).toBe(1);
      await section.getByRole('button', { name: t.remove }).click();
      await w.page.getByRole('status').filter({ hasText: t.removed }).waitFor();
      expect(await section.count()).toBe(0);
      expect(await w.page.evaluate(() => localStorage.getItem('aml.memoryFiles'))).toBeNull();
    },
  );
}
