/**
 * Chapter 1: which page does `swap_to_domain(d)` load? Pages are given whole with a title and a domain (the seed's
 * exercise 3); a domain may be given twice (the last page of the domain wins), a title may name another domain (the
 * domain decides, not the title), an archive page sealed from evicted messages may sit between them (it has no
 * domain, and it shifts the indexes), and the domain asked may be one no page has (the call fails). The answer is
 * the engine's 'swapped' event (or the refused swap).
 */
import { defineKind, type KindExplanation, firstScene } from '../kind';
import type { Rng } from '../random';
import { agentMemoryConfig, AgentMemoryRunner, practiceScene, type AgentMemoryOp } from '../scenes';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;

export interface PageInfo {
  index: number;
  title: string;
  /** Absent for an archive page. */
  domain?: string;
  archive: boolean;
  /** Step at which it was given or sealed. */
  step: number;
}

export interface SwapDomainData {
  domain: string;
  pages: PageInfo[];
  /** The page loaded, or null when the call fails. */
  loaded: number | null;
  /** The page current when the question is asked. */
  current: number | null;
  revealStep: number;
}

const rules = {
  'domain-last-page': {
    en: 'swap_to_domain(d) loads the last page given with domain d.',
    fr: 'swap_to_domain(d) charge la dernière page donnée avec le domaine d.',
  },
  'domain-match': {
    en: 'Only a page whose domain is d can be loaded by swap_to_domain(d).',
    fr: 'Seule une page dont le domaine est d peut être chargée par swap_to_domain(d).',
  },
  'domain-not-title': {
    en: 'The domain decides, not the title: a page titled d with another domain is not a page of d.',
    fr: 'C’est le domaine qui décide, pas le titre\u00a0: une page intitulée d avec un autre domaine n’est pas une page de d.',
  },
  'domain-unknown': {
    en: 'When no page has domain d, swap_to_domain(d) fails with an error naming the known domains; the current page stays.',
    fr: 'Quand aucune page n’a le domaine d, swap_to_domain(d) échoue avec une erreur qui nomme les domaines connus\u00a0; la page courante reste.',
  },
} satisfies Record<string, B>;

