// The page's client without a Worker (Node has none): the same runner on this thread, one step per macrotask.
import '../../src/engine/tokens/bpe';
import {
  BenchCancelled,
  BenchFailed,
  MemoryBenchClient,
  type BenchProgress,
} from '../../src/compute/memoryBench/client';

describe('MemoryBenchClient (no Worker: on this thread)', () => {
  it('reports progress, then the results', async () => {
    const client = new MemoryBenchClient();
    expect(client.usesWorker).toBe(false);
    const seen: BenchProgress[] = [];
    const out = await client.run(
      { kind: 'generate', params: { turns: 200, questions: 10, seed: 1, lang: 'en' } },
      'unbounded,window:10',
      { price: 'deepseek-flash' },
      (p) => seen.push(p),
    );
    expect(out.results.map((r) => r.strategy)).toEqual(['unbounded', 'window:10']);
    expect(out.results[0]?.evidenceRecall).toBe(1);
    expect(seen.map((p) => p.phase)).toEqual(['tokenizer', 'data', 'run', 'run']);
    expect(seen.at(-1)).toMatchObject({ done: 2, total: 2, strategy: 'window:10' });
  }, 30_000);

  it('rejects bad data with the problem, and a cancelled run with BenchCancelled', async () => {
    const client = new MemoryBenchClient();
    await expect(client.run({ kind: 'json', json: { conversation: [] } }, 'window:3')).rejects.toThrow(
      BenchFailed,
    );
    await expect(client.run({ kind: 'json', json: {} }, 'window:0')).rejects.toThrow(/from 1/);
    const many = client.run(
      { kind: 'generate', params: { turns: 2000, questions: 20, seed: 1 } },
      'unbounded,window:10,retrieval:3,reflective:3',
      {},
      (p) => {
        if (p.phase === 'run' && p.done === 1) client.cancel();
      },
    );
    await expect(many).rejects.toThrow(BenchCancelled);
    expect(client.running).toBe(false);
    // The client still runs after a cancel.
    const again = await client.run({ kind: 'generate', params: { turns: 100, questions: 5 } }, 'window:5');
    expect(again.results).toHaveLength(1);
  }, 60_000);
});
