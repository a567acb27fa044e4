/** The cost model's paged memory (`paging:P[:B]`), per domain when turns carry one (the seed's exercise 3). */
import type { Env, Item, Strategy } from '../memories';
import type { Message } from '../../core/message';
import { countsCosine, wordCounts, type WordCounts } from '../../retrieval/bow';
import { defineStrategy, numberedParse, type SpecOf } from './contract';
import { EMPTY, summaryOf } from './shared';

/** The summary budget of paging:P when the name does not say (`paging:P:B`), the cost model's default. */
export const DEFAULT_PAGING_BUDGET = 200;

export const paging = defineStrategy({
  kind: 'paging',
  help: {
    form: 'paging:P[:B]',
    en: 'the open page of P turns and the summary of the sealed pages (B characters, default 200); per domain when turns carry one',
    fr: 'la page ouverte de P tours et le résumé des pages scellées (B caractères, 200 par défaut) ; par domaine quand les tours en portent un',
  },
  parse: numberedParse('paging', {
    pageSize: ['P (page size)'],
    budget: ['B (summary characters)', DEFAULT_PAGING_BUDGET],
  }),
  nameOf: (s) => `paging:${s.pageSize}:${s.budget}`,
  make: (spec, env) => (env.prep.hasDomains ? domainPaging(spec, env) : plainPaging(spec, env)),
});

/** The cost model's paged memory: the open page (turns since the last seal) and the summary of the sealed pages. */
function plainPaging(spec: SpecOf<'paging'>, env: Env): Strategy {
  const P = spec.pageSize;
  const summary = summaryOf(env);
  let text = '';
  let pageStart = 0;
  return {
    advance(t) {
      if (t - pageStart >= P) {
        // Turn t opens a new page: the full page before it is sealed into the summary.
        for (let i = pageStart; i < t; i++) summary.add(env.prep.messages[i] as Message);
        text = summary.render(spec.budget);
        pageStart = t;
      }
    },
    request: (t) => ({ summary: text, items: EMPTY, lo: pageStart, hi: t }),
  };
}

/**
 * Multi-domain paging (the seed's exercise 3): each domain fills its own pages of P turns; a sealed page goes to the
 * summary. A turn's request holds its domain's open page; a question's holds the page of its domain (the question's
 * `domain`, else the domain whose turns are most relevant to it, bag of words), as swapToDomain loads it.
 */
function domainPaging(spec: SpecOf<'paging'>, env: Env): Strategy {
  const P = spec.pageSize;
  const { prep } = env;
  const summary = summaryOf(env);
  let text = '';
  const open = new Map<string, number[]>();
  const last = new Map<string, number[]>();
  const words = new Map<string, WordCounts>();
  const domainOf = (t: number) => prep.c.conversation[t]?.domain ?? '';
  const pageItems = (page: number[] | undefined): Item[] => (page ?? []).map((turn) => ({ turn }));
  return {
    advance(t) {
      const d = domainOf(t);
      let page = open.get(d);
      if (!page || page.length >= P) {
        if (page) {
          for (const i of page) summary.add(prep.messages[i] as Message);
          text = summary.render(spec.budget);
        }
        page = [];
        open.set(d, page);
      }
      page.push(t);
      last.set(d, page);
      const counts = words.get(d) ?? new Map<string, number>();
      for (const [w, c] of wordCounts(prep.c.conversation[t]?.content ?? ''))
        counts.set(w, (counts.get(w) ?? 0) + c);
      words.set(d, counts);
    },
    request(t, question) {
      if (!question) return { summary: text, items: pageItems(open.get(domainOf(t))), lo: 1, hi: 0 };
      let d = question.q.domain;
      if (d === undefined || !last.has(d)) {
        const q = wordCounts(question.q.question);
        let best = -1;
        for (const [name, counts] of words) {
          const r = countsCosine(q, counts);
          if (r > best) {
            best = r;
            d = name;
          }
        }
      }
      return { summary: text, items: pageItems(last.get(d ?? '')), lo: 1, hi: 0 };
    },
  };
}
