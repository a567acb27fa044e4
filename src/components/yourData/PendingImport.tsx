import { useId } from 'react';
import type { Lang } from '../../i18n/lang';
import type { Loaded } from '../../state/learnerFiles/contract';
import { useMessages } from '../../state/useMessages';
import messages from './yourData.messages';

export type ImportMode = 'merge' | 'replace';
export type PageStatus = { text: string; tone: 'ok' | 'error' } | null;

/**
 * A picked file, checked: its value, or null once the page's status says why it was refused (an accepted file clears
 * the status: the pending import below speaks for it).
 */
export function checkedImport<V>(
  check: Loaded<V, Readonly<Record<Lang, string>>>,
  lang: Lang,
  setStatus: (status: PageStatus) => void,
): V | null {
  setStatus(check.ok ? null : { text: check.problem[lang], tone: 'error' });
  return check.ok ? check.value : null;
}

/** A checked file waiting for the learner's word: merge with what is stored or replace it, then import or cancel. */
export function PendingImport({
  legend,
  mode,
  onMode,
  onConfirm,
  onCancel,
}: {
  legend: string;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(messages);
  const name = `${useId()}-mode`;
  return (
    <fieldset className="your-data-pending">
      <legend>{legend}</legend>
      <p>{t.importMode}</p>
      {(['merge', 'replace'] as const).map((m) => (
        <label key={m}>
          <input type="radio" name={name} checked={mode === m} onChange={() => onMode(m)} />{' '}
          {m === 'merge' ? t.merge : t.replace}
        </label>
      ))}
      <div>
        <button type="button" onClick={onConfirm}>
          {t.confirmImport}
        </button>{' '}
        <button type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </fieldset>
  );
}
