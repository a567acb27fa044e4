/**
 * The Python tab's body with a scripted kernel (jsdom has no Worker, and Pyodide runs in test/cells/python/pythonCells):
 * names in both languages, earlier cells run first, errors, Stop, Edit and Revert.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cells as chapter1 } from '../../../../src/cells/python/chapter1/index';
import type { PythonErrorInfo, RunOptions, RunResult } from '../../../../src/sandbox/python/types';
import { useCellCode } from '../../../../src/state/cellCode';
import { useSettings } from '../../../../src/state/settings';

interface Call {
  code: string;
  options: RunOptions;
  resolve: (r: RunResult) => void;
}
const calls: Call[] = [];
let ranCells: string[] = [];
const listeners = new Set<() => void>();
let snapshot = {
  chapterId: '1',
  status: 'idle',
  progress: null,
  ranCells,
  lastStop: null,
  loadError: null,
  canInterrupt: false,
};
const stop = vi.fn(() => 'restart' as const);

vi.mock('../../../../src/sandbox/python/kernel', () => ({
  DEFAULT_TIMEOUT_MS: 10_000,
  PYODIDE_TOTAL_BYTES: 13_531_207,
  getKernel: () => ({
    chapterId: '1',
    get status() {
      return snapshot.status;
    },
    getSnapshot: () => snapshot,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    run: (code: string, options: RunOptions) =>
      new Promise<RunResult>((resolve) => {
        calls.push({
          code,
          options,
          resolve: (r) => {
            if (options.cellId && !r.stoppedBy) ranCells = [...ranCells, options.cellId];
            snapshot = { ...snapshot, status: 'ready', ranCells };
            listeners.forEach((l) => l());
            resolve(r);
          },
        });
      }),
    stop,
    restart: async () => {},
  }),
}));
// Monaco stands in as a plain field (its real chunk is tested in the browser suite).
vi.mock('../../../../src/editor/MonacoPython', () => ({
  default: (p: { ariaLabel: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-label={p.ariaLabel} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
  ),
}));

const { PythonCellBody } = await import('../../../../src/components/cells/python/PythonCellBody');

const cell = (id: string) => {
  const found = chapter1.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const ok = (stdout: string): RunResult => ({ ok: true, stdout, stderr: '', ms: 12 });

/** Answers the kernel's pending runs in order with the seed's own outputs. */
async function answerAll() {
  for (let i = 0; i < 20 && calls.length > 0; i++) {
    const call = calls.shift() as Call;
    const out = `${chapter1.find((c) => c.id === call.options.cellId)?.expectedOutput ?? ''}\n`;
    await act(async () => {
      call.options.onStdout?.(out);
      call.resolve(ok(out));
    });
  }
}

/** The kernel started, with these cells already run. */
function readyAfter(ran: string[]) {
  ranCells = ran;
  snapshot = { ...snapshot, status: 'ready', ranCells };
}

/** Ends the kernel's next pending run with `error`, no output, after `ms` (with what `more` adds: a stop). */
async function failNext(error: PythonErrorInfo, ms: number, more: Partial<RunResult> = {}) {
  await act(async () => {
    calls.shift()?.resolve({ ok: false, stdout: '', stderr: '', ms, error, ...more });
  });
}

function show(ui: ReactElement, lang: 'en' | 'fr' = 'en') {
  useSettings.setState({ lang });
  return render(ui);
}

beforeEach(() => {
  calls.length = 0;
  ranCells = [];
  snapshot = { ...snapshot, status: 'idle', ranCells };
  useCellCode.setState({ code: {} });
  stop.mockClear();
});

