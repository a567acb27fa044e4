import { useRef } from 'react';
import { useMessages } from '../../state/useMessages';
import { REMOVED } from '../../state/shareCheck';
import { CopiedField, useClipboardCopy } from '../kit/useClipboardCopy';
import { useSecretGuard } from '../share/useSecretGuard';
import messages from './cellActions.messages';

/**
 * "Copy code": the cell's code as shown (the reader's edit included) to the clipboard. Chapter 2 applied to what
 * the lab shares: the detector reads it first, and a finding opens the "This may contain a secret" dialog ("Remove
 * it" copies the code with each finding replaced). Without clipboard access the code is shown selected in a field.
 */
export function CopyCellCode({ code }: { code: string }) {
  const t = useMessages(messages);
  const secrets = useSecretGuard();
  const button = useRef<HTMLButtonElement>(null);
  const copying = useClipboardCopy(async () => {
    const where = t.codeWhere;
    const decision = await secrets.guard({ [where]: code });
    // The dialog took the focus and is gone: back to the button that opened it.
    if (decision.kind !== 'clean') button.current?.focus();
    // A piece removeFindings had to drop (JSON it could not keep valid) leaves nothing of the code.
    return decision.kind === 'remove' ? (decision.pieces[where] ?? REMOVED) : code;
  });
  const { shown, copy, fieldId } = copying;

  return (
    <>
      <button ref={button} type="button" onClick={() => void copy()}>
        {t.copyCode}
      </button>
      <span role="status" className="nb-cell__copied">
        {shown?.copied ? t.copied : ''}
      </span>
      {shown && !shown.copied ? (
        <div className="nb-cell__copy-field">
          <label htmlFor={fieldId}>{t.copyManual}</label>
          <CopiedField copy={copying} rows={4} />
        </div>
      ) : null}
      {secrets.dialog}
    </>
  );
}
