import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's error in the page language; it is announced and linked to the input. */
  error?: string;
  hint?: string;
  multiline?: boolean;
}

const inputClass =
  'w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 focus:ring-2 focus:outline-none aria-invalid:border-red-500 aria-invalid:focus:ring-red-100';

/** A labelled checkout input with its hint and error under it; e-mail and phone are written left to right. */
export function TextField({
  name,
  label,
  value,
  onValue,
  error,
  hint,
  multiline,
  required,
  ...input
}: TextFieldProps) {
  const id = `checkout-${name}`;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-red-400' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'} ${input.dir === 'ltr' ? 'text-start' : ''}`,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
        {required && (
          <span aria-hidden className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...shared} {...input} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
