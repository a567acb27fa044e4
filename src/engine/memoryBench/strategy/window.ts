/** The window family: every turn (`unbounded`), the last N (`window:N`), and the last N with the summary (`summary:N:B`). */
import type { Message } from '../../core/message';
import { defineStrategy, numberedParse } from './contract';
import { EMPTY, summaryOf } from './shared';

export const unbounded = defineStrategy({
  kind: 'unbounded',
  help: { form: 'unbounded', en: 'every past turn', fr: 'chaque tour passé' },
  parse(name, rest, { error }) {
    if (rest.length > 0) throw error(`strategy "${name}": unbounded takes no number`);
    return { kind: 'unbounded', name };
  },
  nameOf: () => 'unbounded',
  make: () => ({ advance() {}, request: (t) => ({ summary: '', items: EMPTY, lo: 0, hi: t }) }),
});

export const window = defineStrategy({
  kind: 'window',
  help: { form: 'window:N', en: 'the last N turns', fr: 'les N derniers tours' },
  parse: numberedParse('window', { window: ['N (turns kept)'] }),
  nameOf: (s) => `window:${s.window}`,
  make(spec) {
    const N = spec.window;
    return {
      advance() {},
      request: (t) => ({ summary: '', items: EMPTY, lo: Math.max(0, t - N + 1), hi: t }),
    };
  },
});

export const summary = defineStrategy({
  kind: 'summary',
  help: {
    form: 'summary:N:B',
    en: 'the last N turns and the progressive summary of the older ones, cut to B characters',
    fr: 'les N derniers tours et le résumé progressif des plus anciens, coupé à B caractères',
  },
  parse: numberedParse('summary', { window: ['N (turns kept)'], budget: ['B (summary characters)'] }),
  nameOf: (s) => `summary:${s.window}:${s.budget}`,
  make(spec, env) {
    const N = spec.window;
    const progressive = summaryOf(env);
    let text = '';
    return {
      advance(t) {
        const out = t - N;
        if (out >= 0) {
          progressive.add(env.prep.messages[out] as Message);
          text = progressive.render(spec.budget);
        }
      },
      request: (t) => ({ summary: text, items: EMPTY, lo: Math.max(0, t - N + 1), hi: t }),
    };
  },
});
