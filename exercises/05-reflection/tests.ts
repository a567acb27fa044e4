import type { ExerciseTests } from '../../src/exercises/testkit';
import {
  EpisodicBuffer,
  manualClock,
  scriptedLlm,
  tableLlm,
  TASKMASTER_EPISODES,
  type Llm,
} from '../../src/engine/student';
import type * as Solution from './solution';

const FACT =
  "Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives.";

function taskMasterBuffer(): EpisodicBuffer {
  const clock = manualClock(Date.UTC(2026, 0, 15, 9));
  const buffer = new EpisodicBuffer({ now: clock.now });
  for (const e of TASKMASTER_EPISODES) {
    buffer.add(e);
    clock.advance(60_000);
  }
  return buffer;
}

/** A model that gives `answer` to the extraction prompt and records every prompt. */
function extractor(answer: string, prompts: string[] = []): Llm {
  const inner = tableLlm([{ when: ['Connaissances extraites :'], answer }], 'Des enseignements.');
  return (p) => {
    prompts.push(p);
    return inner(p);
  };
}

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  test(
    {
      en: 'classify: a condition (si/alors, quand, lorsque, if/then, when, unless) makes a rule',
      fr: 'classify : une condition (si/alors, quand, lorsque, if/then, when, unless) fait une règle',
    },
    () => {
      expect(impl.classify('Si un client demande plus de 3 révisions, alors le retard augmente')).toBe(
        'rule',
      );
      expect(impl.classify('Quand Alex corrige un e-mail, le raccourcir')).toBe('rule');
      expect(impl.classify('Lorsque le client paie en retard, relancer')).toBe('rule');
      expect(impl.classify('If a client asks for a discount, then decline')).toBe('rule');
      expect(impl.classify('Decline unless the budget is known')).toBe('rule');
    },
  );

  test(
    {
      en: 'Seed fault 5: "aussi", "décision" and "position" are not conditions',
      fr: 'Défaut 5 du texte : « aussi », « décision » et « position » ne sont pas des conditions',
    },
    () => {
      expect(impl.classify('Alex travaille aussi le samedi')).toBe('fact');
      expect(impl.classify('La décision revient à Alex')).toBe('fact');
      expect(impl.classify('Sa position sur les tarifs est ferme')).toBe('fact');
      expect(impl.classify(FACT)).toBe('fact');
    },
  );

  test(
    {
      en: 'parseLines: one entry per line "Concept : knowledge", split at the first colon',
      fr: 'parseLines : une entrée par ligne « Concept : connaissance », coupée au premier deux-points',
    },
    () => {
      expect(impl.parseLines(`Préférences des clients : ${FACT}`)).toEqual([
        { concept: 'Préférences des clients', knowledge: FACT },
      ]);
      expect(impl.parseLines('Tarifs : 450 € : négociable\nune ligne sans deux-points')).toEqual([
        { concept: 'Tarifs', knowledge: '450 € : négociable' },
      ]);
    },
  );

  test(
    {
      en: 'Seed fault 4: two lines are two concepts (split on real line breaks)',
      fr: 'Défaut 4 du texte : deux lignes font deux concepts (coupure sur les vrais retours à la ligne)',
    },
    () => {
      expect(
        impl.parseLines('Style : e-mails courts\nRévisions : si plus de 3, alors retard probable'),
      ).toEqual([
        { concept: 'Style', knowledge: 'e-mails courts' },
        { concept: 'Révisions', knowledge: 'si plus de 3, alors retard probable' },
      ]);
      expect(impl.parseLines('A : un\r\nB : deux')).toHaveLength(2);
    },
  );

  test(
    {
      en: 'Seed fault 3: "AUCUN" and "NONE" (any case) mean nothing',
      fr: 'Défaut 3 du texte : « AUCUN » et « NONE » (toute casse) ne veulent rien dire',
    },
    () => {
      expect(impl.parseLines('AUCUN')).toEqual([]);
      expect(impl.parseLines('  Aucun ')).toEqual([]);
      expect(impl.parseLines('none')).toEqual([]);
      expect(impl.parseLines('AUCUN : rien à retenir')).toEqual([]);
    },
  );

  test(
    {
      en: 'reflectStep replays the TaskMaster scenario: one fact about client preferences',
      fr: 'reflectStep rejoue le scénario TaskMaster : un fait sur les préférences des clients',
    },
    () => {
      const store: Solution.Store = new Map();
      const r = impl.reflectStep(taskMasterBuffer(), store, scriptedLlm, 3);
      expect(r.takeaways).toBe(
        "Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés avec un client dans ce secteur.",
      );
      expect(r.added).toEqual([{ concept: 'Préférences des clients', knowledge: FACT, kind: 'fact' }]);
      expect([...store.entries()]).toEqual([['Préférences des clients', { facts: [FACT], rules: [] }]]);
    },
  );

  test(
    {
      en: 'reflectStep sends the summary of the last `recent` episodes, then the extraction prompt',
      fr: 'reflectStep envoie le résumé des `recent` derniers épisodes, puis la demande d’extraction',
    },
    () => {
      const prompts: string[] = [];
      impl.reflectStep(taskMasterBuffer(), new Map(), extractor('AUCUN', prompts), 1);
      expect(prompts).toHaveLength(2);
      expect(prompts[0]).toContain('Cherché sur LinkedIn');
      expect(prompts[0]?.includes('Cherché sur Upwork')).toBe(false);
      expect(prompts[1]).toContain('Des enseignements.');
    },
  );

  test(
    {
      en: 'reflectStep stores rules and facts apart, several per answer, nothing for AUCUN',
      fr: 'reflectStep range règles et faits à part, plusieurs par réponse, rien pour AUCUN',
    },
    () => {
      const store: Solution.Store = new Map();
      impl.reflectStep(
        taskMasterBuffer(),
        store,
        extractor('Style : e-mails courts\nStyle : si Alex corrige, alors raccourcir'),
        3,
      );
      expect(store.get('Style')).toEqual({
        facts: ['e-mails courts'],
        rules: ['si Alex corrige, alors raccourcir'],
      });
      const before = store.size;
      const r = impl.reflectStep(taskMasterBuffer(), store, extractor('AUCUN'), 3);
      expect(r.added).toEqual([]);
      expect(store.size).toBe(before);
    },
  );

  test(
    {
      en: 'reflectStep does not store the same knowledge twice',
      fr: 'reflectStep ne range pas deux fois la même connaissance',
    },
    () => {
      const store: Solution.Store = new Map();
      impl.reflectStep(taskMasterBuffer(), store, scriptedLlm, 3);
      const again = impl.reflectStep(taskMasterBuffer(), store, scriptedLlm, 3);
      expect(again.added).toEqual([]);
      expect(store.get('Préférences des clients')?.facts).toHaveLength(1);
    },
  );
};

export default tests;
