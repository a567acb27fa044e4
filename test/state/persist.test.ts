import { installStorage } from '../helpers/storage';
import { sanitizeProgress } from '../../src/state/progress';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeJSONStorage, savedState } from '../../src/state/persist';
import { useNotices } from '../../src/state/notices';
import { detectLanguage } from '../../src/i18n/lang';
import { formatHash, parseHash } from '../../src/router/route';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

describe('saved state', () => {
  beforeEach(() => {
    localStorage.clear();
    useNotices.setState({ notices: [] });
  });

  it('reads a corrupt saved value as nothing saved, keeps it aside and shows a notice', () => {
    localStorage.setItem('k', '{oops');
    const storage = safeJSONStorage<object>();
    expect(storage.getItem('k')).toBeNull();
    expect(localStorage.getItem('k.corrupt')).toBe('{oops');
    expect(useNotices.getState().notices).toHaveLength(1);
  });

  it('reads a well-formed saved value back', () => {
    const storage = safeJSONStorage<{ a: number }>();
    storage.setItem('k', { state: { a: 1 }, version: 1 });
    expect(storage.getItem('k')).toEqual({ state: { a: 1 }, version: 1 });
  });

  it('saves a store with savedState, reads it back through its sanitizer, and migrates an older version', async () => {
    interface Count {
      n: number;
      label: string;
      bump: () => void;
    }
    const sanitize = (v: unknown) => ({
      n: typeof (v as { n?: unknown } | null)?.n === 'number' ? (v as { n: number }).n : 0,
    });
    const migrations: number[] = [];
    const useCount = create<Count>()(
      persist(
        (set) => ({ n: 0, label: 'not saved', bump: () => set((s) => ({ n: s.n + 1 })) }),
        savedState({
          name: 'count',
          version: 2,
          partialize: (s) => ({ n: s.n }),
          sanitize,
          migrate: (persisted, version) => {
            migrations.push(version);
            return { n: sanitize(persisted).n * 10 };
          },
        }),
      ),
    );
    useCount.getState().bump();
    expect(JSON.parse(localStorage.getItem('count') ?? 'null')).toEqual({ state: { n: 1 }, version: 2 });
    // A field of the wrong type falls back to the sanitizer's default; what partialize leaves out is kept.
    localStorage.setItem('count', JSON.stringify({ state: { n: 'seven' }, version: 2 }));
    await useCount.persist.rehydrate();
    expect(useCount.getState()).toMatchObject({ n: 0, label: 'not saved' });
    // An older version goes through migrate.
    localStorage.setItem('count', JSON.stringify({ state: { n: 3 }, version: 1 }));
    await useCount.persist.rehydrate();
    expect(migrations).toEqual([1]);
    expect(useCount.getState().n).toBe(30);
  });

  it('keeps the well-formed progress entries and drops the bad ones', () => {
    const clean = sanitizeProgress({
      read: { '1/rolling-window': true, '1/bad': 'yes' },
      lastSection: { '1': 'paging', '2': 42 },
      exercises: { '01-marginal-cost': { passed: true }, broken: 'x' },
    });
    expect(clean).toEqual({
      read: { '1/rolling-window': true },
      lastSection: { '1': 'paging' },
      exercises: { '01-marginal-cost': { passed: true, solutionShown: false } },
    });
  });
});

describe('language and routes', () => {
  it('picks French for any French browser locale and English otherwise', () => {
    expect(detectLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('round-trips a deep link with its language, path and query', () => {
    const hash = formatHash('fr', ['chapter', '1', 'rolling-window'], { step: '6' });
    expect(hash).toBe('#/fr/chapter/1/rolling-window?step=6');
    const route = parseHash(hash);
    expect(route.lang).toBe('fr');
    expect(route.path).toEqual(['chapter', '1', 'rolling-window']);
    expect(route.query.get('step')).toBe('6');
  });

  it('does not throw on a malformed escape in a link', () => {
    expect(parseHash('#/en/chapter/%E0%A4%A').path).toEqual(['chapter', '%E0%A4%A']);
  });
});
