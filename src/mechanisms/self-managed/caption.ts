import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import type { Frame } from '../types';
import type { SelfManagedEvent, SelfManagedState } from './mechanism';
import type { Op } from './ops';
import dict from './selfManaged.messages';
import { callWhyText, decisionWhyText } from './reasons';

export type M = (typeof dict)['en'];

/** What the caption box says: the turn, then one sentence per event. */
export function describeFrame(m: M, frame: Frame<SelfManagedState, Op, SelfManagedEvent>): string[] {
  const op = frame.op;
  const byModel = frame.state.config.answers === 'model';
  if (op === null) return [(byModel ? m.startModel : m.start)(frame.state.config.design)];
  const out = [op.op === 'reply' ? m.replies(op.text) : m.says(op.text)];
  for (const e of frame.events) {
    if (e.type === 'pressure') out.push((byModel ? m.pressureModel : m.pressure)(e.tokens, e.limit));
    else if (e.type === 'answer') out.push(m.replies(e.text));
    else if (e.type === 'call') {
      const c = e.call;
      if (!c.ok) out.push(m.refused(c.name, c.output));
      else out.push(c.why === null ? m.calledModel(c.name) : m.called(c.name, callWhyText(c.why, m.lang)));
    } else {
      const d = e.step.decision;
      out.push(m.decided(d.event, d.why === undefined ? d.reason : decisionWhyText(d.why, m.lang)));
    }
  }
  if (op.op === 'say' && !frame.events.some((e) => e.type === 'write') && !op.text.trim().endsWith('?'))
    out.push(m.noFact);
  return out;
}

export function opLabel(op: Op, lang: Lang): string {
  const m = pick(dict, lang);
  return op.op === 'reply' ? m.reply(op.calls.length) : m.say(op.text);
}
