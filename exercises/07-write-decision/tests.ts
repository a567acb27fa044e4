import type { ExerciseTests } from '../../src/exercises/testkit';
import type * as Solution from './solution';

type Stored = Solution.StoredFact;
type Candidate = Solution.CandidateFact;

const m = (id: string, key: string, value: string, updatedAt = 0): Stored => ({ id, key, value, updatedAt });

/** One decision to check: its name (shown with a failure), the store, the candidate and the expected decision. */
type Case = [name: string, existing: Stored[], candidate: Candidate, expected: Solution.WriteDecision];

const FAVOURITES = [m('m1', 'favourite colour', 'blue', 1), m('m2', 'favourite colour', 'green', 2)];
const RESTATED = [m('m1', 'Favourite  Colour', 'Blue'), m('m2', 'city', 'Lyon')];

/** Each test of the page, with the cases it checks in order. */
const DECISIONS: { name: { en: string; fr: string }; cases: Case[] }[] = [
  {
    name: {
      en: 'Nothing stored about the key: ADD, with no target',
      fr: 'Rien sur cette clé\u00a0: ADD, sans cible',
    },
    cases: [
      ['empty store', [], { key: 'city', value: 'Lyon', mode: 'set' }, { event: 'ADD', target: null }],
      [
        'other keys',
        [m('m1', 'name', 'Ada')],
        { key: 'city', value: 'Lyon', mode: 'set' },
        { event: 'ADD', target: null },
      ],
    ],
  },
  {
    name: {
      en: 'Two favourites: "I also love green" after "blue" is an ADD, blue stays',
      fr: 'Deux préférés\u00a0: «\u00a0j’aime aussi le vert\u00a0» après «\u00a0bleu\u00a0» est un ADD, le bleu reste',
    },
    cases: [
      [
        'two favourites',
        [m('m1', 'favourite colour', 'blue')],
        { key: 'favourite colour', value: 'green', mode: 'add' },
        { event: 'ADD', target: null },
      ],
    ],
  },
  {
    name: {
      en: 'A negation: "I no longer live in Lyon" deletes the memory that says Lyon, not another',
      fr: 'Une négation\u00a0: «\u00a0je n’habite plus à Lyon\u00a0» efface le souvenir qui dit Lyon, pas un autre',
    },
    cases: [
      [
        'negation',
        [m('m1', 'name', 'Ada'), m('m2', 'city', 'Lyon', 1), m('m3', 'city', 'Paris', 2)],
        { key: 'city', value: 'Lyon', mode: 'remove' },
        { event: 'DELETE', target: 'm2' },
      ],
    ],
  },
  {
    name: {
      en: 'A negation of what was never stored is a NOOP with no target',
      fr: 'La négation de ce qui n’a jamais été stocké est un NOOP sans cible',
    },
    cases: [
      [
        'nothing to forget',
        [m('m1', 'city', 'Paris')],
        { key: 'city', value: 'Lyon', mode: 'remove' },
        { event: 'NOOP', target: null },
      ],
    ],
  },
  {
    name: {
      en: 'A removal that names no value deletes the newest memory of the key',
      fr: 'Un retrait qui ne nomme aucune valeur efface le souvenir le plus récent de la clé',
    },
    cases: [
      [
        'remove the key',
        [m('m1', 'job', 'baker', 5), m('m2', 'job', 'nurse', 9), m('m3', 'job', 'pilot', 7)],
        { key: 'job', value: '', mode: 'remove' },
        { event: 'DELETE', target: 'm2' },
      ],
    ],
  },
  {
    name: {
      en: 'A restatement is a NOOP on the memory that holds it, whatever the case, spaces or final punctuation',
      fr: 'Une redite est un NOOP sur le souvenir qui la contient, quelles que soient la casse, les espaces ou la ponctuation finale',
    },
    cases: [
      [
        'restatement',
        RESTATED,
        { key: 'favourite colour', value: ' blue!', mode: 'set' },
        { event: 'NOOP', target: 'm1' },
      ],
      [
        'restated addition',
        RESTATED,
        { key: 'city', value: 'lyon.', mode: 'add' },
        { event: 'NOOP', target: 'm2' },
      ],
    ],
  },
  {
    name: {
      en: 'A change updates the memory of the same key; with two, the newest (the later one on a tie)',
      fr: 'Un changement met à jour le souvenir de même clé\u00a0; s’il y en a deux, le plus récent (le dernier à égalité)',
    },
    cases: [
      [
        'one',
        [m('m1', 'city', 'Lyon')],
        { key: 'city', value: 'Paris', mode: 'set' },
        { event: 'UPDATE', target: 'm1' },
      ],
      [
        'newest',
        [m('m1', 'favourite colour', 'blue', 3), m('m2', 'favourite colour', 'green', 8)],
        { key: 'favourite colour', value: 'red', mode: 'set' },
        { event: 'UPDATE', target: 'm2' },
      ],
      [
        'tie',
        [m('m1', 'team', 'A', 4), m('m2', 'team', 'B', 4)],
        { key: 'team', value: 'C', mode: 'set' },
        { event: 'UPDATE', target: 'm2' },
      ],
    ],
  },
  {
    name: {
      en: 'A correction updates the memory holding the wrong value, even when it is not the newest',
      fr: 'Une correction met à jour le souvenir qui porte la valeur fausse, même s’il n’est pas le plus récent',
    },
    cases: [
      [
        'correction',
        FAVOURITES,
        { key: 'favourite colour', value: 'red', mode: 'set', corrects: 'Blue' },
        { event: 'UPDATE', target: 'm1' },
      ],
      [
        'wrong value not stored',
        FAVOURITES,
        { key: 'favourite colour', value: 'red', mode: 'set', corrects: 'pink' },
        { event: 'UPDATE', target: 'm2' },
      ],
    ],
  },
];

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  // The case travels with the answer, so a failure shows which one is wrong.
  const check = ([name, existing, candidate, expected]: Case) => {
    const frozen = Object.freeze(existing.map((e) => Object.freeze({ ...e })));
    const got = impl.decide(frozen, Object.freeze({ ...candidate }));
    expect({ case: name, event: got?.event, target: got?.target }).toEqual({ case: name, ...expected });
  };

  for (const { name, cases } of DECISIONS) test(name, () => cases.forEach(check));

  test(
    {
      en: 'The decision changes nothing it is given (the memories and the candidate are frozen)',
      fr: 'La décision ne modifie rien de ce qu’on lui donne (les souvenirs et le candidat sont gelés)',
    },
    () => {
      const store = [m('m1', 'city', 'Lyon'), m('m2', 'name', 'Ada')];
      const before = JSON.stringify(store);
      check([
        'frozen',
        store,
        { key: 'city', value: 'Lyon', mode: 'remove' },
        { event: 'DELETE', target: 'm1' },
      ]);
      expect(JSON.stringify(store)).toBe(before);
    },
  );
};

export default tests;
