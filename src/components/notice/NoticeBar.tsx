import common from '../../i18n/common.messages';
import { useLang, useMessages } from '../../state/useMessages';
import { useNotices } from '../../state/notices';

/** Visible, dismissible notices (corrupt saved state, malformed permalink...), announced politely. */
export function NoticeBar() {
  const t = useMessages(common);
  const lang = useLang();
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  return (
    <div className="notice-bar" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.tone}`} role="status">
          <span>{n.text[lang]}</span>
          {n.action && (
            <button type="button" className="notice__action" onClick={n.action.run}>
              {n.action.label[lang]}
            </button>
          )}
          <button type="button" onClick={() => dismiss(n.id)} aria-label={t.dismiss}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
