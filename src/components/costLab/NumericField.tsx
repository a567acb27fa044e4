import { useState } from 'react';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { parseDecimalField, parseIntegerField, type FieldProblem } from '../../compute/costLab/params';
import messages from './costLab.messages';

type T = (typeof messages)['en'];

const STEPS = 1000;

/**
 * Slider position <-> value. Wide ranges (1 to 1,000,000) use a logarithmic slider, offset by one so that a
 * range starting at 0 works too: pos = log(x - min + 1) / log(max - min + 1).
 */
export function toSlider(x: number, min: number, max: number, log: boolean): number {
  if (!log) return x;
  return Math.round((STEPS * Math.log(x - min + 1)) / Math.log(max - min + 1));
}

export function fromSlider(pos: number, min: number, max: number, log: boolean): number {
  if (!log) return pos;
  const x = Math.round(min - 1 + Math.pow(max - min + 1, pos / STEPS));
  return Math.min(max, Math.max(min, x));
}

export function problemText(p: FieldProblem, kept: string, lang: Lang, t: T, decimal = false): string {
  if (p.kind === 'empty') return t.empty(kept);
  if (p.kind === 'not-a-number') return decimal ? t.notADecimal(p.text, kept) : t.notANumber(p.text, kept);
  const fmt = (n: number) => formatNumber(n, lang, decimal ? 4 : 0);
  return t.clamped(fmt(p.min), fmt(p.max), fmt(p.to));
}

interface Props {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  log?: boolean;
  lang: Lang;
  t: T;
  onChange: (value: number) => void;
}

/** A labelled slider with a numeric text field; bad input is clamped or refused with a message beside it. */
export function NumericField({ id, label, value, min, max, log = false, lang, t, onChange }: Props) {
  // draft: what the person is typing, or null to show the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const msgId = `${id}-msg`;
  const shown = formatNumber(value, lang);
  const sliderPos = toSlider(value, min, max, log);

  const onType = (text: string) => {
    setDraft(text);
    const parsed = parseIntegerField(text, min, max);
    setProblem(parsed.problem);
    if (parsed.value !== null && parsed.value !== value) onChange(parsed.value);
  };

  const onSlide = (pos: number) => {
    let next = fromSlider(pos, min, max, log);
    // On a log slider one keyboard step can round back to the same integer: move by one at least.
    if (next === value && pos !== sliderPos)
      next = Math.min(max, Math.max(min, value + (pos > sliderPos ? 1 : -1)));
    setDraft(null);
    setProblem(null);
    if (next !== value) onChange(next);
  };

  const invalid = problem !== null && draft !== null;
  return (
    <div className="cl-field">
      <label className="cl-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="cl-field__row">
        <input
          type="range"
          className="cl-field__slider"
          aria-label={label}
          aria-valuetext={shown}
          min={log ? 0 : min}
          max={log ? STEPS : max}
          step={1}
          value={Math.min(log ? STEPS : max, sliderPos)}
          onChange={(e) => onSlide(Number(e.target.value))}
        />
        <input
          id={`${id}-input`}
          className="cl-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={draft ?? shown}
          aria-invalid={invalid}
          aria-describedby={problem ? msgId : undefined}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setDraft(null);
          }}
        />
      </div>
      {problem && (
        <p id={msgId} className="cl-field__msg" role="status">
          {problemText(problem, shown, lang, t)}
        </p>
      )}
    </div>
  );
}

interface PriceProps {
  id: string;
  label: string;
  value: number;
  max: number;
  lang: Lang;
  t: T;
  onChange: (value: number) => void;
}

/** The price per million tokens: a decimal field ("0.15" or "0,15"), no slider. */
export function PriceField({ id, label, value, max, lang, t, onChange }: PriceProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const msgId = `${id}-msg`;
  const shown = formatNumber(value, lang, 4);
  const onType = (text: string) => {
    setDraft(text);
    const parsed = parseDecimalField(text, max);
    setProblem(parsed.problem);
    if (parsed.value !== null && parsed.value !== value) onChange(parsed.value);
  };
  return (
    <div className="cl-field">
      <label className="cl-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="cl-field__input cl-field__input--wide"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? shown}
        aria-invalid={problem !== null && draft !== null}
        aria-describedby={problem ? msgId : undefined}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => setDraft(null)}
      />
      {problem && (
        <p id={msgId} className="cl-field__msg" role="status">
          {problemText(problem, shown, lang, t, true)}
        </p>
      )}
    </div>
  );
}
