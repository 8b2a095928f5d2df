import { type HTMLInputTypeAttribute, type Ref, useId } from 'react';

/**
 * A labelled input with its hint and error tied to it (`aria-describedby`), so a screen reader
 * reads them with the field and `aria-invalid` marks it.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  error,
  hint,
  optionalLabel,
  autoComplete,
  inputMode,
  lang,
  maxLength = 200,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  name: string;
  error?: string;
  hint?: string;
  /** Shown after the label of a field that may stay empty, e.g. "optional". */
  optionalLabel?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  lang?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalLabel && <span className="field__optional"> ({optionalLabel})</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={!optionalLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        lang={lang}
        maxLength={maxLength}
        dir="auto"
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
