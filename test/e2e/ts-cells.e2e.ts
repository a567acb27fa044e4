import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations, type Watched } from './browser';
import { it } from './fixtures';
import { pasteInto, settled } from './page';

const EN = {
  cell: 'Rolling window: six messages, a window of four',
  tab: 'TypeScript (lab engine)',
  run: 'Run',
  edit: 'Edit',
  revert: 'Revert',
  output: 'Output',
  animate: 'Animate this output',
  visualizer: 'Memory visualizer',
  step: 'Step forward',
  window: 'Context window',
  evicted: 'Evicted',
};
const FR = {
  cell: 'Fenêtre glissante : six messages, une fenêtre de quatre',
  tab: 'TypeScript (moteur du labo)',
  run: 'Exécuter',
  edit: 'Modifier',
  revert: 'Rétablir',
  output: 'Sortie',
  animate: 'Animer cette sortie',
  visualizer: 'Visualiseur de mémoire',
  step: 'Pas suivant',
  window: 'Fenêtre de contexte',
  evicted: 'Évincés',
};

/** The cell's TypeScript panel (the tab is selected first when the cell has both languages). */
async function tsPanel(page: Page, t: typeof EN): Promise<Locator> {
  const cell = page.getByRole('group', { name: t.cell });
  await cell.waitFor({ timeout: 15_000 });
  const tab = cell.getByRole('tab', { name: t.tab });
  if ((await tab.count()) > 0) {
    await tab.click();
    return cell.getByRole('tabpanel', { name: t.tab });
  }
  return cell;
}

async function outputText(panel: Locator, t: typeof EN): Promise<string> {
  return (await panel.getByRole('region', { name: t.output }).locator('pre').textContent()) ?? '';
}

/** Pastes code into the cell's editor like a person would (typing goes through Monaco's auto-indent and brackets). */
async function pasteCode(
  page: Page,
  panel: Locator,
  code: string,
  saved = 'new RollingWindow(2)',
): Promise<void> {
  await pasteInto(page, panel.locator('.monaco-editor'), code);
  // Saved as JSON: the check looks for the saved text as it is escaped there.
  await page.waitForFunction(
    (text) => (localStorage.getItem('aml.cellCode') ?? '').includes(text),
    JSON.stringify(saved).slice(1, -1),
  );
}

async function cardNumbers(viz: Locator, name: string): Promise<string[]> {
  return viz.getByRole('region', { name }).locator('.viz-card__num').allTextContents();
}

async function editRunAnimate(w: Watched, lang: 'en' | 'fr', t: typeof EN) {
  const { page } = w;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(w.url(`#/${lang}/chapter/1/rolling-window`));
  const panel = await tsPanel(page, t);

  // Unmodified: the seed's output.
  await panel.getByRole('button', { name: t.run }).click();
  await panel
    .getByRole('region', { name: t.output })
    .getByText('Total evicques sur la duree de vie : 2')
    .waitFor();
  expect((await outputText(panel, t)).split('\n')[4]).toBe(
    "append #4: taille=4  -> evince(s) : ['message #0']",
  );
  // Monaco is not part of the lesson page until "Edit" is pressed.
  expect(scripts.filter((s) => /MonacoEditor|editor\.api|monacoSetup/.test(s))).toEqual([]);

  // Edit: a window of 2.
  await panel.getByRole('button', { name: t.edit }).click();
  await pasteCode(page, panel, EDITED);
  await panel.getByRole('button', { name: t.run }).click();
  await page.waitForFunction(
    ([name]) =>
      [...document.querySelectorAll('[data-cell="rolling-window"] [role="region"]')].some(
        (r) =>
          r.getAttribute('aria-label') === name &&
          (r.textContent ?? '').includes('Total evicques sur la duree de vie : 4'),
      ),
    [t.output],
  );
  const printed = (await outputText(panel, t)).split('\n');
  expect(printed[2]).toBe("append #2: taille=2  -> evince(s) : ['message #0']");

  // Animate: the visualizer replays a window of 2, under the cell's tabs (it lights the lines of the tab shown).
  await panel.getByRole('button', { name: t.animate }).click();
  const viz = page.getByRole('group', { name: t.cell }).getByRole('region', { name: t.visualizer });
  await viz.waitFor({ timeout: 15_000 });
  for (let i = 0; i < 6; i++) await viz.getByRole('button', { name: t.step }).click();
  await viz.getByRole('region', { name: t.window }).locator('.viz-card__num', { hasText: '#5' }).waitFor();
  expect(await cardNumbers(viz, t.window)).toEqual(['#4', '#5']);
  expect(await cardNumbers(viz, t.evicted)).toEqual(['#0', '#1', '#2', '#3']);

  await settled(page); // axe measures contrast on what is painted, not on a card fading in
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const EDITED = `import { createMessage, pyList, RollingWindow } from 'agent-memory-lab';

const rw = new RollingWindow(2);
for (let i = 0; i < 6; i++) {
  const m = createMessage(i % 2 === 0 ? 'user' : 'assistant', \`message #\${i}\`);
  const evicted = rw.append(m);
  const label = evicted.length > 0 ? \`  -> evince(s) : \${pyList(evicted.map((e) => e.content))}\` : '';
  console.log(\`append #\${i}: taille=\${rw.size}\${label}\`);
}
console.log();
console.log('Contenu final de la fenetre :');
console.log(rw.render());
console.log(\`Total evicques sur la duree de vie : \${rw.evictedTotal}\`);
`;

describe('TypeScript cells in Chromium', () => {
  it('edits a cell (pasted), runs it, sees the new output and animates it with the changed window (English)', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'en-US' });
    await editRunAnimate(w, 'en', EN);
  });

  it('does the same in French, in the dark theme, and keeps the edit after a reload until "Rétablir"', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'fr-FR', colorScheme: 'dark' });
    await editRunAnimate(w, 'fr', FR);
    await w.page.reload();
    const panel = await tsPanel(w.page, FR);
    await panel.getByText('new RollingWindow(2)').waitFor();
    await panel.getByRole('button', { name: FR.revert }).click();
    await panel.getByText('new RollingWindow(4)').waitFor();
    expect(await w.page.evaluate(() => localStorage.getItem('aml.cellCode') ?? '')).not.toContain(
      'RollingWindow(2)',
    );
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it('stops a looping cell with Stop while the page keeps answering, then runs again in a fresh sandbox', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'en-US' });
    await w.page.goto(w.url('#/en/chapter/1/rolling-window'));
    const panel = await tsPanel(w.page, EN);
    await panel.getByRole('button', { name: EN.edit }).click();
    await pasteCode(w.page, panel, "console.log('start');\nwhile (true) {}\n", 'while (true)');
    await panel.getByRole('button', { name: EN.run }).click();
    const stop = panel.getByRole('button', { name: 'Stop' });
    await stop.waitFor();
    // The page answers while the cell loops: the Python tab opens and comes back.
    const cell = w.page.getByRole('group', { name: EN.cell });
    await cell.getByRole('tab', { name: 'Python (original)' }).click();
    await cell.getByRole('tab', { name: EN.tab }).click();
    await stop.click();
    // Stopped by the button: the 5 s time limit would say "Stopped after 5 s" instead.
    await panel
      .getByRole('region', { name: EN.output })
      .getByText('Stopped.', { exact: true })
      .waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: EN.revert }).click();
    await panel.getByRole('button', { name: EN.run }).click();
    await panel
      .getByRole('region', { name: EN.output })
      .getByText('Total evicques sur la duree de vie : 2')
      .waitFor();
  });
});
