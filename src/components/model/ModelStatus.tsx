import { useShallow } from 'zustand/react/shallow';
import { useLang, useMessages } from '../../state/useMessages';
import { hostOf, useModelConnection } from '../../state/modelConnection';
import m from './model.messages';

/**
 * The status region "Model connection": one on the page at a time (in the header while the dialog is closed, in
 * the dialog while it is open), so a screen reader hears each change once.
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
  const host = hostOf(s.settings.baseUrl) ?? s.settings.baseUrl;
  let body: React.ReactNode;
  if (s.status === 'connected') body = t.statusConnected(s.host ?? host, s.settings.chatModel);
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
  const visible = !compact || s.status === 'connected' || s.status === 'error';
  return (
    <div
      role="status"
      aria-label={t.statusRegion}
      data-status={s.status}
      className={`model-status model-status--${s.status}${compact ? ' model-status--compact' : ''}${visible ? '' : ' visually-hidden'}`}
    >
      {compact && s.status === 'connected' ? (
        <>
          <span aria-hidden="true" className="model-status__dot" />
          <span className="visually-hidden">{body}</span>
          <span aria-hidden="true">{s.host ? new URL(s.host).host : ''}</span>
        </>
      ) : (
        body
      )}
    </div>
  );
}
