import {
  classifyKnowledge,
  EpisodicBuffer,
  KnowledgeGraph,
  manualClock,
  parseExtractedKnowledge,
  parseExtractedRelations,
  SemanticStore,
  HOUR_MS,
} from '../../../src/engine';

const ep = (action: string, extra: Partial<{ feedback: string; importance: number }> = {}) => ({
  thought: 't',
  input: 'i',
  action,
  outcome: 'o',
  feedback: extra.feedback ?? 'f',
  ...(extra.importance === undefined ? {} : { importance: extra.importance }),
});

describe('EpisodicBuffer', () => {
  it('stamps episodes with the injected clock and numbers them', () => {
    const clock = manualClock(1000);
    const b = new EpisodicBuffer({ now: clock.now });
    const first = b.add(ep('a'));
    clock.advance(500);
    const second = b.add(ep('b', { importance: 9 }));
    expect(first.episode).toMatchObject({ id: 'e1', at: 1000, action: 'a', importance: 5 });
    expect(second.episode).toMatchObject({ id: 'e2', at: 1500, importance: 9 });
    expect(second.events).toEqual([{ type: 'episode-added', episode: second.episode }]);
    expect(b.size).toBe(2);
  });

  it('recent(n) gives the last n, oldest first; 0 gives none', () => {
    const b = new EpisodicBuffer({ now: () => 0 });
    for (const a of ['a', 'b', 'c', 'd']) b.add(ep(a));
    expect(b.recent(2).map((e) => e.action)).toEqual(['c', 'd']);
    expect(b.recent(10).map((e) => e.action)).toEqual(['a', 'b', 'c', 'd']);
    expect(b.recent(0)).toEqual([]);
    expect(() => b.recent(-1)).toThrow(RangeError);
  });

  it('embeds episodes with the bag-of-words embedder and searches them', () => {
    const b = new EpisodicBuffer({ now: () => 0 });
    b.add(ep('Cherché sur Upwork'));
    b.add(ep('Recherche sur le client X (secteur financier)'));
    expect(b.vectorOf('e1')?.length).toBeGreaterThan(0);
    const hits = b.search('secteur financier', 1);
    expect(hits[0]?.episode.id).toBe('e2');
    expect(hits[0]?.similarity).toBeGreaterThan(0);
  });

  it('refuses an episode with a missing field, and a missing clock', () => {
    const b = new EpisodicBuffer({ now: () => 0 });
    expect(() => b.add({ thought: 't', input: 'i', action: 'a', outcome: 'o' } as never)).toThrow(
      /feedback must be a string/,
    );
    expect(() => new EpisodicBuffer({} as never)).toThrow(TypeError);
  });

  it('a clone is independent', () => {
    const b = new EpisodicBuffer({ now: () => 0 });
    b.add(ep('a'));
    const c = b.clone();
    c.add(ep('b'));
    expect(b.size).toBe(1);
    expect(c.recent(1)[0]?.id).toBe('e2');
  });
});

describe('classifyKnowledge', () => {
  it('finds conditions as whole words, in French and English', () => {
    expect(classifyKnowledge('Si un client demande plus de 3 révisions, alors le retard augmente')).toBe(
      'rule',
    );
    expect(classifyKnowledge('Quand Alex corrige un e-mail, le raccourcir')).toBe('rule');
    expect(classifyKnowledge("Lorsqu'un client paie en retard, relancer")).toBe('rule');
    expect(classifyKnowledge("S'il pleut, reporter la réunion")).toBe('rule');
    expect(classifyKnowledge('If the client asks for a discount then decline')).toBe('rule');
    expect(classifyKnowledge('Decline unless the budget is known')).toBe('rule');
  });

  it('does not take "aussi", "décision" or "position" for rules (the seed\'s fault 5)', () => {
    expect(classifyKnowledge('Alex travaille aussi le week-end')).toBe('fact');
    expect(classifyKnowledge('La décision revient à Alex')).toBe('fact');
    expect(classifyKnowledge('Sa position est ferme')).toBe('fact');
    expect(
      classifyKnowledge(
        "Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives.",
      ),
    ).toBe('fact');
  });
});

