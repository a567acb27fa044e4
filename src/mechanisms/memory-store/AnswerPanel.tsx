import { Heading, PanelSection } from '../ui';
import type { M } from './caption';
import { lastEvent, type Props } from './panelProps';
import { SideBySide } from './SideBySide';

/** The last answer: what was asked, what was sent, and the owner's conversation window. */
export function AnswerPanel({ p, m }: { p: Props; m: M }) {
  const last = lastEvent(p, 'answered');
  if (last === null) {
    return (
      <PanelSection prefix="ms" title={m.answer} className="ms-answer">
        <p className="ms-empty">{m.noAnswer}</p>
      </PanelSection>
    );
  }
  const { owner, trace, sideBySide } = last.event;
  const episodes = p.frame.state.conversations[owner]?.episodes ?? [];
  const dropped = last.step === p.frame.step ? trace.dropped : [];
  return (
    <PanelSection prefix="ms" title={m.answer} className="ms-answer">
      <dl className="ms-question">
        <div>
          <dt>{m.asked}</dt>
          <dd>
            <code data-role="asked">{trace.asked}</code>
          </dd>
        </div>
        <div>
          <dt>{m.sent}</dt>
          <dd>
            <code data-role="sent">{trace.sent}</code>{' '}
            <span className="ms-note">({trace.rewritten ? m.rewrittenNote : m.sameNote})</span>
          </dd>
        </div>
        <div>
          <dt>{m.reply}</dt>
          <dd>{trace.answer}</dd>
        </div>
      </dl>
      <SideBySide pair={sideBySide} owner={owner} m={m} />
      <Heading sub={2} className="ms-window-title">
        {m.window(owner)}
      </Heading>
      <ol className="ms-window" aria-label={m.window(owner)}>
        {dropped.map((e, i) => (
          <li key={`d${i}`} className="ms-slot is-dropped" data-role="dropped">
            <span className="ms-note">{m.droppedLabel}</span> <s>{e.question}</s>
          </li>
        ))}
        {Array.from({ length: 5 }, (_, i) => {
          const e = episodes[i];
          return (
            <li
              key={i}
              className={`ms-slot${e ? '' : ' is-empty'}${e && i === episodes.length - 1 && last.step === p.frame.step ? ' is-new' : ''}`}
            >
              {e ? e.question : m.slotEmpty}
            </li>
          );
        })}
      </ol>
    </PanelSection>
  );
}
