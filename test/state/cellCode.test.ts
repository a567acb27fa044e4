/**
 * Saved cell edits (src/state/cellCode.ts): which entries survive a reload, and when an edit is forgotten. Moved
 * out of the cell's render test: it is the store's behaviour, and runs without a DOM.
 */
import { findCell } from '../../src/cells/registry';
import { hashSource, sanitizeCellCode, useCellCode } from '../../src/state/cellCode';
import { installStorage } from '../helpers/storage';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

const original = findCell('rolling-window')?.ts ?? '';

describe('saved cell edits', () => {
  it('keep well-formed entries and drop the others, one by one', () => {
    const good = { source: 'x', savedAt: 1, originalHash: hashSource('o') };
    expect(
      sanitizeCellCode({
        code: {
          'ts:lru': good,
          'ts:bad': { source: 1 },
          'js:lru': good,
          'python:setup': { ...good, originalHash: 'zz' },
        },
      }),
    ).toEqual({ code: { 'ts:lru': good } });
    expect(sanitizeCellCode('garbage')).toEqual({ code: {} });
  });

  it('forget an edit that equals the original', () => {
    useCellCode.setState({ code: {} });
    useCellCode.getState().save('lru', 'ts', 'edited', 'original');
    expect(Object.keys(useCellCode.getState().code)).toEqual(['ts:lru']);
    useCellCode.getState().save('lru', 'ts', 'original', 'original');
    expect(useCellCode.getState().code).toEqual({});
  });

  it('hash different originals differently', () => {
    expect(hashSource(original)).toMatch(/^[0-9a-f]{8}$/);
    expect(hashSource(original)).not.toBe(hashSource(original.replace('4', '2')));
  });
});

describe('saved cell edits in storage', () => {
  it('start from the defaults when the saved value is corrupt, and keep the bad value aside', async () => {
    localStorage.setItem('aml.cellCode', '{not json');
    await useCellCode.persist.rehydrate();
    expect(useCellCode.getState().code).toEqual({});
    expect(localStorage.getItem('aml.cellCode.corrupt')).toBe('{not json');
  });

  it('read a saved version, dropping entries of the wrong shape', async () => {
    const good = { source: 'mine', savedAt: 5, originalHash: hashSource('o') };
    localStorage.setItem(
      'aml.cellCode',
      JSON.stringify({ version: 1, state: { code: { 'ts:lru': good, 'ts:paging': { source: 3 } } } }),
    );
    await useCellCode.persist.rehydrate();
    expect(useCellCode.getState().code).toEqual({ 'ts:lru': good });
  });
});
