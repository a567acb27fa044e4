import { pyFixed, pyList, pyRepr, pyThousands } from '../../../src/engine';

describe('Python formatting helpers', () => {
  it('pyFixed rounds exact ties half to even like Python', () => {
    expect(pyFixed(0.25, 1)).toBe('0.2');
    expect(pyFixed(0.75, 1)).toBe('0.8');
    expect(pyFixed(0.125, 2)).toBe('0.12');
    expect(pyFixed(2.5, 0)).toBe('2');
    expect(pyFixed(4.4012, 1)).toBe('4.4');
    expect(pyFixed(0.35, 1)).toBe('0.3');
  });

  it('pyThousands puts commas like {:,}', () => {
    expect(pyThousands(60060000)).toBe('60,060,000');
    expect(pyThousands(999)).toBe('999');
    expect(pyThousands(1234.5)).toBe('1,234.5');
    expect(pyThousands(-1234567)).toBe('-1,234,567');
  });

  it('pyRepr / pyList match Python repr', () => {
    expect(pyList(['message #0'])).toBe("['message #0']");
    expect(pyRepr("l'iteration")).toBe('"l\'iteration"');
    expect(pyRepr('a\nb')).toBe("'a\\nb'");
    expect(pyList([])).toBe('[]');
  });
});
