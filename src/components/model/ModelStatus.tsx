import { lazy, Suspense } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLang, useMessages } from '../../state/useMessages';
import { hostOf, useModelConnection } from '../../state/modelConnection';
import { usePageModel } from '../../state/pageModel';
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
  const s = useModelConnection(
    useShallow((st) => ({
      status: st.status,
      error: st.lastError,
      test: st.lastTest,
      host: st.connectedHost,
      settings: st.settings,
    })),
  );
  const page = usePageModel(useShallow((st) => ({ status: st.status, file: st.file })));
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
  else if (s.status === 'connected') body = t.statusConnected(s.host ?? host, s.settings.chatModel);
  else if (s.status === 'testing') body = t.statusTesting(host);
  else if (s.status === 'error' && s.error) {
    body = compact ? (
      t.headerError
    ) : (
      <>
        <strong>{t.statusError}</strong> {s.error.title[lang]}
        <br />
        <strong>{t.fixLabel}</strong> {s.error.fix[lang]}
      </>
    );
  } else if (s.test && !compact) body = t.statusTested(s.test.host, s.test.models.length);
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
            {pageRuns ? pageWords('compact') : s.host ? new URL(s.host).host : ''}
          </span>
        </>
      ) : (
        body
      )}
    </div>
  );
}
