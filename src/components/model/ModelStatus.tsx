import { lazy, Suspense } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { hostOf, useModelConnection } from '../../state/modelConnection';
import { usePageModel } from '../../state/pageModel';
import { useFields } from '../../state/useFields';
import m from './model.messages';

const PageStatusText = lazy(() => import('./PageStatusText'));

/**
 * The status region "Model connection": one on the page at a time (in the header while the dialog is closed, in
 * the dialog while it is open), so a screen reader hears each change once. It names the server, or the model file
 * that runs in this page.
 */
export function ModelStatus({ compact = false }: { compact?: boolean }) {
  const t = useMessages(m);
  const lang = useLang();
  const s = useFields(useModelConnection, ['status', 'lastError', 'lastTest', 'connectedHost', 'settings']);
  const page = useFields(usePageModel, ['status', 'file']);
  const pageRuns = (page.status === 'ready' || page.status === 'answering') && page.file !== null;
  const pageLoads = (page.status === 'checking' || page.status === 'loading') && page.file !== null;
  const host = hostOf(s.settings.baseUrl) ?? s.settings.baseUrl;
  let body: React.ReactNode;
  const file = page.file?.name ?? '';
  const pageWords = (kind: 'status' | 'loading' | 'compact') => (
    <Suspense fallback={file}>
      <PageStatusText kind={kind} file={file} />
    </Suspense>
  );
  if (pageRuns) body = pageWords('status');
  else if (pageLoads) body = pageWords('loading');
  else if (s.status === 'connected') body = t.statusConnected(s.connectedHost ?? host, s.settings.chatModel);
  else if (s.status === 'testing') body = t.statusTesting(host);
  else if (s.status === 'error' && s.lastError) {
    body = compact ? (
      t.headerError
    ) : (
      <>
        <strong>{t.statusError}</strong> {s.lastError.title[lang]}
        <br />
        <strong>{t.fixLabel}</strong> {s.lastError.fix[lang]}
      </>
    );
  } else if (s.lastTest && !compact) body = t.statusTested(s.lastTest.host, s.lastTest.models.length);
  else body = t.statusOff;
  const status = pageRuns ? 'connected' : pageLoads ? 'testing' : s.status;
  const visible = !compact || status === 'connected' || status === 'error';
  return (
    <div
      role="status"
      aria-label={t.statusRegion}
      data-status={status}
      data-target={pageRuns || pageLoads ? 'page' : 'server'}
      className={`model-status model-status--${status}${compact ? ' model-status--compact' : ''}${visible ? '' : ' visually-hidden'}`}
    >
      {compact && status === 'connected' ? (
        <>
          <span aria-hidden="true" className="model-status__dot" />
          <span className="visually-hidden">{body}</span>
          <span aria-hidden="true">
            {pageRuns ? pageWords('compact') : s.connectedHost ? new URL(s.connectedHost).host : ''}
          </span>
        </>
      ) : (
        body
      )}
    </div>
  );
}
