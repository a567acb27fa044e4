import { useId } from 'react';
import { memoryFilesSummary, useMemoryFiles } from '../../state/memoryFiles';
import { useMessages } from '../../state/useMessages';
import messages from './yourData.messages';

/**
 * "Your data"'s /memories files (chapter 5), shown only while they are kept in this browser: their count and size,
 * each file, and one button that removes them all (and stops keeping them).
 */
export function MemoryFilesSection({
  onChange,
  onStatus,
}: {
  onChange: () => void;
  onStatus: (status: { text: string; tone: 'ok' | 'error' }) => void;
}) {
  const t = useMessages(messages);
  const ids = useId();
  const files = useMemoryFiles((s) => s.files);
  const keep = useMemoryFiles((s) => s.keep);
  if (!keep) return null;
  const { count, chars } = memoryFilesSummary(files);
  const paths = Object.keys(files).sort();
  return (
    <section aria-labelledby={`${ids}-title`} className="your-data-memory-files">
      <h2 id={`${ids}-title`}>{t.memoryFilesTitle}</h2>
      <p>{t.memoryFilesSummary(count, chars)}</p>
      {paths.length > 0 ? (
        <ul>
          {paths.map((p) => (
            <li key={p}>
              <code>{p}</code> ({t.memoryFilesChars((files[p] as string).length)})
            </li>
          ))}
        </ul>
      ) : null}
      <div className="your-data-actions">
        <button
          type="button"
          onClick={() => {
            useMemoryFiles.getState().reset();
            onStatus({ text: t.memoryFilesRemoved, tone: 'ok' });
            onChange();
          }}
        >
          {t.memoryFilesRemove}
        </button>
      </div>
    </section>
  );
}
