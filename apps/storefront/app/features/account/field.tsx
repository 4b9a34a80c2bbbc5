import type { MessageKey } from '../../i18n/t.js';
import { ApiError } from '../../lib/api/api-error.js';
import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
}

/** A labelled input of the account forms; e-mail, phone and passwords are written left to right. */
export function Field({ label, name, id, ...input }: FieldProps) {
  const inputId = id ?? `account-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        required
        className={`w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none ${input.dir === 'ltr' ? 'text-start' : ''}`}
        {...input}
      />
    </div>
  );
}

export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}

export const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';

const FIELD_LABELS: Record<string, MessageKey> = {
  firstName: 'account.firstName',
  lastName: 'account.lastName',
  email: 'account.email',
  phone: 'account.phone',
  password: 'account.password',
  confirmPassword: 'account.confirmPassword',
  currentPassword: 'account.currentPassword',
  newPassword: 'account.newPassword',
};

/**
 * The red box's text for a failed call: a field error names its field ("Phone: This field is required"),
 * and that field gets the focus so the shopper lands where the fix goes.
 */
export function describeError(
  caught: unknown,
  t: (key: MessageKey) => string,
  form?: HTMLFormElement,
): string {
  if (!(caught instanceof Error)) return t('api.failed');
  const field = caught instanceof ApiError ? caught.field : null;
  const label = field ? FIELD_LABELS[field] : undefined;
  if (!field || !label) return caught.message;
  const input = form?.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
  return `${t(label)}: ${caught.message}`;
}
