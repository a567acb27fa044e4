import { reachableStrings, type ExerciseTests } from '../../src/exercises/testkit';
import { DEFAULT_STORAGE_POLICY, MemoryStore as EngineMemoryStore } from '../../src/engine/student';
import type * as Solution from './solution';

const HOUR = 3_600_000;
const API_KEY = 'sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj_uDt9_doOMfA';

/** A clock the tests move by hand, and a store that uses it with a one-hour expiry. */
function clocked(impl: typeof Solution) {
  let t = 1_000_000;
  const store = new impl.MemoryStore({
    policy: { ...DEFAULT_STORAGE_POLICY, expiresAfterMs: HOUR },
    now: () => t,
  });
  return { store, advance: (ms: number) => void (t += ms) };
}

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  /** A learner's store (default policy) holding each [owner, key, value], set in order. */
  const storeWith = (...entries: [owner: string, key: string, value: unknown][]) => {
    const s = new impl.MemoryStore();
    for (const [owner, key, value] of entries) s.set(owner, key, value);
    return s;
  };

  test(
    {
      en: 'Two users each keep their own locale (in your own class: re-exporting the engine’s store does not count)',
      fr: 'Deux utilisateurs gardent chacun leur locale (dans votre propre classe : réexporter la mémoire du moteur ne compte pas)',
    },
    () => {
      const s = storeWith(['alice', 'locale', 'fr'], ['bob', 'locale', 'en']);
      expect([s.get('alice', 'locale'), s.get('bob', 'locale')]).toEqual(['fr', 'en']);
      expect(impl.MemoryStore === (EngineMemoryStore as unknown)).toBe(false);
    },
  );

  test(
    {
      en: 'A missing key returns undefined and never looks at another owner',
      fr: 'Une clé absente renvoie undefined et ne cherche jamais chez un autre propriétaire',
    },
    () => {
      const s = storeWith(['alice', 'locale', 'fr']);
      expect(s.get('bob', 'locale')).toBe(undefined);
      expect(s.get('alice', 'theme')).toBe(undefined);
    },
  );

  test(
    {
      en: 'A blank or missing owner ("", spaces or undefined) is refused with a RangeError, on write and on read',
      fr: 'Un propriétaire vide ou absent ("", des espaces ou undefined) est refusé par une RangeError, à l\u2019écriture comme à la lecture',
    },
    () => {
      const s = new impl.MemoryStore();
      // undefined: an owner lost on the way (the source refuses an owner "vide ou absent").
      for (const owner of ['', '   ', undefined as unknown as string]) {
        expect(() => s.set(owner, 'locale', 'fr')).toThrow({ name: 'RangeError', message: 'owner' });
        expect(() => s.get(owner, 'locale')).toThrow({ name: 'RangeError', message: 'owner' });
      }
    },
  );

  test(
    {
      en: 'Copy on the way in: editing the object after set() does not change the store',
      fr: 'Copie à l\u2019entrée : modifier l\u2019objet après set() ne change pas la mémoire',
    },
    () => {
      const s = new impl.MemoryStore();
      const prefs = { tags: ['a'], length: 'short' };
      s.set('alice', 'prefs', prefs);
      prefs.tags.push('b');
      prefs.length = 'long';
      expect(s.get('alice', 'prefs')).toEqual({ tags: ['a'], length: 'short' });
    },
  );

  test(
    {
      en: 'Copy on the way out: editing what get() returned does not change the store',
      fr: 'Copie à la sortie : modifier ce que get() a rendu ne change pas la mémoire',
    },
    () => {
      const s = new impl.MemoryStore();
      s.set('alice', 'history', ['q1']);
      const read = s.get('alice', 'history') as string[];
      read.push('written by a reader');
      expect(s.get('alice', 'history')).toEqual(['q1']);
    },
  );

  test(
    {
      en: 'A value that cannot be copied (a function) is refused with a TypeError, and nothing is stored',
      fr: 'Une valeur qui ne se copie pas (une fonction) est refusée par une TypeError, et rien n\u2019est stocké',
    },
    () => {
      const s = new impl.MemoryStore();
      expect(() => s.set('alice', 'callback', { onClick: () => 1 })).toThrow({ name: 'TypeError' });
      expect(s.get('alice', 'callback')).toBe(undefined);
    },
  );

  test(
    {
      en: 'An API key is refused with PolicyViolation (kind "api-key"), its message does not repeat the key, nothing is stored',
      fr: 'Une clé d\u2019API est refusée par PolicyViolation (kind « api-key »), son message ne répète pas la clé, rien n\u2019est stocké',
    },
    () => {
      const s = new impl.MemoryStore();
      let caught: unknown = null;
      try {
        s.set('alice', 'note', `my key is ${API_KEY}`);
      } catch (e) {
        caught = e;
      }
      const err = caught as { name?: unknown; kind?: unknown; message?: unknown } | null;
      expect({ name: err?.name, kind: err?.kind }).toEqual({ name: 'PolicyViolation', kind: 'api-key' });
      expect(String(err?.message).includes(API_KEY)).toBe(false);
      expect(s.get('alice', 'note')).toBe(undefined);
    },
  );

  test(
    {
      en: 'Secrets are found deep inside a value: an e-mail in a nested object, a phone number in an array',
      fr: 'Les secrets sont trouvés au fond d\u2019une valeur : un e-mail dans un objet imbriqué, un téléphone dans un tableau',
    },
    () => {
      const s = new impl.MemoryStore();
      expect(() => s.set('alice', 'profile', { contact: { mail: 'claire.dubois@orange.fr' } })).toThrow({
        name: 'PolicyViolation',
      });
      expect(() => s.set('alice', 'notes', ['ok', ['appelle le 06 12 34 56 78']])).toThrow({
        name: 'PolicyViolation',
      });
      expect(() => s.set('alice', 'prefs', { locale: 'fr', length: 'short' })).not.toThrow();
    },
  );

  test(
    {
      en: 'Expiry by the injected clock: returned at exactly expiresAfterMs, never one millisecond later',
      fr: 'Expiration selon l\u2019horloge injectée : rendue à expiresAfterMs pile, jamais une milliseconde après',
    },
    () => {
      const { store, advance } = clocked(impl);
      store.set('alice', 'locale', 'fr');
      advance(HOUR);
      expect(store.get('alice', 'locale')).toBe('fr');
      advance(1);
      expect(store.get('alice', 'locale')).toBe(undefined);
      expect(store.keys('alice')).toEqual([]);
    },
  );

  test(
    {
      en: 'purgeExpired removes only expired entries and returns how many',
      fr: 'purgeExpired ne retire que les entrées expirées et renvoie leur nombre',
    },
    () => {
      const { store, advance } = clocked(impl);
      store.set('alice', 'a', 1);
      store.set('bob', 'b', 2);
      advance(HOUR / 2);
      store.set('alice', 'c', 3);
      advance(HOUR / 2 + 1);
      expect(store.purgeExpired()).toBe(2);
      expect(store.keys('alice')).toEqual(['c']);
      expect(store.purgeExpired()).toBe(0);
    },
  );

  test(
    {
      en: 'delete removes one key of one owner and says whether it was there',
      fr: 'delete retire une clé d\u2019un propriétaire et dit si elle existait',
    },
    () => {
      const s = storeWith(['alice', 'locale', 'fr'], ['bob', 'locale', 'en']);
      expect(s.delete('alice', 'locale')).toBe(true);
      expect(s.delete('alice', 'locale')).toBe(false);
      expect(s.get('bob', 'locale')).toBe('en');
    },
  );

  test(
    {
      en: 'forgetOwner deletes everything of one owner, nothing of anyone else, and returns how many entries it removed',
      fr: 'forgetOwner efface tout d\u2019un propriétaire, rien des autres, et renvoie le nombre d\u2019entrées effacées',
    },
    () => {
      const s = storeWith(['alice', 'locale', 'fr'], ['alice', 'length', 'short'], ['bob', 'locale', 'en']);
      expect(s.forgetOwner('alice')).toBe(2);
      expect(s.keys('alice')).toEqual([]);
      expect(s.keys('bob')).toEqual(['locale']);
      expect(s.get('bob', 'locale')).toBe('en');
    },
  );

  test(
    {
      en: 'After forgetOwner, no copy of the forgotten value remains anywhere in the store',
      fr: 'Après forgetOwner, aucune copie de la valeur oubliée ne reste nulle part dans la mémoire',
    },
    () => {
      const s = new impl.MemoryStore();
      const marker = 'marker-of-alice-7f3a';
      s.set('alice', 'note', { text: marker });
      s.get('alice', 'note');
      s.set('bob', 'note', 'kept');
      s.forgetOwner('alice');
      const left = reachableStrings(s);
      expect(left.some((x) => x.includes(marker))).toBe(false);
      expect(left.includes('kept')).toBe(true);
    },
  );
};

export default tests;
