import { useMessages } from '../../state/useMessages';
import targetWords from '../../model/page/inPage.messages';
import m from './pageStatus.messages';

/**
 * The words of the header's status and footer while a model file runs in the page: loaded only then (a model file
 * runs only after the Model dialog was opened), so that no page's initial JavaScript carries them.
 */
export default function PageStatusText({
  kind,
  file,
}: {
  kind: 'status' | 'loading' | 'footer' | 'compact';
  file: string;
}) {
  const t = useMessages(m);
  const tw = useMessages(targetWords);
  const words = { status: t.status, loading: t.loading, footer: t.footer, compact: tw.inPage };
  return <>{words[kind](file)}</>;
}
