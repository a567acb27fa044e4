/**
 * What the lab stores in this browser, and the user's three rights over it: export everything as one JSON file,
 * import such a file (validated; merge or replace), erase everything ("forget me").
 *
 * Every key the lab writes starts with `aml.` (see the stores in this folder); the page lists each one present,
 * with its purpose and expiry from ITEMS, and any other `aml.` key as "other".
 */
import type { Localized } from '../i18n/lang';
import { CELL_CODE_KEY, useCellCode } from './cellCode';
import { DISCARDED_KEY, EXERCISE_CODE_KEY, useExerciseCode } from './exerciseCode';
import { PLAYBACK_PREFS_KEY, usePlaybackPrefs } from './playback';
import { PROGRESS_KEY, useProgress } from './progress';
import { REVIEW_ITEM, REVIEW_KEY, useReviewDeck } from './reviewDeck';
import { LITM_STORAGE } from './litmRuns';
import { MEMORY_FILES_ITEM, MEMORY_FILES_KEY, useMemoryFiles } from './memoryFiles';
import { SETTINGS_KEY, useSettings } from './settings';
import { MODEL_STORAGE } from './modelConnection';
import { listSnapshots, noteErased, SNAPSHOT_DB, SNAPSHOT_KEYS } from '../sandbox/python/snapshotDb';
import { parseJsonFile } from './jsonFile';

/**
 * The persisted stores holding the user's work. Reset to their initial state in memory before their keys are
 * removed, so a later change cannot write the forgotten values back. Settings (language, theme) are not reset: the
 * page keeps its language; they are saved again only if you change them.
 */
const WORK_STORES = [
  useProgress,
  useExerciseCode,
  useCellCode,
  usePlaybackPrefs,
  useReviewDeck,
  useMemoryFiles,
] as const;
const ALL_STORES = [...WORK_STORES, useSettings] as const;

function resetWorkStores(): void {
  for (const store of WORK_STORES)
    (store.setState as (s: unknown, replace: true) => void)(store.getInitialState(), true);
}

export const LAB_PREFIX = 'aml.';
/** The export file's format: checked on import. */
export const EXPORT_FORMAT = 'agent-memory-lab/your-data';
export const EXPORT_VERSION = 1;

interface ItemInfo {
  purpose: Localized;
  expiry: Localized;
}

const UNTIL_ERASED: Localized = { en: 'until you erase it', fr: 'jusqu’à ce que vous l’effaciez' };

/** Known keys: why each is kept and for how long. */
export const ITEMS: Readonly<Record<string, ItemInfo>> = {
  [SETTINGS_KEY]: {
    purpose: {
      en: 'language, theme and the context anatomy’s model',
      fr: 'langue, thème et modèle de l’anatomie du contexte',
    },
    expiry: UNTIL_ERASED,
  },
  [PROGRESS_KEY]: {
    purpose: { en: 'sections read and exercises passed', fr: 'sections lues et exercices réussis' },
    expiry: UNTIL_ERASED,
  },
  [EXERCISE_CODE_KEY]: {
    purpose: { en: 'your code in the exercises', fr: 'votre code dans les exercices' },
    expiry: UNTIL_ERASED,
  },
  [DISCARDED_KEY]: {
    purpose: {
      en: 'exercise code that could not be restored, kept aside',
      fr: 'du code d’exercice qui n’a pas pu être restauré, mis de côté',
    },
    expiry: UNTIL_ERASED,
  },
  [CELL_CODE_KEY]: {
    purpose: {
      en: 'your edits in the lessons’ code cells',
      fr: 'vos modifications des cellules de code des leçons',
    },
    expiry: UNTIL_ERASED,
  },
  [MODEL_STORAGE]: {
    purpose: {
      en: 'your model server’s address and model names, and its API key only if you ticked “Remember the key on this device”',
      fr: 'l’adresse de votre serveur de modèle et les noms de modèles, et sa clé d’API seulement si vous avez coché «\u00a0Mémoriser la clé sur cet appareil\u00a0»',
    },
    expiry: UNTIL_ERASED,
  },
  [LITM_STORAGE]: {
    purpose: {
      en: 'your lost-in-the-middle runs: the prompts sent and your model’s answers',
      fr: 'vos essais «\u00a0lost in the middle\u00a0»\u00a0: les consignes envoyées et les réponses de votre modèle',
    },
    expiry: UNTIL_ERASED,
  },
  [REVIEW_KEY]: REVIEW_ITEM,
  [MEMORY_FILES_KEY]: MEMORY_FILES_ITEM,
  [PLAYBACK_PREFS_KEY]: {
    purpose: { en: 'the visualizers’ playback speed', fr: 'la vitesse de lecture des visualiseurs' },
    expiry: UNTIL_ERASED,
  },
};

/** The IndexedDB cache items (no personal data): Pyodide's memory at start-up, per use. */
const SNAPSHOT_INFO: ItemInfo = {
  purpose: {
    en: 'a cache, no personal data: a copy of Python’s memory right after it starts (before any code of yours runs), so that Python starts faster',
    fr: 'un cache, sans donnée personnelle\u00a0: une copie de la mémoire de Python juste après son démarrage (avant que votre code ne s’exécute), pour que Python démarre plus vite',
  },
  expiry: {
    en: '30 days, or the next version of the lab (then made again); erased by “Forget me”',
    fr: '30\u00a0jours, ou la prochaine version du labo (il est alors refait)\u00a0; effacé par «\u00a0M’oublier\u00a0»',
  },
};
const SNAPSHOT_ITEMS: Readonly<Record<string, ItemInfo>> = Object.fromEntries(
  Object.values(SNAPSHOT_KEYS).map((key) => [key, SNAPSHOT_INFO]),
);

