import { Fragment, useEffect, useRef } from 'react';
import type { LitLine } from '../../cells/lines';
import { useMessages } from '../../state/useMessages';
import messages from './cells.messages';
import { excerpt } from './litLines';

/**
 * The lines that made the visualizer's step, shown inside the visualizer (its aside), so they stay on screen in
 * presentation mode and on a projector: each lit line with one line around it, numbered, "⋮" between two places.
 */
export function LitCode({
  language,
  source,
  lit,
  step,
  presenting = false,
}: {
  /** The code's language ("Python", "TypeScript"). */
  language: string;
  source: string;
  lit: readonly LitLine[];
  step: number;
  /** In presentation mode the visualizer fills the screen and scrolls: the lit lines are brought into view. */
  presenting?: boolean;
}) {
  const t = useMessages(messages);
  const ranges = excerpt(source, lit);
  const code = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (!presenting) return; // in the lesson, the page does not move under the reader
    const lines = code.current?.querySelectorAll('[data-lit]');
    lines?.[lines.length - 1]?.scrollIntoView({ block: 'nearest' });
  }, [presenting, step, source]);
  return (
    <section className="nb-lit" aria-label={t.litTitle}>
      <p className="nb-lit__head">{t.litHead(language)}</p>
      {ranges.length === 0 ? (
        <p className="nb-lit__none">{step === 0 ? t.litStart : t.litNone}</p>
      ) : (
        // Focusable: a long line scrolls sideways, and the keyboard must reach it too.
        <pre className="nb-lit__code" tabIndex={0} ref={code}>
          <code>
            {ranges.map((range, i) => (
              <Fragment key={range[0]?.line ?? i}>
                {i > 0 ? (
                  <span className="nb-lit__gap" aria-hidden="true">
                    {'⋮\n'}
                  </span>
                ) : null}
                {range.map((l) => (
                  <Fragment key={l.line}>
                    <span className="nb-lit__line" data-lit={l.lit ?? undefined}>
                      <span className="nb-lit__num" aria-hidden="true">
                        {l.line}
                      </span>
                      {l.text}
                    </span>
                    {'\n'}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </code>
        </pre>
      )}
    </section>
  );
}
