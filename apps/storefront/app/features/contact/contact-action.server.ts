import { StoreContactBody, errorMessage, issuesFromZod, isErrorCode, type Locale } from '@matjar/core';
import type { AppLoadContext } from 'react-router';
import {
  CONTACT_FIELDS,
  type ContactActionResult,
  type ContactField,
  type FieldError,
} from './contact-form-state.js';

function isContactField(value: unknown): value is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(value);
}

/** An error thrown by the host's service. Checked by shape: the server's core is another module copy. */
function hostErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** Its parameters (a rate limit's {minutes}), so the message reads whole. */
function hostErrorParams(error: unknown): Record<string, string | number> {
  const params = (error as { params?: unknown } | null)?.params;
  return typeof params === 'object' && params !== null ? (params as Record<string, string | number>) : {};
}

/**
 * Validates the posted form with core's StoreContactBody and hands it to the host's contact service, which
 * stores it and e-mails the shop through the outbox (D9). Blank fields count as missing, so an empty e-mail
 * reads 'required' rather than 'invalid'.
 */
export async function handleContact(
  formData: FormData,
  context: AppLoadContext,
  locale: Locale,
): Promise<ContactActionResult> {
  const values: Partial<Record<ContactField, string>> = {};
  const input: Record<string, string | undefined> = {};
  for (const field of CONTACT_FIELDS) {
    const raw = formData.get(field);
    const text = typeof raw === 'string' ? raw : '';
    values[field] = text;
    input[field] = text.trim() === '' ? undefined : text;
  }
  const fail = (
    fieldErrors: Partial<Record<ContactField, FieldError>>,
    formError: FieldError | null = null,
  ): ContactActionResult => ({ ok: false, values, fieldErrors, formError });

  const parsed = StoreContactBody.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, FieldError>> = {};
    for (const issue of issuesFromZod(parsed.error.issues)) {
      const field = issue.path[0];
      if (isContactField(field) && !fieldErrors[field]) {
        fieldErrors[field] = { message: issue.message, messageAr: issue.messageAr };
      }
    }
    return fail(fieldErrors);
  }
  try {
    await context.services.contact.send(parsed.data, locale);
    return { ok: true, sentAt: Date.now() };
  } catch (error) {
    const code = hostErrorCode(error);
    if (code && isErrorCode(code)) {
      const params = hostErrorParams(error);
      return fail(
        {},
        { message: errorMessage(code, 'en', params), messageAr: errorMessage(code, 'ar', params) },
      );
    }
    console.error('storefront: sending a contact message failed', error);
    return fail({}, null);
  }
}
