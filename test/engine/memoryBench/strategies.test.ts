import {
  parseStrategies,
  parseStrategy,
  gradeReply,
  normalizeAnswer,
  tokenF1,
  statementConcept,
  extractiveReflectionLlm,
} from '../../../src/engine/memoryBench';
import { summaryPrompt, extractionPrompt } from '../../../src/engine/reflective/reflection';

describe('strategy names', () => {
  it('reads every form, with its defaults', () => {
    expect(
      parseStrategies(
        'unbounded, window:10,summary:10:400,paging:5,paging:5:300,retrieval:3,retrieval:3:4,retrieval-embed:2,reflective:5,reflective:5:6:7',
      ),
    ).toEqual([
      { kind: 'unbounded', name: 'unbounded' },
      { kind: 'window', name: 'window:10', window: 10 },
      { kind: 'summary', name: 'summary:10:400', window: 10, budget: 400 },
      { kind: 'paging', name: 'paging:5', pageSize: 5, budget: 200 },
      { kind: 'paging', name: 'paging:5:300', pageSize: 5, budget: 300 },
      { kind: 'retrieval', name: 'retrieval:3', k: 3, window: 10 },
      { kind: 'retrieval', name: 'retrieval:3:4', k: 3, window: 4 },
      { kind: 'retrieval-embed', name: 'retrieval-embed:2', k: 2, window: 10 },
      { kind: 'reflective', name: 'reflective:5', k: 5, window: 10, every: 10 },
      { kind: 'reflective', name: 'reflective:5:6:7', k: 5, window: 6, every: 7 },
    ]);
  });

  it('says what is wrong', () => {
    expect(() => parseStrategy('window')).toThrow(/window:N/);
    expect(() => parseStrategy('window:0')).toThrow(/from 1/);
    expect(() => parseStrategy('window:x')).toThrow(/whole number/);
    expect(() => parseStrategy('summary:10')).toThrow(/summary:N:B/);
    expect(() => parseStrategy('lru:3')).toThrow(/unknown strategy "lru:3"/);
    expect(() => parseStrategies('window:3,window:3')).toThrow(/twice/);
    expect(() => parseStrategies(' , ')).toThrow(/no strategy/);
  });
});

describe('grading rules', () => {
  it('normalises case, accents, punctuation and articles', () => {
    expect(normalizeAnswer('  The Café, au Paris! ')).toBe('cafe au paris');
    expect(normalizeAnswer('Un été')).toBe('ete');
  });

  it('the lab’s rule finds the answer in the reply; exact match wants nothing else', () => {
    expect(gradeReply('Your cat is called Luna.', 'Luna', 'contains')).toBe(true);
    expect(gradeReply('Your cat is called Luna.', 'Luna', 'exact')).toBe(false);
    expect(gradeReply('Luna!', 'luna', 'exact')).toBe(true);
    expect(gradeReply('Lunatic', 'Luna', 'contains')).toBe(false); // whole words only
    expect(tokenF1('the cat Luna', 'Luna')).toBeCloseTo(2 / 3, 12);
  });
});

describe('reflection without a model', () => {
  it('names a statement by its subject', () => {
    expect(statementConcept('Change of plan: the door code of building K7 is now 5832.')).toBe(
      'door code building k7',
    );
    expect(statementConcept('The door code of building K7 is 1234.')).toBe('door code building k7');
    expect(statementConcept('Le code de la porte du bâtiment K7 est 1234.')).toBe('code porte bâtiment k7');
    expect(statementConcept('How are you?')).toBeNull();
  });

  it('answers the two reflection prompts with the user’s statements', () => {
    const episode = (feedback: string, i: number) => ({
      id: `e${i}`,
      at: i * 60_000,
      thought: '',
      input: feedback,
      action: 'conversation turn',
      outcome: 'Noted.',
      feedback,
      importance: 5,
    });
    const takeaways = extractiveReflectionLlm(
      summaryPrompt([episode('Hello there. My cat is Luna.', 0), episode('How are you?', 1)]),
    );
    expect(takeaways).toBe('My cat is Luna.');
    expect(extractiveReflectionLlm(extractionPrompt(takeaways))).toBe('cat : My cat is Luna.');
    expect(extractiveReflectionLlm(summaryPrompt([episode('Hi.', 0)]))).toBe('AUCUN');
  });
});
