/** The lines of a model's extraction answer that the lab's parser could not read, shown as such. */
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import dict from './hooks.messages';

export function UnreadableLines({ lang, lines }: { lang: Lang; lines: readonly string[] | undefined }) {
  const t = pick(dict, lang);
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