const OTHER: ItemInfo = {
  purpose: {
    en: 'other lab data (a saved value set aside, for example)',
    fr: 'autres données du labo (une valeur mise de côté, par exemple)',
  },
  expiry: UNTIL_ERASED,
};

export interface StoredItem extends ItemInfo {
  key: string;
  where: 'localStorage' | 'sessionStorage' | 'IndexedDB';
  /** Size in bytes of the key and value as UTF-16 (what the browser counts against the quota). */
  bytes: number;
}

function storages(): [StoredItem['where'], Storage][] {
  const out: [StoredItem['where'], Storage][] = [];
  for (const where of ['localStorage', 'sessionStorage'] as const) {
    try {
      const s = globalThis[where];
      if (s) out.push([where, s]);
    } catch {
      /* storage disabled: nothing stored there */
    }
  }
  return out;
}

function labKeys(s: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k !== null && k.startsWith(LAB_PREFIX)) keys.push(k);
  }
  return keys.sort();
}

/** Every item the lab keeps in this browser, now. */
export function listStored(): StoredItem[] {
  const items: StoredItem[] = [];
  for (const [where, s] of storages()) {
    for (const key of labKeys(s)) {
      const value = s.getItem(key) ?? '';
      const info = ITEMS[key] ?? (key.endsWith('.corrupt') ? OTHER : (ITEMS[key] ?? OTHER));
      items.push({ key, where, bytes: 2 * (key.length + value.length), ...info });
    }
  }
  return items;
}

/** The lab's IndexedDB cache items (database `aml-cache`), listed like the others. Never rejects. */
export async function listCached(): Promise<StoredItem[]> {
  if (!globalThis.indexedDB) return [];
  try {
    return (await listSnapshots()).map(({ key, bytes }) => ({
      key: `${SNAPSHOT_DB}/${key}`,
      where: 'IndexedDB' as const,
      bytes,
      ...(SNAPSHOT_ITEMS[key] ?? OTHER),
    }));
  } catch {
    return [];
  }
}

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** localStorage values by key, as stored (strings). */
  items: Record<string, string>;
}

/** Everything the lab keeps in localStorage, as one JSON document. */
export function buildExport(now: Date = new Date()): ExportFile {
  const items: Record<string, string> = {};
  for (const [where, s] of storages()) {
    if (where !== 'localStorage') continue;
    for (const key of labKeys(s)) items[key] = s.getItem(key) ?? '';
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), items };
}

export type ImportCheck = { ok: true; items: Record<string, string> } | { ok: false; reason: Localized };

const notOurs: Localized = {
  en: 'This file is not a data export of the lab (its "format" field is missing or different). Nothing was changed.',
  fr: 'Ce fichier n’est pas un export de données du labo (son champ «\u00a0format\u00a0» manque ou diffère). Rien n’a été modifié.',
};

/** Validates an export file's text; nothing is written. */
export function checkImport(text: string): ImportCheck {
  const json = parseJsonFile(text);
  if (!json.ok) return json;
  const parsed = json.value;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { format?: unknown }).format !== EXPORT_FORMAT
  )
    return { ok: false, reason: notOurs };
  const { version, items } = parsed as { version?: unknown; items?: unknown };
  if (version !== EXPORT_VERSION) {
    return {
      ok: false,
      reason: {
        en: `Unsupported export version (${String(version)}). Nothing was changed.`,
        fr: `Version d’export non prise en charge (${String(version)}). Rien n’a été modifié.`,
      },
    };
  }
  if (typeof items !== 'object' || items === null || Array.isArray(items))
    return { ok: false, reason: notOurs };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(LAB_PREFIX) || typeof value !== 'string') {
      return {
        ok: false,
        reason: {
          en: `The entry "${key.slice(0, 40)}" is not lab data. Nothing was changed.`,
          fr: `L’entrée «\u00a0${key.slice(0, 40)}\u00a0» n’est pas une donnée du labo. Rien n’a été modifié.`,
        },
      };
    }
    out[key] = value;
  }
  return { ok: true, items: out };
}

/** Writes checked items: `merge` keeps the keys the file does not hold, `replace` removes them first. */
export async function applyImport(items: Record<string, string>, mode: 'merge' | 'replace'): Promise<void> {
  const s = globalThis.localStorage;
  if (mode === 'replace') {
    resetWorkStores();
    for (const key of labKeys(s)) s.removeItem(key);
  }
  for (const [key, value] of Object.entries(items)) s.setItem(key, value);
  // The stores read their keys again: what the file held is what the lab now shows.
  for (const store of ALL_STORES) await store.persist.rehydrate();
}

/** Erases every lab key from localStorage and sessionStorage, and every IndexedDB database of this origin. */
export async function forgetEverything(): Promise<{ removed: number; databases: number }> {
  resetWorkStores();
  noteErased(); // a Python snapshot being made now is not stored after the erase
  let removed = 0;
  for (const [, s] of storages()) {
    for (const key of labKeys(s)) {
      s.removeItem(key);
      removed++;
    }
  }
  let databases = 0;
  const idb = globalThis.indexedDB as
    (IDBFactory & { databases?: () => Promise<{ name?: string }[]> }) | undefined;
  if (idb?.databases) {
    for (const db of await idb.databases()) {
      if (!db.name) continue;
      await new Promise<void>((resolve) => {
        const req = idb.deleteDatabase(db.name!);
        req.onsuccess = req.onerror = req.onblocked = () => resolve();
      });
      databases++;
    }
  }
  return { removed, databases };
}
