// The catalogue (titles and presets listed without loading a mechanism) must say what each registered mechanism
// says once loaded: same id, title, default preset, and the same presets in the same order with the same titles.
import {
  FALLBACK_PRESET,
  loadMechanism,
  MECHANISM_CATALOG,
  MECHANISM_IDS,
  mechanismCatalog,
  presetName,
} from '../../src/mechanisms/registry';

describe('the mechanism catalogue', () => {
  it('lists every registered mechanism, in registry order', () => {
    expect(MECHANISM_CATALOG.map((c) => c.id)).toEqual([...MECHANISM_IDS]);
    expect(MECHANISM_IDS.length).toBeGreaterThan(0);
    expect(mechanismCatalog('nope')).toBeNull();
  });

  it.each(MECHANISM_IDS)('agrees with the loaded mechanism %s', async (id) => {
    const catalog = mechanismCatalog(id);
    const mechanism = await loadMechanism(id);
    expect(catalog?.id).toBe(mechanism.id);
    expect(catalog?.title).toEqual(mechanism.title);
    expect(catalog?.defaultPreset).toBe(mechanism.defaultPreset);
    // Ids, order and titles: what the standalone page's select shows.
    const listed = Object.entries(catalog?.presets ?? {});
    const real = Object.entries(mechanism.presets).map(([preset, p]) => [preset, p.title]);
    expect(listed).toEqual(real);
    expect(Object.hasOwn(mechanism.presets, mechanism.defaultPreset)).toBe(true);
  });

  it('falls back to chapter 1 default preset', async () => {
    const legacy = await loadMechanism('agent-memory');
    expect(FALLBACK_PRESET).toBe(presetName(legacy.id, legacy.defaultPreset));
  });
});
