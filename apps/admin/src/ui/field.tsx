import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';

/** What a Field hands its control so label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Advice under the control, announced with it. */
  hint?: ReactNode;
  /** Shown under the control and announced with it; undefined when the value is fine. */
  error?: string | undefined;
  /** Adds the required mark to the label and aria-required to the control. */
  required?: boolean;
  /** The control's id; a generated one otherwise. */
  id?: string;
  /** Visually hidden label (a filter whose purpose its placeholder and surroundings make plain). */
  labelHidden?: boolean;
  className?: string;
  /** The control, spread with the props that connect it: `{(field) => <input {...field} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a control's aria-describedby lists: its error first (read first), then its hint. */
export function describedByIds(id: string, parts: { error?: unknown; hint?: unknown }): string | undefined {
  const ids = [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * One form field: label (with the required mark), control, hint and error, laid out by logical properties
 * so it reads the same in Arabic and English. The required mark is hidden from screen readers, which hear
 * aria-required instead, and explained once by its title.
 */
export function Field({ label, hint, error, required, id, labelHidden, className, children }: FieldProps) {
  const { t } = useI18n();
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return (
    <div className={className}>
      {/* The mark sits outside the label so the label's text, and the control's name, stay the label alone. */}
      <div className={labelHidden ? 'sr-only' : 'mb-1.5 flex items-baseline gap-0.5'}>
        <label htmlFor={controlId} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" title={t('kit.field.required')} className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedByIds(controlId, { error, hint }),
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <p id={`${controlId}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={`${controlId}-hint`} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export const inputClass = (invalid: boolean) =>
  `block h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-500 focus:outline-2 focus:-outline-offset-1 read-only:bg-zinc-100 read-only:text-zinc-600 disabled:cursor-not-allowed disabled:bg-zinc-100 ${
    invalid ? 'border-red-400 focus:outline-red-500' : 'border-zinc-300 focus:outline-brand-600'
  }`;

export const textareaClass = (invalid: boolean) =>
  `${inputClass(invalid).replace('h-11', 'min-h-24')} py-2.5 leading-relaxed`;

export const selectClass = (invalid: boolean) =>
  `block h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-xs focus:outline-2 focus:-outline-offset-1 ${
    invalid ? 'border-red-400 focus:outline-red-500' : 'border-zinc-300 focus:outline-brand-600'
  }`;
