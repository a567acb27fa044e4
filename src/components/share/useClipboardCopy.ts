import { useEffect, useId, useRef, useState } from 'react';

/**
 * Copies a text computed on click; without clipboard access (permission, an insecure page) the text is shown in a
 * field, focused and selected, to copy by hand. Shared by "Copy link" and "Copy embed code".
 */
export function useClipboardCopy<F extends HTMLInputElement | HTMLTextAreaElement>(
  make: () => Promise<string> | string,
) {
  const [shown, setShown] = useState<{ text: string; copied: boolean } | null>(null);
  const field = useRef<F>(null);
  const fieldId = useId();

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

  return { shown, copy, field, fieldId };
}
