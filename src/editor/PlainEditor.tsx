import { useState } from 'react';
import type { LabEditorProps } from './monacoShared';

/** Which keys run the code: the exercises' Ctrl/Cmd+Enter, or a lesson cell's Shift+Enter as well. */
export type RunKeys = 'mod-enter' | 'shift-or-mod-enter';

/** The Monaco editor's text, handlers and name, which it stands in for, and its own look and keys. */
export interface PlainEditorProps extends Pick<LabEditorProps, 'value' | 'onChange' | 'onRun' | 'ariaLabel'> {
  className: string;
  runKeys: RunKeys;
  /** Rows fitted to the code when first shown (6 to 30), for a cell; otherwise the style sheet sizes it. */
  fitRows?: boolean;
}

/**
 * A plain, accessible text field: shown while Monaco loads, and instead of it if it cannot load. The lab's one
 * fallback editor (the exercises' and the cells' editors both use it).
 */
export function PlainEditor({
  value,
  onChange,
  onRun,
  ariaLabel,
  className,
  runKeys,
  fitRows,
}: PlainEditorProps) {
  const [rows] = useState(() => (fitRows ? Math.min(Math.max(value.split('\n').length, 6), 30) : undefined));
  return (
    <textarea
      className={className}
      aria-label={ariaLabel}
      value={value}
      rows={rows}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        const mod = e.ctrlKey || e.metaKey;
        if (e.key === 'Enter' && (mod || (runKeys === 'shift-or-mod-enter' && e.shiftKey))) {
          e.preventDefault();
          onRun();
        }
      }}
    />
  );
}
