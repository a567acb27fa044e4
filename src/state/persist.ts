import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { useNotices } from './notices';
import type { Localized } from '../i18n/lang';

const corruptNotice: Localized = {
  en: 'Some saved data could not be read and was reset to the defaults. Everything else is kept.',
  fr: 'Des données enregistrées étaient illisibles et ont été remises par défaut. Le reste est conservé.',
};

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe): the lab still works, it just forgets.
  }
}

/**
 * A JSON storage for zustand's persist that never throws: an unreadable value (not JSON, not an object, no
 * version) is reported as a notice and read as "nothing saved", so the store starts from its defaults instead of
 * leaving a white page. The bad value is kept aside under `<name>.corrupt` so nothing is silently destroyed.
 */
export function safeJSONStorage<S>(): PersistStorage<S> {
  return {
    getItem(name) {
      const storage = storageOrNull();
      const raw = storage?.getItem(name);
      if (raw == null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          'state' in parsed &&
          typeof (parsed as { state: unknown }).state === 'object' &&
          (parsed as { state: unknown }).state !== null
        ) {
          return parsed as StorageValue<S>;
        }
        throw new Error('unexpected shape');
      } catch {
        try {
          storage?.setItem(`${name}.corrupt`, raw);
        } catch {
          /* quota: nothing more we can do */
        }
        useNotices.getState().push({ id: `corrupt-${name}`, text: corruptNotice, tone: 'warning' });
        return null;
      }
    },
    setItem(name, value) {
      try {
        storageOrNull()?.setItem(name, JSON.stringify(value));
      } catch {
        /* quota exceeded or storage disabled: keep working in memory */
      }
    },
    removeItem(name) {
      try {
        storageOrNull()?.removeItem(name);
      } catch {
        /* ignore */
      }
    },
  };
}

/**
 * The persist options of a store saved as `name` at `version`: the never-throwing JSON storage, the fields
 * `partialize` keeps, and every saved value read back through `sanitize` (an older version's too, unless `migrate`
 * reads it its own way), so that a corrupt or unknown field falls back to its default.
 */
export function savedState<S, D>({
  name,
  version,
  partialize,
  sanitize,
  migrate = (persisted) => sanitize(persisted),
}: {
  name: string;
  version: number;
  partialize: (state: S) => D;
  sanitize: (persisted: unknown) => D;
  migrate?: (persisted: unknown, version: number) => D;
}): PersistOptions<S, D> {
  return {
    name,
    version,
    storage: safeJSONStorage<D>(),
    partialize,
    migrate,
    merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
  };
}

/** A plain object (not null, not an array): what a saved value must be before its fields are read. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A saved edit of code (a cell's or an exercise's): its text, at most `maxChars` long, and when it was saved. */
export function isSavedSource(
  v: unknown,
  maxChars: number,
): v is Record<string, unknown> & { source: string; savedAt: number } {
  return (
    isRecord(v) &&
    typeof v.source === 'string' &&
    v.source.length <= maxChars &&
    typeof v.savedAt === 'number' &&
    Number.isFinite(v.savedAt)
  );
}

/** Keeps only the fields of `value` whose type matches the default's; anything else falls back to the default. */
export function sanitizeShallow<T extends object>(value: unknown, defaults: T): T {
  if (typeof value !== 'object' || value === null) return defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, def] of Object.entries(defaults)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (typeof def === 'function') continue;
    if (Array.isArray(def) ? Array.isArray(v) : typeof v === typeof def && (def === null) === (v === null)) {
      out[key] = v;
    }
  }
  return out as T;
}
