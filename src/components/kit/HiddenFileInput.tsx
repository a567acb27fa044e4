import { useRef, type RefObject } from 'react';

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

/**
 * A visible button and the hidden file picker it opens (a `HiddenFileInput` of its own, named `inputLabel`, by
 * default the button's text): the "Load" of the pages that read a learner's file.
 */
export function LoadFileButton({
  label,
  inputLabel = label,
  accept,
  onFile,
  disabled,
  title,
}: {
  label: string;
  inputLabel?: string;
  accept: string;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  title?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" title={title} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <HiddenFileInput inputRef={input} accept={accept} label={inputLabel} onFile={onFile} />
    </>
  );
}

/**
 * Opens the browser's file picker for one file, with an input that exists only while it is used: a page that keeps
 * one file input of its own (Your data's export, which tools and tests find as the page's file input) opens a second
 * kind of file this way.
 */
export function pickFile({
  accept,
  label,
  onFile,
}: {
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.setAttribute('aria-label', label);
  input.addEventListener('change', () => onFile(input.files?.[0]), { once: true });
  input.click();
}
