import { useMessages } from '../../state/useMessages';
import { usePlayback } from './context';
import dict from './visualizer.messages';

const LOG_LINES = 7;

/** The sentences of the current step (read aloud by screen readers) and the recent steps, clickable. */
export function Caption<Op>({
  sentences,
  index,
  ops,
  opLabel,
  endNote,
}: {
  /** What the mechanism says about the current step. */
  sentences: string[];
  index: number;
  ops: readonly Op[];
  opLabel: (op: Op) => string;
  /** Said at the last step. */
  endNote: string;
}) {
  const t = useMessages(dict);
  const setIndex = usePlayback((s) => s.setIndex);
  const pause = usePlayback((s) => s.pause);
  const last = ops.length;
  const op = index > 0 ? ops[index - 1] : undefined;
  const atEnd = index === last && index > 0;
  const from = Math.max(1, index - LOG_LINES + 2);
  const to = Math.min(last, from + LOG_LINES - 1);
  const log: { step: number; op: Op }[] = [];
  for (let step = from; step <= to; step += 1) log.push({ step, op: ops[step - 1] as Op });
  return (
    <div className="viz-caption-area">
      <section className="viz-caption" aria-label={t.caption}>
        <p className="viz-caption__step">
          {t.stepOf(index, last)}
          {op !== undefined && <code>{opLabel(op)}</code>}
        </p>
        <div aria-live="polite" aria-atomic="true" data-testid="caption">
          {sentences.map((s, i) => (
            <p key={i} className="viz-caption__text">
              {s}
            </p>
          ))}
        </div>
        {atEnd && <p className="viz-caption__end">{endNote}</p>}
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
                  <span className="viz-log__n">{f.step}</span> <code>{opLabel(f.op)}</code>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
