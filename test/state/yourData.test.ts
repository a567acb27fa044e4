import { installStorage } from '../helpers/storage';
import {
  applyImport,
  buildExport,
  checkImport,
  forgetEverything,
  listStored,
} from '../../src/state/yourData';
import { REVIEW_ITEM, REVIEW_KEY, useReviewDeck } from '../../src/state/reviewDeck';
import { recordAnswer } from '../../src/state/reviewSchedule';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

describe('your data: export, import, forget me', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists and exports the lab keys only, and imports them back (replace removes the others)', async () => {
    localStorage.setItem('aml.note', 'one');
    localStorage.setItem('other.app', 'not ours');
    expect(listStored().map((i) => i.key)).toContain('aml.note');
    expect(listStored().some((i) => i.key === 'other.app')).toBe(false);
    const file = buildExport(new Date('2026-12-01T00:00:00Z'));
    expect(file).toMatchObject({
      format: 'agent-memory-lab/your-data',
      version: 1,
      exportedAt: '2026-12-01T00:00:00.000Z',
    });
    expect(file.items['aml.note']).toBe('one');
    localStorage.setItem('aml.extra', 'two');
    const check = checkImport(JSON.stringify(file));
    expect(check.ok).toBe(true);
    if (check.ok) await applyImport(check.items, 'replace');
    expect(localStorage.getItem('aml.note')).toBe('one');
    expect(localStorage.getItem('aml.extra')).toBeNull();
    expect(localStorage.getItem('other.app')).toBe('not ours');
  });

  it('merge keeps the keys the file does not hold', async () => {
    localStorage.setItem('aml.extra', 'two');
    await applyImport({ 'aml.note': 'one' }, 'merge');
    expect(localStorage.getItem('aml.extra')).toBe('two');
    expect(localStorage.getItem('aml.note')).toBe('one');
  });

  it.each([
    ['not JSON', '{"format":', /not valid JSON/],
    ['another format', '{"format": "x", "version": 1, "items": {}}', /not a data export of the lab/],
    [
      'another version',
      '{"format": "agent-memory-lab/your-data", "version": 2, "items": {}}',
      /Unsupported export version \(2\)/,
    ],
    [
      'a key that is not the lab’s',
      '{"format": "agent-memory-lab/your-data", "version": 1, "items": {"x": "1"}}',
      /"x" is not lab data/,
    ],
    [
      'a value that is not a string',
      '{"format": "agent-memory-lab/your-data", "version": 1, "items": {"aml.a": 1}}',
      /"aml.a" is not lab data/,
    ],
  ])('refuses %s, with a message in both languages', (_name, text, en) => {
    const check = checkImport(text);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.reason.en).toMatch(en);
      expect(check.reason.en).toMatch(/Nothing was changed/);
      expect(check.reason.fr).toMatch(/Rien n’a été modifié/);
    }
  });

  it('forget me removes every lab key from both storages and leaves the rest', async () => {
    localStorage.setItem('aml.note', 'one');
    sessionStorage.setItem('aml.s', 'two');
    localStorage.setItem('other.app', 'kept');
    const { removed } = await forgetEverything();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('aml.'))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('aml.'))).toEqual([]);
    expect(localStorage.getItem('other.app')).toBe('kept');
  });

  it('lists the review deck with its purpose, and forget me empties it in memory too (nothing written back)', async () => {
    recordAnswer({ kind: 'evict-lru', seed: 4, correct: false });
    const item = listStored().find((i) => i.key === REVIEW_KEY);
    expect(item?.purpose).toEqual(REVIEW_ITEM.purpose);
    expect(item?.expiry).toEqual(REVIEW_ITEM.expiry);
    await forgetEverything();
    expect(useReviewDeck.getState().cards).toEqual({});
    expect(localStorage.getItem(REVIEW_KEY)).toBeNull();
    // A later answer starts a new deck: the forgotten card does not come back with it.
    recordAnswer({ kind: 'evict-fifo', seed: 1, correct: true });
    expect(Object.keys(useReviewDeck.getState().cards)).toEqual(['evict-fifo']);
  });
});
