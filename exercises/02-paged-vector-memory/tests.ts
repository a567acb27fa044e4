import type { ExerciseTests } from '../../src/exercises/testkit';
import { BowEmbedder } from '../../src/engine/student';
import type * as Solution from './solution';

const KEY_LESSON = 'PENSEE-CLE : ne jamais committer un secret';

/** A clock the test moves by hand, in seconds. */
function manualClock(start = 0) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

const lessons = (entries: readonly { lesson: string }[]) => entries.map((e) => e.lesson);

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  /** A learner's memory, with each entry (the arguments of one `add`) added in order. */
  const memoryWith = (
    maxEntries: number,
    now: () => number,
    ...entries: [spec: string, lesson: string, ts?: number][]
  ) => {
    const memory = new impl.PagedVectorMemory(new BowEmbedder(), maxEntries, now);
    for (const entry of entries) memory.add(...entry);
    return memory;
  };

  test(
    {
      en: 'add stores { spec, lesson, ts, vector } with the spec’s vector from the embedder',
      fr: 'add stocke { spec, lesson, ts, vector } avec le vecteur de la spec donné par l’embedder',
    },
    () => {
      const memory = memoryWith(
        10,
        () => 0,
        ['fix the parser test', 'read the stack trace first', 42],
        ['deploy to staging', 'run the smoke tests', 43],
      );
      const reference = new BowEmbedder();
      const v1 = reference.embed('fix the parser test');
      const v2 = reference.embed('deploy to staging');
      expect(memory.entries).toHaveLength(2);
      expect(memory.entries[0]).toEqual({
        spec: 'fix the parser test',
        lesson: 'read the stack trace first',
        ts: 42,
        vector: v1,
      });
      expect(memory.entries[1]?.vector).toEqual(v2);
    },
  );

  test(
    {
      en: 'add uses the clock (in seconds) when no timestamp is given',
      fr: 'add utilise l’horloge (en secondes) quand aucun horodatage n’est donné',
    },
    () => {
      const clock = manualClock(1_000);
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 10, clock.read);
      memory.add('a', 'first');
      clock.now = 1_007.5;
      memory.add('b', 'second');
      expect(memory.entries.map((e) => e.ts)).toEqual([1_000, 1_007.5]);
    },
  );

  test(
    {
      en: 'score = 0.5 × 1/(1 + age) + 0.5 × length / longest (age in seconds, never negative)',
      fr: 'score = 0.5 × 1/(1 + âge) + 0.5 × longueur / plus longue (âge en secondes, jamais négatif)',
    },
    () => {
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 10, () => 0);
      const entry = { spec: 's', lesson: 'x'.repeat(10), ts: 100, vector: [] };
      expect(memory.score(entry, 20, 103)).toBeCloseTo(0.5 * (1 / 4) + 0.5 * 0.5, 9);
      expect(memory.score(entry, 10, 100)).toBeCloseTo(1, 9);
      expect(memory.score(entry, 40, 90)).toBeCloseTo(0.5 + 0.5 * 0.25, 9);
      expect(memory.score({ ...entry, lesson: '' }, 0, 101)).toBeCloseTo(0.25, 9);
    },
  );

  test(
    {
      en: 'The memory never holds more than maxEntries entries, and add returns the evicted entry (or null)',
      fr: 'La mémoire ne dépasse jamais maxEntries entrées, et add renvoie l’entrée évincée (ou null)',
    },
    () => {
      const clock = manualClock();
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 3, clock.read);
      const evicted: (string | null)[] = [];
      for (let i = 0; i < 8; i++) {
        clock.now = i;
        const out = memory.add(`task ${i}`, `lesson number ${i}`);
        evicted.push(out === null ? null : out.lesson);
        expect(memory.entries.length).toBeLessThanOrEqual(3);
      }
      expect(memory.entries).toHaveLength(3);
      expect(evicted.slice(0, 3)).toEqual([null, null, null]);
      expect(evicted[3]).toBe('lesson number 0');
    },
  );

  test(
    {
      en: 'Importance counts: a long old lesson outlives a short recent one',
      fr: 'L’importance compte : une leçon longue et ancienne survit à une courte et récente',
    },
    () => {
      // At t = 10: the old long lesson scores 0.5/11 + 0.5 ≈ 0.545, the short one 0.5/2 + 0.5 × 2/10 = 0.35.
      const clock = manualClock();
      const memory = memoryWith(2, clock.read, ['old', 'x'.repeat(10), 0], ['recent', 'ok', 9]);
      clock.now = 10;
      const out = memory.add('new', 'y'.repeat(10), 10);
      expect(out?.lesson).toBe('ok');
      expect(lessons(memory.entries)).toEqual(['x'.repeat(10), 'y'.repeat(10)]);
    },
  );

  test(
    {
      en: 'Recency counts: among equally long lessons the oldest is evicted; on a tie, the first added',
      fr: 'La récence compte : à longueur égale la plus ancienne est évincée ; à égalité, la première ajoutée',
    },
    () => {
      const clock = manualClock(10);
      const memory = memoryWith(2, clock.read, ['b', 'lesson B', 9], ['a', 'lesson A', 0]);
      expect(memory.add('c', 'lesson C', 10)?.lesson).toBe('lesson A');
      const tie = memoryWith(2, () => 5, ['p', 'same', 5], ['q', 'same', 5]);
      expect(tie.add('r', 'same', 5)?.spec).toBe('p');
    },
  );

  test(
    {
      en: `The key lesson "${KEY_LESSON}" survives 30 short acknowledgements`,
      fr: `La leçon clé « ${KEY_LESSON} » survit à 30 acquittements courts`,
    },
    () => {
      const clock = manualClock();
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 5, clock.read);
      memory.add('git commit with credentials', KEY_LESSON);
      const acks = ['ok', 'vu', 'merci', 'noté', 'parfait', 'top'];
      for (let i = 1; i <= 30; i++) {
        clock.now = i;
        memory.add(`small talk ${i}`, acks[i % acks.length] as string);
      }
      expect(memory.entries).toHaveLength(5);
      expect(lessons(memory.entries)).toContain(KEY_LESSON);
    },
  );

  test(
    {
      en: 'retrieve returns the k entries most similar to the query, best first',
      fr: 'retrieve renvoie les k entrées les plus proches de la requête, la meilleure d’abord',
    },
    () => {
      const memory = memoryWith(
        10,
        () => 0,
        ['deploy the service to staging', 'run the smoke tests first'],
        ['fix the failing parser test', 'read the stack trace before editing'],
        ['commit the api key to the repository', KEY_LESSON],
        ['refactor the parser module', 'keep the public API stable'],
      );
      const found = memory.retrieve('the parser test fails', 2);
      expect(found.map((e) => e.spec)).toEqual(['fix the failing parser test', 'refactor the parser module']);
      expect(memory.retrieve('commit a secret key')[0]?.lesson).toBe(KEY_LESSON);
      expect(memory.retrieve('commit a secret key')).toHaveLength(3);
    },
  );

  test(
    {
      en: 'retrieve returns fewer than k entries when the memory holds fewer, and none when empty',
      fr: 'retrieve renvoie moins de k entrées quand la mémoire en contient moins, et aucune si elle est vide',
    },
    () => {
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 10, () => 0);
      expect(memory.retrieve('anything', 3)).toEqual([]);
      memory.add('one task', 'one lesson');
      memory.add('another task', 'another lesson');
      expect(memory.retrieve('task', 5)).toHaveLength(2);
    },
  );

  test(
    {
      en: 'maxEntries of 0 or 2.5, and k of 0, throw a RangeError naming the argument',
      fr: 'maxEntries valant 0 ou 2.5, et k valant 0, lèvent une RangeError qui nomme l’argument',
    },
    () => {
      expect(() => new impl.PagedVectorMemory(new BowEmbedder(), 0)).toThrow({
        name: 'RangeError',
        message: 'maxEntries',
      });
      expect(() => new impl.PagedVectorMemory(new BowEmbedder(), 2.5)).toThrow({
        name: 'RangeError',
        message: 'maxEntries',
      });
      const memory = new impl.PagedVectorMemory(new BowEmbedder(), 3, () => 0);
      expect(() => memory.retrieve('x', 0)).toThrow({ name: 'RangeError', message: 'k' });
    },
  );
};

export default tests;
