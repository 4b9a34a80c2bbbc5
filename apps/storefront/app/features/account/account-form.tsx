import type { MessageKey } from '../../i18n/t.js';
import { ApiError } from '../../lib/api/api-error.js';
import { TextField } from '../../ui/field.js';

// What the account forms (sign-in, sign-up, details, password) share.

/** A password box: typed left to right, named for the browser's password manager by `autoComplete`. */
export function PasswordField(props: {
  name: string;
  label: string;
  autoComplete: string;
  error?: string | undefined;
}) {
  return <TextField required type="password" dir="ltr" {...props} />;
}

/** The red box under an account form: why the last try failed. */
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
