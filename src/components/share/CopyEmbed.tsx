import { useMessages } from '../../i18n/useMessages';
import { iframeSnippet } from './embed';
import dict from './share.messages';
import './share.css';
import { useClipboardCopy } from './useClipboardCopy';

/**
 * "Copy embed code": the `<iframe>` snippet of what is shown (computed on click: a scene's link changes at every
 * step); without clipboard access the snippet is shown selected, to copy by hand.
 */
export function CopyEmbed({
  what,
  url,
  height,
}: {
  what: string;
  url: () => Promise<string> | string;
  height: number;
}) {
  const t = useMessages(dict);
  const { shown, copy, field, fieldId } = useClipboardCopy<HTMLTextAreaElement>(async () =>
    iframeSnippet(await url(), t.embedTitle(what), height),
  );

  return (
    <div className="share-embed">
      <button type="button" onClick={() => void copy()}>
        {t.copyEmbed}
      </button>
      {shown && (
        <div className="share-embed__result">
          <label htmlFor={fieldId} role="status">
            {shown.copied ? t.embedCopied : t.embedManual}
          </label>
          <textarea
            id={fieldId}
            ref={field}
            readOnly
            rows={3}
            value={shown.text}
            onFocus={(e) => e.target.select()}
            aria-label={t.embedField}
          />
        </div>
      )}
    </div>
  );
}