describe('SemanticStore', () => {
  it('adds facts and rules per concept and reports what it did', () => {
    const s = new SemanticStore();
    const r1 = s.add(' Préférences des clients ', ' Alex préfère éviter la finance ');
    expect(r1).toMatchObject({
      kind: 'fact',
      concept: 'Préférences des clients',
      created: true,
      duplicate: false,
    });
    expect(r1.events.map((e) => e.type)).toEqual(['concept-created', 'knowledge-added']);
    const r2 = s.add('Préférences des clients', 'Si le client est une banque, alors refuser');
    expect(r2.kind).toBe('rule');
    expect(s.get('Préférences des clients')).toEqual({
      facts: ['Alex préfère éviter la finance'],
      rules: ['Si le client est une banque, alors refuser'],
    });
    expect(s.get('inconnu')).toBeUndefined();
    expect(s.concepts()).toEqual(['Préférences des clients']);
  });

  it('does not store the same knowledge twice', () => {
    const s = new SemanticStore();
    s.add('c', 'un fait');
    const again = s.add('c', 'un fait');
    expect(again.duplicate).toBe(true);
    expect(s.get('c')?.facts).toEqual(['un fait']);
  });

  it("embeds a concept from all its knowledge, not its last fact only (the seed's fault 6)", () => {
    const s = new SemanticStore();
    s.add('Alex', 'évite la finance');
    s.add('Alex', 'préfère les e-mails courts');
    expect(s.conceptText('Alex')).toBe('Alex\névite la finance\npréfère les e-mails courts');
  });

  it('refuses empty concepts and knowledge', () => {
    const s = new SemanticStore();
    expect(() => s.add('', 'x')).toThrow(/concept must not be empty/);
    expect(() => s.add('c', '  ')).toThrow(/knowledge must not be empty/);
  });
});

describe('parseExtractedKnowledge', () => {
  it('reads one concept per real line, split at the first colon', () => {
    expect(
      parseExtractedKnowledge(
        'Préférences : évite la finance\nTarifs : 450 € : négociable\r\nsans deux-points',
      ),
    ).toEqual([
      { concept: 'Préférences', knowledge: 'évite la finance' },
      { concept: 'Tarifs', knowledge: '450 € : négociable' },
    ]);
  });

  it('takes NONE and AUCUN in any case as nothing', () => {
    expect(parseExtractedKnowledge('AUCUN')).toEqual([]);
    expect(parseExtractedKnowledge('  aucun ')).toEqual([]);
    expect(parseExtractedKnowledge('None')).toEqual([]);
    expect(parseExtractedKnowledge('AUCUN : rien à retenir\nAucun: non plus')).toEqual([]);
  });

  it("does not merge two lines into one concept (the seed's fault 4)", () => {
    const r = parseExtractedKnowledge('A : un\nB : deux');
    expect(r).toHaveLength(2);
    expect(r[0]?.knowledge).toBe('un');
  });
});

