import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the control and announced with it; undefined when the value is fine. */
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error of one form field. The control sets aria-describedby={describedBy(id,…)}. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error: unknown, hint?: unknown): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export const selectClass = (invalid: boolean) =>
  `block h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-xs focus:outline-2 focus:-outline-offset-1 ${
    invalid ? 'border-red-400 focus:outline-red-500' : 'border-zinc-300 focus:outline-brand-600'
  }`;

interface CheckboxRowProps {
  id: string;
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}

/** A checkbox (or switch) with its label beside it and an optional hint below. */
export function CheckboxRow({ id, label, hint, children }: CheckboxRowProps) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 flex">{children}</span>
      <span className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-zinc-500">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

export const checkboxClass =
  'size-5 rounded border-zinc-300 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
