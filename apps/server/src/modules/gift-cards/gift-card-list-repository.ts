import { sql, type SQL } from 'drizzle-orm';
import {
  isShopGiftCard,
  maskIssuedGiftCard,
  parseOrderNumberQuery,
  type AdminGiftCard,
  type AdminGiftCardListQuery,
  type GiftCardState,
} from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import {
  countMatches,
  isoToMinute,
  isoToMinuteOrNull,
  likeAnywhere,
  pageSlice,
  pageTotal,
  type Instant,
} from '../../sql/list-query.js';

export type RawGiftCard = {
  id: number;
  /** A code the shop made (kept hashed and sealed); false for a brand's code from the inventory. */
  shop_code: boolean;
  brand_id: number | null;
  order_id: number;
  order_number: string;
  short_number: number;
  order_locale: 'ar' | 'en';
  customer_name: string;
  customer_email: string;
  product_id: number | null;
  product_name: string;
  product_name_en: string | null;
  denomination: number;
  balance: number;
  order_item_id: number | null;
  created_at: Instant;
  expires_at: Instant;
  voided_at: Instant | null;
  void_reason: string | null;
  voided_by: string | null;
  replaces_id: number | null;
  replaced_by_id: number | null;
  total?: number;
};

/** One card with its order, over `gift_cards g`; the replacement is found among the order's own cards. */
export const GIFT_CARD_COLUMNS = sql`g.id, g.code_hash IS NOT NULL AS shop_code, g.brand_id, g.order_id, o.order_number, o.short_number, o.locale AS order_locale,
  o.customer_name, o.customer_email, g.product_id, g.product_name, i.product_name_en, g.denomination,
  g.balance, g.order_item_id,
  g.created_at, g.expires_at, g.voided_at, g.void_reason, g.voided_by, g.replaces_id,
  (SELECT r.id FROM gift_cards r WHERE r.order_id = g.order_id AND r.replaces_id = g.id
    ORDER BY r.id LIMIT 1) AS replaced_by_id`;
export const GIFT_CARD_FROM = sql`gift_cards g JOIN orders o ON o.id = g.order_id
  LEFT JOIN order_items i ON i.id = g.order_item_id`;
/** Newest first, as gift_cards_created_idx is built. */
const NEWEST_FIRST = sql`g.created_at DESC NULLS LAST, g.id DESC NULLS LAST`;

export function giftCardState(card: { voidedAt: Date | null; expiresAt: Date }, now: Date): GiftCardState {
  if (card.voidedAt) return 'void';
  return card.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The shop's own card: a code the shop made whose brand has no prefix of its own (core's isShopGiftCard). */
export function isSpendableCard(card: { shop_code: boolean; brand_id: number | null }): boolean {
  return card.shop_code && isShopGiftCard(card.brand_id);
}

export function toAdminGiftCard(row: RawGiftCard, now: Date): AdminGiftCard {
  const voidedAt = row.voided_at === null ? null : new Date(row.voided_at);
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    // No character of the code leaves the server here: staff reveal one through the order's audited endpoint.
    masked_code: maskIssuedGiftCard({
      brandId: row.brand_id,
      denomination: row.denomination,
    }),
    order_id: row.order_id,
    order_number: row.order_number,
    // The shop's own card (a code it made, GIFT) has a balance; a brand's code is spent with the brand.
    spendable: isSpendableCard(row),
    balance: Number(row.balance),
    store_credit: row.order_item_id === null,
    short_number: row.short_number,
    order_locale: row.order_locale,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    product_id: row.product_id,
    product_name: row.product_name,
    product_name_en: row.product_name_en,
    denomination: Number(row.denomination),
    // To the minute: an old code's time token was its issue instant in milliseconds (expiry minus a year).
    created_at: isoToMinute(row.created_at),
    expires_at: isoToMinute(expiresAt),
    state: giftCardState({ voidedAt, expiresAt }, now),
    voided_at: isoToMinuteOrNull(voidedAt),
    void_reason: row.void_reason,
    voided_by: row.voided_by,
    replaces_id: row.replaces_id,
    replaced_by_id: row.replaced_by_id,
  };
}

