import {
  CALL_NOT_JSON,
  CALL_NOT_OBJECT,
  CALL_TOO_LONG,
  createFileState,
  executeFileCallJson,
  executeFileTool,
  MAX_CALL_JSON_CHARS,
  readFileCall,
  type FileState,
} from '../../../src/engine/selfManaged';

// A call pasted as JSON runs through the memory tool's executor; what is not a call is the error the model reads.

const create = { command: 'create', path: '/memories/x.md', file_text: 'city: Lyon' };

function withFile(): FileState {
  return executeFileTool(createFileState(), { name: 'memory', arguments: create }).state;
}

describe('a memory-tool call pasted as JSON', () => {
  it('reads the four shapes a model sends as the same call, and runs it like the form does', () => {
    const direct = executeFileTool(createFileState(), { name: 'memory', arguments: create });
    const args = JSON.stringify(create);
    const shapes = [
      args, // Anthropic: the tool's input
      JSON.stringify({ type: 'tool_use', id: 'toolu_1', name: 'memory', input: create }), // its tool_use block
      JSON.stringify({ name: 'memory', arguments: args }), // OpenAI: arguments as a JSON string
      JSON.stringify({ id: 'call_1', type: 'function', function: { name: 'memory', arguments: args } }),
    ];
    for (const text of shapes) {
      const out = executeFileCallJson(createFileState(), text);
      expect(out.event).toEqual(direct.event);
      expect(out.state.files).toEqual({ '/memories/x.md': 'city: Lyon' });
    }
    expect(readFileCall(JSON.stringify({ name: 'memory', arguments: create }))).toEqual({
      ok: true,
      call: { name: 'memory', arguments: create },
    });
  });

  it('bad JSON: the error says so, the folder is unchanged', () => {
    const s = withFile();
    for (const text of ['{"command": "create", "path": ', 'command=create', '']) {
      const out = executeFileCallJson(s, text);
      expect(out.event).toMatchObject({ type: 'file-error', error: CALL_NOT_JSON });
      expect(out.state).toBe(s);
      expect(out.call).toBeNull();
    }
  });

  it('JSON that is not an object (a list, a string, null) is refused', () => {
    for (const text of ['[]', '"create"', 'null', '42']) {
      expect(executeFileCallJson(createFileState(), text).event).toMatchObject({ error: CALL_NOT_OBJECT });
    }
  });

  it('a text over the size read is refused before it is parsed', () => {
    const text = JSON.stringify({ ...create, file_text: 'a'.repeat(MAX_CALL_JSON_CHARS) });
    expect(executeFileCallJson(createFileState(), text).event).toMatchObject({ error: CALL_TOO_LONG });
  });

  it('an unknown tool: the executor names the one tool there is', () => {
    const out = executeFileCallJson(createFileState(), '{"name": "memory_write", "arguments": {}}');
    expect(out.event).toMatchObject({
      type: 'file-error',
      error: 'Error: unknown tool "memory_write"; the tool is memory',
    });
  });

  it('an unknown command: the schema lists the six', () => {
    const out = executeFileCallJson(createFileState(), '{"command": "append", "path": "/memories/x.md"}');
    expect(out.event).toMatchObject({
      error: 'Error: memory: "command" must be one of view, create, str_replace, insert, delete, rename',
    });
  });

  it('a missing field: no command, or a command without what it needs', () => {
    expect(executeFileCallJson(createFileState(), '{"path": "/memories/x.md"}').event).toMatchObject({
      error: 'Error: memory: missing required argument "command"',
    });
    expect(
      executeFileCallJson(createFileState(), '{"command": "create", "path": "/memories/x.md"}').event,
    ).toMatchObject({ error: 'Error: create: missing "file_text"' });
    expect(executeFileCallJson(createFileState(), '{"command": "view"}').event).toMatchObject({
      error: 'Error: view: missing "path"',
    });
  });

  it("OpenAI's arguments that are not JSON, or an argument the tool does not take", () => {
    expect(
      executeFileCallJson(createFileState(), '{"name": "memory", "arguments": "{\\"command\\": "}').event,
    ).toMatchObject({ error: 'Error: memory: arguments are not valid JSON' });
    expect(
      executeFileCallJson(createFileState(), '{"command": "view", "path": "/memories", "force": true}').event,
    ).toMatchObject({ error: 'Error: memory: unknown argument "force"' });
  });

  it('the same refusals as the form: a path outside the folder, a file over the size limit', () => {
    const outside = executeFileCallJson(
      createFileState(),
      '{"command": "create", "path": "/memories/../etc/x", "file_text": "hi"}',
    );
    expect(outside.event).toMatchObject({ type: 'file-error', path: '/memories/../etc/x' });
    expect(outside.event.type === 'file-error' && outside.event.error).toMatch(/path traversal/);
    const small = createFileState(10);
    const big = executeFileCallJson(small, JSON.stringify({ ...create, file_text: 'x'.repeat(11) }));
    expect(big.event).toMatchObject({
      error: 'Error: the file would hold 11 characters, over the limit of 10',
    });
    expect(big.state).toBe(small);
  });
});
