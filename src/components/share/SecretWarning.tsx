import { useEffect, useId, useRef } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import type { SharedFinding } from '../../state/shareCheck';
import { REFUSABLE_KIND_NAMES } from '../../engine/perUser/kindNames';
import messages from './secretWarning.messages';
import './secretWarning.css';

/**
 * The warning shown before the lab puts text that looks sensitive into something shared: what and where, masked,
 * and a choice. An alert dialog: focus moves to "Remove it" (the safe choice); Escape also removes.
 */
export function SecretWarning({
  findings,
  onShare,
  onRemove,
}: {
  findings: SharedFinding[];
  onShare: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(messages);
  const lang = useLang();
  const titleId = useId();
  const bodyId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => removeRef.current?.focus(), []);
  return (
    <div className="secret-warning-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="secret-warning"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onRemove();
        }}
      >
        <h2 id={titleId}>{t.title}</h2>
        <div id={bodyId}>
          <p>{t.body}</p>
          <ul>
            {findings.map((f, i) => (
              <li key={i}>
                {t.kind(f.kinds.map((k) => REFUSABLE_KIND_NAMES[k][lang]).join(', '))} <code>{f.masked}</code>{' '}
                {t.where(f.where)}
              </li>
            ))}
          </ul>
        </div>
        <div className="secret-warning-actions">
          <button ref={removeRef} type="button" onClick={onRemove}>
            {t.remove}
          </button>
          <button type="button" onClick={onShare}>
            {t.share}
          </button>
        </div>
      </div>
    </div>
  );
}
