// @vitest-environment node
import { deflateSync, strToU8 } from 'fflate';
import {
  decodeSuspendData,
  encodeSuspendData,
  SUSPEND_DATA_LIMIT,
  type LabSnapshot,
} from '../../src/scorm/suspendData';

const trail = (): LabSnapshot => ({
  progress: {
    read: { '1/problem': true, '1/vocabulary': true },
    lastSection: { '1': 'rolling-window' },
    exercises: { '01-marginal-cost': { passed: true, solutionShown: false, best: 100 } },
  },
  exerciseCode: {
    code: { '01-marginal-cost': { source: 'export const x = 1;\n', savedAt: 5 } },
    hintsShown: { '01-marginal-cost': 2 },
  },
  cellCode: {
    code: { 'ts:window-demo': { source: 'console.log(1)', savedAt: 3, originalHash: '0123abcd' } },
  },
});

/** Code that deflate cannot shrink much (pseudo-random letters), `n` characters of it. */
function noisyCode(n: number, seed: number): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += String.fromCharCode(97 + ((x >>> 16) % 26));
  }
  return out;
}

describe('suspend_data', () => {
  it('round-trips the lab state, compressed, in base64url behind its version prefix', () => {
    const encoded = encodeSuspendData(trail());
    expect(encoded).not.toBeNull();
    expect(encoded!.data).toMatch(/^a1\.[A-Za-z0-9_-]+$/);
    expect(encoded!.dropped).toEqual([]);
    expect(decodeSuspendData(encoded!.data)).toEqual(trail());
  });

  it('stays within 4,096 characters by dropping cell edits, then other code, then own code, hints, last sections', () => {
    const big = trail();
    big.cellCode.code['ts:big-cell'] = { source: noisyCode(3000, 1), savedAt: 1, originalHash: '0123abcd' };
    big.exerciseCode.code['05-reflection'] = { source: noisyCode(3000, 2), savedAt: 2 };
    big.exerciseCode.code['01-marginal-cost'] = { source: noisyCode(3000, 3), savedAt: 9 };
    const encoded = encodeSuspendData(big, ['01-marginal-cost']);
    expect(encoded!.data.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
    expect(encoded!.dropped).toEqual(['cell:ts:big-cell', 'cell:ts:window-demo', 'code:05-reflection']);
    const back = decodeSuspendData(encoded!.data)!;
    expect(back.exerciseCode.code['01-marginal-cost']?.source).toBe(
      big.exerciseCode.code['01-marginal-cost']?.source,
    );
    expect(back.progress).toEqual(big.progress);
  });

  it("keeps the trail (sections read, results) when even the package's own code must go", () => {
    const big = trail();
    big.exerciseCode.code['01-marginal-cost'] = { source: noisyCode(8000, 4), savedAt: 9 };
    const encoded = encodeSuspendData(big, ['01-marginal-cost'])!;
    expect(encoded.data.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
    expect(encoded.dropped).toContain('code:01-marginal-cost');
    expect(encoded.dropped).not.toContain('hints');
    expect(decodeSuspendData(encoded.data)!.progress).toEqual(big.progress);
  });

  it('drops hints and last sections only under a tighter limit, and gives up (null) rather than cut the trail', () => {
    const bare = trail();
    bare.exerciseCode = { code: {}, hintsShown: {} };
    bare.cellCode = { code: {} };
    bare.progress.lastSection = {};
    const minimum = encodeSuspendData(bare)!.data.length;
    const encoded = encodeSuspendData(trail(), [], minimum);
    expect(encoded!.dropped.slice(-2)).toEqual(['hints', 'lastSection']);
    expect(decodeSuspendData(encoded!.data)!.progress.read).toEqual(trail().progress.read);
    expect(encodeSuspendData(trail(), [], minimum - 1)).toBeNull();
  });

  it('ignores an older version, garbage and a wrong shape quietly (null), and cleans bad entries', () => {
    const json = (v: unknown) => Buffer.from(deflateSync(strToU8(JSON.stringify(v)))).toString('base64url');
    expect(decodeSuspendData('')).toBeNull();
    expect(decodeSuspendData('a0.' + json({ p: trail().progress }))).toBeNull(); // an older version
    expect(decodeSuspendData('{"read":{}}')).toBeNull(); // someone else's plain JSON
    expect(decodeSuspendData('a1.@@@')).toBeNull();
    expect(decodeSuspendData('a1.' + Buffer.from('not deflate').toString('base64url'))).toBeNull();
    expect(decodeSuspendData('a1.' + json([1, 2]))).toBeNull();
    const cleaned = decodeSuspendData(
      'a1.' +
        json({
          p: { read: { '1/problem': true, bad: 'yes' }, exercises: { x: { passed: true, best: 900 } } },
        }),
    );
    expect(cleaned!.progress.read).toEqual({ '1/problem': true });
    expect(cleaned!.progress.exercises.x).toEqual({ passed: true, solutionShown: false });
    expect(cleaned!.exerciseCode).toEqual({ code: {}, hintsShown: {} });
  });
});
