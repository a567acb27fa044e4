/**
 * How the lab knows a school platform launched it as a SCORM package: the package's launch address carries
 * `?scorm=lab` (the whole lab) or `?scorm=chapter-N` (one chapter). Tiny and import-free on purpose: the main chunk
 * reads it on every load, and only a launch with the parameter loads the SCORM runtime (./runtime.ts).
 */
export type ScormScope = { kind: 'lab' } | { kind: 'chapter'; chapterId: string };

export const SCORM_PARAM = 'scorm';

/** The scope named by a page's query string (`location.search`), or null outside a platform / for a bad value. */
export function parseScormScope(search: string): ScormScope | null {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get(SCORM_PARAM);
  } catch {
    return null;
  }
  if (value === 'lab') return { kind: 'lab' };
  const m = value ? /^chapter-(\d{1,3})$/.exec(value) : null;
  return m ? { kind: 'chapter', chapterId: String(Number(m[1])) } : null;
}

export function scopeParam(scope: ScormScope): string {
  return scope.kind === 'lab' ? 'lab' : `chapter-${scope.chapterId}`;
}

/**
 * The route a package opens on, without a language: the lab then opens in the reader's language (their saved
 * choice, else the browser's), which suits a class of mixed readers better than a language fixed in the package.
 */
export function launchRoute(scope: ScormScope): string {
  return scope.kind === 'lab' ? '' : `chapter/${scope.chapterId}`;
}

/** The manifest's launch address, relative to the package root: `index.html?scorm=chapter-1#/chapter/1`. */
export function launchHref(scope: ScormScope): string {
  return `index.html?${SCORM_PARAM}=${scopeParam(scope)}#/${launchRoute(scope)}`;
}
