import { useMessages } from '../../i18n/useMessages';
import { usePlayback } from './context';
import { describeFrame, opLabel } from './caption';
import type { Timeline } from './timeline';
import dict from './visualizer.messages';

const LOG_LINES = 7;

/** The sentences of the current step (read aloud by screen readers) and the recent steps, clickable. */
export function Caption({
  timeline,
  index,
  compare = false,
}: {
  timeline: Timeline;
  index: number;
  compare?: boolean;
}) {
  const t = useMessages(dict);
  const setIndex = usePlayback((s) => s.setIndex);
  const pause = usePlayback((s) => s.pause);
  const frame = timeline.frames[index];
  if (!frame) return null;
  const sentences = compare && index > 0 ? [t.compareCaption] : describeFrame(t, frame);
  const atEnd = index === timeline.frames.length - 1 && index > 0;
  const from = Math.max(1, index - LOG_LINES + 2);
  const to = Math.min(timeline.frames.length - 1, from + LOG_LINES - 1);
  const log = timeline.frames.slice(from, to + 1);
  return (
    <div className="viz-caption-area">
      <section className="viz-caption" aria-label={t.caption}>
        <p className="viz-caption__step">
          {t.stepOf(index, timeline.frames.length - 1)}
          {frame.op && <code>{opLabel(frame)}</code>}
        </p>
        <div aria-live="polite" aria-atomic="true" data-testid="caption">
          {sentences.map((s, i) => (
            <p key={i} className="viz-caption__text">
              {s}
            </p>
          ))}
        </div>
        {atEnd && <p className="viz-caption__end">{t.end}</p>}
      </section>
      {log.length > 0 && (
        <nav className="viz-log" aria-label={t.eventLog}>
          <ol>
            {log.map((f) => (
              <li key={f.step} data-current={f.step === index} data-future={f.step > index}>
                <button
                  type="button"
                  aria-current={f.step === index ? 'step' : undefined}
                  onClick={() => {
                    pause();
                    setIndex(f.step);
                  }}
                >
                  <span className="viz-log__n">{f.step}</span> <code>{opLabel(f)}</code>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
