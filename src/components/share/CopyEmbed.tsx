import { useMessages } from '../../state/useMessages';
import { iframeSnippet } from './embed';
import dict from './share.messages';
import './share.css';
import { CopiedField, useClipboardCopy } from '../kit/useClipboardCopy';

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
  const copying = useClipboardCopy(async () => iframeSnippet(await url(), t.embedTitle(what), height));
  const { shown, copy, fieldId } = copying;

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
          <CopiedField copy={copying} rows={3} name={t.embedField} />
        </div>
      )}
    </div>
  );
}
