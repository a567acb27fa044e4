/**
 * Finding the SCORM 1.2 API object the platform puts on one of the lab's ancestor windows, with the search the
 * SCORM 1.2 run-time environment describes: this window, then up the parent chain (at most 7 levels), then the
 * chain of the window that opened the top one (a platform that launches content in a pop-up).
 */
export interface Scorm12Api {
  LMSInitialize(arg: string): string;
  LMSFinish(arg: string): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: string): string;
  LMSGetLastError(): string;
  LMSGetErrorString?(code: string): string;
  LMSGetDiagnostic?(code: string): string;
}

/** What the search reads of a window (a real `Window`, or a fake in the tests). */
export interface WindowLike {
  API?: unknown;
  parent?: WindowLike | null;
  top?: WindowLike | null;
  opener?: WindowLike | null;
}

export const MAX_PARENTS = 7;

function isApi(v: unknown): v is Scorm12Api {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError'].every(
    (name) => typeof o[name] === 'function',
  );
}

/** Reads a property of a window that may belong to another origin (reading it then throws): null instead. */
function read<K extends keyof WindowLike>(win: WindowLike, key: K): Exclude<WindowLike[K], undefined> | null {
  try {
    return (win[key] ?? null) as Exclude<WindowLike[K], undefined> | null;
  } catch {
    return null;
  }
}

function searchChain(start: WindowLike): Scorm12Api | null {
  let win: WindowLike | null = start;
  for (let depth = 0; win && depth <= MAX_PARENTS; depth++) {
    const api = read(win, 'API');
    if (isApi(api)) return api;
    const parent: WindowLike | null = read(win, 'parent');
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

/** The platform's API, or null when the lab runs outside a platform (or behind a window of another origin). */
export function findScormApi(win: WindowLike): Scorm12Api | null {
  const found = searchChain(win);
  if (found) return found;
  const top = read(win, 'top') ?? win;
  const opener = read(top, 'opener');
  return opener ? searchChain(opener) : null;
}
