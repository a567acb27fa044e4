import type { InputHTMLAttributes } from 'react';

/**
 * A number field of the bench's form: its label, its input, and under it its problem (an error the input is then
 * described by) or its help. `onChange` gets the typed text ('' when the field is emptied).
 */
export function BenchNumberField({
  id,
  label,
  value,
  error,
  help,
  onChange,
  ...input
}: Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'inputMode' | 'disabled'> & {
  id: string;
  label: string;
  value: number | '';
  error?: string | undefined;
  help?: string;
  onChange: (text: string) => void;
}) {
  const errorId = `${id}-msg`;
  const helpId = `${id}-help`;
  return (
    <div className="mb-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        {...input}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : help !== undefined ? helpId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error !== undefined && (
        <p id={errorId} className="mb-error">
          {error}
        </p>
      )}
      {help !== undefined && (
        <p id={helpId} className="mb-help">
          {help}
        </p>
      )}
    </div>
  );
}
