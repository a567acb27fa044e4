/**
 * The semantic store (seed 002, "le stockage sémantique"): distilled knowledge per concept, facts and rules apart.
 * Fixes of the seed's faults 5 and 6: a rule is told from a fact by whole condition words (not the substrings
 * "si"/"alors", which "aussi", "décision" and "position" contain), and a concept's text for retrieval is the
 * concept with ALL its facts and rules (the seed overwrote its embedding with the last fact only).
 */
import { BowEmbedder } from '../retrieval/embedder';
import { assertString } from '../core/validate';

export type KnowledgeKind = 'rule' | 'fact';

/** Condition words, matched as whole words (lowercase). "s'il" and "lorsqu'il" split on the apostrophe. */
export const RULE_WORDS: readonly string[] = [
  'si',
  'alors',
  'quand',
  'lorsque',
  'lorsqu',
  'if',
  'then',
  'when',
  'whenever',
  'unless',
];
const RULE_SET = new Set(RULE_WORDS);

/** 'rule' when the text holds a condition word as a whole word (fr + en), 'fact' otherwise. */
export function classifyKnowledge(text: string): KnowledgeKind {
  assertString('text', text);
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (RULE_SET.has(w)) return 'rule';
    // "s'il", "s'ils": the elided "si".
    if (w === 's' && (words[i + 1] === 'il' || words[i + 1] === 'ils')) return 'rule';
  }
  return 'fact';
}

export interface ConceptKnowledge {
  facts: string[];
  rules: string[];
}

export interface SemanticAddResult {
  kind: KnowledgeKind;
  concept: string;
  knowledge: string;
  /** True when the concept did not exist before. */
  created: boolean;
  /** True when the same text was already stored under this concept (nothing added). */
  duplicate: boolean;
}

export type SemanticEvent =
  | { type: 'concept-created'; concept: string }
  | { type: 'knowledge-added'; concept: string; kind: KnowledgeKind; knowledge: string }
  | { type: 'knowledge-duplicate'; concept: string; kind: KnowledgeKind; knowledge: string };

export class SemanticStore {
  private readonly map = new Map<string, ConceptKnowledge>();

  /** Stores `knowledge` under `concept` (both trimmed, non-empty) as a rule or a fact (classifyKnowledge). */
  add(concept: string, knowledge: string): SemanticAddResult & { events: SemanticEvent[] } {
    const c = assertString('concept', concept).trim();
    const k = assertString('knowledge', knowledge).trim();
    if (c.length === 0) throw new RangeError('concept must not be empty');
    if (k.length === 0) throw new RangeError('knowledge must not be empty');
    const kind = classifyKnowledge(k);
    const events: SemanticEvent[] = [];
    let entry = this.map.get(c);
    const created = entry === undefined;
    if (entry === undefined) {
      entry = { facts: [], rules: [] };
      this.map.set(c, entry);
      events.push({ type: 'concept-created', concept: c });
    }
    const list = kind === 'rule' ? entry.rules : entry.facts;
    const duplicate = list.includes(k);
    if (duplicate) events.push({ type: 'knowledge-duplicate', concept: c, kind, knowledge: k });
    else {
      list.push(k);
      events.push({ type: 'knowledge-added', concept: c, kind, knowledge: k });
    }
    return { kind, concept: c, knowledge: k, created, duplicate, events };
  }

  /** A copy of a concept's facts and rules, or undefined. */
  get(concept: string): ConceptKnowledge | undefined {
    const e = this.map.get(concept);
    return e === undefined ? undefined : { facts: e.facts.slice(), rules: e.rules.slice() };
  }

  /** Concepts, in the order they were created. */
  concepts(): string[] {
    return [...this.map.keys()];
  }

  get size(): number {
    return this.map.size;
  }

  /** The text a concept is embedded from: the concept, then every fact and rule (fix of the seed's fault 6). */
  conceptText(concept: string): string | undefined {
    const e = this.map.get(concept);
    return e === undefined ? undefined : [concept, ...e.facts, ...e.rules].join('\n');
  }

  /** A concept's bag-of-words vector over `embedder`'s vocabulary. */
  embedConcept(concept: string, embedder: BowEmbedder): number[] | undefined {
    const t = this.conceptText(concept);
    return t === undefined ? undefined : embedder.embed(t);
  }

  clone(): SemanticStore {
    const copy = new SemanticStore();
    for (const [c, e] of this.map) copy.map.set(c, { facts: e.facts.slice(), rules: e.rules.slice() });
    return copy;
  }
}

export interface ExtractedKnowledge {
  concept: string;
  knowledge: string;
}

/** Words that mean "nothing to extract" (any case, the whole answer trimmed). */
export const NOTHING_WORDS: readonly string[] = ['NONE', 'AUCUN'];

/**
 * One `{ concept, knowledge }` per line "Concept : knowledge", split on real line breaks (\n, \r\n, \r) at the
 * first colon. "NONE"/"AUCUN" (any case, trimmed) mean nothing, as a whole line or as the concept of a line
 * ("AUCUN : rien à retenir"). Lines without a colon, or with an empty concept or knowledge, are ignored.
 */
export function parseExtractedKnowledge(text: string): ExtractedKnowledge[] {
  assertString('text', text);
  const out: ExtractedKnowledge[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (NOTHING_WORDS.includes(line.toUpperCase())) continue;
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const concept = line.slice(0, colon).trim();
    const knowledge = line.slice(colon + 1).trim();
    if (concept.length === 0 || knowledge.length === 0) continue;
    if (NOTHING_WORDS.includes(concept.toUpperCase())) continue;
    out.push({ concept, knowledge });
  }
  return out;
}
