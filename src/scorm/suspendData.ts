/**
 * The lab's own state in `cmi.suspend_data`, which SCORM 1.2 caps at 4,096 characters: the JSON of the stores,
 * deflated (fflate, synchronous: it must also run while the page is being hidden) and written in base64url behind a
 * version prefix, `a1.`. When even compressed it is over the limit, the least important parts go first:
 *   1. edits of lesson cells (the lesson keeps its originals), oldest first;
 *   2. code of exercises outside the package's chapter, oldest first;
 *   3. code of the package's own exercises, oldest first;
 *   4. how many hints are revealed; 5. the last section opened in each chapter.
 * Never dropped: sections read and each exercise's result (passed, solution shown, best score): the trail the
 * platform reports, a few hundred characters for the whole lab. Everything dropped stays in the browser's storage.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { sanitizeCellCode, type CellCodeData } from '../state/cellCode';
import { sanitizeExerciseCode, type ExerciseCodeData } from '../state/exerciseCode';
import { sanitizeProgress, type ProgressData } from '../state/progress';
import { isRecord } from '../state/persist';

export const SUSPEND_DATA_LIMIT = 4096;
export const SUSPEND_VERSION = 1;
const PREFIX = `a${SUSPEND_VERSION}.`;

export interface LabSnapshot {
  progress: ProgressData;
  /** Code and hints shown (keyed by exercise and language); the last results stay in the browser (they are large). */
  exerciseCode: Pick<ExerciseCodeData, 'code' | 'hintsShown'>;
  cellCode: CellCodeData;
}

export interface Encoded {
  data: string;
  /** What had to be left out to fit, e.g. `cell:ts:window-demo`, `code:01-marginal-cost`, `hints`, `lastSection`. */
  dropped: string[];
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function pack(snap: LabSnapshot): string {
  const json = JSON.stringify({ p: snap.progress, e: snap.exerciseCode, c: snap.cellCode });
  return PREFIX + toBase64Url(deflateSync(strToU8(json), { level: 9 }));
}

function oldestFirst<T extends { savedAt: number }>(
  entries: Record<string, T>,
  keep: (key: string) => boolean,
): string[] {
  return Object.entries(entries)
    .filter(([k]) => keep(k))
    .sort((a, b) => a[1].savedAt - b[1].savedAt)
    .map(([k]) => k);
}

/**
 * The snapshot as suspend_data within `limit` characters. `ownExercises` are the package's exercises, whose code is
 * kept longest. Returns null only if the trail alone does not fit (not possible with this lab's content).
 */
export function encodeSuspendData(
  snapshot: LabSnapshot,
  ownExercises: readonly string[] = [],
  limit = SUSPEND_DATA_LIMIT,
): Encoded | null {
  const snap: LabSnapshot = {
    progress: { ...snapshot.progress },
    exerciseCode: {
      code: { ...snapshot.exerciseCode.code },
      hintsShown: { ...snapshot.exerciseCode.hintsShown },
    },
    cellCode: { code: { ...snapshot.cellCode.code } },
  };
  const dropped: string[] = [];
  let data = pack(snap);
  const steps: (() => void)[] = [
    ...oldestFirst(snap.cellCode.code, () => true).map((k) => () => {
      delete snap.cellCode.code[k];
      dropped.push(`cell:${k}`);
    }),
    ...[false, true].flatMap((own) =>
      oldestFirst(snap.exerciseCode.code, (k) => ownExercises.includes(k) === own).map((k) => () => {
        delete snap.exerciseCode.code[k];
        dropped.push(`code:${k}`);
      }),
    ),
    () => {
      snap.exerciseCode.hintsShown = {};
      dropped.push('hints');
    },
    () => {
      snap.progress.lastSection = {};
      dropped.push('lastSection');
    },
  ];
  for (const step of steps) {
    if (data.length <= limit) break;
    step();
    data = pack(snap);
  }
  return data.length <= limit ? { data, dropped } : null;
}

/**
 * The snapshot a platform gave back, validated store by store; null for an empty value, another version, or
 * anything unreadable (the lab then starts from what this browser has, and says nothing: it is not the student's doing).
 */
export function decodeSuspendData(data: string): LabSnapshot | null {
  if (typeof data !== 'string' || !data.startsWith(PREFIX) || data.length > SUSPEND_DATA_LIMIT * 4)
    return null;
  try {
    const parsed: unknown = JSON.parse(strFromU8(inflateSync(fromBase64Url(data.slice(PREFIX.length)))));
    if (!isRecord(parsed)) return null;
    const code = sanitizeExerciseCode(parsed.e);
    return {
      progress: sanitizeProgress(parsed.p),
      exerciseCode: { code: code.code, hintsShown: code.hintsShown },
      cellCode: sanitizeCellCode(parsed.c),
    };
  } catch {
    return null;
  }
}
