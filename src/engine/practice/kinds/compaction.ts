/**
 * Chapter 6's questions, each answered by the compaction engine (src/engine/compaction/):
 * - section-fills: which section of an agent's request holds the most tokens (`anatomy`, chars / 4);
 * - compaction-drops: after a compaction at T with K kept, in a given style, where is a planted fact
 *   (`compactAtThreshold` and `factStatus`);
 * - clearing-pays: does clearing now cost less than keeping the long prefix over the next n requests
 *   (`costsAfter`, the cost model's caching rules).
 * No visualizer scene: the facts say what the learner needs.
 */
import {
  anatomy,
  factStatus,
  type Context,
  type ContextItem,
  type FactStatus,
} from '../../compaction/context';
import {
  compactAtThreshold,
  COMPACTION_CHUNK_CHARS,
  COMPACTION_STYLES,
  thresholdTokens,
  type CompactionStyle,
} from '../../compaction/compact';
import { costsAfter, paybackRequests } from '../../compaction/payback';
import { modelPrice } from '../../cost/prices';
import { approxTokens } from '../../tokens/approx';
import { defineKind, num, same } from '../kind';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;
const count = approxTokens;

// ------------------------------------------------------------------ section-fills

const SECTIONS = ['system', 'tools', 'messages', 'toolCalls', 'toolResults'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_NAMES: Record<Section, B> = {
  system: { en: 'the system prompt', fr: 'le prompt système' },
  tools: { en: 'the tool definitions', fr: 'les définitions d’outils' },
  messages: { en: 'the messages (tasks and replies)', fr: 'les messages (tâches et réponses)' },
  toolCalls: { en: 'the tool calls', fr: 'les appels d’outils' },
  toolResults: { en: 'the tool results', fr: 'les résultats d’outils' },
};

export interface SectionFillsData {
  tokens: Record<Section, number>;
  /** What the facts say, as numbers (a test recomputes the tokens from them). */
  shape: {
    systemChars: number;
    toolCount: number;
    toolChars: number;
    tasks: number;
    callsPerTask: number;
    resultChars: number;
    messageChars: number;
  };
}

const filler = (n: number, seed: string) => (seed.repeat(Math.ceil(n / seed.length)) as string).slice(0, n);

export const sectionFills = defineKind<SectionFillsData>({
  kind: 'section-fills',
  rules: {
    'largest-section': {
      en: 'The section that fills the request first is the one with the most tokens: count each part’s characters, about four to a token, times how many there are.',
      fr: 'La section qui remplit la requête la première est celle qui compte le plus de jetons\u00a0: comptez les caractères de chaque partie, environ quatre par jeton, fois leur nombre.',
    },
  },
  build(rng) {
    const systemChars = rng.pick([400, 1200, 3000, 8000, 16000]);
    const toolCount = rng.pick([3, 8, 20, 40]);
    const toolChars = rng.pick([200, 500, 900]);
    const tasks = rng.int(2, 8);
    const callsPerTask = rng.int(1, 4);
    const resultChars = rng.pick([300, 800, 1500, 3000]);
    const messageChars = rng.pick([120, 400, 1200]);
    const items: ContextItem[] = [];
    let k = 0;
    for (let t = 0; t < tasks; t++) {
      items.push({
        id: `i${k++}`,
        kind: 'message',
        role: 'user',
        text: filler(messageChars, 'Fix the module. '),
      });
      for (let c = 0; c < callsPerTask; c++) {
        items.push({
          id: `i${k++}`,
          kind: 'toolCall',
          role: 'assistant',
          text: `read_file("src/m${t}/f${c}.ts")`,
        });
        items.push({
          id: `i${k++}`,
          kind: 'toolResult',
          role: 'tool',
          text: filler(resultChars, 'const x = load(y); '),
        });
      }
      items.push({
        id: `i${k++}`,
        kind: 'message',
        role: 'assistant',
        text: filler(messageChars, 'Done, tests pass. '),
      });
    }
    const ctx: Context = {
      system: filler(systemChars, 'You are a careful agent. '),
      tools: Array.from({ length: toolCount }, (_, i) => filler(toolChars, `{"name":"tool${i}"} `)),
      summary: null,
      items,
      reserved: 0,
    };
    const a = anatomy(ctx, count);
    const tokens = Object.fromEntries(SECTIONS.map((s) => [s, a[s]])) as Record<Section, number>;
    const answer = SECTIONS.reduce((best, s) => (tokens[s] > tokens[best] ? s : best), SECTIONS[0]);
    const n = (x: number) => num(x);
    const facts: B[] = [
      {
        en: `System prompt: ${n(systemChars).en} characters.`,
        fr: `Prompt système\u00a0: ${n(systemChars).fr} caractères.`,
      },
      {
        en: `Tool definitions: ${toolCount}, about ${n(toolChars).en} characters each.`,
        fr: `Définitions d’outils\u00a0: ${toolCount}, environ ${n(toolChars).fr} caractères chacune.`,
      },
      {
        en: `${tasks} tasks, each a user message and a reply of about ${n(messageChars).en} characters.`,
        fr: `${tasks} tâches, chacune un message de l’utilisateur et une réponse d’environ ${n(messageChars).fr} caractères.`,
      },
      {
        en: `${callsPerTask} tool call(s) per task, each returning about ${n(resultChars).en} characters.`,
        fr: `${callsPerTask} appel(s) d’outil par tâche, chacun renvoyant environ ${n(resultChars).fr} caractères.`,
      },
    ];
    return {
      prompt: {
        en: 'This agent’s request keeps growing. Which section holds the most tokens?',
        fr: 'La requête de cet agent ne cesse de grandir. Quelle section compte le plus de jetons\u00a0?',
      },
      facts,
      scene: null,
      choices: { mode: 'list', options: SECTIONS.map((s): Choice => ({ id: s, label: SECTION_NAMES[s] })) },
      answer,
      data: {
        tokens,
        shape: { systemChars, toolCount, toolChars, tasks, callsPerTask, resultChars, messageChars },
      },
    };
  },
  explain(q, given) {
    const t = q.data.tokens;
    const because: B[] = SECTIONS.map((s) => ({
      en: `${SECTION_NAMES[s].en}: ${num(t[s]).en} tokens`,
      fr: `${SECTION_NAMES[s].fr}\u00a0: ${num(t[s]).fr} jetons`,
    }));
    if (given === undefined) return { because, rule: 'largest-section' };
    const g = given as Section;
    const a = q.answer as Section;
    return {
      because,
      rule: 'largest-section',
      broken: {
        rule: 'largest-section',
        detail: {
          en: `${SECTION_NAMES[g].en} hold ${num(t[g]).en} tokens, fewer than ${SECTION_NAMES[a].en} (${num(t[a]).en}).`,
          fr: `${SECTION_NAMES[g].fr} comptent ${num(t[g]).fr} jetons, moins que ${SECTION_NAMES[a].fr} (${num(t[a]).fr}).`,
        },
      },
    };
  },
});

// ------------------------------------------------------------------ compaction-drops

const STATUS_NAMES: Record<FactStatus, B> = {
  context: { en: 'still in the context', fr: 'encore dans le contexte' },
  storage: { en: 'in storage, can come back', fr: 'rangé, peut revenir' },
  unauditable: { en: 'unauditable (inside an opaque summary)', fr: 'invérifiable (dans un résumé opaque)' },
  gone: { en: 'gone', fr: 'perdu' },
};
const STYLE_NAMES: Record<CompactionStyle, B> = {
  lossy: { en: 'lossy', fr: 'avec perte' },
  recoverable: { en: 'recoverable', fr: 'récupérable' },
  opaque: { en: 'opaque', fr: 'opaque' },
};

export interface CompactionDropsData {
  style: CompactionStyle;
  keep: number;
  /** Position of the fact's item among the items (0-based) and how many items there were. */
  position: number;
  items: number;
  /** Whether the item was replaced, and whether the fact sat within the chunk the summary keeps. */
  replaced: boolean;
  inChunk: boolean;
}

export const compactionDrops = defineKind<CompactionDropsData>({
  kind: 'compaction-drops',
  rules: {
    'kept-verbatim': {
      en: 'The last K items stay verbatim: a fact in them is still in the context.',
      fr: 'Les K derniers éléments restent mot pour mot\u00a0: un fait qui s’y trouve est encore dans le contexte.',
    },
    'chunk-keeps': {
      en: `A replaced item becomes a chunk of its first ${COMPACTION_CHUNK_CHARS} characters: a fact there stays in the summary (readable: in the context; opaque: unauditable).`,
      fr: `Un élément remplacé devient un fragment de ses ${COMPACTION_CHUNK_CHARS} premiers caractères\u00a0: un fait qui s’y trouve reste dans le résumé (lisible\u00a0: dans le contexte\u00a0; opaque\u00a0: invérifiable).`,
    },
    'past-chunk': {
      en: 'A fact past the chunk leaves the summary: gone, unless a recoverable compaction saved the item to storage.',
      fr: 'Un fait au-delà du fragment quitte le résumé\u00a0: perdu, sauf si une compaction récupérable a rangé l’élément.',
    },
  },
  build(rng) {
    const n = rng.int(8, 14);
    const keep = rng.int(2, 5);
    const style = rng.pick(COMPACTION_STYLES);
    const position = rng.int(0, n - 1);
    const inChunk = rng.chance(0.4);
    const value = String(rng.int(1000, 9999));
    const items: ContextItem[] = [];
    for (let i = 0; i < n; i++) {
      const isResult = i % 2 === 1;
      const factLine = inChunk ? `PORT = ${value}; ` : '';
      const body = filler(isResult ? 600 : 200, 'const step = compute(input); ');
      const text =
        i === position
          ? inChunk
            ? `${factLine}${body}`
            : `${body.slice(0, 120)}\nexport const PORT = ${value};\n${body.slice(120)}`
          : body;
      items.push({
        id: `i${i}`,
        kind: isResult ? 'toolResult' : i % 4 === 0 ? 'message' : 'toolCall',
        role: isResult ? 'tool' : i % 4 === 0 ? 'user' : 'assistant',
        text,
      });
    }
    const ctx: Context = { system: 'You are an agent.', tools: [], summary: null, items, reserved: 0 };
    const limit = 1000;
    const r = compactAtThreshold(
      ctx,
      { saved: [] },
      {
        trigger: thresholdTokens(limit, 10),
        keep,
        style,
        count,
      },
    );
    const replacedIds = r.event?.replaced ?? [];
    const fact = { id: 'PORT', value, itemId: `i${position}` };
    const answer = factStatus(r.context, fact, r.store);
    const facts: B[] = [
      {
        en: `${n} items; the fact PORT = ${value} is in item ${position + 1} (${items[position]?.kind === 'toolResult' ? 'a tool result' : 'a message or call'}), ${inChunk ? 'at its very start' : 'on its second line, past its first 120 characters'}.`,
        fr: `${n} éléments\u00a0; le fait PORT = ${value} est dans l’élément ${position + 1} (${items[position]?.kind === 'toolResult' ? 'un résultat d’outil' : 'un message ou un appel'}), ${inChunk ? 'tout au début' : 'à sa deuxième ligne, après ses 120 premiers caractères'}.`,
      },
      {
        en: `The request is past T: a ${STYLE_NAMES[style].en} compaction keeps the last K = ${keep} items (never splitting a call from its result).`,
        fr: `La requête a franchi T\u00a0: une compaction ${STYLE_NAMES[style].fr} garde les K = ${keep} derniers éléments (sans jamais séparer un appel de son résultat).`,
      },
    ];
    return {
      prompt: {
        en: 'After the compaction, where is the fact?',
        fr: 'Après la compaction, où est le fait\u00a0?',
      },
      facts,
      scene: null,
      choices: {
        mode: 'list',
        options: (['context', 'storage', 'unauditable', 'gone'] as const).map((s) => ({
          id: s,
          label: STATUS_NAMES[s],
        })),
      },
      answer,
      data: { style, keep, position, items: n, replaced: replacedIds.includes(fact.itemId), inChunk },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = !d.replaced ? 'kept-verbatim' : d.inChunk ? 'chunk-keeps' : 'past-chunk';
    const because: B[] = [
      d.replaced
        ? {
            en: `Item ${d.position + 1} is older than the last ${d.keep}: the compaction replaces it.`,
            fr: `L’élément ${d.position + 1} est plus ancien que les ${d.keep} derniers\u00a0: la compaction le remplace.`,
          }
        : {
            en: `Item ${d.position + 1} is among the last items kept verbatim.`,
            fr: `L’élément ${d.position + 1} fait partie des derniers éléments gardés mot pour mot.`,
          },
    ];
    if (d.replaced)
      because.push(
        d.inChunk
          ? {
              en: `The fact is within the first ${COMPACTION_CHUNK_CHARS} characters: it stays in the ${STYLE_NAMES[d.style].en} summary.`,
              fr: `Le fait est dans les ${COMPACTION_CHUNK_CHARS} premiers caractères\u00a0: il reste dans le résumé ${STYLE_NAMES[d.style].fr}.`,
            }
          : {
              en: `The fact is past the chunk: the summary loses it${d.style === 'recoverable' ? ', but the item was saved to storage' : ''}.`,
              fr: `Le fait est au-delà du fragment\u00a0: le résumé le perd${d.style === 'recoverable' ? ', mais l’élément a été rangé' : ''}.`,
            },
      );
    if (given === undefined) return { because, rule };
    return {
      because,
      rule,
      broken: {
        rule,
        detail: {
          en: `Not ${STATUS_NAMES[given as FactStatus].en}: the fact is ${STATUS_NAMES[q.answer as FactStatus].en}.`,
          fr: `Pas ${STATUS_NAMES[given as FactStatus].fr}\u00a0: le fait est ${STATUS_NAMES[q.answer as FactStatus].fr}.`,
        },
      },
    };
  },
});

// ------------------------------------------------------------------ clearing-pays

const MODELS = ['gpt-4o-mini', 'claude-sonnet-4.5', 'deepseek-flash'] as const;

export interface ClearingPaysData {
  model: string;
  before: number;
  after: number;
  grow: number;
  requests: number;
  kept: number;
  cleared: number;
  payback: number | null;
}

export const clearingPays = defineKind<ClearingPaysData>({
  kind: 'clearing-pays',
  rules: {
    'pays-after-miss': {
      en: 'Clearing misses the cache once (the next request is billed past the system prompt at full price), then every request is smaller: it pays once the savings outgrow that miss.',
      fr: 'Effacer fait manquer le cache une fois (la requête suivante est facturée plein tarif au-delà du prompt système), puis chaque requête est plus petite\u00a0: cela paie dès que les économies dépassent ce défaut.',
    },
  },
  build(rng) {
    const model = rng.pick(MODELS);
    const before = rng.pick([4000, 8000, 20000, 60000]);
    const after = Math.round(before * rng.pick([0.3, 0.6, 0.9]));
    const grow = rng.pick([100, 300, 800]);
    const shared = 1200;
    const p = { before, after, shared, grow, price: modelPrice(model) };
    const payback = paybackRequests(p, 2000);
    const requests = Math.max(
      1,
      payback === null ? rng.int(5, 60) : rng.int(Math.max(1, Math.floor(payback / 2)), payback * 2),
    );
    const c = costsAfter(p, requests);
    const facts: B[] = [
      same(`${modelPrice(model).label}`),
      {
        en: `The request holds ${num(before).en} tokens; clearing would bring it to ${num(after).en}.`,
        fr: `La requête compte ${num(before).fr} jetons\u00a0; l’effacement la ramènerait à ${num(after).fr}.`,
      },
      {
        en: `The system prompt and tools (${num(shared).en} tokens) stay cached either way; each later request adds ${num(grow).en} tokens.`,
        fr: `Le prompt système et les outils (${num(shared).fr} jetons) restent en cache dans les deux cas\u00a0; chaque requête suivante ajoute ${num(grow).fr} jetons.`,
      },
      {
        en: `The agent will send ${requests} more request(s) before its task ends.`,
        fr: `L’agent enverra encore ${requests} requête(s) avant la fin de sa tâche.`,
      },
    ];
    return {
      prompt: {
        en: 'Does clearing now cost less than keeping the long, cached prefix over those requests?',
        fr: 'Effacer maintenant coûte-t-il moins que garder le long préfixe en cache sur ces requêtes\u00a0?',
      },
      facts,
      scene: null,
      choices: {
        mode: 'list',
        options: [
          { id: 'yes', label: { en: 'Yes, clearing costs less', fr: 'Oui, effacer coûte moins' } },
          {
            id: 'no',
            label: { en: 'No, keeping the prefix costs less', fr: 'Non, garder le préfixe coûte moins' },
          },
        ],
      },
      answer: c.compacted <= c.kept ? 'yes' : 'no',
      data: { model, before, after, grow, requests, kept: c.kept, cleared: c.compacted, payback },
    };
  },
  explain(q, given) {
    const d = q.data;
    const usd = (x: number) => num(x, 5);
    const because: B[] = [
      {
        en: `Keeping the prefix: $${usd(d.kept).en} over ${d.requests} request(s).`,
        fr: `Garder le préfixe\u00a0: ${usd(d.kept).fr}\u00a0$ sur ${d.requests} requête(s).`,
      },
      {
        en: `Clearing now: $${usd(d.cleared).en}, the first request a cache miss.`,
        fr: `Effacer maintenant\u00a0: ${usd(d.cleared).fr}\u00a0$, la première requête un défaut de cache.`,
      },
      d.payback === null
        ? {
            en: 'At this price, clearing does not pay within 2,000 requests.',
            fr: 'À ce prix, effacer ne paie pas en 2\u202f000 requêtes.',
          }
        : {
            en: `Clearing pays from ${d.payback} request(s) on.`,
            fr: `L’effacement paie à partir de ${d.payback} requête(s).`,
          },
    ];
    if (given === undefined) return { because, rule: 'pays-after-miss' };
    return {
      because,
      rule: 'pays-after-miss',
      broken: {
        rule: 'pays-after-miss',
        detail:
          given === 'yes'
            ? {
                en: `Over ${d.requests} request(s) the miss is not paid back yet.`,
                fr: `Sur ${d.requests} requête(s), le défaut n’est pas encore remboursé.`,
              }
            : {
                en: `Over ${d.requests} request(s) the smaller requests have already paid for the miss.`,
                fr: `Sur ${d.requests} requête(s), les requêtes plus petites ont déjà remboursé le défaut.`,
              },
      },
    };
  },
});
