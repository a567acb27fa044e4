import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { useId, useState } from 'react';
import dict from './ui.messages';
import './fields.css';

interface Props {
  lang: Lang;
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
  className?: string;
}

/**
 * A whole-number field that applies its value only when valid (on change, blur or Enter); anything else
 * shows why next to the field and keeps the last good value in use, so the scene never sees NaN.
 */
export function NumberField({ lang, label, value, min, max, onCommit, className }: Props) {
  const t = pick(dict, lang);
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = /^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= min && parsed <= max;

  const commit = (raw: string) => {
    const n = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) {
      if (n !== value) onCommit(n);
      setDraft(null);
    }
  };

  return (
    <div className={`viz-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : errorId}
        onChange={(e) => {
          setDraft(e.target.value);
          commit(e.target.value);
        }}
        onBlur={() => {
          if (valid) setDraft(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
        }}
      />
      {!valid && (
        <span id={errorId} className="viz-field__error" role="alert">
          {t.invalidNumber(min, max)}
        </span>
      )}
    </div>
  );
}
