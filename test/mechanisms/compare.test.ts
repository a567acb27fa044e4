// Compare mode's columns: one per value of a setting, the same configuration with that value, named in both
// languages from the folder's messages (columnPerValue in src/mechanisms/defineMechanism.ts).
import { COMPACTION_STYLES, type CompactionStyle } from '../../src/engine/compaction/compact';
import { WRITE_DESIGNS } from '../../src/engine/selfManaged/writePath';
import { defineMessages } from '../../src/i18n/defineMessages';
import { POLICY_IDS } from '../../src/mechanisms/agent-memory/ops';
import compactionDict from '../../src/mechanisms/compaction/compaction.messages';
import { columnPerValue } from '../../src/mechanisms/defineMechanism';
import { loadMechanism } from '../../src/mechanisms/registry';

describe('columnPerValue', () => {
  const dict = defineMessages({
    en: { size: (s: string) => `size ${s}` },
    fr: { size: (s: string) => `taille ${s}` },
  });

  it('gives one column per value, in order, the configuration patched and named in both languages', () => {
    const base = { size: 'small', colour: 'red' };
    const columns = columnPerValue(
      base,
      ['small', 'large'],
      dict,
      (m, size) => m.size(size),
      (size) => ({ size }),
    );
    expect(columns).toEqual([
      {
        id: 'small',
        label: { en: 'size small', fr: 'taille small' },
        config: { size: 'small', colour: 'red' },
      },
      {
        id: 'large',
        label: { en: 'size large', fr: 'taille large' },
        config: { size: 'large', colour: 'red' },
      },
    ]);
    expect(base).toEqual({ size: 'small', colour: 'red' });
  });
});

/** Each mechanism with a column per value of a setting: its scene's preset, and the values in column order. */
const SETTINGS: Record<string, [preset: string, values: readonly string[]]> = {
  compaction: ['clearing', COMPACTION_STYLES],
  'self-managed': ['two-favourites', WRITE_DESIGNS],
  'agent-memory': ['compare', POLICY_IDS],
};

describe("the mechanisms' compare columns", () => {
  it.each(Object.entries(SETTINGS))(
    '%s: one valid configuration per value, named in both languages',
    async (id, [preset, values]) => {
      const m = await loadMechanism(id);
      const config = m.presets[preset]!.config;
      const columns = m.compare!.variants(config);
      expect(columns.map((column) => column.id)).toEqual([...values]);
      for (const column of columns) {
        // The column's value is in its configuration, and the configuration is one the scene accepts.
        expect(Object.values(column.config)).toContain(column.id);
        expect(m.validateConfig(column.config)).toEqual({ ok: true, value: column.config });
      }
      for (const lang of ['en', 'fr'] as const) {
        const labels = columns.map((column) => column.label[lang]);
        expect(new Set(labels).size, lang).toBe(values.length);
        expect(
          labels.every((label) => label.trim() !== ''),
          lang,
        ).toBe(true);
      }
    },
  );

  it('compaction: each style is a compaction of that style, named by the messages', async () => {
    const m = await loadMechanism('compaction');
    const config = m.presets.clearing!.config;
    for (const column of m.compare!.variants(config)) {
      const style = column.id as CompactionStyle;
      expect(column.config).toEqual({ ...config, mode: 'compact', style });
      expect(column.label).toEqual({
        en: compactionDict.en.styles(style),
        fr: compactionDict.fr.styles(style),
      });
    }
  });
});
