import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  /** A line under the label saying what ticking it does (read with the box by screen readers). */
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label and a hint beneath, the box at the start of the line in either direction. */
export function CheckboxRow({ id, label, hint, checked, onChange, className = '' }: Props) {
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
