import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { it } from './fixtures';
import { EN_LIGHT_FR_DARK, localeOf, pasteInto, region, setExerciseCode } from './page';
import { seriousAxeViolations } from './browser';
import { chapters } from '../../src/content/chapters';
import { testSummary } from './exercisePage';

// Chapter 2 in Chromium: every demo of the 'memory-store' mechanism walked in French and English (light and dark),
// its buttons used as a person would, axe clean; every lesson section opens; a cell runs the engine's store.

const T = {
  en: {
    owners: 'The store, by owner',
    answer: 'What the store answered',
    owner: 'Owner',
    missing: 'bob has no “length”, and the store never looks at another owner’s entries.',
    blank: 'Refused: the owner is blank.',
    apiKey: 'Refused: the value contains an API key or token.',
    email: 'an e-mail address',
    copies: 'Two objects: your copy and the store’s',
    clock: 'Clock',
    advance: 'Advance the clock 6 h',
    purge: 'Purge expired entries',
    forget: (o: string) => `Forget me (${o})`,
    forgotten: 'alice forgotten: 2 entries deleted',
    asw: 'answerWithState',
    window: 'alice’s last five exchanges',
    stepForward: 'Step forward',
    run: /^Run/,
  },
  fr: {
    owners: 'La mémoire, par propriétaire',
    answer: 'Ce que la mémoire a répondu',
    owner: 'Propriétaire',
    missing:
      'bob n’a pas de «\u00a0length\u00a0», et la mémoire ne regarde jamais les entrées d’un autre propriétaire.',
    blank: 'Refusé\u00a0: le propriétaire est vide.',
    apiKey: 'Refusée\u00a0: la valeur contient une clé d’API ou un jeton d’accès.',
    email: 'une adresse e-mail',
    copies: 'Deux objets : votre copie et celle de la mémoire',
    clock: 'Horloge',
    advance: 'Avancer l’horloge de 6 h',
    purge: 'Purger les entrées expirées',
    forget: (o: string) => `Oubliez-moi (${o})`,
    forgotten: 'Tout ce qui appartient à alice est oublié\u00a0: 2 entrées effacées',
    asw: 'answerWithState',
    window: 'Les cinq derniers échanges d’alice',
    stepForward: 'Pas suivant',
    run: /^Exécuter/,
  },
} as const;

