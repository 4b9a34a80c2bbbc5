import { z } from 'zod';
import { MAX_DB_INT, rawText } from '@matjar/core';
import { canonicalFields, headerValue, hmacBase64, signaturesMatch } from '../hmac.js';

/** The header carrying the sandbox callback's signature. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the sandbox gateway posts to the shop's callback URL once a test payment has an outcome. */
export const SandboxCallbackBody = z.object({
  paymentId: rawText(200).min(1),
  orderNumber: rawText(200).min(1),
  status: z.enum(['completed', 'failed', 'cancelled']),
  /** Dirhams. */
  amount: z.number().int().nonnegative().max(MAX_DB_INT),
  transactionId: rawText(200).nullable(),
  visaId: rawText(200).nullable(),
  cardType: rawText(200).nullable(),
});
export type SandboxCallbackBody = z.infer<typeof SandboxCallbackBody>;

/** The signed string: the fields that decide what the shop does, in a fixed order (empty ones skipped). */
export function sandboxCanonical(body: SandboxCallbackBody): string {
  return canonicalFields([
    ['PaymentId', body.paymentId],
    ['OrderNumber', body.orderNumber],
    ['Status', body.status],
    ['Amount', body.amount],
    ['TransactionId', body.transactionId],
    ['VisaId', body.visaId],
  ]);
}

export function signSandboxCallback(secret: string, body: SandboxCallbackBody): string {
  return hmacBase64(secret, sandboxCanonical(body));
}

/** The parsed body when its signature checks out, else null. */
export function verifySandboxCallback(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): SandboxCallbackBody | null {
  const parsed = SandboxCallbackBody.safeParse(body);
  if (!parsed.success) return null;
  const expected = signSandboxCallback(secret, parsed.data);
  return signaturesMatch(expected, headerValue(headers, SANDBOX_SIGNATURE_HEADER)) ? parsed.data : null;
}
