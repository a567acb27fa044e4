import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { createRoot } from 'react-dom/client';
import Cell from '../../../src/components/cells/Cell';
import RecordedScene from '../../../src/components/visualizer/RecordedScene';
import { resetTsRuns } from '../../../src/state/tsCellRuns';
import { runCellSource } from '../../../src/cells/run';
import { CELLS, findCell } from '../../../src/cells/registry';
import { cellCodeKey, hashSource, useCellCode } from '../../../src/state/cellCode';
import { useSettings } from '../../../src/state/settings';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { stubMatchMedia } from '../../helpers/matchMedia';

// The sandbox (an iframe + worker) does not exist under jsdom: the mock runs the cell with the same compiler and
// evaluator, in this realm, and answers through a structured clone as postMessage would. A cell containing
// `while (true)` never answers until it is stopped, like a looping cell in the real sandbox.
const runner = vi.hoisted(() => ({ runs: 0, pendingStop: null as null | (() => void) }));
vi.mock('../../../src/sandbox/browserRunner', () => ({
  SandboxRunner: class {
    warmUp() {
      return Promise.resolve();
    }
    run(_slug: string, source: string) {
      runner.runs += 1;
      if (source.includes('while (true)')) {
        return new Promise((resolve) => {
          runner.pendingStop = () => resolve({ kind: 'sandbox-error', message: 'stopped' });
        });
      }
      return Promise.resolve(structuredClone(runCellSource(source)));
    }
    stop() {
      runner.pendingStop?.();
      runner.pendingStop = null;
    }
    dispose() {
      this.stop();
    }
  },
}));
// Monaco does not run under jsdom: the editor is a labelled textarea with the same props.
vi.mock('../../../src/editor/MonacoEditor', () => ({
  default: ({
    value,
    onChange,
    ariaLabel,
  }: {
    value: string;
    onChange: (v: string) => void;
    ariaLabel: string;
  }) => (
    <textarea
      aria-label={ariaLabel}
      value={value}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
    />
  ),
}));
// The Python tab's body is the kernel author's (tested there); here it only has to show in its tab.
vi.mock('../../../src/components/cells/python/PythonCellBody', () => ({
  default: ({ cell }: { cell: { id: string } }) => <p>Python body of {cell.id}</p>,
}));

// The chapter's Python kernel (Pyodide in a worker) is the kernel author's: the toolbar's calls are recorded.
const python = vi.hoisted(() => ({ runAll: [] as string[], restart: [] as string[] }));
vi.mock('../../../src/state/pythonCellRuns', () => ({
  runAllPython: (chapter: string) => {
    python.runAll.push(chapter);
    return Promise.resolve([]);
  },
  restartPython: (chapter: string) => {
    python.restart.push(chapter);
    return Promise.resolve();
  },
}));

const original = findCell('rolling-window')?.ts ?? '';

// The mechanism's folder is a lazy chunk: loaded once here, so "Animate" opens the visualizer at once.
beforeAll(() => loadMechanism('agent-memory'), 60_000);

