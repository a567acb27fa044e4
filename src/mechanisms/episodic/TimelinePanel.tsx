import { isNegative } from '../../engine/reflective/reflection';
import { PanelSection } from '../ui';
import { formatTime } from './format';
import type { M, Props } from './panelProps';

/** The episodes as they arrive, with their importance and whether a reflection read them. */
export function TimelinePanel({ frame, m, lang }: { frame: Props['frame']; m: M; lang: string }) {
  const s = frame.state.s;
  const episodes = s.buffer.all();
  const fresh = new Set(frame.events.flatMap((e) => (e.type === 'episode' ? [e.episode.id] : [])));
  const reflectedAt = new Map<string, number>();
  for (const r of s.reflections) for (const id of r.episodes) reflectedAt.set(id, r.id);
  return (
    <PanelSection prefix="epi" title={m.timeline} className="epi-timeline">
      <p className="epi-clock">{m.now(formatTime(s.time, lang))}</p>
      {episodes.length === 0 ? (
        <p className="epi-empty">{m.noEpisodes}</p>
      ) : (
        <ol className="epi-episodes">
          {episodes.map((e) => (
            <li key={e.id} className={`epi-episode${fresh.has(e.id) ? ' is-new' : ''}`} data-id={e.id}>
              <span className="epi-id">{e.id}</span> <time>{formatTime(e.at, lang)}</time>
              <span className="epi-action">{e.action}</span>
              <span className="epi-outcome">{e.outcome}</span>
              <span className="epi-badges">
                <span className="epi-badge">{m.importance(e.importance)}</span>
                {isNegative(e) ? <span className="epi-badge is-negative">{m.negative}</span> : null}
                {reflectedAt.has(e.id) ? (
                  <span className="epi-badge is-reflected">R{reflectedAt.get(e.id)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
