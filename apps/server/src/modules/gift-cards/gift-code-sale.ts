import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type DbTransaction } from '@matjar/db';

// The SQL of a brand card's codes leaving the inventory: sold to a paid order, each with its card.

type CodeLine = { productId: number; variantId: number | null; quantity: number; orderId: number };

/**
 * The ids of `quantity` unsold codes of one brand card's denomination, skipping the rows another transaction
 * is taking (FOR UPDATE SKIP LOCKED): concurrent payments never share a code, and none waits for another.
 */
const unsoldCodes = (line: CodeLine) => sql`
  SELECT id FROM gift_card_codes
  WHERE product_id = ${line.productId}::int AND variant_id IS NOT DISTINCT FROM ${line.variantId}::int
    AND status = 'available'
  ORDER BY id LIMIT ${line.quantity}::int
  FOR UPDATE SKIP LOCKED`;

/** The ids of the codes an unpaid order's checkout held for one of its brand card lines (status `reserved`). */
const heldCodes = (line: CodeLine) => sql`
  SELECT id FROM gift_card_codes
  WHERE order_id = ${line.orderId}::int AND status = 'reserved' AND product_id = ${line.productId}::int
    AND variant_id IS NOT DISTINCT FROM ${line.variantId}::int
  ORDER BY id LIMIT ${line.quantity}::int
  FOR UPDATE`;

/** The codes `picked` chooses, sold to the order. */
const sellCodes = (orderId: number, picked: SQL) => sql`
  UPDATE gift_card_codes c SET status = 'sold', order_id = ${orderId}::int, sold_at = now()
  FROM (${picked}) picked
  WHERE c.id = picked.id
  RETURNING c.id, c.secret, c.expires_on`;

/**
 * Takes `quantity` unsold codes for an order (unsoldCodes): a faulty code's replacement (its unit taken
 * through the stock ledger first), or an order placed before checkout held codes. Fewer come back only when
 * the inventory was changed behind the ledger's back.
 */
export async function takeInventoryCodes(tx: DbTransaction, line: CodeLine) {
  const { rows } = await tx.execute<{ id: number; secret: string; expires_on: string | null }>(
    sellCodes(line.orderId, unsoldCodes(line)),
  );
  return rows;
}

/** A paid line's card row, as every code it sells gets one. */
export interface CardOfLine {
  orderId: number;
  orderItemId: number;
  productId: number;
  brandId: number | null;
  productName: string;
  denomination: number;
}

/**
 * Sells the codes `picked` chooses and writes a card for each, in one statement. A card expires when its
 * code does (the end of that day in Doha, UTC+3), else a year on (`yearOn`). Returns each code's sealed
 * secret with its card's expiry.
 */
async function sellAndIssue(tx: DbTransaction, card: CardOfLine, yearOn: Date, picked: SQL) {
  const { rows } = await executePrepared<{ secret: string; expires_at: string }>(
    tx,
    'gift-codes-sell-and-issue',
    sql`
    WITH sold AS (${sellCodes(card.orderId, picked)}),
    issued AS (
      INSERT INTO gift_cards (order_id, order_item_id, product_id, brand_id, product_name, denomination,
        inventory_code_id, expires_at)
      SELECT ${card.orderId}::int, ${card.orderItemId}::int, ${card.productId}::int, ${card.brandId}::int,
        ${card.productName}::text, ${card.denomination}::int, sold.id,
        coalesce((sold.expires_on + time '23:59:59.999') AT TIME ZONE INTERVAL '+03:00',
          ${yearOn.toISOString()}::timestamptz)
      FROM sold
      RETURNING id, inventory_code_id, expires_at
    )
    SELECT sold.secret, issued.expires_at FROM issued JOIN sold ON sold.id = issued.inventory_code_id
    ORDER BY issued.id`,
  );
  return rows.map((row) => ({ secret: row.secret, expiresAt: new Date(row.expires_at) }));
}

/**
 * The codes a paid order's brand card line hands out, each with its card: the ones its checkout held for it,
 * now sold. An order placed before checkout held codes (its units were held by the stock count alone) takes
 * unsold ones instead, as takeInventoryCodes does.
 */
export async function issueLineCodes(tx: DbTransaction, card: CardOfLine, line: CodeLine, yearOn: Date) {
  const held = await sellAndIssue(tx, card, yearOn, heldCodes(line));
  if (held.length >= line.quantity) return held;
  const rest = { ...line, quantity: line.quantity - held.length };
  return [...held, ...(await sellAndIssue(tx, card, yearOn, unsoldCodes(rest)))];
}

interface LineWithCardRow extends Record<string, unknown> {
  item_id: number;
  product_id: number | null;
  variant_id: number | null;
  product_name: string;
  product_name_en: string | null;
  quantity: number;
  is_gift_card: boolean;
  unit_price: number;
  denomination: number | null;
  brand_id: number | null;
  card_id: number | null;
  card_code_sealed: string | null;
  card_secret: string | null;
  card_denomination: number | null;
  card_product_name: string | null;
  card_expires_at: string | null;
  card_voided_at: string | null;
}

/**
 * The order's lines with the cards already issued for each (none on a first payment), in one read, prepared
 * (every payment runs it). Store credit given to this order's buyer by a refund is no card the order bought:
 * it names no line.
 */
export async function orderLinesWithCards(tx: DbTransaction, orderId: number) {
  const { rows } = await executePrepared<LineWithCardRow>(
    tx,
    'gift-card-order-lines',
    sql`
    SELECT i.id AS item_id, i.product_id, i.variant_id, i.product_name, i.product_name_en, i.quantity,
      i.is_gift_card, i.unit_price, v.denomination, p.brand_id, g.id AS card_id, g.code_sealed AS card_code_sealed,
      c.secret AS card_secret, g.denomination AS card_denomination, g.product_name AS card_product_name,
      g.expires_at AS card_expires_at, g.voided_at AS card_voided_at
    FROM order_items i
    LEFT JOIN product_variants v ON v.id = i.variant_id
    LEFT JOIN products p ON p.id = i.product_id
    LEFT JOIN gift_cards g ON g.order_item_id = i.id AND g.order_id = i.order_id
    LEFT JOIN gift_card_codes c ON c.id = g.inventory_code_id
    WHERE i.order_id = ${orderId}::int
    ORDER BY i.id, g.id`,
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    productId: row.product_id,
    variantId: row.variant_id,
    productName: row.product_name,
    productNameEn: row.product_name_en,
    quantity: row.quantity,
    isGiftCard: row.is_gift_card,
    unitPrice: row.unit_price,
    denomination: row.denomination,
    brandId: row.brand_id,
    cardId: row.card_id,
    cardCodeSealed: row.card_code_sealed,
    cardSecret: row.card_secret,
    cardDenomination: row.card_denomination,
    cardProductName: row.card_product_name,
    cardExpiresAt: row.card_expires_at === null ? null : new Date(row.card_expires_at),
    cardVoidedAt: row.card_voided_at,
  }));
}
