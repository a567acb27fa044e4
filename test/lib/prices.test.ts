import { describe, expect, it } from 'vitest';
import { PRICES_AS_OF, pricesAsOf } from '../../src/lib/prices';

describe('pricesAsOf', () => {
  const year = PRICES_AS_OF.slice(0, 4);

  it('reads the ISO month as words, in each language', () => {
    expect(pricesAsOf('fr')).toMatch(new RegExp(`^[a-zéû]+ ${year}$`));
    expect(pricesAsOf('en')).toMatch(new RegExp(`^[A-Z][a-z]+ ${year}$`));
  });

  it('names the month PRICES_AS_OF holds', () => {
    const month = Number(PRICES_AS_OF.slice(5, 7));
    const en = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(pricesAsOf('en')).toBe(`${en} ${year}`);
  });
});
