import { isLang, type Lang } from '../i18n/lang';

/**
 * Hash routes, so deep links work from any static host and sub-path without server rewrites:
 *   #/en                         home
 *   #/fr/chapter/1/rolling-window a chapter section (the section is optional)
 *   #/en/cost-lab?turns=1000     the cost lab (its parameters in the query)
 *   #/fr/exercises/01-marginal-cost
 * The query holds a page's own state (visualizer scene, chart parameters) for permalinks.
 */
export interface Route {
  lang: Lang | null;
  path: string[];
  query: URLSearchParams;
}

/** What every page receives from the route table (src/routes.tsx). */
export interface PageProps {
  route: Route;
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const qIndex = raw.indexOf('?');
  const pathPart = qIndex === -1 ? raw : raw.slice(0, qIndex);
  const queryPart = qIndex === -1 ? '' : raw.slice(qIndex + 1);
  const segments = pathPart
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s; // a malformed escape stays as typed; the page then shows "not found" rather than crashing
      }
    });
  let lang: Lang | null = null;
  if (segments.length > 0 && isLang(segments[0])) {
    lang = segments[0];
    segments.shift();
  }
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(queryPart);
  } catch {
    query = new URLSearchParams();
  }
  return { lang, path: segments, query };
}

/**
 * The language of the addresses a page writes while it renders a route: the URL's when it names one, else the
 * settings'. A page must not take the settings' language for a redirect: on a link into the other language, the page
 * renders and runs its effects before App's effect has moved the settings to the URL's language, so a redirect
 * written in the settings' language would take the reader back to it (`#/fr/chapter/3` from an English page opened
 * `#/en/chapter/3/taskmaster`).
 */
export function routeLang(route: Pick<Route, 'lang'>, settingsLang: Lang): Lang {
  return route.lang ?? settingsLang;
}

export function formatHash(
  lang: Lang,
  path: readonly string[] = [],
  query?: URLSearchParams | Record<string, string>,
): string {
  const q = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? {});
  const qs = q.toString();
  const p = [lang, ...path].map(encodeURIComponent).join('/');
  return `#/${p}${qs ? `?${qs}` : ''}`;
}
