import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTimeLimit } from '../../src/model/timeLimit';

describe('startTimeLimit', () => {
  afterEach(() => vi.useRealTimers());

  it('aborts at the time limit and says timeout', () => {
    vi.useFakeTimers();
    const limit = startTimeLimit(50, undefined);
    vi.advanceTimersByTime(49);
    expect(limit.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limit.signal.aborted).toBe(true);
    expect(limit.abortError({}, 'Stopped')).toMatchObject({ kind: 'timeout' });
  });

  it("follows the caller's signal, already aborted or later, and says cancelled in the caller's words", () => {
    const caller = new AbortController();
    const limit = startTimeLimit(10_000, caller.signal);
    expect(limit.signal.aborted).toBe(false);
    caller.abort();
    expect(limit.signal.aborted).toBe(true);
    expect(limit.abortError({}, 'Stopped')).toMatchObject({ kind: 'cancelled', message: 'Stopped' });
    limit.done();
    const early = new AbortController();
    early.abort();
    expect(startTimeLimit(10_000, early.signal).signal.aborted).toBe(true);
  });

  it('done() ends the limit: no abort afterwards', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const limit = startTimeLimit(50, caller.signal);
    limit.done();
    vi.advanceTimersByTime(100);
    caller.abort();
    expect(limit.signal.aborted).toBe(false);
  });
});