function tsPanel(name: RegExp | string = 'TypeScript (lab engine)') {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('a notebook cell', () => {
  beforeEach(() => {
    useSettings.setState({ lang: 'en' });
    useCellCode.setState({ code: {} });
    resetTsRuns();
    runner.runs = 0;
    localStorage.clear();
  });

  it('is a group named by its title, with the Python and TypeScript tabs and a line saying they print the same', async () => {
    render(<Cell id="rolling-window" />);
    const group = screen.getByRole('group', { name: 'Rolling window: six messages, a window of four' });
    const tabs = within(group).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Python (original)', 'TypeScript (lab engine)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(group).getByText('Both versions print the same output.')).toBeInTheDocument();
    expect(await screen.findByText('Python body of rolling-window')).toBeVisible();
    // Arrow keys move between the tabs (and focus follows).
    act(() => (tabs[0] as HTMLElement).focus());
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'TypeScript (lab engine)' })).toBeVisible();
  });

  it('runs its TypeScript in the sandbox and shows what it printed in the Output region', async () => {
    render(<Cell id="rolling-window" />);
    const panel = tsPanel();
    expect(within(panel).queryByRole('region', { name: 'Output' })).toBeNull();
    expect(within(panel).getByLabelText(/TypeScript with the lab's engine/)).toHaveTextContent(
      'new RollingWindow(4)',
    );
    fireEvent.click(within(panel).getByRole('button', { name: /Run/ }));
    const output = await within(panel).findByRole('region', { name: 'Output' });
    await waitFor(() =>
      expect(within(output).getByText(/Total evicques sur la duree de vie : 2/)).toBeInTheDocument(),
    );
    const text = output.querySelector('pre')?.textContent ?? '';
    expect(text.split('\n')[4]).toBe("append #4: taille=4  -> evince(s) : ['message #0']");
    expect(within(output).getByText(/Ran in the sandbox in/)).toBeInTheDocument();
  });

  it('runs with Shift+Enter from the code', async () => {
    render(<Cell id="lru" />);
    const panel = tsPanel();
    fireEvent.keyDown(within(panel).getByLabelText(/TypeScript with the lab's engine/), {
      key: 'Enter',
      shiftKey: true,
    });
    const output = await within(panel).findByRole('region', { name: 'Output' });
    await waitFor(() =>
      expect(output).toHaveTextContent('Insertion de #5 -> le message evince est : message #3'),
    );
    expect(runner.runs).toBe(1);
  });

  it('edits, saves the edit, runs the edited code, and reverts to the original', async () => {
    const user = userEvent.setup();
    render(<Cell id="rolling-window" />);
    const panel = tsPanel();
    expect(within(panel).queryByRole('button', { name: 'Revert' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    // The editor is lazy: until it arrives a plain field with the same name stands in, then is replaced (an edit
    // typed into it at that moment would go to a detached field). Edit the editor itself.
    await waitFor(() => expect(panel.querySelector('.code-editor__loading')).toBeNull());
    const editor = within(panel).getByRole('textbox', {
      name: 'TypeScript code of the cell: Rolling window: six messages, a window of four',
    });
    fireEvent.change(editor, {
      target: { value: original.replace('new RollingWindow(4)', 'new RollingWindow(2)') },
    });
    expect(useCellCode.getState().code[cellCodeKey('rolling-window', 'ts')]?.source).toContain(
      'new RollingWindow(2)',
    );
    expect(within(panel).getByText(/Edited: this cell runs your code/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /Run/ }));
    const output = await within(panel).findByRole('region', { name: 'Output' });
    await waitFor(() =>
      expect(output.querySelector('pre')?.textContent).toContain(
        "append #2: taille=2  -> evince(s) : ['message #0']",
      ),
    );

    await user.click(within(panel).getByRole('button', { name: 'Revert' }));
    expect(useCellCode.getState().code).toEqual({});
    expect(within(panel).queryByRole('region', { name: 'Output' })).toBeNull();
    expect(within(panel).getByRole('textbox')).toHaveValue(original);
  });

  it('keeps the edit across a reload (saved per cell)', () => {
    useCellCode.getState().save('lru', 'ts', '// mine\n', findCell('lru')?.ts ?? '');
    render(<Cell id="lru" />);
    const panel = tsPanel();
    expect(within(panel).getByLabelText(/your edit/)).toHaveTextContent('// mine');
    expect(within(panel).getByRole('button', { name: 'Revert' })).toBeInTheDocument();
  });

  it('says when a saved edit was made from an earlier version of the original', async () => {
    useCellCode.setState({
      code: {
        [cellCodeKey('paging', 'ts')]: {
          source: '// old edit\n',
          savedAt: 1,
          originalHash: hashSource('an older original'),
        },
      },
    });
    render(<Cell id="paging" />);
    const panel = tsPanel();
    expect(within(panel).getByRole('note')).toHaveTextContent(/made from an earlier version of this cell/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Revert' }));
    expect(within(panel).queryByRole('note')).toBeNull();
    expect(within(panel).getByLabelText(/TypeScript with the lab's engine/)).toHaveTextContent(
      'new PagedMemory()',
    );
  });

  it('stops a looping cell with Stop', async () => {
    useCellCode.getState().save('importance', 'ts', 'while (true) {}\n', findCell('importance')?.ts ?? '');
    render(<Cell id="importance" />);
    const panel = tsPanel();
    fireEvent.click(within(panel).getByRole('button', { name: /Run/ }));
    const stop = await within(panel).findByRole('button', { name: /Stop/ });
    expect(within(panel).getByRole('region', { name: 'Output' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(stop);
    await waitFor(() =>
      expect(within(panel).getByRole('region', { name: 'Output' })).toHaveTextContent('Stopped.'),
    );
    expect(within(panel).queryByRole('button', { name: /Stop/ })).toBeNull();
  });

  it('shows a runtime error with its line', async () => {
    useCellCode
      .getState()
      .save('summary', 'ts', "console.log('before');\nnull!.x;\n", findCell('summary')?.ts ?? '');
    render(<Cell id="summary" />);
    const panel = tsPanel();
    fireEvent.click(within(panel).getByRole('button', { name: /Run/ }));
    const output = await within(panel).findByRole('region', { name: 'Output' });
    await waitFor(() => expect(output).toHaveTextContent(/stopped with an error at line 2: TypeError/));
    expect(output).toHaveTextContent('before');
  });

  it('speaks French: names of the buttons, the tabs and the output', async () => {
    useSettings.setState({ lang: 'fr' });
    render(<Cell id="rolling-window" />);
    expect(
      screen.getByRole('group', { name: 'Fenêtre glissante\u00a0: six messages, une fenêtre de quatre' }),
    ).toBeInTheDocument();
    const panel = tsPanel('TypeScript (moteur du labo)');
    expect(screen.getByText('Les deux versions affichent la même sortie.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: /Exécuter/ }));
    expect(await within(panel).findByRole('region', { name: 'Sortie' })).toBeInTheDocument();
  });

  it('animates what the edited cell did: a window of 2 in the visualizer, #0..#3 evicted at the end', async () => {
    const user = userEvent.setup();
    if (typeof window.matchMedia !== 'function') stubMatchMedia();
    useCellCode
      .getState()
      .save(
        'rolling-window',
        'ts',
        original.replace('new RollingWindow(4)', 'new RollingWindow(2)'),
        original,
      );
    // The lesson hands the cell the visualizer's replay (src/components/lesson/widgets.tsx).
    render(<Cell id="rolling-window" replay={RecordedScene} />);
    const panel = tsPanel();
    await user.click(within(panel).getByRole('button', { name: /Run/ }));
    await user.click(await within(panel).findByRole('button', { name: 'Animate this output' }));
    // The visualizer plays under the tabs (it stays on screen whichever tab is shown).
    const group = screen.getByRole('group', { name: 'Rolling window: six messages, a window of four' });
    const viz = await within(group).findByRole('region', { name: 'Memory visualizer' });
    expect(within(viz).getByText('What the cell did')).toBeInTheDocument();
    expect(within(viz).getByText(/window of 2/)).toBeInTheDocument();
    const lit = () => Array.from(panel.querySelectorAll('mark.code-lit')).map((m) => m.textContent?.trim());
    expect(lit()).toEqual([]);
    for (let i = 0; i < 6; i++) await user.click(within(viz).getByRole('button', { name: 'Step forward' }));
    const cards = (name: string) =>
      Array.from(within(viz).getByRole('region', { name }).querySelectorAll('.viz-card__num')).map(
        (n) => n.textContent,
      );
    expect(cards('Context window')).toEqual(['#4', '#5']);
    expect(cards('Evicted')).toEqual(['#0', '#1', '#2', '#3']);
    // Code that lights up: the line that made the step, in the code and inside the visualizer.
    expect(lit()).toEqual([expect.stringMatching(/^const evicted = rw\.append\(m\);/)]);
    const shown = within(viz).getByRole('region', { name: 'The code of this step' });
    expect(shown.querySelector('[data-lit="call"]')).toHaveTextContent('const evicted = rw.append(m);');
    await user.click(within(viz).getByRole('button', { name: 'Reset' }));
    expect(lit()).toEqual([]);
    expect(shown).toHaveTextContent('Step 0: no line has run yet.');
  }, 30_000);

  it('has one chapter toolbar, above the first cell: Run all runs every cell, Restart runs the TypeScript ones again', async () => {
    python.runAll = [];
    python.restart = [];
    render(
      <>
        <Cell id="lru" />
        <Cell id="importance" />
      </>,
    );
    const toolbar = await screen.findByRole('group', { name: "This chapter's cells" }, { timeout: 15_000 });
    expect(screen.getAllByRole('group', { name: "This chapter's cells" })).toHaveLength(1);
    const firstCell = screen.getByRole('group', { name: /^LRU eviction/ });
    expect(toolbar.compareDocumentPosition(firstCell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(toolbar).getByRole('button', { name: /Run all/ }));
    await waitFor(() =>
      expect(within(toolbar).getByRole('status')).toHaveTextContent(
        /^Ran the chapter's cells \(\d+ in TypeScript/,
      ),
    );
    expect(python.runAll).toEqual(['1']);
    const importancePanel = within(screen.getByRole('group', { name: /^Importance-scored eviction/ }));
    fireEvent.click(importancePanel.getByRole('tab', { name: 'TypeScript (lab engine)' }));
    expect(importancePanel.getByRole('region', { name: 'Output' })).toHaveTextContent('PENSEE-CLE');

    // "Run all" acts on the chapter (as a notebook's does): every TypeScript cell of chapter 1, shown or not.
    const chapterTs = CELLS.filter((c) => c.chapter === '1' && c.ts !== undefined).length;
    const before = runner.runs;
    expect(before).toBe(chapterTs);
    fireEvent.click(within(toolbar).getByRole('button', { name: /Restart/ }));
    await waitFor(() => expect(within(toolbar).getByRole('status')).toHaveTextContent(/^Restarted/));
    expect(python.restart).toEqual(['1']);
    expect(runner.runs - before).toBe(chapterTs); // the cells that had run ran again, in a fresh sandbox
  }, 30_000);

  it('draws the chapter toolbar with its first cell, so the cell never moves under a click on Run', () => {
    // A toolbar that arrived after its cell (a lazy chunk, or a decision made after the first paint) pushed the cell
    // down while a slow machine was between pressing and releasing Run: the click landed on nothing, and the cell's
    // Output kept saying "Run the cell to see what it prints". No waiting here: it must be there at once.
    render(<Cell id="lru" />);
    const toolbar = screen.getByRole('group', { name: "This chapter's cells" });
    const cell = screen.getByRole('group', { name: /^LRU eviction/ });
    expect(toolbar.compareDocumentPosition(cell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('paints the chapter toolbar in the same frame as its first cell, before any passive effect', async () => {
    // The check above runs inside act(), which also runs the passive effects before it returns. A browser paints
    // between a commit and its passive effects: a toolbar decided there was painted a frame after its cell and
    // pushed it down (seen in Chromium: the cell moved 62 px). Rendered here as a browser would, outside act(), the
    // first moment the cell is in the document (a mutation observer's turn) must already show the toolbar.
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (container.querySelector('section.nb-cell'))
        seen.push(container.querySelector('.nb-toolbar') !== null);
    });
    observer.observe(container, { childList: true, subtree: true });
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      root.render(<Cell id="lru" />);
      await waitFor(() => expect(container.querySelector('.nb-toolbar')).not.toBeNull());
      expect(seen[0]).toBe(true);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('says so when the id names no cell', () => {
    render(<Cell id="nope" />);
    expect(screen.getByRole('note')).toHaveTextContent('No cell is called "nope".');
  });
});
