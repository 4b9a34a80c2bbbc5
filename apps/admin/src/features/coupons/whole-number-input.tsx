import { useState } from 'react';
import { Field, inputClass } from '../../ui/field';
import { parseWholeNumber } from './coupon-form';

interface WholeNumberInputProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  /** null when empty; NaN while the text is not a whole number (the form's schema refuses it). */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name: string;
}

/** A whole number (percent, use limits) typed with Western or Arabic-Indic digits; empty is null. */
export function WholeNumberInput({
  label,
  hint,
  error,
  required,
  value,
  onChange,
  onBlur,
  name,
}: WholeNumberInputProps) {
  const [text, setText] = useState(() => (value === null || Number.isNaN(value) ? '' : String(value)));
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          name={name}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseWholeNumber(event.target.value));
          }}
          className={`${inputClass(Boolean(error))} text-start`}
        />
      )}
    </Field>
  );
}
