import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** What a Field hands its control, so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps {
  label: string;
  /** Said in the label after the name, in brackets: "Phone (optional)". */
  note?: string | undefined;
  /** Advice under the control, while it has no error. */
  hint?: string | undefined;
  /** The problem in the page's language, announced with the control; undefined when the value is fine. */
  error?: string | undefined;
  /** Marks the label with a red asterisk (the control says it is required itself). */
  marked?: boolean | undefined;
  /** The control's id; a generated one otherwise. */
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Inputs, text areas and selects look alike; text typed left to right (e-mail, phone) starts on the left.
 * Focused, they keep the page's focus outline (app.css) — red on a field in error — rather than a pale ring
 * that looked the same focused or not.
 */
export function controlClasses(error: string | undefined): string {
  return `w-full rounded-xl border bg-white px-4 py-2.5 text-start text-slate-900 ${
    error ? 'border-red-500 focus-visible:outline-red-700' : 'border-slate-300 focus:border-brand-500'
  }`;
}

/**
 * The storefront's one form field: label, control, hint or error, stacked by logical properties so it reads
 * the same in Arabic and English. The asterisk is hidden from screen readers, which hear the control's own
 * required state.
 */
export function Field({ label, note, hint, error, marked, id, className = '', children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const shownHint = error ? undefined : hint;
  const describedBy = [error && `${controlId}-error`, shownHint && `${controlId}-hint`].filter(Boolean);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label id={`${controlId}-label`} htmlFor={controlId} className="text-sm font-bold text-slate-700">
        {label}
        {note && <span className="ms-1 font-normal text-slate-500">({note})</span>}
        {marked && (
          <span aria-hidden className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        className: controlClasses(error),
      })}
      {shownHint && (
        <p id={`${controlId}-hint`} className="text-xs text-slate-500">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldText = Omit<FieldProps, 'children'>;

export type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'prefix'> & {
    multiline?: false;
    /**
     * Fixed text before what is typed, read left to right (the +974 of a Qatari mobile, D24). It is part of
     * the field's name ("Phone +974"), so a screen reader says which digits are still to be typed.
     */
    prefix?: string | undefined;
  };
export type TextAreaFieldProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { multiline: true };

/** A Field holding a text input, or a text area with `multiline`; every other property goes to the control. */
export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, note, hint, error, marked, id, className, ...control } = props;
  return (
    <Field label={label} note={note} hint={hint} error={error} marked={marked} id={id} className={className}>
      {(wiring) => {
        if (control.multiline) {
          const { multiline: _multiline, ...textarea } = control;
          return <textarea {...textarea} {...wiring} />;
        }
        const { multiline: _multiline, prefix, ...input } = control;
        if (!prefix) return <input {...input} {...wiring} />;
        return (
          <div dir="ltr" className="flex">
            <span
              id={`${wiring.id}-prefix`}
              className="flex items-center rounded-s-xl border border-e-0 border-slate-300 bg-slate-50 px-3 text-slate-700 tabular-nums"
            >
              {prefix}
            </span>
            <input
              {...input}
              {...wiring}
              aria-labelledby={`${wiring.id}-label ${wiring.id}-prefix`}
              className={`${wiring.className} rounded-s-none`}
            />
          </div>
        );
      }}
    </Field>
  );
}
