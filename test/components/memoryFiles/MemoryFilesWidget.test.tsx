import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MemoryFilesWidget from '../../../src/components/memoryFiles/MemoryFilesWidget';
import { DEFAULT_MAX_FILE_CHARS } from '../../../src/engine/selfManaged';
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

/** Pastes a call in the JSON box and sends it. */
async function sendJson(user: ReturnType<typeof userEvent.setup>, json: string, name = 'Tool call (JSON)') {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: json } });
  await user.click(screen.getByRole('button', { name: /^(Send the JSON call|Envoyer le JSON)$/ }));
  return screen.getByRole('status', { name: /^(Tool result|Résultat de l’outil)$/ });
}

describe('the Memory files widget', () => {
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

  it('refuses a file over the size limit with the tool’s own error, and writes nothing', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    const over = 'a'.repeat(DEFAULT_MAX_FILE_CHARS + 1);
    let result = await send(user, 'create', '/memories/big.md', { 'File text': over });
    expect(result).toHaveTextContent('The tool refused, with this error:');
    expect(result.querySelector('pre.is-error')?.textContent).toBe(
      `Error: the file would hold ${DEFAULT_MAX_FILE_CHARS + 1} characters, over the limit of ${DEFAULT_MAX_FILE_CHARS}`,
    );
    expect(useMemoryFiles.getState().files).toEqual({});
    // A file at the limit is written; one more character by an edit is refused, and the file stays as it was.
    const full = 'a'.repeat(DEFAULT_MAX_FILE_CHARS);
    result = await send(user, 'create', '/memories/big.md', { 'File text': full });
    expect(result).toHaveTextContent('File created successfully at /memories/big.md');
    result = await send(user, 'insert', '/memories/big.md', { 'Text to insert': 'b' });
    expect(result).toHaveTextContent(`over the limit of ${DEFAULT_MAX_FILE_CHARS}`);
    expect(useMemoryFiles.getState().files).toEqual({ '/memories/big.md': full });
  });

  it('the JSON box runs a pasted call exactly as the form runs the same call', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    // The box starts with a call ready to send.
    await user.click(screen.getByRole('button', { name: 'Send the JSON call' }));
    expect(Object.keys(useMemoryFiles.getState().files)).toEqual(['/memories/preferences.md']);
    useMemoryFiles.getState().reset();
    const formResult = (await send(user, 'create', '/memories/a.md', { 'File text': 'city: Lyon' }))
      .textContent;
    const byForm = useMemoryFiles.getState().files;
    useMemoryFiles.getState().reset();
    // Anthropic's shape, then OpenAI's (arguments as a JSON string): the same call, the same answer.
    const call = { command: 'create', path: '/memories/a.md', file_text: 'city: Lyon' };
    for (const json of [
      JSON.stringify(call),
      JSON.stringify({ name: 'memory', arguments: JSON.stringify(call) }),
    ]) {
      useMemoryFiles.getState().reset();
      const result = await sendJson(user, json);
      expect(useMemoryFiles.getState().files).toEqual(byForm);
      expect(result.querySelector('pre')?.textContent).toBe('File created successfully at /memories/a.md');
      expect(result.textContent).toBe(formResult);
    }
  });

  it('JSON that is not a call gets the error a model would get, never a crash, and writes nothing', async () => {
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    const cases: [string, string][] = [
      ['{"command": "create", "path": "/memories/a.md", ', 'Error: the tool call is not valid JSON'],
      ['["create"]', 'Error: a tool call is a JSON object'],
      ['{"name": "remember", "arguments": "{}"}', 'Error: unknown tool "remember"; the tool is memory'],
      ['{"command": "append", "path": "/memories/a.md"}', 'Error: memory: "command" must be one of view'],
      ['{"command": "create", "path": "/memories/a.md"}', 'Error: create: missing "file_text"'],
      ['{"path": "/memories/a.md"}', 'Error: memory: missing required argument "command"'],
    ];
    for (const [json, error] of cases) {
      const result = await sendJson(user, json);
      expect(result).toHaveTextContent('The tool refused, with this error:');
      expect(result.querySelector('pre.is-error')?.textContent).toContain(error);
    }
    expect(useMemoryFiles.getState().files).toEqual({});
  });

  it('in French: the box is named « Appel d’outil (JSON) », the tool’s error stays what the model reads', async () => {
    useSettings.setState({ lang: 'fr', theme: 'light' });
    const user = userEvent.setup();
    render(<MemoryFilesWidget />);
    expect(screen.getByRole('heading', { name: 'Le même appel en JSON' })).toBeInTheDocument();
    const result = await sendJson(user, 'not json', 'Appel d’outil (JSON)');
    expect(result).toHaveTextContent(/L’outil a refusé, avec cette erreur\s:/);
    expect(result).toHaveTextContent('Error: the tool call is not valid JSON');
  });
});
