import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/** What useClipboardCopy gives: the last copy's text and whether the clipboard took it, and the copy action. */
export interface ClipboardCopy {
  shown: { text: string; copied: boolean } | null;
  copy: () => Promise<void>;
  /** The ref of the field showing the text: an input or a textarea. */
  attachField: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  fieldId: string;
}

/**
 * Copies a text computed on click; without clipboard access (permission, an insecure page) the text is shown in a
 * field (CopiedField), focused and selected, to copy by hand. Shared by "Copy link", "Copy embed code" and a cell's
 * "Copy code".
 */
export function useClipboardCopy(make: () => Promise<string> | string): ClipboardCopy {
  const [shown, setShown] = useState<ClipboardCopy['shown']>(null);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const fieldId = useId();
  const attachField = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
  }, []);

  useEffect(() => {
    if (shown && !shown.copied) {
      field.current?.focus();
      field.current?.select();
    }
  }, [shown]);

  const copy = async () => {
    const text = await make();
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setShown({ text, copied: true });
    } catch {
      setShown({ text, copied: false });
    }
  };

  return { shown, copy, attachField, fieldId };
}

/**
 * The last copied text, read-only and selected when focused: one line for a link, a textarea of `rows` lines for a
 * snippet or code. `copy` is what useClipboardCopy gave; a label names the field with `copy.fieldId`.
 */
export function CopiedField({
  copy,
  rows,
  name,
}: {
  copy: ClipboardCopy;
  rows?: number | undefined;
  name?: string;
}) {
  const { fieldId, attachField, shown } = copy;
  const field = {
    ref: attachField,
    id: fieldId,
    readOnly: true,
    value: shown?.text ?? '',
    'aria-label': name,
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => e.target.select(),
  };
  return rows === undefined ? <input {...field} /> : <textarea {...field} rows={rows} />;
}