const m = {
  prompt: (d: string): B => ({
    en: `The agent calls swap_to_domain("${d}"). Which page is loaded into the context?`,
    fr: `L’agent appelle swap_to_domain("${d}"). Quelle page est chargée dans le contexte\u00a0?`,
  }),
  page: (p: PageInfo): B =>
    p.archive
      ? {
          en: `Page #${p.index}: ${p.title} (archive, no domain)`,
          fr: `Page #${p.index}\u00a0: ${p.title} (archive, sans domaine)`,
        }
      : {
          en: `Page #${p.index}: ${p.title} (domain ${p.domain ?? ''})`,
          fr: `Page #${p.index}\u00a0: ${p.title} (domaine ${p.domain ?? ''})`,
        },
  error: {
    en: 'None: the call fails (no page has this domain)',
    fr: 'Aucune\u00a0: l’appel échoue (aucune page n’a ce domaine)',
  },
  factCurrent: (i: number): B => ({ en: `The current page is #${i}.`, fr: `La page courante est la #${i}.` }),
  factArchive: {
    en: 'Evicted messages are archived in pages too: their pages take the next index, like pages given whole.',
    fr: 'Les messages évincés sont aussi archivés en pages\u00a0: leurs pages prennent l’index suivant, comme les pages données entières.',
  },
  becauseLast: (d: string, i: number, step: number): B => ({
    en: `Page #${i} is the last page given with domain "${d}" (step ${step}).`,
    fr: `La page #${i} est la dernière page donnée avec le domaine «\u00a0${d}\u00a0» (étape ${step}).`,
  }),
  becauseEarlier: (d: string, i: number): B => ({
    en: `Page #${i} also has domain "${d}", but it was given earlier.`,
    fr: `La page #${i} a aussi le domaine «\u00a0${d}\u00a0», mais elle a été donnée avant.`,
  }),
  becauseNone: (d: string, known: string): B => ({
    en: `No page has domain "${d}" (known domains: ${known}): the engine refuses the swap and the current page stays.`,
    fr: `Aucune page n’a le domaine «\u00a0${d}\u00a0» (domaines connus\u00a0: ${known})\u00a0: le moteur refuse l’échange et la page courante reste.`,
  }),
  becauseLoaded: (i: number, step: number): B => ({
    en: `At step ${step}, page #${i} is loaded: only its messages are sent to the model.`,
    fr: `À l’étape ${step}, la page #${i} est chargée\u00a0: seuls ses messages partent au modèle.`,
  }),
  brokeLast: (d: string, i: number, last: number): B => ({
    en: `Page #${i} has domain "${d}", but page #${last} was given with it after: the last one is loaded.`,
    fr: `La page #${i} a le domaine «\u00a0${d}\u00a0», mais la page #${last} l’a reçu après\u00a0: c’est la dernière qui est chargée.`,
  }),
  brokeTitle: (i: number, d: string, other: string): B => ({
    en: `Page #${i} is titled "${d}", but its domain is "${other}".`,
    fr: `La page #${i} s’intitule «\u00a0${d}\u00a0», mais son domaine est «\u00a0${other}\u00a0».`,
  }),
  brokeMatch: (i: number, other: string | undefined): B =>
    other === undefined
      ? {
          en: `Page #${i} is an archive page: it has no domain.`,
          fr: `La page #${i} est une page d’archive\u00a0: elle n’a pas de domaine.`,
        }
      : {
          en: `Page #${i}'s domain is "${other}".`,
          fr: `Le domaine de la page #${i} est «\u00a0${other}\u00a0».`,
        },
  brokeUnknown: (d: string, i: number): B => ({
    en: `No page has domain "${d}": the call fails, page #${i} is not loaded.`,
    fr: `Aucune page n’a le domaine «\u00a0${d}\u00a0»\u00a0: l’appel échoue, la page #${i} n’est pas chargée.`,
  }),
  brokeExists: (d: string, i: number): B => ({
    en: `Page #${i} has domain "${d}": the call succeeds.`,
    fr: `La page #${i} a le domaine «\u00a0${d}\u00a0»\u00a0: l’appel réussit.`,
  }),
};

/** Titles of each domain's pages (the seed's pages are onboarding, bug-investigation, preferences). */
const TITLES: Record<string, readonly string[]> = {
  onboarding: ['onboarding', 'welcome'],
  code: ['bug-investigation', 'refactoring', 'code-review'],
  preferences: ['preferences', 'language'],
  billing: ['invoices', 'refunds'],
  travel: ['trip-lyon', 'flights'],
};
const DOMAINS = Object.keys(TITLES);

interface Built {
  ops: AgentMemoryOp[];
  askAt: number;
  data: SwapDomainData;
}

function attempt(rng: Rng): Built | null {
  const config = agentMemoryConfig({ window: 2, policy: 'fifo', evictTo: 'archive', pageSize: 2 });
  const run = new AgentMemoryRunner(config);
  const ops: AgentMemoryOp[] = [];
  const apply = (op: AgentMemoryOp) => {
    ops.push(op);
    return run.apply(op);
  };
  const used = rng.sample(DOMAINS, rng.int(2, 3));
  const asked = rng.chance(0.15) ? (rng.pick(DOMAINS.filter((d) => !used.includes(d))) as string) : used[0]!;
  const pages = rng.int(3, 5);
  const domains: string[] = used.slice();
  while (domains.length < pages) domains.push(rng.chance(0.6) ? asked : rng.pick(used));
  const order = rng.shuffle(domains);
  const archiveAt = rng.chance(0.35) ? rng.int(1, pages - 1) : -1;
  let next = 0;
  order.forEach((domain, k) => {
    if (k === archiveAt) {
      // Four messages through a window of two: two are evicted and sealed as one archive page.
      for (let j = 0; j < 4; j++, next++)
        apply({
          op: 'append',
          id: `m${next}`,
          role: next % 2 === 0 ? 'user' : 'assistant',
          content: `note ${next}`,
        });
    }
    // A title that names another domain, now and then: the domain decides.
    const trap = rng.chance(0.25) ? DOMAINS.find((d) => d !== domain && d === asked) : undefined;
    const title = trap ?? rng.pick(TITLES[domain] as readonly string[]);
    apply({
      op: 'addPage',
      title,
      domain,
      messages: [
        { role: 'user', content: `${title}: question` },
        { role: 'assistant', content: `${title}: answer` },
      ],
    });
  });
  if (rng.chance(0.3)) apply({ op: 'swapToDomain', domain: rng.pick(used) });
  const askAt = ops.length;
  const info: PageInfo[] = [];
  run.steps.forEach((events, i) => {
    for (const e of events) {
      if (e.type === 'page-added')
        info.push({
          index: e.pageIndex,
          title: e.title,
          ...(e.domain === undefined ? {} : { domain: e.domain }),
          archive: false,
          step: i + 1,
        });
      else if (e.type === 'page-sealed')
        info.push({ index: e.pageIndex, title: e.title, archive: true, step: i + 1 });
    }
  });
  info.sort((a, b) => a.index - b.index);
  const current = run.mem.currentPageIndex;
  const events = apply({ op: 'swapToDomain', domain: asked });
  const swapped = events.find((e) => e.type === 'swapped');
  const loaded = swapped && swapped.type === 'swapped' ? swapped.to : null;
  if (loaded === null && !events.some((e) => e.type === 'swap-failed')) return null;
  return { ops, askAt, data: { domain: asked, pages: info, loaded, current, revealStep: askAt + 1 } };
}

