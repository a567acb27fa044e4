import { installStorage } from './storage';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useNotices } from '../../src/state/notices';
import { useProgress } from '../../src/state/progress';
import { useSettings } from '../../src/state/settings';
import { aRunOutcome, aTestResult, someMessages } from './builders';
import { resetStores, STORES } from './stores';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

const root = resolve(import.meta.dirname, '../..');

describe('resetStores', () => {
  it('puts every store back to its initial state and clears the storage', () => {
    useSettings.setState({ lang: 'fr', theme: 'dark' });
    useProgress.getState().setExercise('01-marginal-cost', { passed: true });
    useNotices.getState().push({ id: 'x', tone: 'info', text: { en: 'x', fr: 'x' } });
    localStorage.setItem('aml.other', '1');
    resetStores();
    expect(useSettings.getState()).toMatchObject({ lang: 'en', theme: 'system' });
    expect(useProgress.getState().exercises).toEqual({});
    expect(useNotices.getState().notices).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('knows every zustand store of the lab', () => {
    const stores: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name))
          for (const m of readFileSync(p, 'utf8').matchAll(/export const (use\w+) = create</g))
            stores.push(m[1] as string);
      }
    };
    walk(join(root, 'src'));
    expect(stores.length).toBeGreaterThan(5);
    expect(Object.keys(STORES).sort()).toEqual(stores.sort());
  });
});

describe('builders', () => {
  it('build valid objects with only the overrides a test is about', () => {
    expect(aTestResult({ status: 'fail', expected: '3' })).toMatchObject({
      index: 0,
      status: 'fail',
      expected: '3',
      logs: [],
    });
    expect(aRunOutcome()).toMatchObject({ kind: 'done', load: { ok: true }, results: [{ status: 'pass' }] });
    expect(someMessages(3).map((m) => [m.role, m.content, m.ts])).toEqual([
      ['user', 'm0', 1000],
      ['assistant', 'm1', 1001],
      ['user', 'm2', 1002],
    ]);
  });
});
