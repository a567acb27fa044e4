import { formatDay } from '../../src/lib/formatNumber';

describe('formatDay', () => {
  it('writes an ISO day as a reader does, in each language, whatever the machine’s time zone', () => {
    expect(formatDay('2026-12-02', 'en')).toBe('2 December 2026');
    expect(formatDay('2026-12-02', 'fr')).toBe('2 décembre 2026');
    expect(formatDay('2026-01-31', 'fr')).toBe('31 janvier 2026');
  });

  it('leaves what is not an ISO day as given', () => {
    expect(formatDay('', 'en')).toBe('');
    expect(formatDay('December 2026', 'fr')).toBe('December 2026');
    expect(formatDay('2026-13-45', 'en')).toBe('2026-13-45');
  });
});