export const swapDomain = defineKind<SwapDomainData>({
  kind: 'swap-domain',
  rules,
  build(rng) {
    const b = firstScene('swap-domain', 100, () => attempt(rng));
    const d = b.data;
    const options: Choice[] = d.pages.map((p) => ({ id: `page:${p.index}`, label: m.page(p) }));
    options.push({ id: 'error', label: m.error });
    const facts: B[] = d.pages.map((p) => m.page(p));
    if (d.current !== null) facts.push(m.factCurrent(d.current));
    if (d.pages.some((p) => p.archive)) facts.push(m.factArchive);
    return {
      prompt: m.prompt(d.domain),
      facts,
      scene: practiceScene(
        'agent-memory',
        agentMemoryConfig({ window: 2, policy: 'fifo', evictTo: 'archive', pageSize: 2 }),
        b.ops,
        { askAt: b.askAt, revealAt: b.askAt + 1 },
      ),
      choices: { mode: 'list', options },
      answer: d.loaded === null ? 'error' : `page:${d.loaded}`,
      data: d,
    };
  },
  explain(q, given) {
    const d = q.data;
    const because: B[] = [];
    const withDomain = d.pages.filter((p) => p.domain === d.domain);
    if (d.loaded === null) {
      const known = [...new Set(d.pages.flatMap((p) => (p.domain === undefined ? [] : [`"${p.domain}"`])))];
      because.push(m.becauseNone(d.domain, known.join(', ')));
    } else {
      const last = d.pages.find((p) => p.index === d.loaded) as PageInfo;
      because.push(m.becauseLast(d.domain, last.index, last.step));
      for (const p of withDomain)
        if (p.index !== last.index) because.push(m.becauseEarlier(d.domain, p.index));
      because.push(m.becauseLoaded(last.index, d.revealStep));
    }
    const out: KindExplanation = { because, rule: d.loaded === null ? 'domain-unknown' : 'domain-last-page' };
    if (given === undefined) return out;
    if (given === 'error') {
      out.broken = { rule: 'domain-last-page', detail: m.brokeExists(d.domain, d.loaded as number) };
      return out;
    }
    const c = d.pages.find((p) => `page:${p.index}` === given) as PageInfo;
    if (c.domain === d.domain)
      out.broken = { rule: 'domain-last-page', detail: m.brokeLast(d.domain, c.index, d.loaded as number) };
    else if (c.title === d.domain)
      out.broken = { rule: 'domain-not-title', detail: m.brokeTitle(c.index, d.domain, c.domain ?? '') };
    else if (d.loaded === null)
      out.broken = { rule: 'domain-unknown', detail: m.brokeUnknown(d.domain, c.index) };
    else out.broken = { rule: 'domain-match', detail: m.brokeMatch(c.index, c.domain) };
    return out;
  },
});
