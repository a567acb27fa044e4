import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../state/useMessages';
import type { SharedFinding } from '../../state/shareCheck';
import { kindText } from '../../mechanisms/memory-store/caption';
import kindNames from '../../mechanisms/memory-store/memoryStore.messages';
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
  const names = useMessages(kindNames);
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
                {t.kind(f.kinds.map((k) => kindText(names, k)).join(', '))} <code>{f.masked}</code>{' '}
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
