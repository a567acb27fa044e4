import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that asks before acting, inline (no modal): the question, a confirm and a cancel button appear in place,
 * focus moves to "confirm", Escape cancels and gives focus back to the original button.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled = false,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={triggerRef} type="button" onClick={() => setAsking(true)} disabled={disabled}>
        {label}
      </button>
    );
  }
  return (
    <div
      className="confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          setAsking(false);
        }
      }}
    >
      <p id={questionId} className="confirm__question">
        {question}
      </p>
      <button
        ref={confirmRef}
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </div>
  );
}
