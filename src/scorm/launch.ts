/**
 * How the lab knows a school platform launched it as a SCORM package: the package's launch address carries
 * `?scorm=lab` (the whole lab) or `?scorm=chapter-N` (one chapter). Tiny and import-free on purpose: the main chunk
 * reads it on every load, and only a launch with the parameter loads the SCORM runtime (./runtime.ts).
 */
export type ScormScope = { kind: 'lab' } | { kind: 'chapter'; chapterId: string };

export const SCORM_PARAM = 'scorm';

/**
 * Parts of the site a chapter's package may leave out when its chapters do not use them (scripts/lib/scormPackage.ts
 * decides): `encoder`, the sentence encoder's weights and TF.js's WebAssembly (`models/use-lite/`, `models/tfjs/`);
 * `wllama`, llama.cpp's WebAssembly for a model file run in the page (`models/wllama/`). The launch address lists what
 * is left out (`&without=encoder`), so the page says "not included in this package" instead of failing to load it.
 */
export const PACKAGE_PARTS = ['encoder', 'wllama', 'bench-data'] as const;
export type PackagePart = (typeof PACKAGE_PARTS)[number];
export const WITHOUT_PARAM = 'without';

/** The parts the launching package left out, from a page's query string (none outside a package). */
export function partsLeftOut(search: string): PackagePart[] {
  let value: string | null;
  try {
    const params = new URLSearchParams(search);
    if (!params.get(SCORM_PARAM)) return [];
    value = params.get(WITHOUT_PARAM);
  } catch {
    return [];
  }
  const named = new Set((value ?? '').split(','));
  return PACKAGE_PARTS.filter((p) => named.has(p));
}

/** Whether this page was launched from a package that left `part` out. */
export function leftOutOfPackage(part: PackagePart): boolean {
  return typeof window !== 'undefined' && partsLeftOut(window.location.search).includes(part);
}

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

/**
 * The manifest's launch address, relative to the package root: `index.html?scorm=chapter-1#/chapter/1`, with
 * `&without=encoder` when the package leaves parts out.
 */
export function launchHref(scope: ScormScope, without: readonly PackagePart[] = []): string {
  const left = without.length ? `&${WITHOUT_PARAM}=${without.join(',')}` : '';
  return `index.html?${SCORM_PARAM}=${scopeParam(scope)}${left}#/${launchRoute(scope)}`;
}
