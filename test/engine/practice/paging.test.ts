/**
 * Which page swap_to_domain loads: the engine's answer against a naive page list written here (pages given whole,
 * archive pages sealed from a FIFO window's evictions, the open archive page kept last), on a hundred seeds; and the
 * rule each wrong answer breaks.
 */
import { swapDomain } from '../../../src/engine/practice';
import { expectRightAnswer, opsOf, SEEDS, tally, wrongAnswers } from './naive';

type Op =
  | { op: 'append'; id: string }
  | { op: 'addPage'; title: string; domain?: string }
  | { op: 'swapToDomain'; domain: string };
interface Config {
  window: number;
  pageSize: number;
}
interface NaivePage {
  title: string;
  domain?: string;
}

function pagesOf(config: Config, ops: readonly Op[]): NaivePage[] {
  const sealed: NaivePage[] = [];
  const window: string[] = [];
  let open = 0;
  for (const op of ops) {
    if (op.op === 'append') {
      window.push(op.id);
      if (window.length > config.window) {
        window.shift();
        open += 1;
        if (open === config.pageSize) {
          sealed.push({ title: `page-${sealed.length}` });
          open = 0;
        }
      }
    } else if (op.op === 'addPage')
      sealed.push({ title: op.title, ...(op.domain ? { domain: op.domain } : {}) });
  }
  return sealed;
}

describe('which page swap_to_domain loads', () => {
  const questions = SEEDS.map((s) => swapDomain.generate(s));

  it('loads the last page a naive list holds for the domain, or fails, on a hundred seeds', () => {
    let failures = 0;
    for (const q of questions) {
      const ops = opsOf<Op>(q);
      const last = ops[ops.length - 1] as Op & { op: 'swapToDomain' };
      expect(last.op).toBe('swapToDomain');
      const pages = pagesOf(q.scene!.scene.config as Config, ops);
      const index = pages.map((p) => p.domain).lastIndexOf(last.domain);
      expect(q.answer, `seed ${q.seed}`).toBe(index === -1 ? 'error' : `page:${index}`);
      if (index === -1) failures += 1;
      expect(q.choices.options.map((o) => o.id)).toEqual([...pages.map((_, i) => `page:${i}`), 'error']);
      expectRightAnswer(swapDomain, q);
    }
    expect(failures).toBeGreaterThan(0);
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const ops = opsOf<Op>(q);
      const domain = (ops[ops.length - 1] as Op & { op: 'swapToDomain' }).domain;
      const pages = pagesOf(q.scene!.scene.config as Config, ops);
      for (const w of wrongAnswers(swapDomain, q)) {
        const page = w.id === 'error' ? null : (pages[Number(w.id.slice(5))] as NaivePage);
        const expected =
          page === null || page.domain === domain
            ? 'domain-last-page'
            : page.title === domain
              ? 'domain-not-title'
              : q.answer === 'error'
                ? 'domain-unknown'
                : 'domain-match';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of ['domain-last-page', 'domain-not-title', 'domain-unknown', 'domain-match'])
      expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});
