/**
 * Chapter 1: what does the summary sent to the model contain at turn t? A rolling window of 2 or 3 feeds a
 * progressive summary (chunks cut to C characters); the summary is sent cut to its budget B. Once it is longer than B,
 * what is sent is its head, the oldest chunks, and it never changes again: newer chunks are kept but never sent.
 * The answer is read from the engine's AgentMemory: its summary chunks and the rendered summary of context().
 */
import { SUMMARY_SEPARATOR } from '../../window/summary';
import { defineKind, messageNumber, type KindExplanation, firstScene } from '../kind';
import type { Rng } from '../random';
import { agentMemoryConfig, AgentMemoryRunner, practiceScene, type AgentMemoryOp } from '../scenes';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;

export interface SummaryHeadData {
  window: number;
  chunkChars: number;
  budget: number;
  /** The evicted messages at turn t, in eviction order, with their chunk and where it starts in the summary. */
  evicted: { id: string; chunk: string; start: number }[];
  /** Length of the whole summary (chunks and separators) at turn t. */
  bodyLength: number;
  /** Index in `evicted` of the last chunk the sent summary shows (even cut). */
  lastShown: number;
  turn: number;
  askTurn: number;
  /** Whether the summary sent was already cut when the question was asked. */
  cutAtAsk: boolean;
  /** The window at turn t. */
  windowIds: string[];
}

const rules = {
  'summary-head-frozen': {
    en: 'Once the summary is longer than its budget, what is sent is its head (the oldest chunks, cut): newer chunks are kept but never sent.',
    fr: 'Dès que le résumé dépasse son budget, ce qui part est sa tête (les fragments les plus anciens, coupés)\u00a0: les fragments plus récents sont gardés mais jamais envoyés.',
  },
  'summary-budget-cut': {
    en: 'The summary is sent cut to its budget: its first B − 3 characters, then "...".',
    fr: 'Le résumé est envoyé coupé à son budget\u00a0: ses B − 3 premiers caractères, puis «\u00a0...\u00a0».',
  },
  'summary-cut-inside': {
    en: 'A chunk the cut falls inside is still sent, cut: its start is in the summary sent.',
    fr: 'Un fragment au milieu duquel tombe la coupure part quand même, coupé\u00a0: son début est dans le résumé envoyé.',
  },
  'summary-head-sent': {
    en: 'A full summary is not dropped: its head keeps being sent at every turn.',
    fr: 'Un résumé plein n’est pas abandonné\u00a0: sa tête continue de partir à chaque tour.',
  },
} satisfies Record<string, B>;

type SummaryRule = keyof typeof rules;

/** A choice's label: "#0 to #3", "#2 only". */
const range = (a: string, b: string): B =>
  a === b ? { en: `${a} only`, fr: `${a} seulement` } : { en: `${a} to ${b}`, fr: `${a} à ${b}` };
/** The same inside a sentence: "#0 to #3", "#2". */
const span = (a: string, b: string): B =>
  a === b ? { en: a, fr: a } : { en: `${a} to ${b}`, fr: `${a} à ${b}` };

