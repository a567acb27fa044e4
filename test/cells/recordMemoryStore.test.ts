import { scenesOf, type MechanismScene } from '../../src/cells/record';
import { RECORDERS } from '../../src/cells/recorders';
import { CELLS, findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';
import { buildTimeline, validateScript } from '../../src/engine/scene';
import {
  memoryStoreMechanism,
  type MemoryStoreSceneEvent,
} from '../../src/mechanisms/memory-store/mechanism';

/** Runs a cell's source and returns what it printed and its memory-store scenes. */
function run(source: string): { output: string; scenes: MechanismScene[] } {
  const outcome = runCellSource(source, () => 0);
  if (outcome.kind !== 'done') throw new Error(`the cell did not run: ${outcome.kind}`);
  if (outcome.error) throw new Error(outcome.error.message);
  return { output: outputText(outcome), scenes: scenesOf(outcome.recording, 'memory-store') };
}

/** The scene replayed by the mechanism, as the visualizer does: validated, then every step's events. */
function replay(scene: MechanismScene | undefined): { ops: string[]; events: MemoryStoreSceneEvent[][] } {
  if (!scene) throw new Error('no memory-store scene');
  const config = memoryStoreMechanism.validateConfig(scene.config);
  if (!config.ok) throw new Error(`config: ${config.problem.detail}`);
  const ops = validateScript(memoryStoreMechanism, scene.ops);
  if (!ops.ok) throw new Error(`${ops.problem.field}: ${ops.problem.detail}`);
  const tl = buildTimeline(memoryStoreMechanism, config.value, ops.value);
  const events: MemoryStoreSceneEvent[][] = [];
  for (let i = 1; i < tl.length; i++) events.push([...tl.eventsAt(i)]);
  return { ops: ops.value.map((o) => o.op), events };
}

const CLOCKED = `
import { MemoryStore, DEFAULT_STORAGE_POLICY, manualClock, HOUR_MS } from 'agent-memory-lab';
const clock = manualClock();
const store = new MemoryStore({ policy: { ...DEFAULT_STORAGE_POLICY, expiresAfterMs: 2 * HOUR_MS }, now: clock.now });
const events: unknown[] = [];
const step = (op: Parameters<MemoryStore['apply']>[0]) => { events.push(...store.apply(op)); };
step({ type: 'set', owner: 'alice', key: 'locale', value: 'fr' });
step({ type: 'set', owner: 'bob', key: 'contact', value: { email: 'bob@example.com' } });
step({ type: 'set', owner: '  ', key: 'locale', value: 'fr' });
clock.advance(HOUR_MS);
step({ type: 'set', owner: 'bob', key: 'topics', value: ['memory'] });
step({ type: 'get', owner: 'bob', key: 'topics' });
clock.advance(90 * 60 * 1000);
step({ type: 'get', owner: 'alice', key: 'locale' });
step({ type: 'purgeExpired' });
step({ type: 'delete', owner: 'bob', key: 'nothing' });
step({ type: 'forgetOwner', owner: 'bob' });
step({ type: 'get', owner: 'bob', key: 'topics' });
console.log(JSON.stringify(events));
`;

describe('recording a MemoryStore for the memory-store visualizer', () => {
  it('the recorded operations replayed through the mechanism give the events the cell’s own store returned', () => {
    const { output, scenes } = run(CLOCKED);
    expect(scenes).toHaveLength(1);
    expect(scenes[0]?.config).toEqual({ expiryHours: 2, view: 'all' });
    expect(scenes[0]?.description).toEqual({
      en: 'Replaying what the cell did to its MemoryStore (entries expire after 2 h; the clock is the one the cell gave the store).',
      fr: 'Rejoue ce que la cellule a fait à son MemoryStore (les entrées expirent après 2 h\u00a0; l’horloge est celle que la cellule a donnée au magasin).',
    });
    const { ops, events } = replay(scenes[0]);
    // The store read its clock at 1 h and 2.5 h: the scene's clock catches up before those operations.
    expect(ops).toEqual([
      'set',
      'set',
      'set',
      'wait',
      'set',
      'get',
      'wait',
      'get',
      'purge',
      'delete',
      'forget',
      'get',
    ]);
    const storeEvents = events.flat().filter((e) => e.type !== 'clock');
    expect(storeEvents).toEqual(JSON.parse(output));
    expect(storeEvents.map((e) => e.type)).toEqual([
      'stored',
      'refused',
      'refused',
      'stored',
      'read',
      'read',
      'expired',
      'deleted',
      'forgotten',
      'read',
    ]);
  });

  it('records the throwing API too: the chapter’s MemoryStore cell replays what it printed', () => {
    const cell = findCell('memory-store');
    const { output, scenes } = run(cell?.ts ?? '');
    expect(output).toContain('alice: fr | bob: en');
    const events = replay(scenes[0]).events.flat();
    const reads = events.filter((e) => e.type === 'read');
    expect(reads.slice(0, 3).map((e) => (e.found ? e.value : null))).toEqual(['fr', 'en', null]);
    // The blank owner is refused in the scene as in the cell; the reader's copy never reached the store.
    expect(events.filter((e) => e.type === 'refused').map((e) => e.type === 'refused' && e.reason)).toEqual([
      'blank-owner',
    ]);
    expect(events.find((e) => e.type === 'forgotten')).toEqual({
      type: 'forgotten',
      owner: 'alice',
      count: 3,
    });
    expect(output).toContain('forgotten: 3 entries');
  });

  it('follows an edit of the cell: another owner writes the preference, and the scene shows it stored for bob', () => {
    const source = (findCell('memory-store')?.ts ?? '').replace(
      "store.set('alice', 'length', 'short')",
      "store.set('bob', 'length', 'short')",
    );
    const { output, scenes } = run(source);
    expect(output).toContain('bob reads length: short');
    const events = replay(scenes[0]).events.flat();
    expect(events).toContainEqual(expect.objectContaining({ type: 'stored', owner: 'bob', key: 'length' }));
    expect(events).toContainEqual({ type: 'read', owner: 'bob', key: 'length', found: true, value: 'short' });
  });

  it('the policy cell: the e-mail is refused in the scene; without it the value is stored', () => {
    const cell = findCell('storage-policy');
    const refused = replay(run(cell?.ts ?? '').scenes[0]).events.flat();
    expect(refused).toEqual([
      expect.objectContaining({ type: 'refused', reason: 'email', owner: 'alice', key: 'profile' }),
    ]);
    const edited = (cell?.ts ?? '').replace("{ email: 'alice.martin@example.com' }", "{ city: 'Lyon' }");
    const { output, scenes } = run(edited);
    expect(output).toMatch(/alice keys: .*profile/);
    expect(replay(scenes[0]).events.flat()).toEqual([
      expect.objectContaining({ type: 'stored', owner: 'alice', key: 'profile' }),
    ]);
  });

  it('a shorter expiry on the cell’s clock expires the entry in the scene too', () => {
    const source = `
import { MemoryStore, DEFAULT_STORAGE_POLICY, manualClock, HOUR_MS } from 'agent-memory-lab';
const clock = manualClock();
const store = new MemoryStore({ policy: { ...DEFAULT_STORAGE_POLICY, expiresAfterMs: 3 * HOUR_MS }, now: clock.now });
store.set('alice', 'locale', 'fr');
clock.advance(4 * HOUR_MS);
console.log(store.get('alice', 'locale'), store.purgeExpired());
`;
    const { output, scenes } = run(source);
    expect(output).toBe('undefined 1');
    const { ops, events } = replay(scenes[0]);
    expect(ops).toEqual(['set', 'wait', 'get', 'purge']);
    expect(events[2]).toEqual([{ type: 'read', owner: 'alice', key: 'locale', found: false, expired: true }]);
    expect(events[3]).toEqual([{ type: 'expired', owner: 'alice', key: 'locale' }]);
  });

  it('what the scene cannot replay: an empty key (refused) is left out, a stored Date stops the recording, another policy records nothing', () => {
    const { scenes } = run(`
import { MemoryStore } from 'agent-memory-lab';
const store = new MemoryStore();
try { store.set('alice', '', 'x'); } catch {}
store.set('alice', 'when', new Date(0));
store.set('alice', 'after', 'not recorded');
console.log(store.keys('alice').join(','));
`);
    expect(scenes[0]?.ops).toEqual([]);
    expect(scenes[0]?.truncated).toBe(true);

    const other = run(`
import { MemoryStore, DEFAULT_STORAGE_POLICY } from 'agent-memory-lab';
const store = new MemoryStore({ policy: { ...DEFAULT_STORAGE_POLICY, refusedKinds: [] } });
store.set('alice', 'mail', 'a@b.fr');
console.log(store.get('alice', 'mail'));
`);
    expect(other.output).toBe('a@b.fr');
    expect(other.scenes).toEqual([]);
  });

  it('every mechanism a cell animates has a recorder (agent-memory built in, the others declared in their folder)', () => {
    const recorded = new Set(['agent-memory', ...RECORDERS.map((r) => r.mechanism)]);
    const animated = CELLS.flatMap((c) => (c.animate ? [c.animate] : []));
    expect(animated).toContain('memory-store');
    for (const m of animated) expect(recorded).toContain(m);
  });
});
