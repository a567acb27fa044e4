import { lazy, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { act, configure, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { evaluate } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { MDXComponents } from 'mdx/types';
import { lessonComponents } from '../../../src/components/lesson/mdxComponents';
import { statementComponents } from '../../../src/components/prose/proseComponents';
import { WidgetSlot } from '../../../src/components/lesson/widgets';
import { PrintTasks, PrintTasksContext } from '../../../src/components/kit/printTasks';
import { resetApp } from '../chapter/helpers';

// Lazy chunks (the widgets) can take over a second to import on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Compiles MDX the way the build does (remark-gfm) and renders it with the lesson components. */
async function renderMdx(source: string, components: MDXComponents = lessonComponents) {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] });
  // Async act: a widget that suspends while its chunk loads is picked up when the chunk arrives (see helpers.tsx).
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<Content components={components} />);
  });
  return result as RenderResult;
}

// The cell is another panel with its own tests (it runs code in the sandbox, which jsdom lacks): a stand-in shows
// which cell the lesson asked for.
vi.mock('../../../src/components/cells/Cell', () => ({
  default: ({ id }: { id: string }) => <p>cell {id}</p>,
}));

beforeEach(() => resetApp('#/en/chapter/1/problem'));

describe('lesson MDX with the lesson components', () => {
  it('renders `code` and **bold** inline, in a lesson paragraph', async () => {
    await renderMdx('Use `deque(maxlen=N)` for **O(1)** eviction, **`W*` = 29** and `a ** b`.');
    const p = screen.getByText(/for/, { selector: 'p' });
    expect(p).toHaveClass('lesson-p');
    expect(within(p).getByText('deque(maxlen=N)').tagName).toBe('CODE');
    expect(within(p).getByText('O(1)').tagName).toBe('STRONG');
    expect(within(p).getByText('W*').closest('strong')).not.toBeNull();
    expect(within(p).getByText('a ** b').tagName).toBe('CODE');
  });

  it('renders headings, lists and tables with column and row headers, in a named scrollable region', async () => {
    await renderMdx(
      [
        '## Plan',
        '1. one\n2. two',
        '<Table caption="Mechanisms">\n\n| Mechanism | Question | Granularity |\n|---|---|---|\n| Rolling window | How many? | Message |\n\n</Table>',
        '| Plain | table |\n|---|---|\n| a | b |',
      ].join('\n\n'),
    );
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
    expect(screen.getByRole('region', { name: 'Mechanisms' })).toHaveAttribute('tabindex', '0');
    // A table without a caption is named by its header row.
    const plain = screen.getByRole('region', { name: 'Plaintable' });
    expect(within(plain).getByRole('rowheader', { name: 'a' })).toBeInTheDocument();
  });

  it('shows seed code verbatim with a working copy button, and printed output as a notebook output', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderMdx(
      [
        '<SeedCode caption="Python">\n\n```python\nif x:\n    print("hi")  # {not an expression}\n```\n\n</SeedCode>',
        '<Output caption="Output">\n\n```text\nhi\n  indented\n```\n\n</Output>',
      ].join('\n\n'),
    );
    const code = screen.getByLabelText('Python', { selector: 'pre' });
    expect(code.textContent).toBe('if x:\n    print("hi")  # {not an expression}');
    expect(code.closest('figure')).toHaveAttribute('data-language', 'python');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('if x:\n    print("hi")  # {not an expression}');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByLabelText('Output', { selector: 'pre' }).textContent).toBe('hi\n  indented');
  });

  it('says so when the clipboard refuses, and selects the code instead', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await renderMdx('```typescript\nconst x = 1;\n```');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('const x = 1;');
  });

  it('renders notes with their tone, title and Markdown inside', async () => {
    await renderMdx(
      '<Note tone="seed" title="Precise">\n\nThe seed says **O(n)**.\n\n</Note>\n\n<Note tone="warning">\n\nCareful.\n\n</Note>',
    );
    const note = screen.getByRole('note', { name: 'Precise' });
    expect(note).toHaveClass('lesson-note--seed');
    expect(within(note).getByText('About the notebook')).toBeInTheDocument();
    expect(within(note).getByText('O(n)').tagName).toBe('STRONG');
    expect(screen.getByRole('note', { name: 'Warning' })).toHaveClass('lesson-note--warning');
  });

  it('renders a statement with its headings one level down (the page has a "Statement" h2)', async () => {
    await renderMdx('## Why the largest?\n\nBecause.', statementComponents);
    expect(screen.getByRole('heading', { level: 3, name: 'Why the largest?' })).toBeInTheDocument();
  });

  it('loads a widget as its own chunk and shows the cell a lesson names', async () => {
    await renderMdx('<Cell id="rolling-window" />');
    const slot = document.querySelector('[data-widget="Cell"]') as HTMLElement;
    expect(slot).not.toBeNull();
    expect(await within(slot).findByText('cell rolling-window')).toBeInTheDocument();
    expect(within(slot).queryByRole('status')).toBeNull();
  });
});

describe('a widget slot', () => {
  it('shows a loading message while the widget loads', () => {
    const Pending = lazy(() => new Promise<never>(() => {}));
    render(
      <WidgetSlot name="Pending">
        <Pending />
      </WidgetSlot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the interactive part…');
  });

  it('keeps the lesson when a widget fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const Boom: ComponentType = lazy(async () => ({
      default: () => {
        throw new Error('kaboom');
      },
    }));
    render(
      <>
        <WidgetSlot name="Boom">
          <Boom />
        </WidgetSlot>
        <p>after the widget</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong in this panel');
    expect(screen.getByText('after the widget')).toBeInTheDocument();
  });

  it('on the handout, counts as a pending print task until its widget has loaded', async () => {
    // The widget registers its own print task only once its chunk has loaded: the slot must hold the page's
    // "ready" (and its print dialog) back in between, or a slow chunk is missing from the paper.
    let arrive: (m: { default: ComponentType }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((r) => (arrive = r)));
    const tasks = new PrintTasks();
    render(
      <PrintTasksContext.Provider value={tasks}>
        <WidgetSlot name="Slow">
          <Slow />
        </WidgetSlot>
      </PrintTasksContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(tasks.count()).toBe(1);
    await act(async () => arrive({ default: () => <p>the widget</p> }));
    expect(await screen.findByText('the widget')).toBeInTheDocument();
    expect(tasks.count()).toBe(0);
  });
});
