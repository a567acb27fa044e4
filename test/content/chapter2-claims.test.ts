import { DEFAULT_STORAGE_POLICY, EPISODE_LIMIT, MemoryStore, PolicyViolation } from '../../src/engine/index';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { readerText } from './mdxTree';

/**
 * Chapter 2's claims about what the written policy enforces (issue 17, audit rows 2.1, 2.2, 2.3, 2.4, 2.7): the
 * engine is run to show which lines of the policy the code applies, and the lessons are checked to say just that.
 */

// Each file is rendered once: the policy section, with its facts, takes seconds to render on a loaded machine.
const rendered = new Map<string, string>();
const text = (slug: string, lang: Lang) => {
  const file = `src/content/chapter2/${slug}.${lang}.mdx`;
  if (!rendered.has(file)) rendered.set(file, readerText(file));
  return rendered.get(file)!;
};

describe('2.1 / 2.2: the code enforces the expiry and the refused kinds, and nothing else of the policy', () => {
  it('expiresAfterMs is a number, refusedKinds a list of kinds', () => {
    expect(typeof DEFAULT_STORAGE_POLICY.expiresAfterMs).toBe('number');
    expect(Array.isArray(DEFAULT_STORAGE_POLICY.refusedKinds)).toBe(true);
    expect(DEFAULT_STORAGE_POLICY.refusedKinds.length).toBeGreaterThan(1);
  });

  it('enforces the expiry and the refusals', () => {
    let now = 0;
    const store = new MemoryStore({ now: () => now });
    store.set('alice', 'locale', 'fr');
    now = DEFAULT_STORAGE_POLICY.expiresAfterMs + 1;
    expect(store.get('alice', 'locale')).toBeUndefined();
    expect(() =>
      store.set('alice', 'note', 'my key is sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj'),
    ).toThrow(PolicyViolation);
  });

  it('does not enforce "what is kept… nothing else": any key, any plain value is stored', () => {
    const store = new MemoryStore({ now: () => 0 });
    const history = Array.from({ length: 50 }, (_, i) => ({ question: `q${i}`, answer: `a${i}` }));
    store.set('alice', 'favourite-colour', 'green');
    store.set('alice', 'whole-history', history);
    expect(store.get('alice', 'favourite-colour')).toBe('green');
    expect((store.get('alice', 'whole-history') as unknown[]).length).toBe(50);
    expect(store.keys('alice').sort()).toEqual(['favourite-colour', 'whole-history']);
    // The five-exchange cap belongs to answerWithState, not to the store.
    expect(EPISODE_LIMIT).toBe(5);
  });

  it('the policy section says so in both languages', () => {
    expect(text('policy', 'fr')).toContain('Deux champs sont lus et appliqués par le code');
    expect(text('policy', 'en')).toContain('Two fields are read and enforced by the code');
    expect(text('policy', 'fr')).toContain("`MemoryStore.set` accepte n'importe quelle clé");
    expect(text('policy', 'en')).toContain('`MemoryStore.set` accepts any key');
    for (const lang of LANGS) {
      expect(text('policy', lang)).toContain('test/content/chapter2-claims.test.ts');
      expect(text('policy', lang)).not.toMatch(/sont des chiffres|are figures/);
    }
  });
});

describe('2.3 / 2.4 / 2.7: other projects cited for what their issues say, with when they were fixed', () => {
  it('mem0 #5578 is the reset() bug, fixed by #5541; #4467 is the DELETE timestamps, fixed by #4492', () => {
    for (const lang of LANGS) {
      const t = text('others', lang);
      for (const n of ['5578', '5541', '4467', '4492']) expect(t).toContain(`#${n}`);
      expect(t).not.toMatch(/que seul un `reset\(\)` complet vide|which only a full `reset\(\)` empties/);
    }
  });

  it('detect-secrets #372 is told as before its fix (#373, 0.42 s)', () => {
    expect(text('others', 'fr')).toContain('avant sa correction');
    expect(text('others', 'en')).toContain('before its fix');
    for (const lang of LANGS) expect(text('others', lang)).toContain('#373');
  });

  it('the detector is "bounded by a test", not called linear', () => {
    expect(text('policy', 'fr')).not.toMatch(/temps linéaire, mesuré/);
    expect(text('policy', 'en')).not.toMatch(/linear-time detector/);
    expect(text('others', 'fr')).toContain('un temps borné par test');
    expect(text('others', 'en')).toContain('time bounded by a test');
  });
});

describe('N2.1: the time bound the lessons quote is the detector test’s (500 ms of CPU, not 50 ms)', () => {
  it('quotes the bound from test/engine/sensitive/hostileInputs.ts through the measured facts', () => {
    for (const slug of ['policy', 'others']) {
      expect(text(slug, 'fr')).toContain('500 ms de temps processeur');
      expect(text(slug, 'en')).toContain('500 ms of CPU time');
      for (const lang of LANGS) expect(text(slug, lang)).not.toMatch(/\b50 ms/);
    }
  });
});
