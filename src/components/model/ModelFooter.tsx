import { lazy, Suspense } from 'react';
import { useMessages } from '../../state/useMessages';
import { useModelConnection } from '../../state/modelConnection';
import { pageModelName, usePageModel } from '../../state/pageModel';
import m from './model.messages';

const PageStatusText = lazy(() => import('./PageStatusText'));

/** The footer's privacy line: "No data leaves this page", or, while connected, where prompts go. */
export function ModelFooter({ offline }: { offline: string }) {
  const t = useMessages(m);
  const host = useModelConnection((s) => (s.status === 'connected' ? s.connectedHost : null));
  const page = usePageModel((s) => pageModelName(s));
  if (page !== null)
    return (
      <span data-model-footer="page">
        <Suspense fallback={offline}>
          <PageStatusText kind="footer" file={page} />
        </Suspense>
      </span>
    );
  return (
    <span data-model-footer={host ? 'connected' : 'off'}>{host ? t.footerConnected(host) : offline}</span>
  );
}
