import { z } from 'zod';
import { EmailAddress, EntityId, LocaleSchema, rawText } from './common.js';

/** POST /api/store/restock-alerts: "notify me when available" on a sold-out product or variant (decision 036). */
export const StoreRestockAlertBody = z.object({
  email: EmailAddress,
  productId: EntityId,
  /** The sold-out variant; null or absent for a product without variants, or any of a sold-out product's. */
  variantId: EntityId.nullable().optional(),
  /** The page's language, which the e-mail is written in (else the request's). */
  locale: LocaleSchema.optional(),
});
export type StoreRestockAlertBody = z.infer<typeof StoreRestockAlertBody>;

/** The same answer whether the address was new or already waiting (idempotent, and tells nothing). */
export const StoreRestockAlertResponse = z.object({ success: z.literal(true) });
export type StoreRestockAlertResponse = z.infer<typeof StoreRestockAlertResponse>;

/** The signed unsubscribe token of a restock e-mail's link: "<alert id>.<HMAC-SHA256, 128 bits>". */
export const RESTOCK_TOKEN_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}$/;
/** Any short text: a token of the wrong shape answers like a forged one (404 RESTOCK_UNSUBSCRIBE_INVALID). */
export const RestockToken = rawText(100);

export const StoreRestockUnsubscribeQuery = z.object({ token: RestockToken });
export const StoreRestockUnsubscribeBody = z.object({ token: RestockToken });
/**
 * POST /api/store/restock-alerts/one-click?t=: the List-Unsubscribe header's address (RFC 8058). Mail providers
 * post "List-Unsubscribe=One-Click" form-encoded; the token is the header's own, good for this POST only.
 */
export const StoreRestockOneClickQuery = z.object({ t: RestockToken });
export const StoreRestockOneClickResponse = z.object({ success: z.literal(true) });

/** What the unsubscribe page shows: the product the e-mail was about, and whether it is already stopped. */
export const StoreRestockSubscription = z.object({
  productName: z.string(),
  productNameEn: z.string().nullable(),
  variantName: z.string().nullable(),
  variantNameEn: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type StoreRestockSubscription = z.infer<typeof StoreRestockSubscription>;

/** GET and POST /api/store/restock-alerts/unsubscribe: the subscription the link names. */
export const StoreRestockSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: StoreRestockSubscription,
});
export type StoreRestockSubscriptionResponse = z.infer<typeof StoreRestockSubscriptionResponse>;
