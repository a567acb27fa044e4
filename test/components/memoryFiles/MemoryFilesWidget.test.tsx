import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MemoryFilesWidget from '../../../src/components/memoryFiles/MemoryFilesWidget';
import { MEMORY_FILES_KEY, useMemoryFiles } from '../../../src/state/memoryFiles';
import { useSettings } from '../../../src/state/settings';

// The learner plays the model: each call goes to the engine's /memories folder and the tool's own answer is shown.

beforeEach(() => {
  useSettings.setState({ lang: 'en', theme: 'light' });
  useMemoryFiles.getState().reset();
  localStorage.clear();
});

async function send(
  user: ReturnType<typeof userEvent.setup>,
  command: string,
  path: string,
  fields: Record<string, string> = {},
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Command' }), command);
  // Typed in one change: a keystroke at a time is slow on a loaded machine and tests nothing more here.
  fireEvent.change(screen.getByRole('textbox', { name: 'Path' }), { target: { value: path } });
  for (const [name, value] of Object.entries(fields))
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  await user.click(screen.getByRole('button', { name: 'Send the call' }));
  return screen.getByRole('status', { name: 'Tool result' });
}

describe('the Memory files widget', { timeout: 20_000 }, () => {
  it('creates a file, lists it with its size, and views it with line numbers', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    const files = screen.getByRole('region', { name: 'Files in /memories' });
    expect(within(files).getByText('The folder is empty.')).toBeInTheDocument();

    let result = await send(user, 'create', '/memories/user.md', { 'File text': 'city: Lyon' });
    expect(result).toHaveTextContent('File created successfully at /memories/user.md');
    expect(within(files).getByRole('row', { name: /\/memories\/user\.md/ })).toHaveTextContent(
      '10 characters',
    );

    result = await send(user, 'view', '/memories/user.md');
    // The tool's own view: the file's lines, numbered.
    expect(result.querySelector('pre')?.textContent).toMatch(/^ +1\tcity: Lyon$/);
    // Off by default: nothing is saved in the browser.
    expect(localStorage.getItem(MEMORY_FILES_KEY)).toBeNull();
  });

  it('refuses a path outside the folder, plain or percent-encoded, and writes nothing', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    let result = await send(user, 'create', '/memories/../x', { 'File text': 'hi' });
    expect(result).toHaveTextContent('The tool refused, with this error:');
    expect(result).toHaveTextContent('path traversal');
    result = await send(user, 'create', '/memories/%2e%2e/x', { 'File text': 'hi' });
    expect(result).toHaveTextContent('a percent-encoded path is refused');
    expect(useMemoryFiles.getState().files).toEqual({});
  });

  it('refuses a secret by its kind, without repeating it', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    const secret = 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const result = await send(user, 'create', '/memories/keys.md', { 'File text': `key: ${secret}` });
    expect(result).toHaveTextContent('Refused by the written policy, kind: api-key.');
    expect(result).not.toHaveTextContent(secret);
    expect(useMemoryFiles.getState().files).toEqual({});
  });

  it('saves the folder only once "Keep these files in this browser" is ticked', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    await send(user, 'create', '/memories/a.md', { 'File text': 'tea, no sugar' });
    expect(localStorage.getItem(MEMORY_FILES_KEY)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Keep these files in this browser' }));
    const saved = JSON.parse(localStorage.getItem(MEMORY_FILES_KEY) ?? 'null') as {
      state: { files: Record<string, string> };
    };
    expect(saved.state.files).toEqual({ '/memories/a.md': 'tea, no sugar' });
    await user.click(screen.getByRole('checkbox', { name: 'Keep these files in this browser' }));
    expect(localStorage.getItem(MEMORY_FILES_KEY)).toBeNull();
  });
});
