/**
 * The lab's side of SCORM 1.2, loaded only when the launch address says a platform launched it (see launch.ts):
 * finds the platform's API, restores the lab's state from `cmi.suspend_data` into the stores before the first render,
 * then reports progress on every change (debounced, with LMSCommit) and finishes the session when the page is hidden.
 * A platform without the API, or one that refuses to save, leaves the lab working exactly as in a plain browser.
 */
import { chapters } from '../content/chapters';
import { exerciseCatalog } from '../exercises/catalog';
import { useCellCode } from '../state/cellCode';
import { useExerciseCode } from '../state/exerciseCode';
import { useNotices } from '../state/notices';
import { useProgress } from '../state/progress';
import { findScormApi, type Scorm12Api, type WindowLike } from './api';
import { launchRoute, type ScormScope } from './launch';
import { mergeSnapshots } from './merge';
import { isLocation, locationOfHash, scopeExercises, scormReport } from './report';
import { decodeSuspendData, encodeSuspendData, type LabSnapshot } from './suspendData';
import messages from './scorm.messages';

export const COMMIT_DELAY_MS = 1000;

function snapshot(): LabSnapshot {
  const p = useProgress.getState();
  const e = useExerciseCode.getState();
  return {
    progress: { read: p.read, lastSection: p.lastSection, exercises: p.exercises },
    exerciseCode: { code: e.code, hintsShown: e.hintsShown },
    cellCode: { code: useCellCode.getState().code },
  };
}

function restore(api: Scorm12Api): void {
  const remote = decodeSuspendData(String(api.LMSGetValue('cmi.suspend_data') ?? ''));
  if (!remote) return; // nothing saved yet, an older version or garbage: start from this browser's state, quietly
  const merged = mergeSnapshots(snapshot(), remote);
  useProgress.setState(merged.progress);
  useExerciseCode.setState(merged.exerciseCode);
  useCellCode.setState(merged.cellCode);
}

/** A relaunch opens where the student was, when the platform opens the package on its launch route. */
function reopenLocation(api: Scorm12Api, scope: ScormScope): void {
  const saved = String(api.LMSGetValue('cmi.core.lesson_location') ?? '');
  const current = window.location.hash.replace(/^#\/?/, '');
  if (!isLocation(saved) || current !== launchRoute(scope)) return;
  if (scope.kind === 'chapter' && !saved.startsWith(`chapter/${scope.chapterId}`)) return;
  window.history.replaceState(window.history.state, '', `#/${saved}`);
}

/** SCORM 1.2's CMITimespan, HHHH:MM:SS.SS. */
export function scormTimespan(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = (s % 60).toFixed(2).padStart(5, '0');
  return `${String(h).padStart(4, '0')}:${String(m).padStart(2, '0')}:${sec}`;
}

export interface ScormSession {
  /** Sends what changed now and commits (tests, and the page being hidden). */
  flush(): void;
  finish(): void;
}

/** Starts the session; null (and nothing changes) when no platform API answers. */
export function startScorm(scope: ScormScope, win: Window = window): ScormSession | null {
  const api = findScormApi(win as unknown as WindowLike);
  if (!api) return null;
  let ok: boolean;
  try {
    ok = String(api.LMSInitialize('')) === 'true';
  } catch {
    ok = false;
  }
  if (!ok) return null;
  const started = Date.now();
  const own = scopeExercises(scope, chapters, exerciseCatalog);
  const sent = new Map<string, string>();
  let refusedSaid = false;
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refused = () => {
    if (refusedSaid) return;
    refusedSaid = true;
    useNotices.getState().push({
      id: 'scorm-not-saved',
      tone: 'info',
      text: { en: messages.en.notSaved, fr: messages.fr.notSaved },
    });
  };
  const call = (run: () => unknown): boolean => {
    try {
      const result = String(run());
      const error = String(api.LMSGetLastError() ?? '0');
      return result === 'true' && (error === '0' || error === '');
    } catch {
      return false;
    }
  };
  const set = (element: string, value: string, force = false): void => {
    if (!force && sent.get(element) === value) return;
    if (call(() => api.LMSSetValue(element, value))) sent.set(element, value);
    else refused();
  };

  try {
    restore(api);
    reopenLocation(api, scope);
  } catch {
    /* a platform answering oddly: the lab runs on this browser's state */
  }

  const push = (): void => {
    if (finished) return;
    clearTimeout(timer);
    timer = undefined;
    const report = scormReport(scope, useProgress.getState(), chapters, exerciseCatalog);
    set('cmi.core.lesson_status', report.lessonStatus);
    const location = locationOfHash(win.location.hash);
    if (location) set('cmi.core.lesson_location', location);
    if (report.score !== null) {
      set('cmi.core.score.min', '0');
      set('cmi.core.score.max', '100');
      set('cmi.core.score.raw', String(report.score));
    }
    const encoded = encodeSuspendData(snapshot(), own);
    if (encoded) set('cmi.suspend_data', encoded.data);
    // "suspend": the platform hands suspend_data back on the next launch (some drop it after a normal exit).
    set('cmi.core.exit', 'suspend');
    if (!call(() => api.LMSCommit(''))) refused();
  };
  const schedule = (): void => {
    if (finished) return;
    clearTimeout(timer);
    timer = setTimeout(push, COMMIT_DELAY_MS);
  };

  const unsubscribe = [
    useProgress.subscribe(schedule),
    useExerciseCode.subscribe(schedule),
    useCellCode.subscribe(schedule),
  ];
  win.addEventListener('hashchange', schedule);

  const finish = (): void => {
    if (finished) return;
    push();
    set('cmi.core.session_time', scormTimespan(Date.now() - started), true);
    finished = true;
    unsubscribe.forEach((u) => u());
    win.removeEventListener('hashchange', schedule);
    call(() => api.LMSFinish(''));
  };
  win.addEventListener('pagehide', finish, { once: true });
  push(); // the first report: "incomplete" (or "completed") replaces the platform's "not attempted"
  return { flush: push, finish };
}
