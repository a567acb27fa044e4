import type { Lang } from '../../i18n/lang';
import { PanelSection } from '../ui';
import { reasonText } from './caption';
import { formatTime } from './format';
import type { M, Props } from './panelProps';
import { UnreadableLines } from './UnreadableLines';

/** Each reflection, why it ran, and the prompts it sent with the answers. */
export function ReflectionsPanel({ frame, m, lang }: { frame: Props['frame']; m: M; lang: Lang }) {
  const list = frame.state.s.reflections;
  const freshId = frame.events.flatMap((e) => (e.type === 'reflection' ? [e.record.id] : []))[0];
  return (
    <PanelSection prefix="epi" title={m.reflections} className="epi-reflections">
      {list.length === 0 ? (
        <p className="epi-empty">{m.noReflection}</p>
      ) : (
        <ol className="epi-reflection-list">
          {list.map((r) => (
            <li key={r.id} className={r.id === freshId ? 'is-new' : undefined}>
              <strong>
                {m.reflectionOf(r.id, r.reasons.map((x) => reasonText(m, x)).join(', '), r.episodes.length)}
              </strong>{' '}
              <time>{formatTime(r.at, lang)}</time>
              {r.added.length === 0 ? <p className="epi-empty">{m.nothingExtracted}</p> : null}
              <UnreadableLines lang={lang} lines={r.unreadable} />
              <details open={r.id === freshId}>
                <summary>{m.promptsSent}</summary>
                {r.prompts.map((p, i) => (
                  <div key={i} className="epi-exchange">
                    {/* Scrollable when long: focusable, so the keyboard can scroll it. */}
                    <pre className="epi-prompt" tabIndex={0} role="region" aria-label={m.promptN(i + 1)}>
                      {p}
                    </pre>
                    <pre className="epi-answer" tabIndex={0} role="region" aria-label={m.answerN(i + 1)}>
                      {r.answers[i] ?? ''}
                    </pre>
                  </div>
                ))}
              </details>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
