import { canonicalFields, hmacBase64 } from '../hmac.js';

/** The signed fields of a create-payment request, in the order SkipCash signs them. */
export const SKIPCASH_REQUEST_FIELDS = [
  'Uid',
  'KeyId',
  'Amount',
  'FirstName',
  'LastName',
  'Phone',
  'Email',
  'Street',
  'City',
  'State',
  'Country',
  'PostalCode',
  'TransactionId',
  'Custom1',
] as const;

/** The signed fields of a webhook, in order. */
export const SKIPCASH_WEBHOOK_FIELDS = [
  'PaymentId',
  'Amount',
  'StatusId',
  'TransactionId',
  'Custom1',
  'VisaId',
] as const;

type Fields = Partial<Record<string, string | number | null | undefined>>;

export function skipCashCanonical(order: readonly string[], fields: Fields): string {
  return canonicalFields(order.map((key) => [key, fields[key]] as const));
}

/** The Authorization header of a create-payment request: base64 HMAC-SHA256 under the key secret. */
export function signSkipCashRequest(keySecret: string, body: Fields): string {
  return hmacBase64(keySecret, skipCashCanonical(SKIPCASH_REQUEST_FIELDS, body));
}

/** The signature a webhook carries: base64 HMAC-SHA256 under the webhook key. */
export function signSkipCashWebhook(webhookKey: string, body: Fields): string {
  return hmacBase64(webhookKey, skipCashCanonical(SKIPCASH_WEBHOOK_FIELDS, body));
}
