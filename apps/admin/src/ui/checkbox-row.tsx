import type { ReactNode } from 'react';

interface CheckboxRowProps {
  id: string;
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}

/** A checkbox (or switch) with its label beside it and an optional hint below (the control sets its ids). */
export function CheckboxRow({ id, label, hint, children }: CheckboxRowProps) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 flex">{children}</span>
      <span className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-zinc-600">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

export const checkboxClass =
  'size-5 rounded border-zinc-300 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
