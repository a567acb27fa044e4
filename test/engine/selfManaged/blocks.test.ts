import {
  addBlock,
  BLOCK_TOOLS,
  createBlockState,
  executeTool,
  memoryPressure,
  MEMORY_TOOLS,
  PRESSURE_WARNING,
  scriptedTurn,
  defaultBlocks,
  type BlockState,
} from '../../../src/engine/selfManaged';

const small = (): BlockState =>
  createBlockState([
    { label: 'persona', description: 'Who the agent is.', limit: 100, value: 'A helpful assistant.' },
    { label: 'human', description: 'What the agent knows about the user.', limit: 50, value: '' },
  ]);

describe('the tools as data', () => {
  it('gives every tool in the OpenAI format, with its required arguments', () => {
    expect(BLOCK_TOOLS.map((t) => t.function.name)).toEqual([
      'memory_append',
      'memory_replace',
      'memory_rethink',
      'archival_insert',
      'archival_search',
      'conversation_search',
    ]);
    for (const t of MEMORY_TOOLS) {
      expect(t.type).toBe('function');
      expect(t.function.parameters.type).toBe('object');
      for (const r of t.function.parameters.required)
        expect(t.function.parameters.properties).toHaveProperty(r);
    }
    expect(JSON.parse(JSON.stringify(MEMORY_TOOLS))).toEqual(MEMORY_TOOLS);
  });
});

describe('executeTool', () => {
  it('appends, replaces and rethinks a block, with the block before and after', () => {
    let s = small();
    let out = executeTool(s, { name: 'memory_append', arguments: { label: 'human', content: 'name: Ada' } });
    expect(out.event).toMatchObject({
      type: 'tool-result',
      block: { label: 'human', before: '', after: 'name: Ada' },
    });
    s = out.state;
    out = executeTool(s, {
      name: 'memory_replace',
      arguments: '{"label":"human","old_content":"Ada","new_content":"Ada L."}',
    });
    expect(out.event).toMatchObject({ block: { before: 'name: Ada', after: 'name: Ada L.' } });
    out = executeTool(out.state, { name: 'memory_rethink', arguments: { label: 'human', new_memory: 'x' } });
    expect(out.state.blocks[1]!.value).toBe('x');
    // The state given is never changed.
    expect(s.blocks[1]!.value).toBe('name: Ada');
  });

  it("refuses a write over the limit with the tool's error, the state unchanged", () => {
    const s = small();
    const out = executeTool(s, {
      name: 'memory_append',
      arguments: { label: 'human', content: 'y'.repeat(51) },
    });
    expect(out.event.type).toBe('tool-error');
    expect(out.event.type === 'tool-error' && out.event.error).toMatch(
      /exceeds its 50 character limit \(requested 51\)/,
    );
    expect(out.state).toBe(s);
  });

  it('returns an error string for an unknown tool, bad JSON, a missing or unknown argument, a wrong type', () => {
    const s = small();
    const err = (name: string, args: unknown) => {
      const e = executeTool(s, { name, arguments: args }).event;
      return e.type === 'tool-error' ? e.error : `ran: ${e.result}`;
    };
    expect(err('memory_delete_everything', {})).toMatch(/unknown tool "memory_delete_everything"/);
    expect(err('memory_append', '{label:')).toMatch(/not valid JSON/);
    expect(err('memory_append', { label: 'human' })).toMatch(/missing required argument "content"/);
    expect(err('memory_append', { label: 'human', content: 'a', extra: 1 })).toMatch(
      /unknown argument "extra"/,
    );
    expect(err('archival_search', { query: 'a', top_k: '3' })).toMatch(/"top_k" must be an integer/);
    expect(err('memory_append', { label: 'nobody', content: 'a' })).toMatch(/no block labelled "nobody"/);
    expect(err('memory_replace', { label: 'persona', old_content: 'absent', new_content: '' })).toMatch(
      /is not in block/,
    );
  });

  it('stores and finds archival passages; searches the whole conversation', () => {
    let s = small();
    s = executeTool(s, { name: 'archival_insert', arguments: { content: 'The door code is 4412.' } }).state;
    s = executeTool(s, { name: 'archival_insert', arguments: { content: 'The cat is called Miso.' } }).state;
    const found = executeTool(s, {
      name: 'archival_search',
      arguments: { query: 'door code', top_k: 1 },
    }).event;
    expect(found.type === 'tool-result' && found.result).toBe('1. The door code is 4412.');
    s = { ...s, conversation: [{ role: 'user', content: 'My train leaves at 9.' }] };
    const conv = executeTool(s, { name: 'conversation_search', arguments: { query: 'train' } }).event;
    expect(conv.type === 'tool-result' && conv.result).toBe('1. user: My train leaves at 9.');
  });

  it("adds the learner's block, refusing a bad label or limit", () => {
    const s = addBlock(small(), {
      label: 'projects',
      description: 'Ongoing projects.',
      limit: 300,
      value: '',
    });
    expect(s.blocks.map((b) => b.label)).toEqual(['persona', 'human', 'projects']);
    expect(() => addBlock(s, { label: 'Projects!', description: 'x', limit: 10, value: '' })).toThrow(
      /label/,
    );
    expect(() => addBlock(s, { label: 'other', description: 'x', limit: 0, value: '' })).toThrow(/limit/);
    expect(() => addBlock(s, { label: 'human', description: 'x', limit: 10, value: '' })).toThrow(
      /already exists/,
    );
  });
});

