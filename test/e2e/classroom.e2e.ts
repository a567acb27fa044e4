// The classroom: the projector's QR code (decoded from the pixels the page drew), the embed view inside a page of
// another origin, and the embed snippet.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { compressText } from '../../src/mechanisms/permalink';
import { createServer, type Server } from 'node:http';
import { it } from './fixtures';

/** A one-page host on 127.0.0.1 (another port, so another origin than the lab's). */
async function serveCoursePage(html: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** Reads the QR code drawn in the page: a screenshot of the SVG, decoded by a QR reader library. */
async function decodeQr(page: Page): Promise<string> {
  const svg = page.locator('.scene-qr__code');
  await svg.waitFor();
  const png = PNG.sync.read(await svg.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code could be decoded from the page');
  return code.data;
}

const stepText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('the QR code of a scene', () => {
  it('decodes to the exact link of the scene at its step, which opens in the reader’s language (en → fr)', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/visualizer?preset=lru');
    const forward = w.page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await stepText(w.page, 'Step 2 / 8');
    await w.page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = w.page.getByRole('dialog', { name: 'QR code of this scene' });
    await dialog.waitFor();
    const decoded = await decodeQr(w.page);
    expect(decoded).toBe(await dialog.getByTestId('scene-qr-link').textContent());
    expect(decoded).toMatch(/\/agent-memory-lab\/#\/visualizer\?preset=lru&.*step=2$/);

    // A student's phone set to French: the same scene at the same step, in French.
    const student = await lab.open(null, { locale: 'fr-FR' });
    await student.page.goto(decoded);
    await stepText(student.page, 'Étape 2 / 8');
    await student.page.getByRole('region', { name: 'Visualiseur de mémoire' }).waitFor();
    expect(student.page.url()).toContain('#/fr/visualizer?');
  });

  it('shows in presentation mode with Q, Escape closes it then leaves presentation (fr)', async ({ lab }) => {
    const w = await lab.open('#/fr/visualizer?preset=summary');
    const viz = w.page.getByRole('region', { name: 'Visualiseur de mémoire' });
    await viz.and(w.page.locator('[data-keys]')).waitFor(); // shown, and listening to the keys
    await w.page.keyboard.press('f');
    await expect.poll(() => viz.getAttribute('data-presenting')).toBe('true');
    await w.page.keyboard.press('q');
    await w.page.getByRole('dialog', { name: 'QR code de cette scène' }).waitFor();
    expect(await decodeQr(w.page)).toMatch(/#\/visualizer\?preset=summary&.*step=0$/);
    await w.page.keyboard.press('Escape');
    await w.page.getByRole('dialog', { name: 'QR code de cette scène' }).waitFor({ state: 'detached' });
    expect(await viz.getAttribute('data-presenting')).toBe('true');
    await w.page.keyboard.press('Escape');
    await expect.poll(() => viz.getAttribute('data-presenting')).toBe('false');
  });

  it('offers the shortest link of the same preset and settings when the full link is too long, never a cut one', async ({
    lab,
  }) => {
    const ops = Array.from({ length: 300 }, (_, i) => ({
      op: 'append',
      id: `m${i}`,
      role: 'user',
      content: `typed message ${i}`,
    }));
    const query = `preset=playground&policy=lru&dest=trash&window=4&pageSize=3&budget=200&chunk=80&step=300&ops=${await compressText(JSON.stringify(ops))}`;
    const w = await lab.open(`#/en/visualizer?${query}`);
    await stepText(w.page, 'Step 300 / 300');
    await w.page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = w.page.getByRole('dialog', { name: 'QR code of this scene' });
    await dialog.getByText(/too long for a QR code that a phone can read/).waitFor();
    const decoded = await decodeQr(w.page);
    expect(decoded).toBe(await dialog.getByTestId('scene-qr-link').textContent());
    expect(decoded).not.toContain('ops=');
    expect(decoded).toMatch(/preset=playground&policy=lru&dest=trash&window=4&.*step=\d+$/);
    // It opens: the same settings, at a step of the preset's own script.
    await w.page.goto(decoded);
    await w.page.getByRole('region', { name: 'Memory visualizer' }).waitFor();
  });
});

describe('the embed view', () => {
  it('plays inside a page of another origin and takes keys; the snippet points at embed=1', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/visualizer?preset=lru');
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(w.page.url()).origin,
    });
    await w.page.getByRole('region', { name: 'Memory visualizer' }).waitFor();
    await w.page.getByRole('button', { name: 'Copy embed code' }).click();
    await w.page.getByRole('status').filter({ hasText: 'Embed code copied' }).waitFor();
    const snippet = await w.page.evaluate(() => navigator.clipboard.readText());
    const src = /<iframe src="([^"]+)" title="Agent Memory Lab: [^"]+" width="100%" height="\d+"/.exec(
      snippet,
    )?.[1];
    expect(src, snippet).toBeDefined();
    const frameUrl = (src as string).replaceAll('&amp;', '&');
    expect(frameUrl).toMatch(/#\/en\/visualizer\?.*embed=1/);

    // A course page of another origin: a second server on 127.0.0.1 (another port), as a school platform would
    // serve it. (A page fulfilled by the test itself would count as a public one, which Chrome forbids to frame a
    // local address: the real case is a platform on the network framing the published lab.)
    const course = await serveCoursePage(
      `<!doctype html><html lang="en"><title>Course</title><h1>Course</h1>${snippet}</html>`,
    );
    onTestFinished(() => new Promise<void>((resolve) => course.server.close(() => resolve())));
    w.allowOrigin(course.origin);
    await w.page.goto(`${course.origin}/course.html`);
    const frame = w.page.frameLocator('iframe');
    const viz = frame.getByRole('region', { name: 'Memory visualizer' });
    await viz.waitFor();
    expect(await frame.getByRole('banner').count()).toBe(0); // no header
    expect(await frame.getByRole('contentinfo').count()).toBe(0); // no footer
    await frame.getByText('Step 0 / 8', { exact: true }).first().waitFor();
    await viz.and(frame.locator('[data-keys]')).waitFor(); // listening to the keys
    await viz.click({ position: { x: 5, y: 5 } });
    await w.page.keyboard.press('ArrowRight');
    await frame.getByText('Step 1 / 8', { exact: true }).first().waitFor();
    // It fits its frame: nothing wider than the iframe.
    const widths = await frame.locator('html').evaluate((html) => [html.scrollWidth, html.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual((widths[1] as number) + 1);
  });

  it('embeds the cost lab and a single cell (fr)', async ({ lab }) => {
    const w = await lab.open('#/fr/cost-lab?embed=1');
    await w.page.getByRole('heading', { level: 1 }).waitFor({ state: 'hidden' });
    expect(await w.page.getByRole('banner').count()).toBe(0);
    await w.page.getByRole('button', { name: "Copier le code d'intégration" }).waitFor();
    await w.page.goto(w.url('#/fr/cell/rolling-window?embed=1'));
    await w.page
      .getByRole('group', { name: /fenêtre/i })
      .first()
      .waitFor();
    expect(await w.page.getByRole('contentinfo').count()).toBe(0);
  });
});

describe('sharing a scene that holds a secret', () => {
  it('warns before a link carries a typed key, and "Remove it" takes it out of the link only (en)', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/visualizer?preset=playground');
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(w.page.url()).origin,
    });
    const key = 'sk-proj-2KMFrIREr6VYy-d950s3TFW1lkhbNmPkf7kj';
    await w.page.getByRole('textbox', { name: 'Message', exact: true }).fill(`my key is ${key}`);
    await w.page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await w.page.getByRole('button', { name: 'Copy link' }).click();
    const warning = w.page.getByRole('alertdialog', { name: 'This may contain a secret' });
    await warning.waitFor();
    expect(await warning.textContent()).not.toContain(key); // shown masked
    await warning.getByRole('button', { name: 'Remove it' }).click();
    await w.page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const link = await w.page.evaluate(() => navigator.clipboard.readText());
    // The link opens the scene with the step, the key replaced; the page still shows what was typed.
    const other = await lab.open(null);
    await other.page.goto(link);
    await other.page.getByRole('region', { name: 'Memory visualizer' }).waitFor();
    await other.page.getByText('[removed]').first().waitFor();
    expect(await other.page.content()).not.toContain(key);
    expect(await w.page.getByText(key).count()).toBeGreaterThan(0);
  });

  it('shares anyway when asked, from the QR code too (fr)', async ({ lab }) => {
    const w = await lab.open('#/fr/visualizer?preset=playground');
    await w.page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('IBAN FR76 3000 6000 0112 3456 7890 189');
    await w.page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await w.page.getByRole('button', { name: 'Afficher le QR code' }).click();
    const warning = w.page.getByRole('alertdialog', { name: 'Ceci contient peut-être un secret' });
    await warning.getByRole('button', { name: 'Partager quand même' }).click();
    const dialog = w.page.getByRole('dialog', { name: 'QR code de cette scène' });
    await dialog.waitFor();
    // The typed step makes the full link too long for a readable code: the panel says so and codes the short one.
    await dialog.getByText(/trop long pour un QR code/).waitFor();
    expect(await decodeQr(w.page)).toBe(await dialog.getByTestId('scene-qr-link').textContent());
  });
});