describe('KnowledgeGraph', () => {
  it("holds the seed's relation with its attributes", () => {
    const g = new KnowledgeGraph({ now: () => 0 });
    const r = g.addRelation({
      subject: 'Alex Petrov',
      relation: 'PREFERS_AGAINST',
      object: 'Clients du secteur financier',
      attributes: { raison: 'expériences passées négatives' },
    });
    expect(r.events.map((e) => e.type)).toEqual(['entity-added', 'entity-added', 'relation-added']);
    expect(g.entities()).toEqual(['Alex Petrov', 'Clients du secteur financier']);
    expect(g.relationsOf('Alex Petrov')).toEqual([
      expect.objectContaining({
        relation: 'PREFERS_AGAINST',
        attributes: { raison: 'expériences passées négatives' },
        invalidAt: null,
      }),
    ]);
    expect(g.relationsOf('Clients du secteur financier')).toHaveLength(1);
  });

  it('without a clock, dates relations by their own validAt and answers "now" as the latest of them', () => {
    const g = new KnowledgeGraph();
    g.addRelation({ subject: 'Alex', relation: 'TARIF_JOURNALIER', object: '450 €' });
    g.addRelation({ subject: 'Alex', relation: 'TARIF_JOURNALIER', object: '550 €', validAt: 10 });
    expect(g.relationsOf('Alex').map((r) => r.object)).toEqual(['550 €']);
    expect(g.relationsOf('Alex', { at: 5 }).map((r) => r.object)).toEqual(['450 €']);
    const copy = g.clone();
    g.addRelation({ subject: 'Alex', relation: 'TARIF_JOURNALIER', object: '600 €', validAt: 20 });
    expect(copy.relationsOf('Alex').map((r) => r.object)).toEqual(['550 €']);
    expect(g.relationsOf('Alex').map((r) => r.object)).toEqual(['600 €']);
    expect(() => new KnowledgeGraph({ now: 5 as unknown as () => number })).toThrow(TypeError);
  });

  it('a contradiction invalidates the older relation instead of deleting it', () => {
    const clock = manualClock(0);
    const g = new KnowledgeGraph({ now: clock.now });
    g.addRelation({ subject: 'Alex', relation: 'TARIF_JOURNALIER', object: '450 €' });
    clock.advance(48 * HOUR_MS);
    const r = g.addRelation({ subject: 'Alex', relation: 'TARIF_JOURNALIER', object: '550 €' });
    expect(r.invalidated).toEqual([
      expect.objectContaining({ object: '450 €', invalidAt: 48 * HOUR_MS, invalidatedBy: r.relation.id }),
    ]);
    expect(g.relationsOf('Alex').map((x) => x.object)).toEqual(['550 €']);
    expect(g.relationsOf('Alex', { at: 24 * HOUR_MS }).map((x) => x.object)).toEqual(['450 €']);
    expect(g.relationsOf('Alex', { at: 48 * HOUR_MS }).map((x) => x.object)).toEqual(['550 €']);
    expect(g.relationsOf('Alex', { includeExpired: true })).toHaveLength(2);
    const snap = g.snapshotAt(50 * HOUR_MS);
    expect(snap.holding.map((x) => x.object)).toEqual(['550 €']);
    expect(snap.expired.map((x) => x.object)).toEqual(['450 €']);
  });

  it('confirms a relation that already holds instead of duplicating it; another relation type does not contradict', () => {
    const g = new KnowledgeGraph({ now: () => 0 });
    g.addRelation({ subject: 'A', relation: 'R', object: 'B' });
    const again = g.addRelation({ subject: 'A', relation: 'R', object: 'B' });
    expect(again.events.map((e) => e.type)).toEqual(['relation-confirmed']);
    g.addRelation({ subject: 'A', relation: 'S', object: 'C' });
    expect(g.relationsOf('A')).toHaveLength(2);
    expect(g.relations()).toHaveLength(2);
  });

  it('a clone does not see later changes', () => {
    const g = new KnowledgeGraph({ now: () => 0 });
    g.addRelation({ subject: 'A', relation: 'R', object: 'B' });
    const c = g.clone();
    g.addRelation({ subject: 'A', relation: 'R', object: 'C' });
    expect(c.relationsOf('A').map((r) => r.object)).toEqual(['B']);
  });

  it('parses relation lines "Subject | RELATION | Object | key=value"', () => {
    expect(
      parseExtractedRelations(
        'Alex | PREFERE_CONTRE | Finance | raison=mauvaise expérience; depuis=2024\nA : b\nX | Y',
      ),
    ).toEqual([
      {
        subject: 'Alex',
        relation: 'PREFERE_CONTRE',
        object: 'Finance',
        attributes: { raison: 'mauvaise expérience', depuis: '2024' },
      },
    ]);
  });
});
