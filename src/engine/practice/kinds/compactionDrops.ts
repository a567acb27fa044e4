/**
 * Chapter 6's question compaction-drops: after a compaction at T with K kept, in a given style, where is a planted
 * fact (the compaction engine's `compactAtThreshold` and `factStatus`).
 */
import { factStatus, type Context, type ContextItem, type FactStatus } from '../../compaction/context';
import {
  compactAtThreshold,
  COMPACTION_CHUNK_CHARS,
  COMPACTION_STYLES,
  thresholdTokens,
  type CompactionStyle,
} from '../../compaction/compact';
import { approxTokens } from '../../tokens/approx';
import { defineKind } from '../kind';
import { filler } from './sectionFills';
import type { Bilingual } from '../types';

type B = Bilingual;
const count = approxTokens;

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
