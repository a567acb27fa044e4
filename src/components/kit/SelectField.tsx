import type { ReactNode } from 'react';

/** The class names of a view's fields (the cost lab's `cl-field`, the bench's `mb-field`). */
export interface FieldLook {
  field: string;
  label?: string;
  help: string;
}

/** A labelled select, with its help line under it (and named by it) when there is one. */
export function SelectField({
  look,
  id,
  label,
  value,
  help,
  disabled,
  onChange,
  children,
}: {
  look: FieldLook;
  id: string;
  label: string;
  value: string;
  help?: ReactNode;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}) {
  const helpId = `${id}-help`;
  return (
    <div className={look.field}>
      <label className={look.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={help === undefined ? undefined : helpId}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {help !== undefined && (
        <p id={helpId} className={look.help}>
          {help}
        </p>
      )}
    </div>
  );
}