const m = {
  prompt: (from: string, to: string, turn: number): B => ({
    en: `Messages ${from} to ${to} arrive. At turn ${turn}, which evicted messages does the summary sent to the model show, even cut?`,
    fr: `Les messages ${from} à ${to} arrivent. Au tour ${turn}, quels messages évincés le résumé envoyé au modèle montre-t-il, même coupés\u00a0?`,
  }),
  factSetup: (w: number, c: number, budget: number): B => ({
    en: `A window of ${w} messages; each evicted message becomes a chunk "[role] content", its content cut to ${c} characters (${c - 3} and "..."); the summary is sent cut to ${budget} characters.`,
    fr: `Une fenêtre de ${w} messages\u00a0; chaque message évincé devient un fragment «\u00a0[rôle] contenu\u00a0», contenu coupé à ${c} caractères (${c - 3} et «\u00a0...\u00a0»)\u00a0; le résumé est envoyé coupé à ${budget} caractères.`,
  }),
  factSeparator: {
    en: 'Chunks are joined by a separator of 4 characters ("\\n--\\n").',
    fr: 'Les fragments sont joints par un séparateur de 4 caractères («\u00a0\\n--\\n\u00a0»).',
  },
  none: {
    en: 'None: the summary is no longer sent',
    fr: 'Aucun\u00a0: le résumé n’est plus envoyé',
  },
  becauseEvicted: (turn: number, win: B, evicted: B, c: number): B => ({
    en: `At turn ${turn} the window holds ${win.en}; ${evicted.en} were evicted, each one a chunk whose content is cut to ${c} characters.`,
    fr: `Au tour ${turn}, la fenêtre contient ${win.fr}\u00a0; ${evicted.fr} ont été évincés, chacun devenu un fragment dont le contenu est coupé à ${c} caractères.`,
  }),
  becauseLength: (len: number, budget: number): B => ({
    en: `The summary is ${len} characters long, separators included; the budget is ${budget}: its first ${budget - 3} characters are sent, then "...".`,
    fr: `Le résumé fait ${len} caractères, séparateurs compris\u00a0; le budget est de ${budget}\u00a0: ses ${budget - 3} premiers caractères partent, puis «\u00a0...\u00a0».`,
  }),
  becauseCut: (id: string, start: number, shown: B, hidden: B): B => ({
    en: `The cut falls inside ${id}'s chunk (it starts at character ${start}). Sent: ${shown.en}. Kept in the summary but never sent: ${hidden.en}.`,
    fr: `La coupure tombe dans le fragment de ${id} (il commence au caractère ${start}). Ce qui part\u00a0: ${shown.fr}. Ce qui reste dans le résumé sans jamais partir\u00a0: ${hidden.fr}.`,
  }),
  becauseFrozen: (askTurn: number): B => ({
    en: `It was already cut at turn ${askTurn}: since then the summary sent has not changed.`,
    fr: `Il était déjà coupé au tour ${askTurn}\u00a0: depuis, le résumé envoyé n’a pas changé.`,
  }),
  brokeAll: (id: string, start: number, keep: number): B => ({
    en: `${id}'s chunk starts at character ${start}, after the cut at ${keep}: it is kept in the summary, not sent.`,
    fr: `Le fragment de ${id} commence au caractère ${start}, après la coupure à ${keep}\u00a0: il est gardé dans le résumé, pas envoyé.`,
  }),
  brokeTail: (shown: B): B => ({
    en: `The newest chunks are not the ones sent: the cut keeps the start of the summary, ${shown.en}.`,
    fr: `Ce ne sont pas les fragments les plus récents qui partent\u00a0: la coupure garde le début du résumé, ${shown.fr}.`,
  }),
  brokeInside: (id: string, start: number, keep: number): B => ({
    en: `${id}'s chunk starts at character ${start}, before the cut at ${keep}: its start is sent, followed by "...".`,
    fr: `Le fragment de ${id} commence au caractère ${start}, avant la coupure à ${keep}\u00a0: son début part, suivi de «\u00a0...\u00a0».`,
  }),
  brokeNone: (budget: number): B => ({
    en: `The summary sent is its first ${budget - 3} characters and "...", at every turn.`,
    fr: `Le résumé envoyé, ce sont ses ${budget - 3} premiers caractères et «\u00a0...\u00a0», à chaque tour.`,
  }),
};

/** The seed's summary demo sentence (section 3): long enough that every chunk is cut. */
const content = (i: number) =>
  `Le projet X en est a l'iteration ${i} et les tests passent presque tous sauf un edge case.`;

/** Where each chunk starts in the summary body, and the body's length. */
export function chunkStarts(chunks: readonly string[]): { starts: number[]; length: number } {
  const starts: number[] = [];
  let at = 0;
  chunks.forEach((c, i) => {
    if (i > 0) at += SUMMARY_SEPARATOR.length;
    starts.push(at);
    at += c.length;
  });
  return { starts, length: at };
}

interface Attempt {
  config: ReturnType<typeof agentMemoryConfig>;
  ops: AgentMemoryOp[];
  askAt: number;
  data: SummaryHeadData;
}

