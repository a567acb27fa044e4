/**
 * Chapter 3: which memory is retrieved first with these weights? Three or four episodes with an importance and an
 * age, a query, and weights on recency, importance and relevance (Generative Agents' score, each part min-max
 * normalised over the memories). The answer is the top of the engine's scoreMemories, as the episodic visualizer's
 * scores panel ranks them; questions whose top two are closer than 0.05 are not asked.
 */
import { HOUR_MS } from '../../core/clock';
import { episodeText, EpisodicBuffer } from '../../reflective/episodic';
import { scoreMemories } from '../../retrieval/score';
import { defineKind, num, type KindExplanation, firstScene } from '../kind';
import type { Rng } from '../random';
import { EPISODIC_SCENE_START, practiceScene, quietEpisodicConfig, type EpisodicOp } from '../scenes';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;
type Part = 'recency' | 'importance' | 'relevance';
const PARTS: readonly Part[] = ['recency', 'importance', 'relevance'];

export interface ScoredItem {
  id: string;
  action: string;
  importance: number;
  /** Hours between its last access and the query. */
  ageHours: number;
  /** Normalised parts, each in [0, 1], and the weighted score. */
  recency: number;
  importanceN: number;
  relevance: number;
  score: number;
}

export interface RetrievalData {
  query: string;
  decay: number;
  weights: Record<Part, number>;
  /** Every memory, highest score first. */
  ranked: ScoredItem[];
  revealStep: number;
}

const rules = {
  'retrieval-weighted-sum': {
    en: 'Each memory scores w_recency × recency + w_importance × importance + w_relevance × relevance, each part min-max normalised over the memories; the highest score is retrieved first.',
    fr: 'Chaque souvenir obtient w_récence × récence + w_importance × importance + w_pertinence × pertinence, chaque part normalisée min-max sur les souvenirs\u00a0; le score le plus haut est retrouvé en premier.',
  },
  'retrieval-not-recency-only': {
    en: 'Recency is one part of three: the most recent memory can lose on importance and relevance.',
    fr: 'La récence n’est qu’une part sur trois\u00a0: le souvenir le plus récent peut perdre sur l’importance et la pertinence.',
  },
  'retrieval-not-importance-only': {
    en: 'Importance is one part of three: the most important memory can lose on recency and relevance.',
    fr: 'L’importance n’est qu’une part sur trois\u00a0: le souvenir le plus important peut perdre sur la récence et la pertinence.',
  },
  'retrieval-not-relevance-only': {
    en: 'Relevance is one part of three: the most relevant memory can lose on recency and importance.',
    fr: 'La pertinence n’est qu’une part sur trois\u00a0: le souvenir le plus pertinent peut perdre sur la récence et l’importance.',
  },
  'retrieval-zero-weight': {
    en: 'A part whose weight is 0 does not count at all.',
    fr: 'Une part dont le poids vaut 0 ne compte pas du tout.',
  },
} satisfies Record<string, B>;

const PART_NAME: Record<Part, B> = {
  recency: { en: 'recency', fr: 'récence' },
  importance: { en: 'importance', fr: 'importance' },
  relevance: { en: 'relevance', fr: 'pertinence' },
};

const f2 = (x: number) => num(x, 2);
/** A weight as written: 0, 0.5, 2. */
const fw = (x: number) => num(x, Number.isInteger(x) ? 0 : 1);

