// @vitest-environment jsdom
// A hand-written API object, standing in for a platform only in this unit test (the real-browser suite runs the
// package on scorm-again, a real SCORM 1.2 runtime: test/e2e/scorm.e2e.ts).
import { COMMIT_DELAY_MS, scormTimespan, startScorm } from '../../src/scorm/runtime';
import { useProgress } from '../../src/state/progress';
import { useNotices } from '../../src/state/notices';
import { encodeSuspendData } from '../../src/scorm/suspendData';

function fakePlatform(refuse = false, initial: Record<string, string> = {}) {
  const values: Record<string, string> = { ...initial };
  const calls: string[] = [];
  const api = {
    LMSInitialize: () => (calls.push('init'), 'true'),
    LMSFinish: () => (calls.push('finish'), 'true'),
    LMSGetValue: (k: string) => values[k] ?? '',
    LMSSetValue: (k: string, v: string) => {
      if (refuse) return 'false';
      values[k] = v;
      return 'true';
    },
    LMSCommit: () => (calls.push('commit'), refuse ? 'false' : 'true'),
    LMSGetLastError: () => (refuse ? '101' : '0'),
  };
  (window as unknown as { API: unknown }).API = api;
  return { values, calls };
}

const ch1 = { kind: 'chapter', chapterId: '1' } as const;

beforeEach(() => {
  vi.useFakeTimers();
  useProgress.setState({ read: {}, lastSection: {}, exercises: {} });
  useNotices.setState({ notices: [] } as never);
  window.location.hash = '#/chapter/1';
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { API?: unknown }).API;
});

describe('the SCORM runtime', () => {
  it('does nothing without an API', () => {
    expect(startScorm(ch1)).toBeNull();
  });

  it('reports at once, then commits changes after a pause, and finishes once on pagehide', () => {
    const p = fakePlatform();
    const session = startScorm(ch1)!;
    expect(p.values['cmi.core.lesson_status']).toBe('incomplete');
    expect(p.values['cmi.core.score.raw']).toBeUndefined(); // no exercise run yet
    useProgress.getState().markRead('1', 'problem');
    useProgress.getState().markRead('1', 'vocabulary');
    const commits = p.calls.filter((c) => c === 'commit').length;
    vi.advanceTimersByTime(COMMIT_DELAY_MS - 1);
    expect(p.calls.filter((c) => c === 'commit').length).toBe(commits);
    vi.advanceTimersByTime(1);
    expect(p.calls.filter((c) => c === 'commit').length).toBe(commits + 1); // two changes, one commit
    expect(p.values['cmi.suspend_data']).toMatch(/^a1\./);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    session.finish();
    expect(p.calls.filter((c) => c === 'finish')).toHaveLength(1);
    expect(p.values['cmi.core.session_time']).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  });

  it("restores the platform's copy before the page reads the stores", () => {
    const saved = encodeSuspendData({
      progress: {
        read: { '1/problem': true },
        lastSection: {},
        exercises: { '01-marginal-cost': { passed: true, solutionShown: false, best: 100 } },
      },
      exerciseCode: { code: {}, hintsShown: {} },
      cellCode: { code: {} },
    })!.data;
    fakePlatform(false, { 'cmi.suspend_data': saved, 'cmi.core.lesson_location': 'chapter/1/vocabulary' });
    startScorm(ch1);
    expect(useProgress.getState().read['1/problem']).toBe(true);
    expect(useProgress.getState().exercises['01-marginal-cost']?.passed).toBe(true);
    expect(window.location.hash).toBe('#/chapter/1/vocabulary');
  });

  it('keeps working when the platform refuses to save, with one quiet information note', () => {
    fakePlatform(true);
    startScorm(ch1);
    useProgress.getState().markRead('1', 'problem');
    vi.advanceTimersByTime(COMMIT_DELAY_MS);
    expect(useProgress.getState().read['1/problem']).toBe(true);
    const notices = useNotices.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.tone).toBe('info');
  });

  it('writes SCORM 1.2 time spans', () => {
    expect(scormTimespan(3_723_450)).toBe('0001:02:03.45');
  });
});