function attempt(rng: Rng): Attempt | null {
  const window = rng.int(2, 3);
  const chunkChars = rng.pick([20, 24, 30]);
  const budget = rng.int(60, 160);
  const evictions = rng.int(4, 7);
  const total = window + evictions;
  const askAfter = rng.int(window + 1, total - 2);
  const config = agentMemoryConfig({
    window,
    policy: 'fifo',
    evictTo: 'summary',
    summaryBudget: budget,
    maxCharsPerChunk: chunkChars,
  });
  const run = new AgentMemoryRunner(config);
  const ops: AgentMemoryOp[] = [];
  let cutAtAsk = false;
  for (let i = 0; i < total; i++) {
    const op: AgentMemoryOp = {
      op: 'append',
      id: `m${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: content(i),
    };
    ops.push(op);
    run.apply(op);
    if (i === askAfter - 1) cutAtAsk = run.mem.summary.renderedLength > budget;
  }
  const chunks = run.mem.summary.chunks;
  const { starts, length } = chunkStarts(chunks);
  if (length <= budget) return null;
  const keep = budget - 3;
  // An unambiguous cut: inside a chunk's content, not on a separator nor inside a chunk's "[role] " prefix.
  if (starts.some((s) => keep >= s - SUMMARY_SEPARATOR.length && keep <= s + '[assistant] '.length))
    return null;
  const lastShown = starts.filter((s) => s < keep).length - 1;
  if (lastShown < 0 || lastShown >= chunks.length - 1) return null;
  // The engine's sent summary must show exactly these chunks' starts.
  const sent = run.mem.context().summary;
  if (sent !== `${chunks.join(SUMMARY_SEPARATOR).slice(0, keep)}...`)
    throw new Error('summary render differs');
  const evictedIds: string[] = [];
  for (const events of run.steps)
    for (const e of events) if (e.type === 'summarized') evictedIds.push(e.message.id);
  return {
    config,
    ops,
    askAt: askAfter,
    data: {
      window,
      chunkChars,
      budget,
      evicted: evictedIds.map((id, i) => ({ id, chunk: chunks[i] as string, start: starts[i] as number })),
      bodyLength: length,
      lastShown,
      turn: total,
      askTurn: askAfter,
      cutAtAsk,
      windowIds: run.mem.windowMessages.map((x) => x.id),
    },
  };
}

const n = messageNumber;

export const summaryHead = defineKind<SummaryHeadData>({
  kind: 'summary-head',
  rules,
  build(rng) {
    const a = firstScene('summary-head', 1000, () => attempt(rng));
    const d = a.data;
    const ids = d.evicted.map((e) => e.id);
    const first = ids[0] as string;
    const last = ids[ids.length - 1] as string;
    const head = (j: number) => `head:${ids[j]}`;
    const right = head(d.lastShown);
    const options: Choice[] = [{ id: right, label: range(n(first), n(ids[d.lastShown] as string)) }];
    const add = (id: string, label: B) => {
      if (!options.some((o) => o.id === id)) options.push({ id, label });
    };
    const tailFrom = ids[ids.length - 1 - d.lastShown] as string;
    add(`tail:${tailFrom}`, range(n(tailFrom), n(last)));
    add(head(ids.length - 1), range(n(first), n(last)));
    const cutInside = () => add(head(d.lastShown - 1), range(n(first), n(ids[d.lastShown - 1] as string)));
    if (d.lastShown > 0 && rng.chance(0.6)) cutInside();
    else add('none', m.none);
    if (options.length < 4 && d.lastShown > 0) cutInside();
    if (options.length < 4) add('none', m.none);
    const arriving = a.ops.slice(a.askAt).map((o) => (o.op === 'append' ? o.id : ''));
    return {
      prompt: m.prompt(n(arriving[0] as string), n(arriving[arriving.length - 1] as string), d.turn),
      facts: [m.factSetup(d.window, d.chunkChars, d.budget), m.factSeparator],
      scene: practiceScene('agent-memory', a.config, a.ops, { askAt: a.askAt, revealAt: a.ops.length }),
      choices: { mode: 'list', options: rng.shuffle(options) },
      answer: right,
      data: d,
    };
  },
  explain(q, given) {
    const d = q.data;
    const ids = d.evicted.map((e) => e.id);
    const keep = d.budget - 3;
    const shown = span(n(ids[0] as string), n(ids[d.lastShown] as string));
    const hidden = span(n(ids[d.lastShown + 1] as string), n(ids[ids.length - 1] as string));
    const cutChunk = d.evicted[d.lastShown] as { id: string; start: number };
    const because: B[] = [
      m.becauseEvicted(
        d.turn,
        span(n(d.windowIds[0] as string), n(d.windowIds[d.windowIds.length - 1] as string)),
        span(n(ids[0] as string), n(ids[ids.length - 1] as string)),
        d.chunkChars,
      ),
      m.becauseLength(d.bodyLength, d.budget),
      m.becauseCut(n(cutChunk.id), cutChunk.start, shown, hidden),
    ];
    if (d.cutAtAsk) because.push(m.becauseFrozen(d.askTurn));
    const out: KindExplanation = { because, rule: 'summary-head-frozen' satisfies SummaryRule };
    if (given === undefined) return out;
    const next = d.evicted[d.lastShown + 1] as { id: string; start: number };
    if (given === 'none') out.broken = { rule: 'summary-head-sent', detail: m.brokeNone(d.budget) };
    else if (given.startsWith('tail:'))
      out.broken = { rule: 'summary-head-frozen', detail: m.brokeTail(shown) };
    else {
      const j = ids.indexOf(given.slice('head:'.length));
      out.broken =
        j < d.lastShown
          ? { rule: 'summary-cut-inside', detail: m.brokeInside(n(cutChunk.id), cutChunk.start, keep) }
          : { rule: 'summary-budget-cut', detail: m.brokeAll(n(next.id), next.start, keep) };
    }
    return out;
  },
});
