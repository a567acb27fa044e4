/**
 * A light knowledge graph (seed 002: "un dictionnaire de dictionnaires"), with dated relations as in Zep/Graphiti:
 * a relation holds from `validAt`; a newer relation with the same subject and relation but another object
 * contradicts it and sets the older one's `invalidAt` instead of deleting it. So the graph answers both
 * "what is true now" and "what was true then" (`relationsOf(entity, { at })`).
 */
import { readClock, type Clock } from '../core/clock';
import { assertFinite, assertString } from '../core/validate';

export interface Relation {
  id: string;
  subject: string;
  relation: string;
  object: string;
  attributes: Record<string, string>;
  /** From when it holds (ms). */
  validAt: number;
  /** From when it no longer holds (ms), or null while it holds. */
  invalidAt: number | null;
  /** The relation that contradicted it. */
  invalidatedBy: string | null;
}

export interface RelationInput {
  subject: string;
  relation: string;
  object: string;
  attributes?: Record<string, string>;
  /** Default: the clock's time. */
  validAt?: number;
}

export type GraphEvent =
  | { type: 'entity-added'; entity: string }
  | { type: 'relation-added'; relation: Relation }
  | { type: 'relation-invalidated'; relation: Relation; by: string; at: number }
  | { type: 'relation-confirmed'; relation: Relation };

/** Does `r` hold at time `at`? validAt <= at < invalidAt. */
export function holdsAt(r: Pick<Relation, 'validAt' | 'invalidAt'>, at: number): boolean {
  return r.validAt <= at && (r.invalidAt === null || at < r.invalidAt);
}

export class KnowledgeGraph {
  /** The injected clock, or null: then time moves only with the relations' own validAt. */
  private readonly clock: Clock | null;
  private readonly list: Relation[] = [];
  private readonly entityList: string[] = [];
  private nextId = 1;

  /** The latest time a relation was dated with: "now" for a graph built without a clock. */
  private latest = 0;

  /**
   * `now` dates relations added without `validAt` and is the default moment of `relationsOf`. Without it, time
   * moves only with the relations' own `validAt`: "now" is the latest one given (0 before any).
   */
  constructor(options: { now?: Clock } = {}) {
    if (!options || typeof options !== 'object')
      throw new TypeError('KnowledgeGraph expects { now?: () => number }');
    if (options.now !== undefined && typeof options.now !== 'function')
      throw new TypeError('KnowledgeGraph: now must be a function returning ms');
    this.clock = options.now ?? null;
  }

  private now(): number {
    return this.clock === null ? this.latest : readClock(this.clock);
  }

  private addEntity(name: string, events: GraphEvent[]): void {
    if (!this.entityList.includes(name)) {
      this.entityList.push(name);
      events.push({ type: 'entity-added', entity: name });
    }
  }

  /**
   * Adds a relation. The same (subject, relation, object) still holding is confirmed, not duplicated. One holding
   * with the same subject and relation but another object is invalidated at the new one's `validAt`.
   */
  addRelation(input: RelationInput): { relation: Relation; invalidated: Relation[]; events: GraphEvent[] } {
    if (!input || typeof input !== 'object')
      throw new TypeError('addRelation expects { subject, relation, object }');
    const subject = assertString('subject', input.subject).trim();
    const relation = assertString('relation', input.relation).trim();
    const object = assertString('object', input.object).trim();
    for (const [k, v] of [
      ['subject', subject],
      ['relation', relation],
      ['object', object],
    ] as const) {
      if (v.length === 0) throw new RangeError(`${k} must not be empty`);
    }
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.attributes ?? {}))
      attributes[k] = assertString(`attributes.${k}`, v);
    const validAt = input.validAt ?? this.now();
    assertFinite('validAt', validAt);
    this.latest = Math.max(this.latest, validAt);
    const events: GraphEvent[] = [];

    const same = this.list.find(
      (r) => r.invalidAt === null && r.subject === subject && r.relation === relation && r.object === object,
    );
    if (same) {
      events.push({ type: 'relation-confirmed', relation: same });
      return { relation: same, invalidated: [], events };
    }
    this.addEntity(subject, events);
    this.addEntity(object, events);
    const created: Relation = {
      id: `r${this.nextId++}`,
      subject,
      relation,
      object,
      attributes,
      validAt,
      invalidAt: null,
      invalidatedBy: null,
    };
    const invalidated: Relation[] = [];
    for (let i = 0; i < this.list.length; i++) {
      const r = this.list[i] as Relation;
      if (r.invalidAt === null && r.subject === subject && r.relation === relation && r.object !== object) {
        const ended: Relation = { ...r, invalidAt: Math.max(validAt, r.validAt), invalidatedBy: created.id };
        this.list[i] = ended;
        invalidated.push(ended);
      }
    }
    this.list.push(created);
    events.push({ type: 'relation-added', relation: created });
    for (const r of invalidated)
      events.push({ type: 'relation-invalidated', relation: r, by: created.id, at: r.invalidAt as number });
    return { relation: created, invalidated, events };
  }

  /**
   * Relations where `entity` is the subject or the object that hold at `at` (default: the clock's time), in the
   * order they were added. `{ includeExpired: true }` returns every relation of the entity, holding or not.
   */
  relationsOf(entity: string, options: { at?: number; includeExpired?: boolean } = {}): Relation[] {
    assertString('entity', entity);
    const mine = this.list.filter((r) => r.subject === entity || r.object === entity);
    if (options.includeExpired) return mine;
    const at = options.at ?? this.now();
    assertFinite('at', at);
    return mine.filter((r) => holdsAt(r, at));
  }

  /** Every relation ever added, in order (expired ones included). */
  relations(): Relation[] {
    return this.list.slice();
  }

  /** Relations that hold at `at`, and those already expired at `at` (added before it). */
  snapshotAt(at: number): { holding: Relation[]; expired: Relation[] } {
    assertFinite('at', at);
    const holding: Relation[] = [];
    const expired: Relation[] = [];
    for (const r of this.list) {
      if (holdsAt(r, at)) holding.push(r);
      else if (r.invalidAt !== null && r.invalidAt <= at) expired.push(r);
    }
    return { holding, expired };
  }

  /** Entities in the order they first appeared. */
  entities(): string[] {
    return this.entityList.slice();
  }

  clone(): KnowledgeGraph {
    const copy = new KnowledgeGraph(this.clock ? { now: this.clock } : {});
    copy.latest = this.latest;
    copy.list.push(...this.list);
    copy.entityList.push(...this.entityList);
    copy.nextId = this.nextId;
    return copy;
  }
}

/**
 * Relation lines in a model's answer: "Subject | RELATION | Object" with optional "| key=value; key=value".
 * Lines with fewer than three non-empty fields are ignored.
 */
export function parseExtractedRelations(text: string): RelationInput[] {
  assertString('text', text);
  const out: RelationInput[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const fields = raw.split('|').map((f) => f.trim());
    if (fields.length < 3) continue;
    const [subject, relation, object, attrs] = fields as [string, string, string, string | undefined];
    if (!subject || !relation || !object) continue;
    const attributes: Record<string, string> = {};
    for (const pair of (attrs ?? '').split(';')) {
      const eq = pair.indexOf('=');
      if (eq === -1) continue;
      const k = pair.slice(0, eq).trim();
      const v = pair.slice(eq + 1).trim();
      if (k) attributes[k] = v;
    }
    out.push({ subject, relation, object, attributes });
  }
  return out;
}