const keysOf = (page: Page, owner: string, lang: 'en' | 'fr') =>
  page
    .getByRole('group', { name: `${T[lang].owner} ${owner}` })
    .locator('.ms-key')
    .allTextContents();

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  const colorScheme = lang === 'en' ? 'light' : 'dark';
  const locale = localeOf(lang);

  it(`${lang}: two users side by side, a read of the other's key gives nothing and says why, a blank owner is refused (${colorScheme})`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Ftwo-users&step=6`, {
      colorScheme,
      locale,
      share: true,
    });
    await region(w.page, t.owners).waitFor();
    await expect.poll(() => keysOf(w.page, 'alice', lang)).toEqual(['locale', 'length']);
    expect(await keysOf(w.page, 'bob', lang)).toEqual(['locale']);
    await expect.poll(() => region(w.page, t.answer).innerText()).toContain(t.missing);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await w.page.getByRole('button', { name: t.stepForward }).click();
    await expect.poll(() => region(w.page, t.answer).innerText()).toContain(t.blank);
  });

  it(`${lang}: an API key and an e-mail are refused with their kind, the secret masked`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Frefusal&step=2`, {
      colorScheme,
      locale,
      share: true,
    });
    const answer = region(w.page, t.answer);
    await expect.poll(() => answer.innerText()).toContain(t.apiKey);
    expect(await answer.locator('.ms-masked code').innerText()).toBe('sk-p••••••••');
    expect(await w.page.locator('main').innerText()).not.toContain('2KMFrIREr6VYy');
    await w.page.getByRole('button', { name: t.stepForward }).click();
    await expect.poll(() => answer.innerText()).toContain(t.email);
    expect(await keysOf(w.page, 'alice', lang)).toEqual(['note']);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: editing a returned copy leaves the store unchanged, shown as two objects`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Fcopies&step=4`, {
      colorScheme,
      locale,
      share: true,
    });
    const copies = region(w.page, t.copies);
    await expect
      .poll(() => copies.locator('[data-role="copy"] pre').innerText())
      .toContain('written by a reader');
    expect(await copies.locator('[data-role="stored"] pre').innerText()).not.toContain('written by a reader');
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: the viewer advances the clock, entries fade then expire, purge removes them`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Fexpiry&step=4`, {
      colorScheme,
      locale,
      share: true,
    });
    const clock = region(w.page, t.clock);
    await clock.waitFor();
    const alice = w.page
      .getByRole('group', { name: `${t.owner} alice` })
      .locator('.ms-entry')
      .first();
    // At +20 h of 24, alice's entry has faded (its colour: the text keeps its contrast); bob's (8 h old) has not.
    const fade = (owner: string) =>
      w.page
        .getByRole('group', { name: `${t.owner} ${owner}` })
        .locator('.ms-entry')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).getPropertyValue('--ms-fade')));
    await expect.poll(() => fade('alice')).toBeLessThan(90);
    expect(await fade('bob')).toBe(100);
    await clock.getByRole('button', { name: t.advance }).click();
    await expect.poll(() => alice.getAttribute('class')).toContain('is-expired');
    await clock.getByRole('button', { name: t.purge }).click();
    await expect.poll(() => keysOf(w.page, 'alice', lang)).toEqual([]);
    expect(await keysOf(w.page, 'bob', lang)).toEqual(['locale']);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: “Forget me” for one user leaves the other intact`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Fforget-me&step=3`, {
      colorScheme,
      locale,
      share: true,
    });
    await region(w.page, t.owners).waitFor();
    await expect.poll(() => keysOf(w.page, 'alice', lang)).toEqual(['locale', 'length']);
    await w.page.getByRole('button', { name: t.forget('alice') }).click();
    await expect.poll(() => keysOf(w.page, 'alice', lang)).toEqual([]);
    expect(await keysOf(w.page, 'bob', lang)).toEqual(['locale']);
    expect(await region(w.page, t.answer).innerText()).toContain(t.forgotten);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: answerWithState shows the question as typed, as sent, and the five-exchange window sliding`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=memory-store%2Fanswer&step=9`, {
      colorScheme,
      locale,
      share: true,
    });
    const panel = region(w.page, t.asw);
    await expect
      .poll(() => panel.locator('[data-role="sent"]').innerText())
      .toBe('What does "Forget me" delete? (answer briefly)');
    expect(await panel.locator('[data-role="asked"]').innerText()).toBe('What does "Forget me" delete?');
    const slots = panel.getByRole('list', { name: t.window }).locator('.ms-slot:not(.is-dropped)');
    expect(await slots.count()).toBe(5);
    expect(await panel.locator('[data-role="dropped"]').innerText()).toContain(
      'Why cap memory at five exchanges?',
    );
    expect(await slots.first().innerText()).toBe('What does the store key on? (answer briefly)');
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: every section of chapter 2 opens, clean, and the home page lists chapter 2 as ready`, async ({
    lab,
  }) => {
    const chapter = chapters.find((c) => c.id === '2');
    expect(chapter?.sections.length).toBe(8);
    const w = await lab.open(`#/${lang}`, { colorScheme, locale, share: true });
    await w.page.locator('.chapter-card[data-ready="true"]').nth(2).waitFor();
    expect(await w.page.locator('.chapter-card').nth(1).getAttribute('data-ready')).toBe('true');
    for (const s of chapter?.sections ?? []) {
      await w.page.goto(w.url(`#/${lang}/chapter/2/${s.slug}`));
      await w.page.getByRole('heading', { level: 1, name: s.title[lang] }).waitFor();
      // The source's glossary residue ("AgentAgentUn programme…", "Refus…Fermer") is not carried over.
      const text = await w.page.locator('main').innerText();
      expect(text, s.slug).not.toMatch(/AgentAgent|RefusRefus|Voir dans le glossaire|Fermer peut/);
      expect(await seriousAxeViolations(w.page), s.slug).toEqual([]);
    }
  });
}

