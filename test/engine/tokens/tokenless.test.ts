// @vitest-isolate it checks the engine in a graph where no tokenizer was ever loaded
// This file imports the mechanisms without the engine's index, as the browser's visualizer does, so the
// tokenizer tables are not loaded: the context falls back to the chars/4 proxy and says so.
import { AgentMemory } from '../../../src/engine/agentMemory';
import { createMessage } from '../../../src/engine/core/message';
import { hasTokenCounter } from '../../../src/engine/tokens/counter';
import { costOfConversation } from '../../../src/engine/cost/model';

describe('engine without the tokenizer loaded', () => {
  it('counts context tokens with the chars/4 proxy and flags them as approximate', () => {
    expect(hasTokenCounter()).toBe(false);
    const mem = new AgentMemory({ window: 2 });
    mem.append(createMessage('user', 'abcdefgh')); // "[user] abcdefgh" = 15 chars
    const ctx = mem.context();
    expect(ctx.tokensExact).toBe(false);
    expect(ctx.tokens).toBe(4);
  });

  it('refuses a real-token cost computation in a browser with a clear message instead of a wrong figure', () => {
    // A browser has no Node module loader, so the tables can only come from loadTokenizer(); Node loads them on
    // first use (test/engine/indexCountTokens.test.ts).
    const proc = process as { getBuiltinModule?: unknown };
    const nodeLoader = proc.getBuiltinModule;
    proc.getBuiltinModule = undefined;
    try {
      expect(() => costOfConversation({ turns: 10, unit: 'tokens' })).toThrow(/tokenizer is not loaded/);
      expect(hasTokenCounter()).toBe(false);
    } finally {
      proc.getBuiltinModule = nodeLoader;
    }
    expect(costOfConversation({ turns: 10, unit: 'chars' }).unbounded).toBe(6600);
  });
});
