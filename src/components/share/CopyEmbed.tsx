import { useMessages } from '../../state/useMessages';
import { iframeSnippet } from './embed';
import dict from './share.messages';
import './share.css';
import { useClipboardCopy } from '../kit/useClipboardCopy';
import { CopyButton } from '../kit/CopyButton';

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
  return (
    <CopyButton
      copying={copying}
      className="share-embed"
      label={t.copyEmbed}
      copied={t.embedCopied}
      manual={t.embedManual}
      fieldName={t.embedField}
      rows={3}
    />
  );
}