it('en: exercise 4 runs in the browser sandbox: the starter fails every test, the reference solution passes them all', async ({
  lab,
}) => {
  const w = await lab.open('#/en/exercises/04-memory-store', { share: true });
  await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
  const summary = testSummary(w.page);
  await w.page.getByRole('button', { name: 'Run tests' }).click();
  await summary.filter({ hasText: /\d+ passed, \d+ failed/ }).waitFor({ timeout: 30_000 });
  expect(await summary.textContent()).toContain('0 passed, 13 failed');
  // Paste the reference solution as a person would (Monaco's auto-closing would alter typed code).
  const solution = readFileSync(
    resolve(import.meta.dirname, '../../exercises/04-memory-store/solution.ts'),
    'utf8',
  );
  await setExerciseCode(w.page, solution);
  await w.page.getByRole('button', { name: 'Run tests' }).click();
  await summary.filter({ hasText: '13 passed, 0 failed' }).waitFor({ timeout: 30_000 });
  // (The exercise page's accessibility is checked by the exercises suite.)
});

// Edit → run → animate: the MemoryStore cell, another owner writing the preference; the memory-store visualizer
// replays what the edited code did (the engine's events, recorded by src/mechanisms/memory-store/record.ts).
const CELL = {
  en: {
    title: 'MemoryStore: two users, a blank owner, copies, “forget me”',
    tab: 'TypeScript (lab engine)',
    edit: 'Edit',
    run: 'Run',
    output: 'Output',
    animate: 'Animate this output',
    read: 'bob reads “length”: "short"',
  },
  fr: {
    title: 'MemoryStore : deux utilisateurs, un propriétaire vide, des copies, « oubliez-moi »',
    tab: 'TypeScript (moteur du labo)',
    edit: 'Modifier',
    run: 'Exécuter',
    output: 'Sortie',
    animate: 'Animer cette sortie',
    read: 'bob lit «\u00a0length\u00a0»\u00a0: "short"',
  },
} as const;

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  it(`${lang}: the MemoryStore cell edited (bob writes the length), run, animated: the visualizer stores it under bob (${colorScheme})`, async ({
    lab,
  }) => {
    const c = CELL[lang];
    const t = T[lang];
    const w = await lab.open(`#/${lang}/chapter/2/memory-store`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });
    const cell = w.page.getByRole('group', { name: c.title });
    await cell.waitFor({ timeout: 15_000 });
    const tab = cell.getByRole('tab', { name: c.tab });
    if ((await tab.count()) > 0) await tab.click();
    const source = readFileSync(
      resolve(import.meta.dirname, '../../src/cells/chapter2/memoryStore.ts'),
      'utf8',
    );
    const edited = source.replace(
      "store.set('alice', 'length', 'short')",
      "store.set('bob', 'length', 'short')",
    );
    expect(edited).not.toBe(source);

    await cell.getByRole('button', { name: c.edit }).click();
    await pasteInto(w.page, cell.locator('.monaco-editor'), edited);
    await w.page.waitForFunction(
      (text) => (localStorage.getItem('aml.cellCode') ?? '').includes(text),
      "store.set('bob', 'length', 'short')",
    );

    await cell.getByRole('button', { name: c.run, exact: true }).click();
    const output = cell.getByRole('region', { name: c.output });
    await output.getByText('bob reads length: short').waitFor({ timeout: 30_000 });

    await cell.getByRole('button', { name: c.animate }).click();
    // The scene: set, set, get, get, then the edited set (bob, length) and bob's read of it.
    const owners = cell.getByRole('region', { name: t.owners, exact: true });
    await owners.waitFor({ timeout: 15_000 });
    for (let i = 0; i < 6; i++) await cell.getByRole('button', { name: t.stepForward }).click();
    const keys = (owner: string) =>
      cell
        .getByRole('group', { name: `${t.owner} ${owner}` })
        .locator('.ms-key')
        .allTextContents();
    await expect.poll(() => keys('bob')).toEqual(['locale', 'length']);
    expect(await keys('alice')).toEqual(['locale']);
    await expect
      .poll(() => cell.getByRole('region', { name: t.answer, exact: true }).innerText())
      .toContain(c.read);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });
}
