import type { ExerciseTests } from '../../src/exercises/testkit';
import {
  generateBench,
  parseStrategy,
  runBench,
  type BenchCase,
  type BenchData,
  type BenchLang,
  type CustomStrategy,
} from '../../src/engine/student';
import type * as Solution from './solution';

/** A conversation from its texts: user and assistant alternate, user first; ids t0, t1, … */
const turns = (texts: readonly string[]): BenchCase['conversation'] =>
  texts.map((content, i) => ({ id: `t${i}`, role: i % 2 === 0 ? 'user' : 'assistant', content }));

const TALK = [
  'The door code of building K7 is 4821.', // 0
  'Noted.',
  'How do I keep basil alive on a windowsill?', // 2
  'Give it sun, water when the soil is dry, and pinch off flowers.',
  'The door code of building K70 is 1234.', // 4
  'Noted.',
  'Suggest a film for a rainy evening.', // 6
  '"Amélie" is a gentle choice.',
  'Change of plan: the door code of building K7 is now 5832.', // 8
  'Noted, thanks for the update.',
  'What can I cook with leftover rice?', // 10
  'Fried rice with an egg, peas and a dash of soy sauce.',
];

/** A fresh memory of nameRecall(window, k) that has seen `texts`. */
function fed(impl: typeof Solution, texts: readonly string[], window: number, k: number): CustomStrategy {
  const memory = impl.nameRecall(window, k).create();
  turns(texts).forEach((t, i) => memory.advance?.({ role: t.role, content: t.content }, i));
  return memory;
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
/** Figures rounded for reading a failure: the comparisons are on the exact ones. */
const round = (x: number, digits: number) => Number(x.toFixed(digits));

const one = (name: string, conversation: BenchCase['conversation'], questions: BenchCase['questions']) => ({
  id: name,
  conversation,
  questions,
});
const data = (...cases: BenchCase[]): BenchData => ({
  name: 'exercise 6',
  source: 'written for the tests',
  licence: 'MIT',
  cases,
});

/**
 * nameRecall(8, 4) against window:10 on generated conversations, counted as the page counts (the chars/4 proxy: the
 * sandbox has no BPE tables). Returns the rows where it does not beat window:10, with their figures.
 */
function losses(
  impl: typeof Solution,
  runs: readonly { seed: number; lang: BenchLang; turns: number; questions: number; updates?: number }[],
) {
  const out: object[] = [];
  for (const run of runs) {
    const bench = generateBench(run);
    const [w, s] = runBench(bench, [parseStrategy('window:10'), impl.nameRecall(8, 4)], {
      approxTokens: true,
      perQuestion: false,
    });
    if (!w || !s) throw new Error('the bench returned no result');
    if (!(s.evidenceRecall > w.evidenceRecall && s.costUsd <= w.costUsd))
      out.push({
        ...run,
        recall: { yours: round(s.evidenceRecall, 3), 'window:10': round(w.evidenceRecall, 3) },
        tokensPerTurn: { yours: round(s.tokensPerTurn, 1), 'window:10': round(w.tokensPerTurn, 1) },
      });
  }
  return out;
}

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  test(
    {
      en: 'namesIn: the names a question mentions, not the first word of a sentence, nor "I"',
      fr: 'namesIn : les noms que cite une question, sans le premier mot d’une phrase ni « I »',
    },
    () => {
      expect(impl.namesIn('What is the door code of building K7?')).toEqual(['K7']);
      expect(impl.namesIn('How do I keep basil alive? Ask Juniper, then Juniper again.')).toEqual([
        'Juniper',
      ]);
      expect(impl.namesIn('Change of plan: the meeting with the B42 team is now on Monday.')).toEqual([
        'B42',
        'Monday',
      ]);
    },
  );

  test(
    {
      en: 'namesIn in French: accented capitals are capitals, « l’équipe » and « À » are not names',
      fr: 'namesIn en français : les capitales accentuées comptent, « l’équipe » et « À » ne sont pas des noms',
    },
    () => {
      expect(impl.namesIn('Quel jour est la réunion avec l’équipe K7 ?')).toEqual(['K7']);
      expect(impl.namesIn('Le dossier d’Élodie est chez Zoé. À demain, Zoé !')).toEqual(['Élodie', 'Zoé']);
      expect(impl.namesIn('Où est le casier d’Émile à la piscine Orchidée ?')).toEqual(['Émile', 'Orchidée']);
    },
  );

  test(
    {
      en: 'select: a question naming K7 brings back the earlier turns that mention K7; one naming nobody, nothing',
      fr: 'select : une question qui nomme K7 ramène les tours antérieurs qui citent K7 ; une qui ne nomme personne, rien',
    },
    () => {
      const memory = fed(impl, TALK, 2, 4);
      expect(sorted(memory.select('What is the door code of building K7?', 10))).toEqual([0, 8]);
      expect(sorted(memory.select('Should I watch Amélie tonight?', 10))).toEqual([7]);
      expect(memory.select('What can I cook with leftover rice?', 10)).toEqual([]);
      expect(memory.select('How do I remove a coffee stain from a shirt?', 10)).toEqual([]);
    },
  );

  test(
    {
      en: 'select matches whole names (K7 is not K70) and never a turn of the window (index ≥ before)',
      fr: 'select compare des noms entiers (K7 n’est pas K70) et jamais un tour de la fenêtre (indice ≥ before)',
    },
    () => {
      const memory = fed(impl, TALK, 6, 4);
      expect(sorted(memory.select('What is the door code of building K7?', 6))).toEqual([0]);
      expect(sorted(memory.select('What is the door code of building K70?', 10))).toEqual([4]);
      expect(memory.select('What is the door code of building K7?', 0)).toEqual([]);
    },
  );

  test(
    {
      en: 'At most k turns: those that mention the most of the question’s names first, then the latest',
      fr: 'Au plus k tours : d’abord ceux qui citent le plus de noms de la question, puis les plus récents',
    },
    () => {
      const offices = [
        'The Wi-Fi password of the K7 office is maple12.', // 0
        'Noted.',
        'The Wi-Fi password of the B3 office is ember40.', // 2
        'Noted.',
        'The Wi-Fi password of the M8 office is willow77.', // 4
        'Noted.',
        'Change of plan: the Wi-Fi password of the K7 office is now violet31.', // 6
        'Noted, thanks for the update.',
        'The Wi-Fi password of the R5 office is copper58.', // 8
        'Noted.',
        'What is a haiku?', // 10
        'A short poem of three lines.',
      ];
      const question = 'What is the Wi-Fi password of the K7 office?';
      expect(sorted(fed(impl, offices, 2, 1).select(question, 10))).toEqual([6]);
      expect(sorted(fed(impl, offices, 2, 2).select(question, 10))).toEqual([0, 6]);
      expect(sorted(fed(impl, offices, 2, 3).select(question, 10))).toEqual([0, 6, 8]);
    },
  );

  test(
    {
      en: 'An updated fact: the question gets the update (with k = 1, the update and not the old value)',
      fr: 'Un fait mis à jour : la question reçoit la mise à jour (avec k = 1, elle et non l’ancienne valeur)',
    },
    () => {
      const bench = data(
        one('update', turns(TALK), [
          {
            id: 'q1',
            after: 't11',
            question: 'What is the door code of building K7?',
            answer: '5832',
            evidence: ['t8'],
            previous: ['4821'],
          },
        ]),
      );
      const [k1, k4] = runBench(bench, [impl.nameRecall(2, 1), impl.nameRecall(2, 4)], {
        approxTokens: true,
      });
      expect({ recall: k1?.evidenceRecall, drift: k1?.perQuestion[0]?.drift }).toEqual({
        recall: 1,
        drift: 'new',
      });
      expect({ recall: k4?.evidenceRecall, drift: k4?.perQuestion[0]?.drift }).toEqual({
        recall: 1,
        drift: 'both',
      });
    },
  );

  test(
    {
      en: 'Each conversation starts with an empty memory (create() is called once per conversation)',
      fr: 'Chaque conversation part d’une mémoire vide (create() est appelé une fois par conversation)',
    },
    () => {
      const question = (after: string, evidence: string[]) => ({
        id: 'q1',
        after,
        question: 'What is the door code of building K7?',
        answer: '4821',
        evidence,
      });
      const other = TALK.filter((_, i) => i >= 2 && i < 8);
      const bench = data(
        one('first', turns(TALK), [question('t11', ['t0'])]),
        one('second', turns(other), [question('t5', [])]),
      );
      const [r] = runBench(bench, [impl.nameRecall(2, 4)], { approxTokens: true });
      const memoryTokens = (r?.perQuestion ?? []).map((q) => q.tokens.memory > 0);
      expect(memoryTokens).toEqual([true, false]);
    },
  );

  test(
    {
      en: 'nameRecall(8, 4) beats window:10 on the statement’s seeds: more recall, no more cost',
      fr: 'nameRecall(8, 4) bat window:10 sur les graines de l’énoncé : plus de rappel, pas plus de coût',
    },
    () => {
      expect(
        losses(impl, [
          { seed: 1, lang: 'en', turns: 300, questions: 15 },
          { seed: 2, lang: 'en', turns: 300, questions: 15 },
          { seed: 3, lang: 'fr', turns: 300, questions: 15 },
        ]),
      ).toEqual([]);
    },
  );

  test(
    {
      en: 'It beats window:10 on seeds the statement does not show, longer and shorter, more updates',
      fr: 'Elle bat window:10 sur des graines que l’énoncé ne montre pas, plus longues, plus courtes, plus de mises à jour',
    },
    () => {
      expect(
        losses(impl, [
          { seed: 17, lang: 'en', turns: 600, questions: 30 },
          { seed: 29, lang: 'fr', turns: 240, questions: 12, updates: 0.6 },
          { seed: 101, lang: 'en', turns: 200, questions: 10, updates: 0.6 },
          { seed: 4242, lang: 'fr', turns: 500, questions: 25 },
        ]),
      ).toEqual([]);
    },
  );
};

export default tests;
