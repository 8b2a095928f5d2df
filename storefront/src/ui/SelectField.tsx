import { type Ref, useId } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly text: string;
}

/** A labelled select with its error tied to it, like {@link TextField}. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  name,
  error,
  autoComplete,
  disabled,
  selectRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  name: string;
  error?: string;
  autoComplete?: string;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete}
        dir="auto"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
