import { CopiedField, type ClipboardCopy } from './useClipboardCopy';
import './copyButton.css';

/**
 * A copy button ("Copy link", "Copy embed code") and, once clicked, what it did under it: a status saying the text
 * is copied, or asking to copy it by hand from the field, shown selected. `className` names the place (its own
 * rules and the page modes' selectors read it).
 */
export function CopyButton({
  copying,
  className,
  label,
  copied,
  manual,
  fieldName,
  rows,
}: {
  copying: ClipboardCopy;
  className: string;
  label: string;
  /** The status once the clipboard took the text. */
  copied: string;
  /** The status when it did not: copy it from the field. */
  manual: string;
  fieldName: string;
  /** A textarea of this many lines (a snippet); one line (a link) without it. */
  rows?: number;
}) {
  const { shown, copy, fieldId } = copying;
  return (
    <div className={`copy-button ${className}`}>
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      {shown && (
        <div className="copy-button__result">
          <label htmlFor={fieldId} role="status">
            {shown.copied ? copied : manual}
          </label>
          <CopiedField copy={copying} rows={rows} name={fieldName} />
        </div>
      )}
    </div>
  );
}
