import type { Lang } from '../../i18n/lang';
import type { RefusableKind } from '../../engine/perUser/policy';
import type { Frame } from '../types';
import type { MemoryStoreSceneEvent, MemoryStoreSceneState } from './mechanism';
import type { Op } from './ops';
import dict from './memoryStore.messages';

export type M = (typeof dict)['en'];

export function kindText(m: M, kind: RefusableKind): string {
  return m.refusableKind(kind);
}

export const hours = (ms: number): string => String(Math.round((ms / 3_600_000) * 10) / 10);
/** A duration for people: hours below two days, days above ("720 h" reads better as "30 days"). */
export const duration = (m: M, ms: number): string => m.duration(Math.round((ms / 3_600_000) * 10) / 10);

/** A value as one short line of JSON. */
export function show(value: unknown): string {
  const s = JSON.stringify(value);
  return s === undefined ? String(value) : s.length > 80 ? `${s.slice(0, 77)}…` : s;
}

/** One sentence per event: what the store did and why. */
export function eventText(m: M, e: MemoryStoreSceneEvent): string {
  switch (e.type) {
    case 'stored':
      return e.replaced ? m.replaced(e.owner, e.key) : m.stored(e.owner, e.key);
    case 'refused':
      if (e.reason === 'blank-owner') return m.refusedBlank;
      if (e.reason === 'unclonable') return m.refusedUnclonable;
      if (e.reason === 'bad-key') return m.refusedKey;
      if (e.reason === 'instruction') return m.refusedInstruction;
      return m.refusedKind(kindText(m, e.reason));
    case 'read':
      if (e.found) return m.readFound(e.owner, e.key, show(e.value));
      return e.expired ? m.readExpired(e.owner, e.key) : m.readMissing(e.owner, e.key);
    case 'deleted':
      return m.deleted(e.owner, e.key, e.existed);
    case 'forgotten':
      return m.forgotten(e.owner, e.count);
    case 'expired':
      return m.expired(e.owner, e.key);
    case 'clock':
      return m.capClock(hours(e.to - e.from));
    case 'copy':
      return e.found ? m.capCopy(e.owner, e.key) : m.copyMissing(e.owner, e.key);
    case 'answered':
      return m.capAnswered(e.owner, e.trace.sent, e.trace.dropped.length);
    case 'check':
      return e.instructions === 'refused' ? m.capCheckOn : m.capCheckOff;
    case 'recalled':
      return m.capRecalled(
        e.owner,
        e.asInstructions.scripted.replace(/\.$/, ''),
        e.asData.scripted.replace(/\.$/, ''),
      );
  }
}

export function describeFrame(
  m: M,
  frame: Frame<MemoryStoreSceneState, Op, MemoryStoreSceneEvent>,
): string[] {
  if (frame.step === 0) return [m.capStart];
  if (frame.op?.op === 'purge' && frame.events.length === 0) return [m.purgedNone];
  return frame.events.map((e) => eventText(m, e));
}

export function opLabel(op: Op, lang: Lang): string {
  const m = dict[lang];
  switch (op.op) {
    case 'set':
      return m.opSet(op.owner.trim(), op.key);
    case 'get':
      return m.opGet(op.owner.trim(), op.key);
    case 'edit':
      return m.opEdit(op.owner, op.key);
    case 'delete':
      return m.opDelete(op.owner, op.key);
    case 'forget':
      return m.opForget(op.owner.trim());
    case 'wait':
      return m.opWait(op.hours);
    case 'purge':
      return m.opPurge;
    case 'ask':
      return m.opAsk(op.owner.trim());
    case 'recall':
      return m.opRecall(op.owner.trim());
    case 'check':
      return op.instructions === 'refused' ? m.opCheckOn : m.opCheckOff;
  }
}
