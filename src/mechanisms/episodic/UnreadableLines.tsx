/** The lines of a model's extraction answer that the lab's parser could not read, shown as such. */
import { useMessages } from '../../i18n/useMessages';
import dict from './hooks.messages';

export function UnreadableLines({ lines }: { lines: readonly string[] | undefined }) {
  const t = useMessages(dict);
  if (!lines || lines.length === 0) return null;
  return (
    <div className="epi-unreadable">
      <p className="epi-empty">{t.unreadable(lines.length)}</p>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>
            <code>{l}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
