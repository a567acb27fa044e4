import { Heading } from '../ui';
import type { M } from './caption';
import { PromptAnswers } from './PromptAnswers';
import type { SideBySide as Pair } from './mechanism';

/**
 * The same question under "short" and under no preference, the two answers side by side (issue 15, chapter 2):
 * the exact prompt of each, the scripted answer, and in "your model" mode your model's answer from the take.
 */
export function SideBySide({ pair, owner, m }: { pair: Pair; owner: string; m: M }) {
  const withModel = pair.short.model !== null || pair.none.model !== null;
  return (
    <div className="ms-side" role="group" aria-label={m.sideBySide}>
      <Heading sub={2} className="ms-window-title">
        {m.sideBySide}
      </Heading>
      <div className="ms-two">
        {(['short', 'none'] as const).map((k) => {
          const col = pair[k];
          const title = k === 'short' ? m.colShort : m.colNone;
          return (
            <div
              key={k}
              role="group"
              aria-label={title}
              data-column={k}
              className={`ms-side-col${pair.mine === k ? ' is-mine' : ''}`}
            >
              <p className="ms-side-title">
                <strong>{title}</strong>
                <br />
                <span className="ms-note">{pair.mine === k ? m.mine(owner) : m.other}</span>
              </p>
              <PromptAnswers
                prompt={<code data-role="prompt">{col.sent}</code>}
                scripted={col.scripted}
                model={col.model}
                m={m}
              />
            </div>
          );
        })}
      </div>
      {!withModel && <p className="ms-note">{m.scriptedOnly}</p>}
    </div>
  );
}
