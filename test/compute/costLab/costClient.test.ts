import { CostClient, type ClientState } from '../../../src/compute/costLab/costClient';
import { computeParams, DEFAULT_PARAMS } from '../../../src/compute/costLab/params';

const cp = (turns: number) => computeParams({ ...DEFAULT_PARAMS, turns });

function collect(client: CostClient): ClientState[] {
  const seen: ClientState[] = [];
  client.subscribe((s) => seen.push(s));
  return seen;
}

async function settled(client: CostClient): Promise<ClientState> {
  await vi.waitFor(() => expect(client.getState().status).toBe('idle'), { timeout: 8000 });
  return client.getState();
}

describe('the computation client (no Worker: same protocol on the main thread)', () => {
  it('computes sampled series with at most 2,000 points per line', async () => {
    const client = new CostClient();
    expect(client.usesWorker).toBe(false);
    client.request(cp(100_000));
    const { result } = await settled(client);
    expect(result?.params.turns).toBe(100_000);
    expect(result?.perTurn.turns.length).toBeLessThanOrEqual(2000);
    expect(result?.cumulative.turns.length).toBeLessThanOrEqual(2000);
    // The last cumulative point is the total.
    const c = result!.cumulative;
    expect(c.turns[c.turns.length - 1]).toBe(100_000);
    expect(c.unbounded[c.unbounded.length - 1]).toBe(result!.totals.unbounded);
    client.dispose();
  });

  it('lets the latest request win: results of parameters already left are never shown', async () => {
    const client = new CostClient();
    const seen = collect(client);
    for (const turns of [10, 20, 30, 40, 50, 60]) client.request(cp(turns));
    const last = await settled(client);
    expect(last.result?.params.turns).toBe(60);
    const shown = seen.filter((s) => s.result).map((s) => s.result!.params.turns);
    // The first request was in flight (and is dropped as stale); the middle ones were never computed.
    expect(new Set(shown)).toEqual(new Set([60]));
    expect(last.seq).toBe(1);
    client.dispose();
  });

  it('does not recompute when the parameters come back to those on screen', async () => {
    const client = new CostClient();
    client.request(cp(100));
    const first = await settled(client);
    client.request(cp(200));
    client.request(cp(100));
    const after = await settled(client);
    expect(after.result).toBe(first.result);
    expect(after.seq).toBe(1);
    client.dispose();
  });

  it("reports the engine's refusal instead of crashing", async () => {
    const client = new CostClient();
    client.request({ ...cp(100), window: 0 });
    const s = await settled(client);
    expect(s.error).toMatch(/window/);
    client.dispose();
  });

  it('builds a CSV with every turn up to 200,000 turns', async () => {
    const client = new CostClient();
    const { csv, sampled } = await client.csv(cp(100));
    const lines = csv.trim().split('\n');
    expect(sampled).toBe(false);
    expect(lines[0]).toBe(
      'turn,unbounded,windowed,paged,unbounded_cumulative,windowed_cumulative,paged_cumulative',
    );
    expect(lines).toHaveLength(101);
    expect(lines[100]?.split(',').slice(4)).toEqual(['606000', '137690', '80000']);
    client.dispose();
  });
});
