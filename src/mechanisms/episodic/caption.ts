import type { Lang } from '../../i18n/lang';
import type { Frame } from '../types';
import type { EpisodicSceneEvent, EpisodicSceneState } from './mechanism';
import type { Op } from './ops';
import type dict from './episodic.messages';

type M = (typeof dict)['en'];

export function reasonText(m: M, r: string): string {
  switch (r) {
    case 'actions':
      return m.reasonActions;
    case 'negative':
      return m.reasonNegative;
    case 'novelty':
      return m.reasonNovelty;
    case 'schedule':
      return m.reasonSchedule;
    case 'importance':
      return m.reasonImportance;
    default:
      return m.reasonManual;
  }
}

const hours = (ms: number) => String(Math.round((ms / 3_600_000) * 10) / 10);

export function describeFrame(m: M, frame: Frame<EpisodicSceneState, Op, EpisodicSceneEvent>): string[] {
  if (frame.step === 0) return [m.capStart];
  const out: string[] = [];
  for (const e of frame.events) {
    switch (e.type) {
      case 'clock':
        out.push(m.capClock(hours(e.to - e.from)));
        break;
      case 'episode':
        out.push(m.capEpisode(e.episode.id, e.episode.action));
        break;
      case 'triggers':
        out.push(
          e.reasons.length === 0
            ? m.capNoTrigger
            : m.capTriggers(e.reasons.map((r) => reasonText(m, r)).join(', ')),
        );
        break;
      case 'reflection':
        out.push(m.capReflection(e.record.episodes.length, e.record.added.length, e.record.relations.length));
        break;
      case 'relation-invalidated':
        out.push(m.capInvalidated(`${e.relation.subject} ${e.relation.relation} ${e.relation.object}`));
        break;
      case 'query':
        out.push(m.capQuery(e.record.text, e.record.retrieved.join(', ')));
        break;
      case 'forgetting':
        out.push(m.capForget(e.forgotten.length, e.merged.length));
        break;
      // Told by the panels, not the caption: each is listed, so a new event kind must choose.
      case 'concept-created':
      case 'entity-added':
      case 'faded':
      case 'forgotten':
      case 'knowledge-added':
      case 'knowledge-duplicate':
      case 'merged':
      case 'prompt-sent':
      case 'reflection-empty':
      case 'reflection-started':
      case 'relation-added':
      case 'relation-confirmed':
        break;
    }
  }
  return out;
}

export function opLabel(op: Op, lang: Lang): string {
  switch (op.op) {
    case 'episode':
      return op.action;
    case 'wait':
      return lang === 'fr' ? `attendre ${op.hours} h` : `wait ${op.hours} h`;
    case 'reflect':
      return lang === 'fr' ? 'réfléchir' : 'reflect';
    case 'query':
      return lang === 'fr' ? `requête « ${op.text} »` : `query "${op.text}"`;
    case 'forget':
      return lang === 'fr' ? 'oublier' : 'forget';
  }
}