function stateCondition(state: GiftCardState, now: Date): SQL {
  if (state === 'void') return sql`g.voided_at IS NOT NULL`;
  const at = now.toISOString();
  return state === 'expired'
    ? sql`g.voided_at IS NULL AND g.expires_at <= ${at}`
    : sql`g.voided_at IS NULL AND g.expires_at > ${at}`;
}

/**
 * The search: the order number or the buyer's e-mail containing it, or the order's short number. Never any part of a code: a
 * viewer could otherwise learn a code one character at a time; a card is found by its whole code only
 * (findGiftCardIdsByCode, for orders.manage).
 */
export function giftCardSearchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const anywhere = likeAnywhere(text);
  // A short number ('1001', '#1001', '١٠٠١') finds its order's cards too (D20).
  const shortNumber = parseOrderNumberQuery(q);
  const byNumber = shortNumber === null ? sql`` : sql` OR o.short_number = ${shortNumber}`;
  return sql`(lower(o.order_number) LIKE ${anywhere} OR lower(o.customer_email) LIKE ${anywhere}${byNumber})`;
}

/** SQL of the back office's gift-card list and look-up by code. */
export function createGiftCardListRepository(db: DbHandle) {
  /** One page of the issued codes, newest first, and the number of matches (counted in the same pass). */
  async function listAdminGiftCards(
    query: AdminGiftCardListQuery,
    now: Date,
  ): Promise<{ giftCards: AdminGiftCard[]; total: number }> {
    const where: SQL[] = [sql`TRUE`];
    if (query.state) where.push(stateCondition(query.state, now));
    const search = query.q ? giftCardSearchCondition(query.q) : undefined;
    if (search) where.push(search);
    const condition = sql.join(where, sql` AND `);
    const result = await db.execute<RawGiftCard & { total: number }>(sql`
      SELECT ${GIFT_CARD_COLUMNS}, count(*) OVER ()::int AS total FROM ${GIFT_CARD_FROM}
      WHERE ${condition} ORDER BY ${NEWEST_FIRST} ${pageSlice(query)}`);
    const total = await pageTotal(result.rows[0], query.page, () =>
      countMatches(db, GIFT_CARD_FROM, condition),
    );
    return { giftCards: result.rows.map((row) => toAdminGiftCard(row, now)), total };
  }

  /**
   * The cards whose whole code this is, through the unique indexes on the codes' keyed hashes, with what the
   * activity log names them by. Lowest id first.
   */
  async function findGiftCardsByCode /** The shop card's lookup hash of the typed code (shopCardLookupHash), null when it is no shop code's shape. */(
    shopHash: string | null,
    /** The keyed hash of the typed code folded: finds a brand's code kept sealed in the inventory. */
    inventoryHash: string,
  ): Promise<{ id: number; product_name: string; order_id: number; order_number: string }[]> {
    const result = await db.execute<{
      id: number;
      product_name: string;
      order_id: number;
      order_number: string;
    }>(
      sql`SELECT g.id, g.product_name, g.order_id, o.order_number FROM gift_cards g
        JOIN orders o ON o.id = g.order_id
        WHERE g.code_hash = ${shopHash ?? ''} OR g.inventory_code_id = (
          SELECT c.id FROM gift_card_codes c WHERE c.code_hash = ${inventoryHash})
        ORDER BY g.id`,
    );
    return result.rows;
  }

  /** Cards by id as the list shows them (the void answer's two rows), in the order asked. */
  async function loadAdminGiftCards(ids: readonly number[], now: Date): Promise<AdminGiftCard[]> {
    if (ids.length === 0) return [];
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await db.execute<RawGiftCard>(
      sql`SELECT ${GIFT_CARD_COLUMNS} FROM ${GIFT_CARD_FROM} WHERE g.id IN (${list})`,
    );
    const byId = new Map(result.rows.map((row) => [row.id, toAdminGiftCard(row, now)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return { listAdminGiftCards, findGiftCardsByCode, loadAdminGiftCards };
}

export type GiftCardListRepository = ReturnType<typeof createGiftCardListRepository>;
