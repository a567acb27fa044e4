import {
  EpisodicBuffer,
  KnowledgeGraph,
  SemanticStore,
  isNegative,
  reflect,
  reflectionReasons,
  scriptedLlm,
  tableLlm,
  GENERATIVE_AGENTS_IMPORTANCE_THRESHOLD,
  type EpisodicEpisode as Episode,
} from '../../../src/engine';

const base = { thought: 't', input: 'i', outcome: 'o' };

describe("scriptedLlm (the seed's MockLLM)", () => {
  it("answers each of the seed's prompts as MockLLM does, and anything else with the fallback", () => {
    expect(scriptedLlm('... secteur financier ...\n\nEnseignements clés :')).toBe(
      "Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés avec un client dans ce secteur.",
    );
    expect(scriptedLlm('Enseignements clés :')).toBe(
      'Agent a réussi à accomplir la tâche. Aucun problème spécifique.',
    );
    expect(scriptedLlm('Connaissances extraites :')).toBe('AUCUN');
    expect(scriptedLlm('Synthétisez ces informations')).toBe(
      "D'accord, je vais procéder avec la tâche en utilisant le contexte fourni.",
    );
    expect(scriptedLlm('bonjour')).toBe('Réponse simulée du LLM.');
  });

  it('tableLlm takes the first rule whose substrings are all present', () => {
    const llm = tableLlm(
      [
        { when: ['a', 'b'], answer: 'AB' },
        { when: ['a'], answer: 'A' },
      ],
      'none',
    );
    expect(llm('b a')).toBe('AB');
    expect(llm('a')).toBe('A');
    expect(llm('c')).toBe('none');
  });
});

