import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; playwright-core never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags measured to work on this kind of machine (no network but the registries, running as root).
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Every host name but 127.0.0.1 fails to resolve, so a page can reach no other host (the lab's tests and measures
  // serve everything from 127.0.0.1). Done here rather than by routing each request in Playwright, which turns
  // Chromium's HTTP cache off ("Enabling routing disables http cache"): every page would download and compile its
  // scripts again. The tests still record each request leaving the app's origin (test/e2e/browser.ts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium with the flags above, and `extraArgs` after them (a test's own switch). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...LAUNCH_ARGS, ...extraArgs],
    headless: true,
  });
}
