import {
  StoreContactBody,
  errorMessage,
  issuesFromZod,
  isErrorCode,
  normalizeQatarMobile,
  type Locale,
} from '@matjar/core';
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
 * reads 'required' rather than 'invalid'. The phone, optional, is typed after a fixed +974 like every phone
 * of the storefront: when given it must be a Qatari mobile, and it reaches staff as '+974 5512 3456'.
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

  const phone = input.phone === undefined ? undefined : normalizeQatarMobile(input.phone);
  const parsed = StoreContactBody.safeParse({ ...input, phone: phone ?? input.phone });
  // Every problem at once: the schema's, and a phone that is not a Qatari mobile.
  const fieldErrors: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of parsed.success ? [] : issuesFromZod(parsed.error.issues)) {
    const field = issue.path[0];
    if (isContactField(field) && !fieldErrors[field]) {
      fieldErrors[field] = { message: issue.message, messageAr: issue.messageAr };
    }
  }
  if (phone === null && !fieldErrors.phone) {
    fieldErrors.phone = {
      message: errorMessage('PHONE_INVALID', 'en'),
      messageAr: errorMessage('PHONE_INVALID', 'ar'),
    };
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return fail(fieldErrors);
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