describe('reflect', () => {
  it('summarises the recent episodes, extracts knowledge and updates the store', () => {
    let t = 0;
    const buffer = new EpisodicBuffer({ now: () => (t += 60_000) });
    buffer.add({ ...base, action: 'Cherché sur Upwork', feedback: 'Aucun retour' });
    buffer.add({ ...base, action: 'Recherche sur le client X (secteur financier)', feedback: 'aversion' });
    const store = new SemanticStore();
    const r = reflect(buffer, store, scriptedLlm, { recent: 5 });
    expect(r.prompts).toHaveLength(2);
    // Real line breaks between the summaries (the seed's fault 2 joined them with a backslash and an n).
    expect(r.prompts[0]).toContain('Retours : Aucun retour\nTimestamp : ');
    expect(r.prompts[0]).not.toContain('\\n');
    expect(r.takeaways).toMatch(/^Alex n'aime pas/);
    expect(r.extracted).toEqual([
      {
        concept: 'Préférences des clients',
        knowledge: expect.stringMatching(/^Alex préfère ne pas travailler/),
      },
    ]);
    expect(r.added[0]?.kind).toBe('fact');
    expect(store.get('Préférences des clients')?.facts).toHaveLength(1);
    expect(r.events.map((e) => e.type)).toEqual([
      'reflection-started',
      'prompt-sent',
      'prompt-sent',
      'concept-created',
      'knowledge-added',
    ]);
  });

  it('stores nothing when the model says AUCUN (the seed tested for NONE)', () => {
    const buffer = new EpisodicBuffer({ now: () => 0 });
    buffer.add({ ...base, action: 'Cherché sur Upwork', feedback: 'ok' });
    const store = new SemanticStore();
    const r = reflect(buffer, store, scriptedLlm, { recent: 1 });
    expect(r.extractedText).toBe('AUCUN');
    expect(r.extracted).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('reads several lines as several concepts and relation lines into the graph', () => {
    const buffer = new EpisodicBuffer({ now: () => 0 });
    buffer.add({ ...base, action: 'a', feedback: 'f' });
    const store = new SemanticStore();
    const graph = new KnowledgeGraph({ now: () => 5 });
    const llm = tableLlm(
      [
        {
          when: ['Connaissances extraites :'],
          answer:
            'Style : e-mails courts\nRévisions : si plus de 3, alors retard probable\nAlex | PREFERE | e-mails concis | source=corrections',
        },
      ],
      'des enseignements',
    );
    const r = reflect(buffer, store, llm, { recent: 1, graph });
    expect(r.added.map((a) => [a.concept, a.kind])).toEqual([
      ['Style', 'fact'],
      ['Révisions', 'rule'],
    ]);
    expect(r.relations).toEqual([
      expect.objectContaining({ subject: 'Alex', relation: 'PREFERE', object: 'e-mails concis', validAt: 5 }),
    ]);
    expect(store.concepts()).not.toContain('Alex | PREFERE | e-mails concis | source=corrections');
  });

  it('says when there is nothing to reflect on, and validates its options', () => {
    const buffer = new EpisodicBuffer({ now: () => 0 });
    const r = reflect(buffer, new SemanticStore(), scriptedLlm, { recent: 3 });
    expect(r.prompts).toEqual([]);
    expect(r.events).toEqual([{ type: 'reflection-empty' }]);
    expect(() => reflect(buffer, new SemanticStore(), scriptedLlm, { recent: 0 })).toThrow(RangeError);
  });

  it("reviews the seed's default of 5 recent episodes when no options are given", () => {
    let t = 0;
    const buffer = new EpisodicBuffer({ now: () => (t += 1000) });
    for (let i = 1; i <= 7; i++) buffer.add({ ...base, action: `action ${i}`, feedback: 'ok' });
    const r = reflect(buffer, new SemanticStore(), scriptedLlm);
    expect(r.episodes.map((e) => e.action)).toEqual([
      'action 3',
      'action 4',
      'action 5',
      'action 6',
      'action 7',
    ]);
  });
});

describe('reflection triggers', () => {
  const episode = (feedback: string, importance = 5): Episode => ({
    id: 'e1',
    at: 0,
    thought: 't',
    input: 'i',
    action: 'a',
    outcome: 'o',
    feedback,
    importance,
  });
  const state = { actionsSince: 1, importanceSince: 5, lastReflectionAt: 0 };

  it('fires every N actions', () => {
    expect(
      reflectionReasons(
        { episode: episode('ok'), state: { ...state, actionsSince: 3 }, now: 0 },
        { everyActions: 3 },
      ),
    ).toEqual(['actions']);
    expect(
      reflectionReasons(
        { episode: episode('ok'), state: { ...state, actionsSince: 2 }, now: 0 },
        { everyActions: 3 },
      ),
    ).toEqual([]);
  });

  it('fires on failure or negative feedback, as whole words', () => {
    expect(isNegative({ outcome: 'o', feedback: 'Alex a exprimé une forte aversion' })).toBe(true);
    expect(isNegative({ outcome: 'Proposition rejetée', feedback: '' })).toBe(true);
    expect(isNegative({ outcome: 'Trouvé 5 pistes', feedback: 'Bon progrès' })).toBe(false);
    expect(isNegative({ outcome: 'translate', feedback: '' })).toBe(false);
    expect(
      reflectionReasons({ episode: episode('échec du paiement'), state, now: 0 }, { onNegative: true }),
    ).toEqual(['negative']);
  });

  it('fires on novelty: no stored concept close to the episode (and not with an empty store)', () => {
    const cfg = { noveltyBelow: 0.2 };
    expect(
      reflectionReasons({ episode: episode('facture impayée'), state, now: 0, conceptTexts: [] }, cfg),
    ).toEqual([]);
    expect(
      reflectionReasons(
        {
          episode: episode('facture impayée'),
          state,
          now: 0,
          conceptTexts: ['Finance\nAlex évite la finance'],
        },
        cfg,
      ),
    ).toEqual(['novelty']);
    expect(
      reflectionReasons(
        {
          episode: episode('facture impayée facture'),
          state,
          now: 0,
          conceptTexts: ['Factures\nfacture impayée : relancer'],
        },
        cfg,
      ),
    ).toEqual([]);
  });

  it('fires on a schedule once enough time has passed with something new', () => {
    const day = 86_400_000;
    expect(reflectionReasons({ state, now: day }, { scheduleMs: day })).toEqual(['schedule']);
    expect(reflectionReasons({ state, now: day - 1 }, { scheduleMs: day })).toEqual([]);
    expect(
      reflectionReasons({ state: { ...state, actionsSince: 0 }, now: day }, { scheduleMs: day }),
    ).toEqual([]);
  });

  it("fires when summed importance exceeds Generative Agents' 150", () => {
    expect(GENERATIVE_AGENTS_IMPORTANCE_THRESHOLD).toBe(150);
    const cfg = { importanceAbove: 150 };
    expect(reflectionReasons({ state: { ...state, importanceSince: 150 }, now: 0 }, cfg)).toEqual([]);
    expect(reflectionReasons({ state: { ...state, importanceSince: 151 }, now: 0 }, cfg)).toEqual([
      'importance',
    ]);
  });

  it('reports every trigger that fires, in a fixed order; a trigger left out never fires', () => {
    const all = { everyActions: 1, onNegative: true, scheduleMs: 10, importanceAbove: 1 };
    expect(
      reflectionReasons(
        {
          episode: episode('erreur'),
          state: { actionsSince: 1, importanceSince: 5, lastReflectionAt: 0 },
          now: 10,
        },
        all,
      ),
    ).toEqual(['actions', 'negative', 'schedule', 'importance']);
    expect(reflectionReasons({ episode: episode('erreur'), state, now: 10 }, {})).toEqual([]);
  });
});
