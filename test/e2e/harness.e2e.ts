/**
 * The real-browser harness itself: a page reaches no host but 127.0.0.1, every request leaving the app's origin is
 * recorded (the list the fixture expects empty, so a leak fails the test), and a context keeps its HTTP cache (no
 * request is routed through Playwright, which would turn it off), so a shared context downloads the site once.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { watchedContext, watchPage } from './browser';
import { it } from './fixtures';
import { loaded } from './page';

/** A server of the test on 127.0.0.1 answering every request with `body`, readable from any origin. */
async function serve(body: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

it('refuses and records a request to another host, and records an undeclared server on 127.0.0.1', async ({
  browser,
}) => {
  const declared = await serve('declared');
  const undeclared = await serve('undeclared');
  const watched = await watchedContext(browser, { modelServers: [declared.origin] });
  onTestFinished(() => watched.context.close());
  const w = await watchPage(watched);
  // The same server by name: reachable if names resolved as usual.
  const localhost = `${undeclared.origin.replace('127.0.0.1', 'localhost')}/z`;
  const failures: string[] = [];
  w.page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  await w.page.goto(w.url('#/en'));
  await loaded(w.page);
  expect(w.foreignRequests).toEqual([]);

  const answers = await w.page.evaluate(
    (urls) =>
      Promise.all(
        [...urls, `data:text/plain,data`, URL.createObjectURL(new Blob(['blob']))].map((url) =>
          fetch(url).then(
            (response) => response.text(),
            () => 'refused',
          ),
        ),
      ),
    ['http://example.com/', localhost, `${declared.origin}/v1/models`, `${undeclared.origin}/x`],
  );
  expect(answers).toEqual(['refused', 'refused', 'declared', 'undeclared', 'data', 'blob']);
  // Refused by the browser before any connection: no name resolves, `localhost` (a server that answers) included:
  // launchBrowser's resolver rule, not the machine's lack of network.
  expect(failures.sort()).toEqual(
    [`http://example.com/ net::ERR_NAME_NOT_RESOLVED`, `${localhost} net::ERR_NAME_NOT_RESOLVED`].sort(),
  );
  expect(w.foreignRequests.sort()).toEqual(
    ['http://example.com/', localhost, `${undeclared.origin}/x`].sort(),
  );

  // A server the test declares afterwards is no longer recorded; a host off 127.0.0.1 cannot be declared.
  w.allowOrigin(undeclared.origin);
  expect(await w.page.evaluate((url) => fetch(url).then((r) => r.text()), `${undeclared.origin}/y`)).toBe(
    'undeclared',
  );
  expect(w.foreignRequests).toHaveLength(3);
  expect(() => w.allowOrigin('http://example.com')).toThrow(/not a server of the test on 127\.0\.0\.1/);
});

it("keeps a shared context's HTTP cache: the second page revalidates the site's scripts, not downloads them", async ({
  lab,
}) => {
  /**
   * Bytes sent over the wire against the bytes of the body, for each of the site's scripts the page loaded, those
   * over 4 kB (a 304's headers, about 300 bytes, outweigh a tiny script's body).
   */
  const scripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e.name.includes('/assets/') && e.name.endsWith('.js'))
        .filter((e) => e.encodedBodySize > 4096)
        .map((e) => ({ name: e.name, transferSize: e.transferSize, encodedBodySize: e.encodedBodySize })),
    );
  const first = await lab.open('#/en', { share: true });
  await loaded(first.page);
  const downloaded = await scripts(first.page);
  expect(downloaded.length).toBeGreaterThan(0);
  for (const s of downloaded) expect(s.transferSize, s.name).toBeGreaterThan(s.encodedBodySize);

  const second = await lab.open('#/en', { share: true });
  expect(second.context).toBe(first.context);
  await loaded(second.page);
  const again = await scripts(second.page);
  // The scripts the first page loaded at start (a lazy part loaded on idle may not have come yet).
  expect(again.length).toBeGreaterThan(downloaded.length / 2);
  for (const s of again) expect(downloaded.map((d) => d.name)).toContain(s.name);
  // A 304 carries headers only (a few hundred bytes); a script sent again would carry its whole body.
  for (const s of again) expect(s.transferSize, s.name).toBeLessThan(s.encodedBodySize);
});
