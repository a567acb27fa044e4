/**
 * A model's turn: the tool-call grammar made from the schemas, the tolerant reading of answers (never throws), and
 * the prompt. The grammar held against real weights: test/model/toolCalls.real.test.ts.
 */
import {
  BLOCK_TOOLS,
  FILE_TOOL,
  GRAMMAR_MAX_CALLS,
  GRAMMAR_STRING_MAX,
  UNREADABLE_CALL,
  createBlockState,
  encodeModelAnswer,
  parseModelAnswer,
  toolCallGrammar,
  turnPrompt,
  unreadableError,
} from '../../../src/engine/selfManaged';

describe('toolCallGrammar', () => {
  const g = toolCallGrammar(BLOCK_TOOLS);
  const rule = (name: string) => g.split('\n').find((l) => l.startsWith(`${name} ::=`)) ?? '';

  it('has one alternative per tool, each with the tool’s name and its required arguments in order', () => {
    expect(rule('call')).toBe(
      'call ::= call-memory-append | call-memory-replace | call-memory-rethink | call-archival-insert | call-archival-search | call-conversation-search',
    );
    expect(rule('call-memory-replace')).toBe(
      'call-memory-replace ::= "{\\"name\\":\\"memory_replace\\",\\"arguments\\":{" "\\"label\\":" string "," "\\"old_content\\":" string "," "\\"new_content\\":" string "}}"',
    );
    // An optional integer may follow the required query.
    expect(rule('call-archival-search')).toContain('("," "\\"top_k\\":" integer)?');
  });

  it('bounds the answer: 1 to GRAMMAR_MAX_CALLS calls, strings of at most GRAMMAR_STRING_MAX characters', () => {
    expect(rule('root')).toContain(`call ("," call){0,${GRAMMAR_MAX_CALLS - 1}} "]}"`);
    expect(rule('string')).toBe(`string ::= "\\"" char{0,${GRAMMAR_STRING_MAX}} "\\""`);
    // No quote, backslash or control character inside a string but as an escape: the JSON always parses.
    expect(rule('char')).toBe('char ::= [^"\\\\\\x00-\\x1f] | "\\\\" ["\\\\/nt]');
  });

  it('writes an enum as its values (the memory tool’s command)', () => {
    const f = toolCallGrammar([FILE_TOOL]);
    expect(f).toContain(
      '("\\"view\\"" | "\\"create\\"" | "\\"str_replace\\"" | "\\"insert\\"" | "\\"delete\\"" | "\\"rename\\"")',
    );
  });

  it('refuses an empty tool list', () => {
    expect(() => toolCallGrammar([])).toThrow(RangeError);
  });
});

describe('parseModelAnswer', () => {
  it('reads the grammar’s shape and what encodeModelAnswer writes, the same way', () => {
    const calls = [
      { name: 'memory_append', arguments: { label: 'human', content: 'favourite colour: blue' } },
      { name: 'archival_search', arguments: '{"query":"blue"}' },
    ];
    expect(parseModelAnswer(encodeModelAnswer('Noted.', calls))).toEqual({ content: 'Noted.', calls });
  });

  it('reads OpenAI’s message shape (function.name, function.arguments as a string)', () => {
    const text = JSON.stringify({
      content: null,
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'memory_rethink', arguments: '{"x":1}' } },
      ],
    });
    expect(parseModelAnswer(text)).toEqual({
      content: '',
      calls: [{ name: 'memory_rethink', arguments: '{"x":1}' }],
    });
  });

  it('reads a bare call wrapped in prose or a code fence', () => {
    const text =
      'Sure!\n```json\n{"name": "archival_insert", "arguments": {"content": "a {brace} \\" quote"}}\n```';
    expect(parseModelAnswer(text).calls).toEqual([
      { name: 'archival_insert', arguments: { content: 'a {brace} " quote' } },
    ]);
  });

  it('plain text is the content, with no call', () => {
    expect(parseModelAnswer('  I will remember that.  ')).toEqual({
      content: 'I will remember that.',
      calls: [],
    });
  });

  it('a call cut short or broken becomes one unreadable call carrying the text, never a throw', () => {
    const cut = '{"content":"ok","tool_calls":[{"name":"memory_append","arguments":{"label":"hu';
    expect(parseModelAnswer(cut)).toEqual({
      content: '',
      calls: [{ name: UNREADABLE_CALL, arguments: cut }],
    });
    const broken = '{"name": "memory_append", "arguments": {label: human}}';
    expect(parseModelAnswer(broken).calls[0]?.name).toBe(UNREADABLE_CALL);
    expect(unreadableError(broken)).toMatch(/^Error: the answer is not a tool call/);
  });

  it('an entry with no name is unreadable; other entries are kept', () => {
    const text = JSON.stringify({
      content: 'x',
      tool_calls: [{ arguments: {} }, { name: 'nope', arguments: {} }],
    });
    const { calls } = parseModelAnswer(text);
    expect(calls.map((c) => c.name)).toEqual([UNREADABLE_CALL, 'nope']);
  });

  it('is total over odd inputs', () => {
    for (const t of ['', '{', '}{', '[1,2]', 'null', '{"content": 3}', '{"tool_calls": "x"}', '"name":'])
      expect(() => parseModelAnswer(t)).not.toThrow();
  });
});

describe('turnPrompt', () => {
  it('holds the blocks, the tool names, the last results, the warning, the window and the user message', () => {
    const p = turnPrompt({
      blocks: createBlockState(),
      window: [{ role: 'user', content: 'I live in Lyon.' }],
      lastResults: [{ name: 'memory_append', output: 'Error: over the limit' }],
      warning: 'Warning: memory pressure.',
      tools: BLOCK_TOOLS,
      userText: 'I also love green.',
    });
    expect(p).toContain('<human characters="0/2000">');
    expect(p).toContain('Tools: memory_append, memory_replace, memory_rethink, archival_insert');
    expect(p).toContain('Results of your last tool calls:\nmemory_append: Error: over the limit');
    expect(p).toContain('Warning: memory pressure.');
    expect(p).toContain('Recent messages:\nuser: I live in Lyon.');
    expect(p.endsWith('user: I also love green.')).toBe(true);
  });
});
