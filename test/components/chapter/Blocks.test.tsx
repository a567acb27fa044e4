import { lazy } from 'react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blocks } from '../../../src/components/lesson/Blocks';
import { runDemo } from '../../../src/components/lesson/cells/demos';
import type { Block } from '../../../src/content/types';
import { resetApp } from './helpers';

// Lazy chunks (the page, the widgets) can take over a second to import on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The real registry plus two test widgets: one that throws, one that never finishes loading.
vi.mock('../../../src/components/lesson/widgets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/components/lesson/widgets')>();
  return {
    ...original,
    widgets: {
      ...original.widgets,
      boom: lazy(async () => ({
        default: () => {
          throw new Error('kaboom');
        },
      })),
      pending: lazy(() => new Promise<never>(() => {})),
    },
  };
});

beforeEach(() => resetApp('#/en/chapter/1/problem'));

describe('the lesson block renderer', () => {
  it('renders `code` and **bold** inline, and never HTML', () => {
    render(
      <Blocks
        blocks={[
          {
            kind: 'p',
            text: 'Use `deque(maxlen=N)` for **O(1)** <b>eviction</b>, **`W*` = 29** and `a ** b`.',
          },
        ]}
      />,
    );
    const p = screen.getByText(/for/, { selector: 'p' });
    expect(within(p).getByText('deque(maxlen=N)').tagName).toBe('CODE');
    expect(within(p).getByText('O(1)').tagName).toBe('STRONG');
    expect(within(p).getByText('W*').closest('strong')).not.toBeNull();
    expect(within(p).getByText('a ** b').tagName).toBe('CODE');
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toContain('<b>eviction</b>');
  });

  it('renders headings, lists and tables with column and row headers', () => {
    const blocks: Block[] = [
      { kind: 'h', text: 'Plan' },
      { kind: 'list', ordered: true, items: ['one', 'two'] },
      {
        kind: 'table',
        caption: 'Mechanisms',
        head: ['Mechanism', 'Question', 'Granularity'],
        rows: [['Rolling window', 'How many?', 'Message']],
      },
    ];
    render(<Blocks blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Mechanisms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mechanism', 'Question', 'Granularity']);
    expect(within(table).getByRole('rowheader', { name: 'Rolling window' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['How many?', 'Message']);
  });

  it('shows code with a working copy button, and printed output as a notebook output', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <Blocks
        blocks={[
          { kind: 'code', language: 'python', code: 'print("hi")', caption: 'Python' },
          { kind: 'output', text: 'hi\n  indented', caption: 'Output' },
        ]}
      />,
    );
    expect(screen.getByText('print("hi")').closest('pre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('print("hi")');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const out = screen.getByLabelText('Output', { selector: 'pre' });
    expect(out.textContent).toBe('hi\n  indented');
  });

  it('says so when the clipboard refuses, and selects the code instead', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<Blocks blocks={[{ kind: 'code', language: 'python', code: 'x = 1' }]} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('x = 1');
  });

  it('renders notes with their tone and title', () => {
    render(
      <Blocks blocks={[{ kind: 'note', tone: 'seed', title: 'Precise', text: 'The seed says **O(n)**.' }]} />,
    );
    const note = screen.getByRole('note', { name: 'Precise' });
    expect(note).toHaveClass('lesson-note--seed');
    expect(within(note).getByText('About the notebook')).toBeInTheDocument();
    expect(within(note).getByText('O(n)').tagName).toBe('STRONG');
  });

  it('shows a loading message while a widget loads', () => {
    render(<Blocks blocks={[{ kind: 'widget', widget: 'pending' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the interactive part…');
  });

  it('keeps the lesson when a widget fails, and explains an unknown widget', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    render(
      <Blocks
        blocks={[
          { kind: 'widget', widget: 'boom' },
          { kind: 'widget', widget: 'no-such-widget' },
          { kind: 'p', text: 'after the widgets' },
        ]}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong in this panel');
    expect(screen.getByText(/"no-such-widget"/)).toBeInTheDocument();
    expect(screen.getByText('after the widgets')).toBeInTheDocument();
  });
});

describe('the runnable cell', () => {
  it('shows the TypeScript it runs and prints exactly what the demo prints', async () => {
    const user = userEvent.setup();
    render(<Blocks blocks={[{ kind: 'widget', widget: 'cell', props: { demo: 'rolling-window' } }]} />);
    const run = await screen.findByRole('button', { name: 'Run' });
    const cell = screen.getByRole('group', { name: /Runnable cell/ });
    expect(within(cell).getByText(/new RollingWindow\(4\)/)).toBeInTheDocument();
    expect(within(cell).queryByLabelText('Output', { selector: 'pre' })).toBeNull();
    await user.click(run);
    const out = within(cell).getByLabelText('Output', { selector: 'pre' });
    expect(out.textContent).toBe(runDemo('rolling-window'));
    expect(out.textContent).toContain("append #4: taille=4  -> evince(s) : ['message #0']");
    expect(within(cell).getByText(/Ran with the lab's engine in/)).toBeInTheDocument();
    await user.click(within(cell).getByRole('button', { name: 'Clear output' }));
    await waitFor(() => expect(within(cell).queryByLabelText('Output', { selector: 'pre' })).toBeNull());
  });

  it('runs every demo in French too', async () => {
    resetApp('#/fr/chapter/1/paging', 'fr');
    const user = userEvent.setup();
    render(<Blocks blocks={[{ kind: 'widget', widget: 'cell', props: { demo: 'paging' } }]} />);
    await user.click(await screen.findByRole('button', { name: 'Exécuter' }));
    expect(screen.getByLabelText('Sortie', { selector: 'pre' }).textContent).toBe(runDemo('paging'));
  });

  it('explains an unknown demo instead of failing', async () => {
    render(<Blocks blocks={[{ kind: 'widget', widget: 'cell', props: { demo: 'nope' } }]} />);
    expect(await screen.findByText('No runnable demo is called "nope".')).toBeInTheDocument();
  });
});
