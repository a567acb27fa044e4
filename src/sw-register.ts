import { useNotices } from './state/notices';

/**
 * Registers the offline service worker (`sw.js`, emitted by the build; see vite.config.ts) in production builds.
 * Where service workers are unavailable or refused (insecure origin, file://, privacy settings, a test harness that
 * blocks them), the lab simply keeps working online: nothing is thrown and nothing is logged.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  let container: ServiceWorkerContainer | undefined;
  try {
    if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
    container = navigator.serviceWorker; // may throw a SecurityError when storage is blocked
  } catch {
    return;
  }
  if (!container) return;
  const sw = container;
  const start = () => {
    const hadController = sw.controller !== null;
    sw.addEventListener('controllerchange', () => {
      // A new version took over a page running the previous one: its lazy chunks may be gone from the host.
      if (hadController) {
        useNotices.getState().push({
          id: 'sw-updated',
          tone: 'info',
          text: {
            en: 'A new version of the lab was installed. Reload the page to use it.',
            fr: 'Une nouvelle version du labo a été installée. Rechargez la page pour l’utiliser.',
          },
        });
      }
    });
    sw.register('./sw.js')
      .then(() => sw.ready)
      .then((registration) => whenIdle(() => warmUp(registration)))
      .catch(() => {
        /* refused here: the lab works online without offline support */
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Asks the worker to fetch the large chunks it did not precache, unless the reader asked to save data. */
function warmUp(registration: ServiceWorkerRegistration): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  registration.active?.postMessage({ type: 'warm' });
}

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 10_000 });
  else setTimeout(fn, 3000);
}
