import { z } from 'zod';
import { Dirhams, EntityId, IsoDateTime, LocaleSchema, plainText, requiredText } from '../common.js';
import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, ADMIN_ORDER_PAGE_SIZE_MAX } from './orders.js';
import {
  GIFT_CARD_ADJUST_MAX,
  GIFT_CARD_ADJUST_REASON_MAX,
  GIFT_CARD_LEDGER_KINDS,
} from '../../rules/gift-card-balance.js';

// The back office's gift cards: every issued code with its order, masked; resend and void.
// D19: the list never matches a code; a card is found by its whole code only, by orders.manage.

/** A code is void once staff void it, else expired after its expiry instant, else active. */
export const GIFT_CARD_STATES = ['active', 'expired', 'void'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

export const GIFT_CARD_VOID_REASON_MAX = 500;
/** Longest text the find-by-code box takes: a code with spaces between every character still fits. */
export const GIFT_CARD_CODE_INPUT_MAX = 100;

/**
 * GET /api/admin/gift-cards: newest first, server paging; search by order number or the buyer's e-mail
 * (never by any part of a code: that is POST /api/admin/gift-cards/find, with the whole code).
 */
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
  /** Brand prefix and riyals, then bullets (maskGiftCardCode); the code itself comes from the audited reveal. */
  masked_code: z.string(),
  order_id: EntityId,
  order_number: z.string(),
  /** The shop's own card (GIFT): it has a balance to spend, kept by its ledger. */
  spendable: z.boolean(),
  /** What is left to spend (the shop's own card; 0 for a brand's). */
  balance: Dirhams,
  /** Given as store credit by a refund, not sold. */
  store_credit: z.boolean(),
  short_number: z.number().int().positive(),
  order_locale: LocaleSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  product_id: EntityId.nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  denomination: Dirhams,
  /** Times are to the minute: an old code's issue instant, to the millisecond, was part of the code. */
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

/**
 * POST /api/admin/gift-cards/find (orders.manage, counted by the abuse limits, written to the activity log):
 * the card whose whole code this is, typed in any case, with or without spaces and dashes, in Latin or
 * Arabic-Indic digits. A part of a code finds nothing. In the body, so the code stays out of addresses and logs.
 */
export const AdminGiftCardFindBody = z.object({ code: requiredText(GIFT_CARD_CODE_INPUT_MAX) });
export type AdminGiftCardFindBody = z.infer<typeof AdminGiftCardFindBody>;

export const AdminGiftCardFindResponse = z.object({ gift_card: AdminGiftCard });
export type AdminGiftCardFindResponse = z.infer<typeof AdminGiftCardFindResponse>;

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

/** One row of a shop card's balance ledger, newest first in the back office. */
export const AdminGiftCardLedgerEntry = z.object({
  id: EntityId,
  kind: z.enum(GIFT_CARD_LEDGER_KINDS),
  /** Signed dirhams. */
  amount: z.number().int(),
  balance_after: Dirhams,
  order_id: EntityId.nullable(),
  order_number: z.string().nullable(),
  short_number: z.number().int().positive().nullable(),
  reason: z.string().nullable(),
  username: z.string().nullable(),
  created_at: IsoDateTime,
});
export type AdminGiftCardLedgerEntry = z.infer<typeof AdminGiftCardLedgerEntry>;

/** GET /api/admin/gift-cards/{id}/ledger: the card, its balance and every movement. */
export const AdminGiftCardLedgerResponse = z.object({
  gift_card: AdminGiftCard,
  entries: z.array(AdminGiftCardLedgerEntry),
});
export type AdminGiftCardLedgerResponse = z.infer<typeof AdminGiftCardLedgerResponse>;

/** POST /api/admin/gift-cards/{id}/adjust: a signed amount in dirhams (not 0) and why, audited. */
const adjustRange = (min: number, max: number) =>
  z
    .number({ message: 'NUMBER_OUT_OF_RANGE' })
    .int({ message: 'NUMBER_OUT_OF_RANGE' })
    .min(min, { message: 'NUMBER_OUT_OF_RANGE' })
    .max(max, { message: 'NUMBER_OUT_OF_RANGE' });

export const AdminGiftCardAdjustBody = z.object({
  // Riyals off (negative) or on, never 0: two ranges, so the OpenAPI document states the gap too.
  amount: z.union([adjustRange(-GIFT_CARD_ADJUST_MAX, -1), adjustRange(1, GIFT_CARD_ADJUST_MAX)], {
    message: 'NUMBER_OUT_OF_RANGE',
  }),
  reason: requiredText(GIFT_CARD_ADJUST_REASON_MAX),
});
export type AdminGiftCardAdjustBody = z.infer<typeof AdminGiftCardAdjustBody>;

/**
 * POST /api/gift-cards/balance (storefront, public, limited against guessing): the code in the body, so it
 * stays out of addresses and logs. Any code that is not a shop card with a balance answers one generic 404.
 */
export const StoreGiftCardBalanceBody = z.object({ code: requiredText(GIFT_CARD_CODE_INPUT_MAX) });
export type StoreGiftCardBalanceBody = z.infer<typeof StoreGiftCardBalanceBody>;

export const StoreGiftCardBalanceResponse = z.object({
  success: z.literal(true),
  balance: Dirhams,
  expires_at: IsoDateTime,
  expired: z.boolean(),
});
export type StoreGiftCardBalanceResponse = z.infer<typeof StoreGiftCardBalanceResponse>;
