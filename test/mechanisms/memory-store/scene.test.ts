import { buildTimeline } from '../../../src/engine/scene';
import { configLink } from '../../../src/mechanisms/memory-store/link';
import { HOUR_MS, memoryStoreMechanism, ownersOf } from '../../../src/mechanisms/memory-store/mechanism';
import { PRESETS } from '../../../src/mechanisms/memory-store/presets';

describe('the memory-store scene (engine half)', () => {
  it('returns the engine’s own events: stored, refused with its kind, read, forgotten, expired', () => {
    const p = PRESETS.refusal;
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    expect(tl.eventsAt(1)).toMatchObject([{ type: 'stored', owner: 'alice', key: 'note' }]);
    expect(tl.eventsAt(2)).toMatchObject([{ type: 'refused', reason: 'api-key', masked: 'sk-p••••••••' }]);
    expect(tl.eventsAt(3)).toMatchObject([{ type: 'refused', reason: 'email', path: 'value.email' }]);
    expect(tl.eventsAt(4)).toMatchObject([{ type: 'refused', reason: 'iban' }]);
  });

  it('steps back exactly: a frame rebuilt later equals the frame first seen', () => {
    const p = PRESETS.expiry;
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    const first = tl.frame(5).state.store.entries();
    tl.frame(9);
    expect(tl.frame(5).state.store.entries()).toEqual(first);
    expect(tl.frame(5).state.clock.now).toBe(26 * HOUR_MS);
  });

  it('a snapshot is independent: the store of frame 3 is untouched by later steps', () => {
    const p = PRESETS['forget-me'];
    const tl = buildTimeline(memoryStoreMechanism, p.config, p.ops);
    const at3 = tl.frame(3);
    tl.frame(6);
    expect(at3.state.store.keys('alice')).toEqual(['locale', 'length']);
  });

  it('owners are the non-blank owners the script names, in order', () => {
    expect(ownersOf(PRESETS['two-users'].ops)).toEqual(['alice', 'bob']);
  });

  it('the permalink codec writes and reads the configuration, and a bad value is refused by validateConfig', () => {
    const written = configLink.write({ expiryHours: 24, view: 'expiry' });
    expect(written).toEqual({ expiryHours: '24', view: 'expiry' });
    const read = configLink.read(new URLSearchParams(written), { expiryHours: 720, view: 'all' });
    expect(memoryStoreMechanism.validateConfig(read)).toEqual({
      ok: true,
      value: { expiryHours: 24, view: 'expiry' },
    });
    const bad = configLink.read(new URLSearchParams({ expiryHours: 'soon' }), {
      expiryHours: 720,
      view: 'all',
    });
    expect(memoryStoreMechanism.validateConfig(bad).ok).toBe(false);
  });
});
