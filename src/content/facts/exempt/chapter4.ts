/** Chapter 4's typed numbers (no seed: the memory bench), per section, and why: its figures are facts; what is typed is counted, named, or from outside. */
import type { Exemption } from '../exempt';

export const EXEMPT_CHAPTER4: Readonly<Record<string, readonly Exemption[]>> = {
  // Chapter 4 (no seed: the memory bench). Its figures are facts; what is typed is counted, named, or from outside.
  'chapter4/question': [
    { why: 'name', fr: ['Les chapitres 1 à 3'], en: ['Chapters 1 to 3'] },
    {
      why: 'count',
      fr: ['a deux faces', 'mesure les deux faces', 'Deux sources.'],
      en: ['has two sides', 'Two sources.'],
    },
  ],
  'chapter4/recall-accuracy': [
    {
      why: 'count',
      fr: [
        'échouer à deux endroits',
        'garde trois chiffres',
        'Les deux premiers',
        'le plus indulgent des deux',
        'laquelle des deux moitiés',
        'note chaque réponse deux fois',
        'échoue à la seconde',
        'une troisième vue entre les deux',
        'Aucun des deux chiffres',
        'Lisez les deux',
        'selon les deux règles',
        'la moyenne harmonique de deux parts',
      ],
      en: [
        'fail in two places',
        'keeps three figures',
        'The first two',
        'the kinder of the two',
        'which half failed',
        'every reply twice',
        'fails the second',
        'a third view between the two',
        'the harmonic mean of two shares',
      ],
    },
    {
      why: 'outside',
      fr: ["**98,4 % de rappel à 10 mais 75,6 % d'exactitude** sur les mêmes 500 questions"],
      en: ['**98.4% recall@10 but 75.6% accuracy** over the same 500 questions'],
      ref: 'BetterDB-inc/monitor pull request #252 (LongMemEval-S, all 500 records), linked beside it',
    },
    { why: 'name', fr: ['(le rappel à 10 :'], en: ['(recall@10:'] },
    {
      why: 'outside',
      fr: ['**91,0 %**', '**35,0 %**', "à 56 points d'écart"],
      en: ['**91.0%**', '**35.0%**', '56 points apart'],
      ref: '"The Judge Is the Benchmark", mem0ai/memory-benchmarks issue #29, linked beside it',
    },
  ],
  'chapter4/frontier': [
    {
      why: 'count',
      fr: [
        "l'un des deux",
        'Quatre lectures',
        'montrent deux changements',
        'expliqué deux sections plus loin',
        'ici les deux donnent',
      ],
      en: ['one of the two', 'Four readings', 'show two changes', 'explained two sections on'],
    },
    {
      why: 'example',
      fr: ["autant d'écarts de 1 à 10 tours que de 10 à 100"],
      en: ['as many gaps of 1 to 10 turns as of 10 to 100'],
    },
  ],
  'chapter4/decay-drift': [
    {
      why: 'count',
      fr: [
        'Deux vues le décomposent',
        'fusionne deux souvenirs',
        'les courbes ont trois formes',
        '**les deux**, ou',
        'contient les deux**',
        'aucune des deux**',
        'garde les deux**',
      ],
      en: ['Two views take it apart', 'the curves have three shapes', 'merges two memories'],
    },
  ],
  'chapter4/caching': [
    {
      why: 'outside',
      fr: ['Depuis 2024, les fournisseurs'],
      en: ['Since 2024, providers'],
      ref: 'prompt caching at the providers: the pages src/engine/cost/prices.ts names (issue 25)',
    },
    {
      why: 'outside',
      fr: [
        "(à partir de GPT-5.6) facturent aussi l'écriture, à 1,25 fois le prix d'entrée",
        'les deux doublent aux heures pleines',
        'sa limite de 20 blocs en arrière',
        'OpenAI garde un cache 24 heures sur demande',
      ],
      en: [
        '(GPT-5.6 on) also bill writes, at 1.25 times the input price',
        'both double at peak hours',
        'its limit of 20 blocks looked back',
        'OpenAI keeps a cache for 24 hours when asked',
      ],
      ref: "the providers' pages (developers.openai.com prompt caching, api-docs.deepseek.com pricing, platform.claude.com prompt caching), read for issue 35",
    },
    {
      why: 'count',
      fr: [
        'chaque requête deux fois',
        'trace les deux séries',
        'les trois autres',
        '**Un deuxième après',
        '**Un troisième après',
        'dès son deuxième tour',
      ],
      en: [
        'every request twice',
        'the other three',
        '**A second one after',
        '**A third one after',
        'from its second turn',
      ],
    },
  ],
  'chapter4/public-benchmark': [
    {
      why: 'outside',
      fr: [
        'ICLR 2025',
        'teste cinq capacités',
        'sur 500 questions',
        "environ 30 % d'exactitude",
        'environ 115 000 tokens',
      ],
      en: [
        'ICLR 2025',
        'tests five abilities',
        'over 500 questions',
        'about 30% accuracy',
        'about 115,000 tokens',
      ],
      ref: 'LongMemEval (Wu et al., ICLR 2025, arXiv:2410.10813), its abstract and its data',
    },
    {
      why: 'outside',
      fr: ['trois versions', 'environ 40 à 50 sessions', 'environ 500 sessions', "les 115 000 de l'article"],
      en: ['three versions', 'about 40 to 50 sessions', 'about 500 sessions', "the paper's 115,000"],
      ref: 'LongMemEval (Wu et al., ICLR 2025): its oracle, S and M files (SOURCE-longmemeval-s-mini.md)',
    },
    {
      why: 'outside',
      fr: ['ICLR 2026'],
      en: ['ICLR 2026'],
      ref: 'MemoryAgentBench (Hu, Wang, McAuley, ICLR 2026, arXiv:2507.05257; SOURCE-factconsolidation-sh-6k.md)',
    },
    {
      why: 'count',
      fr: [
        'selon les deux règles',
        'trois jeux publics',
        'les trois jeux',
        'Le deuxième jeu',
        'Le troisième jeu',
        'la valeur périmée, les deux ou aucune',
        'requêtes contiennent les deux valeurs',
      ],
      en: ['three public sets', 'all three sets', 'The second set', 'The third set'],
    },
  ],
  'chapter4/which-memory': [
    { why: 'count', fr: ['deux réponses', 'selon les deux règles'], en: ['two answers'] },
  ],
};
