/** Chapter 2's typed numbers (seed 001, « État et mémoire »), per section, and why. */
import type { Exemption } from '../exempt';

export const EXEMPT_CHAPTER2: Readonly<Record<string, readonly Exemption[]>> = {
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
};
