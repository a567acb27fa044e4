/** The memory-store presets and the validation of its operations, without a DOM (the panels: Panels.test.tsx). */
import { buildTimeline, validateScript } from '../../../src/engine/scene';
import { memoryStoreMechanism } from '../../../src/mechanisms/memory-store/mechanism';
import { PRESETS } from '../../../src/mechanisms/memory-store/presets';

describe('memory-store presets', () => {
  it('every preset is a valid script, and its timeline runs to the end', () => {
    for (const [name, p] of Object.entries(PRESETS)) {
      expect(memoryStoreMechanism.validateConfig(p.config).ok, name).toBe(true);
      const ops = validateScript(memoryStoreMechanism, p.ops);
      expect(ops.ok, name).toBe(true);
      const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
      expect(tl.frame(p.ops.length).step).toBe(p.ops.length);
    }
  });

  it('refuses a malformed operation before anything runs', () => {
    expect(memoryStoreMechanism.validateOp({ op: 'set', owner: 'a', key: '', value: 1 }, 3)).toEqual({
      ok: false,
      problem: { field: 'ops[3].key', detail: 'must not be empty' },
    });
    expect(memoryStoreMechanism.validateOp({ op: 'wait', hours: -1 }, 0).ok).toBe(false);
    expect(memoryStoreMechanism.validateConfig({ expiryHours: 0, view: 'all' }).ok).toBe(false);
  });
});
