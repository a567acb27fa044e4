import { runTaskMaster, TASKMASTER_QUERIES, termRelevance } from '../../../src/engine';

// What the seed's demo prints once its code runs (an `embed` defined, Python >= 3.12): an independent literal,
// written from the seed's code, so that a mistake in the replay or in the lesson is caught by the other.
const ADVICE =
  "Compris. Éviter de proposer aux clients du secteur financier. Se concentrera sur d'autres opportunités.";
const FACT =
  "Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives.";
const head = [
  'Épisode ajouté : Cherché sur Upwork',
  'Épisode ajouté : Recherche sur le client X (secteur financier)',
  'Épisode ajouté : Cherché sur LinkedIn',
  '',
  "L'agent initie le processus de réflexion...",
  "LLM a généré les enseignements : Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés avec un client dans ce secteur.",
  `LLM a extrait les connaissances : Préférences des clients : ${FACT}`,
  `Magasin sémantique mis à jour pour 'Préférences des clients' avec : ${FACT}`,
  '',
  "--- L'agent reçoit une nouvelle requête ---",
  '',
];
/** All the demo prints: the head, the fintech query's answer (the advice both logics give), the general one's. */
const printed = (generalAnswer: string) => [
  ...head,
  `Réponse de l'agent à la requête : ${ADVICE}`,
  '',
  '--- Une autre requête générale ---',
  '',
  `Réponse de l'agent à la requête générale : ${generalAnswer}`,
];

describe('TaskMaster replay', () => {
  it("seed logic: prints the seed's lines, both queries answered with the finance advice", () => {
    const run = runTaskMaster({ logic: 'seed' });
    expect(run.lines).toEqual(printed(ADVICE));
    expect(run.queries.map((q) => q.retrieved)).toEqual([
      ['Préférences des clients'],
      ['Préférences des clients'],
    ]);
  });

  it('seed logic: the summaries are joined by a backslash and an n, the prompt carries Python reprs', () => {
    const run = runTaskMaster({ logic: 'seed' });
    expect(run.prompts[0]).toContain('Retours : Aucun retour spécifique\\nTimestamp : 2026-01-15T09:01:00');
    expect(run.prompts[2]).toContain(
      `['Concept : Préférences des clients, Faits : ["${FACT.replace("'", "\\'")}"], Règles : []']`,
    );
    expect(run.prompts[2]).toContain("{'timestamp': '2026-01-15T09:00:00', 'thought': 'Pensée initiale'");
  });

  it('fixed logic: the fintech question gets the advice, the general one does not', () => {
    const run = runTaskMaster({ logic: 'fixed' });
    expect(run.lines).toEqual(
      printed("D'accord, je vais procéder avec la tâche en utilisant le contexte fourni."),
    );
    expect(run.queries.map((q) => q.retrieved)).toEqual([['Préférences des clients'], []]);
    expect(run.prompts[0]).toContain('Retours : Aucun retour spécifique\nTimestamp : ');
    expect(run.prompts[2]).toContain(`- Préférences des clients (fait) : ${FACT}`);
    expect(run.store).toEqual([{ concept: 'Préférences des clients', facts: [FACT], rules: [] }]);
  });

  it('fixed logic: the relevances it compares with the minimum (0.3) are those of the term cosine', () => {
    const run = runTaskMaster({ logic: 'fixed' });
    const [fintech, general] = run.queries.map((q) => q.relevance[0]?.value ?? -1);
    // The concept's terms: client x2, ten others x1 (norm² 14); each query has six terms (norm² 6).
    // fintech shares "client" and "finance" (dot 2 + 1); general shares "client" only (dot 2).
    expect(fintech).toBeCloseTo(3 / Math.sqrt(6 * 14), 12);
    expect(general).toBeCloseTo(2 / Math.sqrt(6 * 14), 12);
    expect(fintech).toBeGreaterThan(0.3);
    expect(general).toBeLessThan(0.3);
  });

  it('fixed logic: a lower minimum relevance lets the general question get the advice too', () => {
    const run = runTaskMaster({ logic: 'fixed', minRelevance: 0.2 });
    expect(run.queries[1]?.answer).toBe(ADVICE);
  });

  it('a plain bag of words would rank the other way: the fintech question shares no word with the fact', () => {
    // Without the lexicon, "fintech" is not "financier" and "client" is not "clients".
    expect(termRelevance(TASKMASTER_QUERIES.fintech, `Préférences des clients\n${FACT}`, {})).toBe(0);
    expect(termRelevance(TASKMASTER_QUERIES.general, `Préférences des clients\n${FACT}`, {})).toBeGreaterThan(
      0.2,
    );
  });
});
