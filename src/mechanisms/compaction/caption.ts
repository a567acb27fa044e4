import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { thresholdTokens } from '../../engine/compaction/compact';
import type { Frame } from '../types';
import type { CompactionSceneEvent, CompactionState } from './mechanism';
import type { Op } from './ops';
import dict from './compaction.messages';

export type M = (typeof dict)['en'];
export type CompactionFrame = Frame<CompactionState, Op, CompactionSceneEvent>;

const lineCount = (text: string) => text.split('\n').length;

/** What the caption box says: the item or operation, the request the model receives, what a compaction did. */
export function describeFrame(m: M, frame: CompactionFrame): string[] {
  const s = frame.state;
  const c = s.config;
  if (frame.op === null) {
    const what =
      c.mode === 'compact'
        ? m.startCompact(c.keep, m.styles(c.style).toLowerCase())
        : m.startClear(c.keep, c.clearAtLeast);
    return [m.start(what, c.threshold, c.limit)];
  }
  const out: string[] = [];
  for (const e of frame.events) {
    switch (e.type) {
      case 'item': {
        // Said from the item, not the op: in "your model" mode the model's calls and their results replace the script's.
        const it = e.item;
        if (it.kind === 'toolCall') out.push(m.calls(it.text));
        else if (it.kind === 'toolResult') out.push(m.result(lineCount(it.text), e.tokens));
        else out.push(it.role === 'user' ? m.says(it.text) : m.replies(it.text));
        const fact = s.facts.find((f) => f.itemId === it.id);
        if (fact) out.push(m.planted(fact.id));
        break;
      }
      case 'model-calls':
        out.push(
          e.calls.length === 0
            ? m.modelNoCall(e.scriptedCall)
            : m.modelCalls(
                e.calls.length,
                e.calls.some((r) => r.scripted),
                e.scriptedCall,
              ),
        );
        break;
      case 'model-results':
        for (const r of e.calls)
          if (r.call.error !== null) out.push(m.modelError(r.call.text, r.call.error));
          else if (!r.scripted) out.push(m.modelEmpty(r.call.text));
        break;
      case 'compaction':
      case 'clearing': {
        out.push(
          e.type === 'compaction'
            ? m.compacted(m.styles(e.style).toLowerCase(), e.replaced.length, e.tokensBefore, e.tokensAfter)
            : m.clearedEv(e.cleared.length, e.clearedTokens),
        );
        const a = e.facts?.after;
        if (a) out.push(m.factsMoved(a.gone.length, a.storage.length, a.unauditable.length));
        break;
      }
      case 'request':
        out.push(m.requestSent(e.tokens, e.prefix));
        if (e.overLimit) out.push(m.overLimit);
        break;
      case 'remembered':
        out.push(m.remembered(e.owner, e.key, e.value));
        break;
      case 'reflected':
        out.push(m.reflected(e.text));
        break;
      case 'forgotten':
        out.push(m.forgotten(e.report.owner, e.report.values.length));
        for (const v of e.report.values)
          out.push(
            v.places.length === 0
              ? m.livesNowhere(v.value)
              : m.livesIn(v.value, v.places.map((p) => m.places(p)).join(', ')),
          );
        break;
    }
  }
  return out;
}

/** The trigger in tokens for the scene's configuration. */
export const triggerOf = (s: CompactionState) => thresholdTokens(s.config.limit, s.config.threshold);

export function opLabel(op: Op, lang: Lang): string {
  const m = pick(dict, lang);
  switch (op.op) {
    case 'user':
      return m.opUser(op.text);
    case 'call':
      return op.text.length > 34 ? `${op.text.slice(0, 33)}…` : op.text; // the call as typed, in any language
    case 'result':
      return m.opResult;
    case 'reply':
      return m.opReply;
    case 'remember':
      return m.opRemember(op.key);
    case 'reflect':
      return m.opReflect;
    case 'forget':
      return m.opForget(op.owner);
  }
}
