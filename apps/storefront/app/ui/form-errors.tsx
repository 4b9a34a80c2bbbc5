import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api/api-error.js';
import { useT } from './layout/shell-data.js';

/** A form's problems per field name, each in the page's language. */
export type FieldErrors = Readonly<Record<string, string>>;

/** One line of the summary: the field's label as shown, its problem, and the control to jump to. */
export interface SummaryEntry {
  controlId: string;
  label: string;
  message: string;
}

export interface FormErrorsState {
  /** Each field's problem, for its Field's `error`. */
  fields: FieldErrors;
  /** The lines of the summary above the form's button, in the order the fields are shown. */
  summary: SummaryEntry[];
  /** A problem that belongs to no field shown (wrong password, a limit, the network). */
  formError: string | null;
}

const NONE: FormErrorsState = { fields: {}, summary: [], formError: null };

/** The form's controls that carry a problem, in the order they are shown (DOM order). */
function invalidControls(form: HTMLFormElement, fields: FieldErrors): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>('input[name], textarea[name], select[name]')].filter(
    (control) => {
      const name = control.getAttribute('name');
      return (
        name !== null &&
        name in fields &&
        control.getAttribute('type') !== 'hidden' &&
        !control.matches(':disabled')
      );
    },
  );
}

/**
 * The first control to fix: of the fields with a problem, the one shown first (not the first the checks
 * found), so the focus lands where a reader of the form would start.
 */
export function firstInvalidControl(form: HTMLFormElement, fields: FieldErrors): HTMLElement | null {
  return invalidControls(form, fields)[0] ?? null;
}

/** The visible label of a control (its <label for>), without the asterisk and the "(optional)" note. */
function labelOf(form: HTMLFormElement, control: HTMLElement): string {
  const label = control.id ? form.querySelector<HTMLLabelElement>(`label[for="${control.id}"]`) : null;
  const text = label?.firstChild?.textContent ?? label?.textContent ?? control.getAttribute('name') ?? '';
  return text.trim();
}

/**
 * The one way a storefront form shows what is wrong: every problem at once, each beside its field (Field's
 * `error`, which sets aria-invalid and aria-describedby), a summary that screen readers hear as it appears and
 * whose lines lead to their fields, and the focus on the first field to fix. Typing in a field clears its
 * own problem only; the others stay until they are fixed or the form is sent again.
 */
export function useFormErrors() {
  const t = useT();
  const [state, setState] = useState<FormErrorsState>(NONE);

  /** Shows `fields` (and an optional form-level problem) on `form`. */
  const show = useCallback((form: HTMLFormElement, fields: FieldErrors, formError: string | null = null) => {
    const controls = invalidControls(form, fields);
    const shown = new Set(controls.map((control) => control.getAttribute('name')));
    // A problem of a field this form does not show (a token, the locale) is said as the form's own.
    const orphan = Object.entries(fields).find(([name]) => !shown.has(name));
    setState({
      fields,
      summary: controls.map((control) => ({
        controlId: control.id,
        label: labelOf(form, control),
        message: fields[control.getAttribute('name') ?? ''] ?? '',
      })),
      formError: formError ?? (orphan ? orphan[1] : null),
    });
    controls[0]?.focus();
  }, []);

  /** Shows what a failed call says: every field the server named, or its message for the whole form. */
  const fail = useCallback(
    (form: HTMLFormElement, caught: unknown) => {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0) {
        show(form, caught.fieldErrors);
      } else {
        show(form, {}, caught instanceof Error ? caught.message : t('api.failed'));
      }
    },
    // t changes identity each render; its language follows the page and is read when the call fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [show],
  );

  /** For the form's onInput: what is typed into a field clears that field's problem and the form's. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    const name = target.getAttribute('name');
    setState((current) => {
      if (current === NONE) return current;
      if (!name || !(name in current.fields)) {
        return current.formError ? { ...current, formError: null } : current;
      }
      const { [name]: _cleared, ...fields } = current.fields;
      return {
        fields,
        summary: current.summary.filter((entry) => entry.controlId !== target.id),
        formError: null,
      };
    });
  }, []);

  const clear = useCallback(() => setState(NONE), []);

  return { ...state, show, fail, onInput, clear };
}

/**
 * Above a form's button: how many fields need a fix, then each as a link to its field, or the form's own
 * problem. role="alert" so it is announced when it appears, whatever has the focus.
 */
export function FormErrorSummary({
  summary,
  formError,
}: {
  summary: readonly SummaryEntry[];
  formError: string | null;
}) {
  const t = useT();
  if (summary.length === 0 && !formError) return null;
  return (
    <div
      role="alert"
      data-form-errors
      className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 ring-1 ring-red-200"
    >
      {formError && <p>{formError}</p>}
      {summary.length > 0 && (
        <>
          <p className={formError ? 'mt-2' : undefined}>
            {t('form.errorSummary', { count: summary.length })}
          </p>
          <ul className="mt-1 list-disc ps-5 font-normal">
            {summary.map((entry) => (
              <li key={entry.controlId}>
                <a
                  href={`#${entry.controlId}`}
                  onClick={(event) => {
                    // Focus, not a new address: the page's URL stays as it was.
                    event.preventDefault();
                    document.getElementById(entry.controlId)?.focus();
                  }}
                  className="underline underline-offset-2"
                >
                  {entry.label}: {entry.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
