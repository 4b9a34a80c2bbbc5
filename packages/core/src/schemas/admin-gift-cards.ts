import { z } from 'zod';
import { GIFT_CARD_CODE_SHOWN } from '../gift-card-code.js';
import { Dirhams, EntityId, IsoDateTime, LocaleSchema, plainText, requiredText } from './common.js';
import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, ADMIN_ORDER_PAGE_SIZE_MAX } from './admin/orders.js';

// The back office's gift cards (issue 15): every issued code with its order, masked; resend and void.

/** A code is void once staff void it, else expired after its expiry instant, else active. */
export const GIFT_CARD_STATES = ['active', 'expired', 'void'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/**
 * Fewest characters a search needs to be tried against the end of the codes: the masked code shows the
 * last four, so staff type those. A shorter search matches order numbers and e-mails only.
 */
export const GIFT_CARD_SEARCH_CODE_MIN = GIFT_CARD_CODE_SHOWN;
export const GIFT_CARD_VOID_REASON_MAX = 500;

/** GET /api/admin/gift-cards: newest first, server paging; search by order number, e-mail or code's end. */
export const AdminGiftCardListQuery = z.object({
  q: plainText(100).optional(),
  state: z.enum(GIFT_CARD_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_ORDER_PAGE_SIZE_MAX)
    .default(ADMIN_ORDER_PAGE_SIZE_DEFAULT),
});
export type AdminGiftCardListQuery = z.infer<typeof AdminGiftCardListQuery>;

export const AdminGiftCard = z.object({
  id: EntityId,
  /** Only the last 4 characters (maskGiftCardCode); the code itself comes from the audited reveal. */
  masked_code: z.string(),
  order_id: EntityId,
  order_number: z.string(),
  order_locale: LocaleSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  product_id: EntityId.nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  denomination: Dirhams,
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
  state: z.enum(GIFT_CARD_STATES),
  voided_at: IsoDateTime.nullable(),
  void_reason: z.string().nullable(),
  voided_by: z.string().nullable(),
  /** The void code this one replaced. */
  replaces_id: EntityId.nullable(),
  /** The code issued in place of this one, once void. */
  replaced_by_id: EntityId.nullable(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

export const AdminGiftCardListResponse = z.object({
  gift_cards: z.array(AdminGiftCard),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AdminGiftCardListResponse = z.infer<typeof AdminGiftCardListResponse>;

/** POST /api/admin/gift-cards/{id}/void: why (kept with the code and in the activity log). */
export const AdminGiftCardVoidBody = z.object({ reason: requiredText(GIFT_CARD_VOID_REASON_MAX) });
export type AdminGiftCardVoidBody = z.infer<typeof AdminGiftCardVoidBody>;

export const AdminGiftCardVoidResponse = z.object({ voided: AdminGiftCard, replacement: AdminGiftCard });
export type AdminGiftCardVoidResponse = z.infer<typeof AdminGiftCardVoidResponse>;

/** POST /api/admin/gift-cards/{id}/resend: how many codes the queued e-mail holds. */
export const AdminGiftCardResendResponse = z.object({
  success: z.literal(true),
  codes: z.number().int().positive(),
  /** False when the same Idempotency-Key was already used: nothing new was queued. */
  queued: z.boolean(),
});
export type AdminGiftCardResendResponse = z.infer<typeof AdminGiftCardResendResponse>;
