/** Chapter 1's typed numbers (seed 000, notebook 14b), per section, and why. */
import type { Exemption } from '../exempt';

const CHAPTER1_TEST = 'test/content/chapter1.test.ts';

export const EXEMPT_CHAPTER1: Readonly<Record<string, readonly Exemption[]>> = {
  // Chapter 1 (seed 000, notebook 14b).
  'chapter1/problem': [
    {
      why: 'source',
      fr: ['Trois symptômes', '**Trois exercices**', 'tours de 120 caractères'],
      en: ['Three symptoms', '**Three exercises**', 'turns of 120 characters'],
    },
    { why: 'count', fr: ['quatre mécanismes'], en: ['four mechanisms'] },
  ],
  'chapter1/vocabulary': [
    {
      why: 'count',
      fr: [
        'Les cinq démonstrations',
        'un second onglet',
        'les deux impriment',
        'les trois exercices',
        'quatre mécanismes',
        'combine les quatre',
        'mélange deux unités',
        'en quatrième ; le labo en compte quatre',
      ],
      en: [
        'The five demos',
        'a second tab',
        'the three exercises',
        'four mechanisms',
        'combines all four',
        'mixes two units',
        'as the fourth; the lab counts four',
      ],
    },
    {
      why: 'example',
      fr: ['(1 tour = 1 message)', 'Une fenêtre de 4 garde 4 messages, soit 2 échanges'],
      en: ['(1 turn = 1 message)', 'A window of 4 keeps 4 messages, that is 2 user/assistant exchanges'],
    },
    {
      why: 'source',
      fr: [
        '« 1 tour = 1 échange user/assistant »',
        '« trois mécanismes » puis en décrit quatre',
        'nomme les trois',
      ],
      en: [
        '"1 turn = 1 user/assistant exchange"',
        '"three mechanisms" and then describes four',
        'names the three',
      ],
    },
  ],
  'chapter1/rolling-window': [
    {
      why: 'source',
      fr: ['Un message important du tour 3 est perdu au tour N+3'],
      en: ['An important message from turn 3 is lost at turn N+3'],
    },
    {
      why: 'output',
      fr: ['Les messages #0 et #1 ont été évincés […] bornée à 4'],
      en: ['Messages #0 and #1 were evicted […] bounded at 4'],
      ref: CHAPTER1_TEST,
    },
  ],
  'chapter1/progressive-summary': [
    {
      why: 'source',
      fr: [
        'troncature à 80 caractères',
        '(fragments de 80 caractères, coupe à 300)',
        'fenêtre de 10, fragments de 40 caractères',
      ],
      en: [
        'truncation to 80 characters',
        '(80-character chunks, cut at 300)',
        'a window of 10, 40-character chunks',
      ],
    },
    {
      why: 'output',
      fr: ['Sur 7 messages avec une fenêtre de 3 […] que les trois premiers', '« 358 caractères »'],
      en: ['With 7 messages and a window of 3 […] only the first three whole', '"358 caracteres"'],
      ref: CHAPTER1_TEST,
    },
    {
      why: 'count',
      fr: ['celui des messages #0 à', 'à partir de 1 et les messages à partir de #0'],
      en: ['the one of messages #0 to', 'counted from 1 and messages from #0'],
    },
  ],
  'chapter1/eviction': [
    {
      why: 'output',
      fr: ['Sur la mémoire LRU : après 5 insertions […] (importance 10), inséré en dernier'],
      en: ['For the LRU memory: after 5 insertions […] (importance 10), inserted last'],
      ref: CHAPTER1_TEST,
    },
    {
      why: 'count',
      fr: ['Les trois politiques', 'les mêmes pour les trois'],
      en: ['The three policies', 'the same for all three'],
    },
  ],
  'chapter1/paging': [{ why: 'output', fr: ['(idx 0)'], en: ['(idx 0;'], ref: CHAPTER1_TEST }],
  'chapter1/measurement': [
    {
      why: 'outside',
      fr: ['Depuis 2024, les fournisseurs'],
      en: ['Since 2024, providers'],
      ref: 'prompt caching at the providers: the pages src/engine/cost/prices.ts names (issue 25)',
    },
    { why: 'count', fr: ['trace les deux factures'], en: [] },
    {
      why: 'source',
      fr: [
        'synthétique de 100 puis',
        '(environ 4 caractères par token en anglais)',
        'à 1 000 pour la fenêtre',
        'à 1 000**',
        'dès le tour 1',
        'caractères comptés 120',
        '+ 120 × `x`',
        'à partir du message #1000',
        '`MSG_AVG_LEN` = 120',
        '(les deux facturent 120)',
        'contenu coupé à 40 caractères',
        '200 caractères de résumé',
        'caractères / 4',
        'troncature (40 caractères par fragment)',
        'sous la moitié',
      ],
      en: [
        'conversation of 100 and then',
        '(about 4 characters per token in English)',
        'at 1,000 for the window',
        'at 1,000**',
        'from turn 1',
        'characters counted as 120',
        '+ 120 × `x`',
        'from message #1000',
        '`MSG_AVG_LEN` = 120',
        '(both charge 120)',
        'cut to 40 characters',
        '200 characters of summary',
        'characters / 4',
        'truncation (40 characters per chunk)',
        'below half',
      ],
    },
    {
      why: 'example',
      fr: [
        'Une conversation deux fois plus longue coûte quatre fois plus',
        'une fenêtre de 1 convient toujours',
        '(0 s’il n’y en a pas)',
      ],
      en: [
        'Double the conversation and you pay four times as much',
        'a window of 1 always qualifies',
        '(0 if none)',
      ],
    },
    {
      why: 'count',
      fr: [
        'Il compare trois mémoires',
        'calcule les deux avec',
        'entre 1 et `P`',
        'les deux autres restent bornées',
      ],
      en: ['It compares three memories', 'between 1 and `P`', 'the other two stay bounded'],
    },
  ],
  'chapter1/exercises': [
    {
      why: 'source',
      fr: [
        'divisé par 2',
        'Tracez les deux courbes',
        'pendant 10 tours, puis de préférences pendant 5 tours',
      ],
      en: ['divided by 2', 'for 10 turns, then about preferences for 5 turns'],
    },
    { why: 'example', fr: ['vaudrait toujours 1'], en: ['would always be 1'] },
    { why: 'count', fr: ['le coût moyen par deux', 'les deux coûts totaux'], en: ['the two total costs'] },
  ],
  'chapter1/conclusion': [
    {
      why: 'count',
      fr: ['les quatre mécanismes', 'deux profils', 'Trois précisions'],
      en: ['the four mechanisms', 'two profiles', 'Three clarifications'],
    },
    {
      why: 'source',
      fr: [
        '(100 puis 1 000 tours)',
        'une fenêtre de 10',
        'par pages de 5',
        '(10 × 120 caractères)',
        'troncature à 80 caractères',
        '(10 pour PENSEE-CLE)',
      ],
      en: [
        '(100, then 1,000 turns)',
        'a window of 10',
        'pages of 5',
        '(10 × 120 characters)',
        'to 80 characters',
        '(10 for PENSEE-CLE)',
      ],
    },
  ],
};