const m = {
  prompt: (q: string): B => ({
    en: `The agent searches its memories for "${q}". Which memory comes first?`,
    fr: `L’agent cherche «\u00a0${q}\u00a0» dans ses souvenirs. Lequel arrive en premier\u00a0?`,
  }),
  factWeights: (w: Record<Part, number>, decay: number): B => ({
    en: `Weights: recency ${fw(w.recency).en}, importance ${fw(w.importance).en}, relevance ${fw(w.relevance).en}; recency decays by ${num(decay, 3).en} per hour; relevance is the bag-of-words cosine.`,
    fr: `Poids\u00a0: récence ${fw(w.recency).fr}, importance ${fw(w.importance).fr}, pertinence ${fw(w.relevance).fr}\u00a0; la récence décroît de ${num(decay, 3).fr} par heure\u00a0; la pertinence est le cosinus des sacs de mots.`,
  }),
  option: (s: ScoredItem): B => ({
    en: `${s.id} "${s.action}" (importance ${s.importance}, ${s.ageHours} h ago)`,
    fr: `${s.id} «\u00a0${s.action}\u00a0» (importance ${s.importance}, il y a ${s.ageHours}\u00a0h)`,
  }),
  score: (s: ScoredItem, w: Record<Part, number>): B => ({
    en: `${s.id}: ${fw(w.recency).en} × ${f2(s.recency).en} + ${fw(w.importance).en} × ${f2(s.importanceN).en} + ${fw(w.relevance).en} × ${f2(s.relevance).en} = ${f2(s.score).en}`,
    fr: `${s.id}\u00a0: ${fw(w.recency).fr} × ${f2(s.recency).fr} + ${fw(w.importance).fr} × ${f2(s.importanceN).fr} + ${fw(w.relevance).fr} × ${f2(s.relevance).fr} = ${f2(s.score).fr}`,
  }),
  becauseParts: {
    en: 'Normalised parts (recency, importance, relevance), weighted and summed:',
    fr: 'Parts normalisées (récence, importance, pertinence), pondérées et additionnées\u00a0:',
  },
  becauseTop: (id: string, score: number, next: string, nextScore: number): B => ({
    en: `${id} has the highest score (${f2(score).en}, then ${next} with ${f2(nextScore).en}): it is retrieved first.`,
    fr: `${id} a le score le plus haut (${f2(score).fr}, puis ${next} avec ${f2(nextScore).fr})\u00a0: il est retrouvé en premier.`,
  }),
  brokeOnly: (id: string, part: Part, score: number, top: string, topScore: number): B => ({
    en: `${id} is the best on ${PART_NAME[part].en}, but its score is ${f2(score).en}, below ${top}'s ${f2(topScore).en}.`,
    fr: `${id} est le meilleur en ${PART_NAME[part].fr}, mais son score vaut ${f2(score).fr}, sous les ${f2(topScore).fr} de ${top}.`,
  }),
  brokeZero: (id: string, part: Part): B => ({
    en: `${id} is the best on ${PART_NAME[part].en}, but ${PART_NAME[part].en} has weight 0 here.`,
    fr: `${id} est le meilleur en ${PART_NAME[part].fr}, mais la ${PART_NAME[part].fr} a le poids 0 ici.`,
  }),
  brokeSum: (id: string, score: number, top: string, topScore: number): B => ({
    en: `${id} scores ${f2(score).en}, below ${top}'s ${f2(topScore).en}.`,
    fr: `${id} obtient ${f2(score).fr}, sous les ${f2(topScore).fr} de ${top}.`,
  }),
};

/** Notes the memories are made of, and the queries that share words with them. */
const NOTES = [
  'invoice 4417 sent to client Y',
  'client Y call moved to Friday',
  'deploy API v2 to staging',
  'budget 2026 draft v2 shared',
  'badge 8812 reported lost',
  'Lyon meeting room booked',
  'invoice 9120 paid by client Z',
  'API v1 logs archived',
];
const QUERIES = [
  'invoice client Y',
  'API v2 deploy',
  'budget 2026',
  'client Z invoice',
  'badge lost',
  'Lyon meeting',
];
const WEIGHTS = [0, 0.5, 1, 1, 2, 3];

interface Built {
  ops: EpisodicOp[];
  config: ReturnType<typeof quietEpisodicConfig>;
  data: RetrievalData;
}

