/**
 * Chapter 6's question clearing-pays: does clearing now cost less than keeping the long prefix over the next n
 * requests (`costsAfter`, the cost model's caching rules).
 */
import { costsAfter, paybackRequests } from '../../compaction/payback';
import { modelPrice } from '../../cost/prices';
import { defineKind, num, same } from '../kind';
import type { Bilingual } from '../types';

type B = Bilingual;

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