describe('PythonCellBody', () => {
  it('names its controls and output in English and French, and gives the download size before the first run', () => {
    const { unmount } = show(<PythonCellBody cell={cell('paging')} />, 'en');
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Output' })).toBeInTheDocument();
    expect(screen.getByText(/downloads Python \(Pyodide, 13\.5 MB\)/)).toBeInTheDocument();
    unmount();
    show(<PythonCellBody cell={cell('paging')} />, 'fr');
    expect(screen.getByRole('button', { name: 'Exécuter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sortie' })).toBeInTheDocument();
    expect(screen.getByText(/télécharge Python \(Pyodide, 13,5 Mo\)/)).toBeInTheDocument();
  });

  it('runs the earlier cells that have not run first, in order, and says so', async () => {
    show(<PythonCellBody cell={cell('summary')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(calls.map((c) => c.options.cellId)).toEqual(['setup', 'rolling-window', 'summary']),
    );
    expect(calls.map((c) => c.code)).toEqual([
      cell('setup').python,
      cell('rolling-window').python,
      cell('summary').python,
    ]);
    await answerAll();
    const output = screen.getByRole('region', { name: 'Output' });
    expect(output).toHaveTextContent(
      /Ran the earlier cells first: Setup: imports \(the notebook’s section 0\); Rolling window/,
    );
    expect(within(output).getByText(/Resume cumulatif \(358 caracteres\)/)).toBeInTheDocument();

    // Run again: everything before it has run in this kernel, so only the cell runs.
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(calls.map((c) => c.options.cellId)).toEqual(['summary']));
    await answerAll();
    expect(screen.getByRole('region', { name: 'Output' })).not.toHaveTextContent(
      'Ran the earlier cells first',
    );
  });

  it('shows a Python error with its line and traceback', async () => {
    readyAfter(['setup', 'rolling-window', 'summary', 'lru', 'importance']);
    show(<PythonCellBody cell={cell('paging')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const traceback =
      'Traceback (most recent call last):\n  File "<cell chapter1/paging>", line 3, in <module>\nNameError: name \'x\' is not defined\n';
    await failNext({ type: 'NameError', message: "name 'x' is not defined", traceback, line: 3 }, 3);
    expect(screen.getByText('Python error: NameError at line 3 of this cell.')).toBeInTheDocument();
    expect(screen.getByLabelText('Traceback')).toHaveTextContent('File "<cell chapter1/paging>", line 3');
  });

  it('offers Stop while the cell runs and says the kernel was restarted', async () => {
    readyAfter(['setup']);
    show(<PythonCellBody cell={cell('rolling-window')} />);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(stop).toHaveBeenCalledTimes(1);
    await failNext({ type: 'TimeoutError', message: 'time limit', traceback: 'time limit' }, 10_000, {
      stoppedBy: 'restart',
      timedOut: true,
    });
    expect(
      screen.getByText(/^Time limit reached \(10 s\)\. Stopped: the Python kernel was restarted/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('runs the edited code, keeps the edit, and Revert brings the original back', async () => {
    readyAfter(['setup']);
    show(<PythonCellBody cell={cell('rolling-window')} />);
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    // The editor is lazy: edit it once it has replaced the plain field standing in while it loads.
    await waitFor(() => expect(document.querySelector('.py-cell__editor-loading')).toBeNull());
    const editor = screen.getByLabelText(/Python code of the cell, editable/);
    fireEvent.change(editor, { target: { value: 'print("edited")' } });
    expect(useCellCode.getState().code['python:rolling-window']?.source).toBe('print("edited")');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(calls.map((c) => c.code)).toEqual(['print("edited")']));
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
    expect(useCellCode.getState().code['python:rolling-window']).toBeUndefined();
    const code = screen.getByLabelText(/Python code of the cell \(read-only/);
    expect(code).toHaveTextContent('rw = RollingWindow(max_messages=4)');
    // Shift+Enter on the code runs the original again.
    fireEvent.keyDown(code, { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(calls.map((c) => c.code)).toEqual([cell('rolling-window').python]));
    await answerAll();
  });

  it('says when Python could not be loaded (e.g. offline before its first use)', async () => {
    readyAfter(['setup', 'rolling-window', 'summary', 'lru', 'importance', 'paging']);
    show(<PythonCellBody cell={cell('cost-table')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await failNext({ type: 'KernelLoadError', message: 'Failed to fetch', traceback: 'Failed to fetch' }, 0);
    expect(screen.getByText('Python could not be loaded: Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Traceback')).toBeNull();
  });
});