describe('memory pressure', () => {
  it('warns from 70% of the context limit, not below', () => {
    const blocks = defaultBlocks();
    const base = memoryPressure(blocks, [], 1000).tokens;
    const msg = (n: number) => [{ role: 'user' as const, content: 'x'.repeat(n) }];
    // "user: " + n chars is 6 + n characters, n/4-ish tokens: find the first n that crosses 700.
    let n = 0;
    while (memoryPressure(blocks, msg(n), 1000).warning === null) n += 4;
    const at = memoryPressure(blocks, msg(n), 1000);
    expect(at.tokens).toBeGreaterThanOrEqual(700);
    expect(memoryPressure(blocks, msg(n - 4), 1000).tokens).toBeLessThan(700);
    expect(at.warning).toBe(PRESSURE_WARNING);
    expect(base).toBeLessThan(700);
  });
});

describe('the scripted agent', () => {
  it('calls the tools a good agent would, with a reason each, and makes room when the block is full', () => {
    let s = small();
    const turn = (text: string, leaving?: { role: 'user'; content: string }[]) => {
      const out = scriptedTurn(s, text, leaving ? { leaving } : {});
      s = out.state;
      return out.steps.map((st) => `${st.call.name}${st.event.type === 'tool-error' ? '!' : ''}`);
    };
    expect(turn('My favourite colour is blue.')).toEqual(['memory_append']);
    expect(turn('My favourite colour is blue.')).toEqual([]);
    expect(turn('I also love green.')).toEqual(['memory_append']);
    expect(s.blocks[1]!.value).toBe('favourite colour: blue\nfavourite colour: green');
    // 50 characters: the next line does not fit, the oldest goes to the archive first.
    expect(turn('I live in Lyon.')).toEqual(['archival_insert', 'memory_rethink', 'memory_append']);
    expect(s.archival.map((p) => p.text)).toEqual(['favourite colour: blue']);
    expect(s.blocks[1]!.value).toBe('favourite colour: green\ncity: Lyon');
    expect(turn('I no longer live in Lyon.')).toEqual(['memory_replace']);
    expect(s.blocks[1]!.value).toBe('favourite colour: green');
    expect(turn('What was my first favourite colour?')).toEqual(['archival_search']);
    expect(turn('Hello.', [{ role: 'user', content: 'old message' }])).toEqual(['archival_insert']);
    const out = scriptedTurn(s, 'My favourite colour is red.');
    expect(out.steps[0]!.reason).toMatch(/changed from "green"/);
  });
});
