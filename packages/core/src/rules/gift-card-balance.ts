import type { Localized } from './locale.js';

/**
 * The shop's own gift card as money to spend (decision 046). A card's balance is the sum of its ledger rows;
 * the server applies a card at checkout, never the client. One rule each, here.
 */

/** Why a card's balance moved; the database check `gift_card_ledger_kind_check` lists the same. */
export const GIFT_CARD_LEDGER_KINDS = ['issue', 'spend', 'release', 'refund', 'adjust', 'void'] as const;
export type GiftCardLedgerKind = (typeof GIFT_CARD_LEDGER_KINDS)[number];

export const GIFT_CARD_LEDGER_LABELS: Readonly<Record<GiftCardLedgerKind, Localized>> = {
  issue: { ar: 'إصدار البطاقة', en: 'Card issued' },
  spend: { ar: 'دفع لطلب', en: 'Spent on an order' },
  release: { ar: 'إعادة مبلغ طلب لم يكتمل', en: 'Returned from an order not completed' },
  refund: { ar: 'استرداد رصيدًا في المتجر', en: 'Refund as store credit' },
  adjust: { ar: 'تعديل من الموظفين', en: 'Staff adjustment' },
  void: { ar: 'إلغاء البطاقة', en: 'Card voided' },
};

/** The longest reason for a staff adjustment. */
export const GIFT_CARD_ADJUST_REASON_MAX = 500;
/** The largest single adjustment, in dirhams (QAR 100,000): a typo of extra zeros is refused. */
export const GIFT_CARD_ADJUST_MAX = 10_000_000;

/**
 * What the shop's gift card can pay of an order, in dirhams: everything but the gift-card lines (a gift card
 * cannot pay for gift cards), up to the card's balance. `giftCardLines` is what those lines cost after any
 * discount they took; delivery and the other goods are payable.
 */
export function giftCardPayable(order: { total: number; giftCardLines: number }, balance: number): number {
  const payable = Math.max(0, order.total - order.giftCardLines);
  return Math.max(0, Math.min(payable, balance));
}

/** What is left to pay by card or cash once the gift card paid its part. */
export function amountDue(order: { total_amount: number; gift_card_amount: number }): number {
  return Math.max(0, order.total_amount - order.gift_card_amount);
}
