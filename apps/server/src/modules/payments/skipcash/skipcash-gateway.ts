import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { rawText } from '@matjar/core';
import type { PaymentGateway, PaymentLookup } from '../payment-gateway.js';
import { headerValue, signaturesMatch } from '../hmac.js';
import { signSkipCashRequest, signSkipCashWebhook } from './skipcash-signature.js';
import {
  fromSkipCashAmount,
  skipCashRefundState,
  skipCashStatus,
  toSkipCashAmount,
} from './skipcash-status.js';

export interface SkipCashOptions {
  url: string;
  clientId: string;
  keyId: string;
  keySecret: string;
  webhookKey: string;
  /** Per request; SkipCash itself waits 10 s for our webhook answer. */
  timeoutMs?: number;
}

// Names: SkipCash's own plugin clips them to 59 characters (the facts gathered elsewhere say 60).
const LIMITS = { transactionId: 40, phone: 15, name: 59 } as const;

const ResultObj = z.object({
  id: z.string(),
  payUrl: z.string().nullish(),
  statusId: z.coerce.number().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  transactionId: z.string().nullish(),
  visaId: z.string().nullish(),
  cardType: z.union([z.string(), z.number()]).nullish(),
});
/** Every answer of SkipCash's API (read by the adapter and by the captured-fixture checks). */
export const SkipCashEnvelope = z.object({
  resultObj: ResultObj.nullish(),
  hasError: z.boolean().nullish(),
  errorMessage: z.string().nullish(),
  errorCode: z.union([z.string(), z.number()]).nullish(),
  hasValidationError: z.boolean().nullish(),
  validationErrors: z.unknown().nullish(),
  returnCode: z.union([z.string(), z.number()]).nullish(),
});

// Signed, but its fields still reach the database: core's safe text, like every request string.
const WebhookText = rawText(200);
/** A webhook's body as SkipCash sends it (read by the adapter and by the captured-fixture checks). */
export const SkipCashWebhookBody = z.object({
  PaymentId: WebhookText.min(1),
  Amount: z.union([WebhookText, z.number()]),
  StatusId: z.coerce.number().int(),
  TransactionId: WebhookText.nullish(),
  Custom1: WebhookText.nullish(),
  VisaId: WebhookText.nullish(),
  CardType: z.union([WebhookText, z.number()]).nullish(),
});

/** Keeps a text within a limit, or drops it when nothing is left (SkipCash refuses empty signed fields). */
const clip = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || undefined;

/** The SkipCash adapter of ../../../shared/payments-skipcash.md (docs/payments.md says what is unconfirmed). */
export function createSkipCashGateway(options: SkipCashOptions): PaymentGateway {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(path: string, init: RequestInit): Promise<z.infer<typeof ResultObj>> {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let envelope: z.infer<typeof SkipCashEnvelope> | undefined;
    try {
      envelope = SkipCashEnvelope.parse(JSON.parse(text));
    } catch {
      envelope = undefined;
    }
    if (!response.ok || !envelope?.resultObj || envelope.hasError || envelope.hasValidationError) {
      const reason =
        envelope?.errorMessage ??
        (envelope?.validationErrors ? JSON.stringify(envelope.validationErrors) : undefined) ??
        text.slice(0, 300);
      throw new Error(`SkipCash ${init.method} ${path} answered ${response.status}: ${reason}`);
    }
    return envelope.resultObj;
  }

  return {
    name: 'skipcash',

    async createPayment(input) {
      // Always present (the shop's contact number stands in when the shopper gave none): SkipCash's SDKs
      // treat the phone as mandatory.
      const phone = input.customer.phone.replace(/[^\d+]/g, '');
      const signed = {
        Uid: randomUUID(),
        KeyId: options.keyId,
        Amount: toSkipCashAmount(input.amount),
        FirstName: clip(input.customer.firstName, LIMITS.name),
        LastName: clip(input.customer.lastName, LIMITS.name),
        Phone: clip(phone, LIMITS.phone),
        Email: clip(input.customer.email, 254),
        TransactionId: clip(input.orderNumber, LIMITS.transactionId),
        Custom1: input.orderNumber,
      };
      const body = Object.fromEntries(
        Object.entries({
          ...signed,
          ReturnUrl: input.returnUrl,
          WebhookUrl: input.callbackUrl,
          Description: `Order ${input.orderNumber}`,
        }).filter(([, value]) => value !== undefined),
      );
      const result = await call('/api/v1/payments', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: signSkipCashRequest(options.keySecret, signed),
        },
        body: JSON.stringify(body),
      });
      if (!result.payUrl) throw new Error('SkipCash answered no payUrl');
      return { paymentId: result.id, payUrl: result.payUrl };
    },

    async lookupPayment(paymentId): Promise<PaymentLookup> {
      const result = await call(`/api/v1/payments/${encodeURIComponent(paymentId)}`, {
        method: 'GET',
        headers: { authorization: options.clientId },
      });
      return {
        paymentId: result.id,
        status: skipCashStatus(result.statusId ?? 0),
        amount: fromSkipCashAmount(result.amount),
        // SkipCash's TransactionId is our own order number echoed back: it names the order, it is no
        // reference of SkipCash's. The card payment's reference is VisaId.
        orderNumber: result.transactionId ?? null,
        transactionId: result.visaId ?? null,
        visaId: result.visaId ?? null,
        cardType: result.cardType == null ? null : String(result.cardType),
        refundState: skipCashRefundState(result.statusId ?? 0),
      };
    },

    verifyCallback(headers, body) {
      const parsed = SkipCashWebhookBody.safeParse(body);
      if (!parsed.success) return null;
      const webhook = parsed.data;
      const expected = signSkipCashWebhook(options.webhookKey, webhook);
      if (!signaturesMatch(expected, headerValue(headers, 'authorization'))) return null;
      return {
        paymentId: webhook.PaymentId,
        status: skipCashStatus(webhook.StatusId),
        rawStatus: String(webhook.StatusId),
        amount: fromSkipCashAmount(webhook.Amount),
        orderNumber: webhook.TransactionId ?? webhook.Custom1 ?? null,
        // As in the look-up: our order number stays apart, the card reference is VisaId.
        transactionId: webhook.VisaId ?? null,
        visaId: webhook.VisaId ?? null,
        cardType: webhook.CardType == null ? null : String(webhook.CardType),
      };
    },
  };
}
