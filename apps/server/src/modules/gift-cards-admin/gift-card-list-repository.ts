import { sql, type SQL } from 'drizzle-orm';
import {
  GIFT_CARD_SEARCH_CODE_MIN,
  maskGiftCardCode,
  type AdminGiftCard,
  type AdminGiftCardListQuery,
  type GiftCardState,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import {
  countMatches,
  escapeLike,
  iso,
  likeAnywhere,
  pageSlice,
  pageTotal,
  type Instant,
} from '../../sql/list-query.js';

type RawGiftCard = {
  id: number;
  code: string;
  order_id: number;
  order_number: string;
  order_locale: 'ar' | 'en';
  customer_name: string;
  customer_email: string;
  product_id: number | null;
  product_name: string;
  product_name_en: string | null;
  denomination: number;
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
const GIFT_CARD_COLUMNS = sql`g.id, g.code, g.order_id, o.order_number, o.locale AS order_locale,
  o.customer_name, o.customer_email, g.product_id, g.product_name, i.product_name_en, g.denomination,
  g.created_at, g.expires_at, g.voided_at, g.void_reason, g.voided_by, g.replaces_id,
  (SELECT r.id FROM gift_cards r WHERE r.order_id = g.order_id AND r.replaces_id = g.id
    ORDER BY r.id LIMIT 1) AS replaced_by_id`;
const GIFT_CARD_FROM = sql`gift_cards g JOIN orders o ON o.id = g.order_id
  LEFT JOIN order_items i ON i.id = g.order_item_id`;
/** Newest first, as gift_cards_created_idx is built. */
const NEWEST_FIRST = sql`g.created_at DESC NULLS LAST, g.id DESC NULLS LAST`;

export function giftCardState(card: { voidedAt: Date | null; expiresAt: Date }, now: Date): GiftCardState {
  if (card.voidedAt) return 'void';
  return card.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function toAdminGiftCard(row: RawGiftCard, now: Date): AdminGiftCard {
  const voidedAt = row.voided_at === null ? null : new Date(row.voided_at);
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    // The code itself never leaves the server here: staff reveal one through the order's audited endpoint.
    masked_code: maskGiftCardCode(row.code),
    order_id: row.order_id,
    order_number: row.order_number,
    order_locale: row.order_locale,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    product_id: row.product_id,
    product_name: row.product_name,
    product_name_en: row.product_name_en,
    denomination: Number(row.denomination),
    created_at: iso(row.created_at),
    expires_at: expiresAt.toISOString(),
    state: giftCardState({ voidedAt, expiresAt }, now),
    voided_at: voidedAt?.toISOString() ?? null,
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
 * The search: the order number or the buyer's e-mail containing it, or — when it has at least
 * GIFT_CARD_SEARCH_CODE_MIN code characters (the masked code's bullets and dashes ignored) — the end of a code.
 */
export function giftCardSearchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const anywhere = likeAnywhere(text);
  const conditions = [
    sql`lower(o.order_number) LIKE ${anywhere}`,
    sql`lower(o.customer_email) LIKE ${anywhere}`,
  ];
  const codeEnd = text.replace(/^[•.*\s-]+/, '').toUpperCase();
  const codeChars = codeEnd.replace(/-/g, '');
  if (/^[A-Z0-9-]+$/.test(codeEnd) && codeChars.length >= GIFT_CARD_SEARCH_CODE_MIN) {
    conditions.push(sql`g.code LIKE ${`%${escapeLike(codeEnd)}`}`);
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** One page of the issued codes, newest first, and the number of matches (counted in the same pass). */
export async function listAdminGiftCards(
  db: Db,
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

/** Cards by id as the list shows them (the void answer's two rows), in the order asked. */
export async function loadAdminGiftCards(
  db: Db | DbTransaction,
  ids: readonly number[],
  now: Date,
): Promise<AdminGiftCard[]> {
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
