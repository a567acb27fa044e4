import { useEffect, useRef } from 'react';
import { useMessages } from '../../state/useMessages';
import { useExerciseCode } from '../../state/exerciseCode';
import messages from './exercises.messages';

/** Progressive hints: one more each click, remembered per exercise; focus goes to the hint just revealed. */
export function Hints({ slug, hints }: { slug: string; hints: string[] }) {
  const t = useMessages(messages);
  const shown = useExerciseCode((s) => Math.min(hints.length, s.hintsShown[slug] ?? 0));
  const reveal = useExerciseCode((s) => s.revealHint);
  const lastRef = useRef<HTMLLIElement>(null);
  const revealedByClick = useRef(false);

  useEffect(() => {
    if (revealedByClick.current) lastRef.current?.focus();
    revealedByClick.current = false;
  }, [shown]);

  return (
    <section className="exercise__hints" aria-labelledby="hints-heading">
      <h2 id="hints-heading">{t.hints}</h2>
      {shown > 0 && (
        <ol className="hint-list">
          {hints.slice(0, shown).map((h, i) => (
            <li key={i} ref={i === shown - 1 ? lastRef : undefined} tabIndex={-1}>
              <strong>{t.hintLabel(i + 1)}.</strong> {withCode(h)}
            </li>
          ))}
        </ol>
      )}
      <p className="hint-count">{t.hintCount(shown, hints.length)}</p>
      {shown < hints.length ? (
        <button
          type="button"
          onClick={() => {
            revealedByClick.current = true;
            reveal(slug, hints.length);
          }}
        >
          {t.showHint}
        </button>
      ) : (
        <p className="hint-done">{t.noMoreHints}</p>
      )}
    </section>
  );
}

/** Hints are plain text where `backticks` mark code. */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
