import { AdminContactSettingsInput, resolveContactSettings, type ContactSettings } from '@matjar/core';

export type ContactField = keyof AdminContactSettingsInput;
export const CONTACT_FIELDS = [
  'email',
  'whatsapp',
  'location_ar',
  'location_en',
  'facebook',
  'instagram',
] as const satisfies readonly ContactField[];

/** The contact tab's fields as typed. */
export type ContactDraft = Record<ContactField, string>;

export function contactDraftOf(contact: ContactSettings): ContactDraft {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact[field]])) as ContactDraft;
}

// Arabic-Indic (٠–٩) and Persian (۰–۹) digits, as an Arabic keyboard types them.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A WhatsApp number as wa.me wants it (back-office §5: country code, no plus sign): people paste
 * "+974 5555-5555", "00974…" or Arabic-Indic digits, so those are cleaned to the digits the field keeps.
 * Anything that is no phone number (letters) is left for the check to name.
 */
export function cleanWhatsAppNumber(text: string): string {
  const latin = text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
  const compact = latin.replace(/[\s\-().\u200e\u200f]/g, '');
  if (!/^(\+|00)?\d*$/.test(compact)) return text.trim();
  return compact.replace(/^(\+|00)/, '');
}

export type WhatsAppProblem = 'plus' | 'notDigits' | 'length';

/** Why the number cannot be saved as typed, or null (blank is allowed: no WhatsApp button then). */
export function whatsappProblem(text: string): WhatsAppProblem | null {
  const value = text.trim();
  if (value === '') return null;
  if (value.startsWith('+')) return 'plus';
  if (!/^\d+$/.test(value)) return 'notDigits';
  return AdminContactSettingsInput.shape.whatsapp.safeParse(value).success ? null : 'length';
}

/** Each field's refusal by core's schema (the server's own check): an error-catalogue code as a rule. */
export function contactDraftIssues(draft: ContactDraft): Partial<Record<ContactField, string>> {
  const parsed = AdminContactSettingsInput.safeParse(draft);
  if (parsed.success) return {};
  const issues: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    issues[field] ??= issue.message;
  }
  return issues;
}

/** What the storefront's footer will show for the draft, read by core's rule (a blank field stays blank). */
export function footerContactOf(draft: ContactDraft): ContactSettings {
  return resolveContactSettings(JSON.stringify(draft));
}

export function sameContact(a: ContactDraft, b: ContactDraft): boolean {
  return CONTACT_FIELDS.every((field) => a[field].trim() === b[field].trim());
}
