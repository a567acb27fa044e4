import type { RefObject } from 'react';

/**
 * A hidden file picker that a visible button opens (`inputRef.current?.click()`): it hands over the file picked and
 * clears itself, so the same file picked again is read again.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        onFile(file);
      }}
    />
  );
}