function attempt(rng: Rng): Built | null {
  const weights = { recency: rng.pick(WEIGHTS), importance: rng.pick(WEIGHTS), relevance: rng.pick(WEIGHTS) };
  if (weights.recency + weights.importance + weights.relevance === 0) return null;
  const decay = rng.pick([0.99, 0.995]);
  const query = rng.pick(QUERIES);
  const notes = rng.sample(NOTES, rng.int(3, 4));
  const ops: EpisodicOp[] = [];
  let time = EPISODIC_SCENE_START;
  const buffer = new EpisodicBuffer({ now: () => time });
  for (const action of notes) {
    const hours = rng.int(1, 72);
    const importance = rng.int(1, 10);
    ops.push({ op: 'episode', thought: '', input: '', action, outcome: '', feedback: '', importance, hours });
    time += Math.round(hours * HOUR_MS);
    buffer.add({ thought: '', input: '', action, outcome: '', feedback: '', importance });
  }
  const wait = rng.int(0, 24);
  if (wait > 0) {
    ops.push({ op: 'wait', hours: wait });
    time += wait * HOUR_MS;
  }
  const episodes = buffer.all();
  const scored = scoreMemories(
    query,
    episodes.map((e) => ({ id: e.id, text: episodeText(e), importance: e.importance, lastAccessAt: e.at })),
    { now: time, decay, weights },
  );
  const [top, second] = scored;
  if (!top || !second || top.score - second.score < 0.05) return null;
  const ranked: ScoredItem[] = scored.map((s) => {
    const e = episodes.find((x) => x.id === s.id)!;
    return {
      id: s.id,
      action: e.action,
      importance: e.importance,
      ageHours: Math.round((time - e.at) / HOUR_MS),
      recency: s.recency,
      importanceN: s.importance,
      relevance: s.relevance,
      score: s.score,
    };
  });
  const askAt = ops.length;
  ops.push({ op: 'query', text: query });
  return {
    ops,
    config: quietEpisodicConfig({
      decay,
      wRecency: weights.recency,
      wImportance: weights.importance,
      wRelevance: weights.relevance,
      view: 'scores',
    }),
    data: { query, decay, weights, ranked, revealStep: askAt + 1 },
  };
}

const partValue = (s: ScoredItem, p: Part) =>
  p === 'recency' ? s.recency : p === 'importance' ? s.importanceN : s.relevance;

export const retrievalFirst = defineKind<RetrievalData>({
  kind: 'retrieval-first',
  rules,
  build(rng) {
    const b = firstScene('retrieval-first', 1000, () => attempt(rng));
    const d = b.data;
    const byId = d.ranked.slice().sort((x, y) => Number(x.id.slice(1)) - Number(y.id.slice(1)));
    const options: Choice[] = byId.map((s) => ({ id: s.id, label: m.option(s) }));
    const askAt = b.ops.length - 1;
    return {
      prompt: m.prompt(d.query),
      facts: [m.factWeights(d.weights, d.decay), ...byId.map((s) => m.option(s))],
      scene: practiceScene('episodic', b.config, b.ops, { askAt, revealAt: askAt + 1 }),
      choices: { mode: 'list', options },
      answer: (d.ranked[0] as ScoredItem).id,
      data: d,
    };
  },
  explain(q, given) {
    const d = q.data;
    const top = d.ranked[0] as ScoredItem;
    const second = d.ranked[1] as ScoredItem;
    const because: B[] = [
      m.becauseParts,
      ...d.ranked.map((s) => m.score(s, d.weights)),
      m.becauseTop(top.id, top.score, second.id, second.score),
    ];
    const out: KindExplanation = { because, rule: 'retrieval-weighted-sum' };
    if (given === undefined) return out;
    const c = d.ranked.find((s) => s.id === given) as ScoredItem;
    // The part on which the chosen memory beats every other: what a learner looking at one part would pick.
    const best = PARTS.find((p) => d.ranked.every((s) => s.id === c.id || partValue(c, p) > partValue(s, p)));
    if (best && d.weights[best] === 0)
      out.broken = { rule: 'retrieval-zero-weight', detail: m.brokeZero(c.id, best) };
    else if (best)
      out.broken = {
        rule: `retrieval-not-${best}-only`,
        detail: m.brokeOnly(c.id, best, c.score, top.id, top.score),
      };
    else
      out.broken = { rule: 'retrieval-weighted-sum', detail: m.brokeSum(c.id, c.score, top.id, top.score) };
    return out;
  },
});
