import type { ExerciseTests } from '../../src/exercises/testkit';
import { createMessage, type Message, type Page } from '../../src/engine/student';
import type * as Solution from './solution';

/** Turns of a conversation about one topic, cut into pages of `pageSize` messages. */
function pagesOf(topic: string, from: number, turns: number, pageSize = 5): Page[] {
  const messages: Message[] = [];
  for (let i = from; i < from + turns; i++) {
    messages.push(
      createMessage(i % 2 === 0 ? 'user' : 'assistant', `${topic} turn ${i}`, { ts: i, id: `t${i}` }),
    );
  }
  const pages: Page[] = [];
  for (let i = 0; i < messages.length; i += pageSize) {
    pages.push({ title: `${topic}-${pages.length}`, messages: messages.slice(i, i + pageSize) });
  }
  return pages;
}

const page = (title: string): Page => ({
  title,
  messages: [createMessage('user', `about ${title}`, { ts: 0, id: title })],
});

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  /** A learner's memory with one page per [title, domain] added in order. */
  const memoryWith = (...pages: [title: string, domain: string][]) => {
    const memory = new impl.MultiDomainPagedMemory();
    for (const [title, domain] of pages) memory.addPage(page(title), domain);
    return memory;
  };

  test(
    {
      en: 'addPage returns 0, 1, 2, … and stores each page with its domain',
      fr: 'addPage renvoie 0, 1, 2, … et stocke chaque page avec son domaine',
    },
    () => {
      const memory = new impl.MultiDomainPagedMemory();
      expect(memory.addPage(page('a'), 'code')).toBe(0);
      expect(memory.addPage(page('b'), 'math')).toBe(1);
      expect(memory.addPage(page('c'), 'code')).toBe(2);
      expect(memory.pages.map((p) => [p.title, p.domain])).toEqual([
        ['a', 'code'],
        ['b', 'math'],
        ['c', 'code'],
      ]);
      expect(memory.pages[1]?.messages[0]?.content).toBe('about b');
    },
  );

  test(
    {
      en: 'lastSeen maps each domain to its last page added',
      fr: 'lastSeen associe à chaque domaine sa dernière page ajoutée',
    },
    () => {
      const memory = memoryWith(['a', 'code'], ['b', 'preferences'], ['c', 'code']);
      expect(memory.lastSeen).toEqual({ code: 2, preferences: 1 });
    },
  );

  test(
    {
      en: 'swapToDomain loads the last page of that domain and makes it current',
      fr: 'swapToDomain charge la dernière page de ce domaine et la rend courante',
    },
    () => {
      const memory = memoryWith(['a', 'code'], ['b', 'math'], ['c', 'code'], ['d', 'math']);
      expect(memory.swapToDomain('code').title).toBe('c');
      expect(memory.current).toBe(2);
      expect(memory.currentPage()?.title).toBe('c');
      expect(memory.swapToDomain('math').title).toBe('d');
      expect(memory.current).toBe(3);
    },
  );

  test(
    {
      en: 'The notebook’s scenario: 10 turns of code, 5 of preferences, back to code → the last code page',
      fr: 'Le scénario du notebook : 10 tours de code, 5 de préférences, retour au code → la dernière page de code',
    },
    () => {
      const memory = new impl.MultiDomainPagedMemory();
      for (const p of pagesOf('code', 0, 10)) memory.addPage(p, 'code');
      for (const p of pagesOf('preferences', 10, 5)) memory.addPage(p, 'preferences');
      expect(memory.pages).toHaveLength(3);
      memory.swapTo(2);
      const back = memory.swapToDomain('code');
      expect(memory.current).toBe(1);
      expect(back.messages.map((m) => m.content)).toEqual([
        'code turn 5',
        'code turn 6',
        'code turn 7',
        'code turn 8',
        'code turn 9',
      ]);
    },
  );

  test(
    {
      en: 'swapTo(i) makes page i current and it becomes the last page seen of its domain',
      fr: 'swapTo(i) rend la page i courante, qui devient la dernière page vue de son domaine',
    },
    () => {
      const memory = memoryWith(['a', 'code'], ['b', 'code'], ['c', 'math']);
      expect(memory.swapTo(0).title).toBe('a');
      expect(memory.current).toBe(0);
      memory.swapTo(2);
      expect(memory.swapToDomain('code').title).toBe('a');
    },
  );

  test(
    {
      en: 'An unknown domain throws an error naming it and the known domains',
      fr: 'Un domaine inconnu lève une erreur qui le nomme et liste les domaines connus',
    },
    () => {
      const memory = memoryWith(['a', 'code'], ['b', 'preferences']);
      expect(() => memory.swapToDomain('math')).toThrow('math');
      expect(() => memory.swapToDomain('math')).toThrow('code');
      expect(() => memory.swapToDomain('math')).toThrow('preferences');
      expect(memory.current).toBe(0);
    },
  );

  test(
    {
      en: 'swapTo out of range throws a RangeError containing the index',
      fr: 'swapTo hors limites lève une RangeError qui contient l’indice',
    },
    () => {
      const memory = memoryWith(['a', 'code']);
      expect(() => memory.swapTo(7)).toThrow({ name: 'RangeError', message: '7' });
      expect(() => memory.swapTo(-1)).toThrow({ name: 'RangeError', message: '-1' });
    },
  );

  test(
    {
      en: 'An empty domain is refused with an error naming domain; currentPage() is null with no page',
      fr: 'Un domaine vide est refusé par une erreur qui nomme domain ; currentPage() vaut null sans page',
    },
    () => {
      const memory = new impl.MultiDomainPagedMemory();
      expect(memory.currentPage()).toBe(null);
      expect(() => memory.addPage(page('a'), '')).toThrow('domain');
      expect(memory.pages).toHaveLength(0);
    },
  );
};

export default tests;
