import { useId, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** What the output shows and a screen reader says for the value (the number itself when absent). */
  valueText?: string;
  className?: string;
  outputClassName?: string;
}

/**
 * A labelled slider with its value beside it, as the mechanisms' panels draw one. A value set by a link may lie
 * outside the range: the slider shows its end, the output the value.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  valueText,
  className,
  outputClassName,
}: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={Math.min(min, value)}
        max={Math.max(max, value)}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id} className={outputClassName}>
        {valueText ?? value}
      </output>
    </div>
  );
}
