import type { MessageDictionary, Messages } from '../../src/i18n/defineMessages';

// Every UI dictionary of the lab follows the `*.messages.ts` convention; this test finds them all.
const dictionaries = import.meta.glob<{ default: MessageDictionary<Messages> }>(
  '../../src/**/*.messages.ts',
  {
    eager: true,
  },
);

describe('UI strings', () => {
  it('finds the dictionaries', () => {
    expect(Object.keys(dictionaries).length).toBeGreaterThan(0);
  });

  for (const [file, mod] of Object.entries(dictionaries)) {
    it(`has every string of ${file.replace('../../', '')} in French and English`, () => {
      const { en, fr } = mod.default;
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        for (const [lang, value] of [
          ['en', en[key]],
          ['fr', fr[key]],
        ] as const) {
          // A closed set of names (`names(table)`): every name, in both languages, with the same keys.
          const table = typeof value === 'function' && 'names' in value ? (value.names as object) : null;
          const texts: unknown[] =
            table !== null
              ? Object.values(table)
              : [
                  typeof value === 'function'
                    ? (value as (...a: unknown[]) => string)(2, 3, 'x', 4, 5, 6)
                    : value,
                ];
          if (table !== null && lang === 'fr')
            expect(Object.keys(table).sort(), `${key}: the same names`).toEqual(
              Object.keys((en[key] as unknown as { names: object }).names).sort(),
            );
          for (const text of texts) {
            expect(typeof text, `${lang}.${key}`).toBe('string');
            expect((text as string).trim().length, `${lang}.${key} is empty`).toBeGreaterThan(0);
          }
        }
      }
    });
  }
});
